/** Excusas para no cumplir un plazo de entrega en el trabajo, con correos para pedir una prórroga. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'No cumplir un plazo de entrega',
  fullTitle: 'Excusas para no cumplir un plazo en el trabajo: motivos, correos para pedir prórroga y opciones honestas',
  category: 'work',
  description:
    '¿Se te atrasó un proyecto? Formas claras de explicar un plazo incumplido en el trabajo y correos breves para pedir una prórroga con fecha nueva.',
  summary: {
    heading: 'Mueve la fecha sin perder la confianza',
    text: 'Un plazo incumplido se recupera mucho más fácil cuando avisas pronto, das un motivo claro y propones una fecha nueva que sí vayas a alcanzar.',
    highlights: [
      'Motivos por carga de trabajo, fallas técnicas y pendientes ajenos',
      'Tres correos de prórroga listos para adaptar',
      'Frases honestas para cuando el retraso es tuyo',
      'Consejos para proponer una fecha nueva que se sostenga',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'workload',
      title: 'Carga de trabajo y prioridades',
      excuses: {
        1: 'Otro proyecto de cliente pasó a ser prioridad máxima esta semana y me quitó tres días de este. Te lo puedo entregar el jueves antes del mediodía.',
        3: 'Calculé mal lo que iba a llevar el análisis. Necesito dos días más para hacerlo bien; ¿podemos mover la fecha al miércoles?',
        6: 'Estoy cubriendo las cuentas de una compañera que está de incapacidad por maternidad, y esto se me atrasó más de lo que creía. ¿Te parece el próximo martes?',
        9: 'Esta semana había que entregarle a finanzas el presupuesto del año que viene, y armarlo se llevó todo mi tiempo. Ya aparté el viernes para esto y te lo mando a más tardar a las 4 de la tarde.',
        10: 'Estuve en la capacitación de dos días que me autorizaste y no tomé en cuenta esos días al calcular esta fecha. Lo tendrás listo el miércoles en la tarde.',
        11: 'Esta semana tuve veintidós horas de reuniones en el calendario y nunca me quedó un bloque largo para escribir. Ya dejé libre el martes en la mañana, así que lo tienes a las 11:00.',
        12: 'Con la reestructura me cambiaron de equipo a mitad del proyecto, y sigo poniéndome al corriente después de la entrega de pendientes. Te lo puedo mandar el próximo lunes.',
        13: 'Una infección estomacal me tuvo en casa lunes y martes, y me quitó dos de los cinco días que había apartado para esto. Te llega el viernes en la tarde.',
        51: 'Esta semana me tocó la guardia de soporte y entre un incidente y otro no tuve ni dos horas seguidas para esto. El manual de inducción te lo entrego el lunes.',
      },
    },
    {
      id: 'tech',
      title: 'Fallas técnicas',
      excuses: {
        1: 'El escáner de la oficina está descompuesto desde el lunes, y los formatos firmados tienen que ir escaneados a color. El técnico viene mañana, así que los tienes el jueves.',
        2: 'La unidad compartida estuvo caída casi todo el día de ayer y no pude abrir los archivos que necesitaba para terminar. Ya funciona, y te lo mando hoy antes de las 5 de la tarde.',
        3: 'El complemento de estadística que uso dejó de funcionar con la actualización de la semana pasada, así que estoy rehaciendo el análisis a mano. Eso mueve la entrega al viernes en la mañana.',
        5: 'La exportación del video falló al 98 % después de procesar toda la noche, y ya la estoy corriendo otra vez. Son como seis horas, así que lo tienes mañana a primera hora.',
        7: 'En las pruebas finales encontré un error grave y prefiero corregirlo antes que entregar algo que no funciona. ¿Me das hasta el viernes?',
        8: 'Pasé dos días editando una copia vieja del modelo y ya estoy rehaciendo esos cambios en la versión actual. Te lo mando mañana antes de las 2 de la tarde.',
        9: 'Encontré registros duplicados en la base de datos de origen, así que hay que calcular de nuevo todas las cifras del reporte. El reporte corregido te llega el miércoles.',
        10: 'El archivo final pesa demasiado para la plataforma del cliente. Estoy viendo con sistemas otra forma de hacérselo llegar hoy mismo.',
        51: 'La computadora se me apagó a media tarde y ya no volvió a prender. Sistemas me prestó otra y estoy recuperando los archivos del respaldo; te lo mando mañana a las 10:00.',
      },
    },
    {
      id: 'blocked',
      title: 'Depende de otros',
      excuses: {
        1: 'Sigo esperando las cifras finales de finanzas. El reporte está listo salvo esos números, y lo mando una hora después de recibirlos, a más tardar el jueves.',
        2: 'El único laboratorio de pruebas lo tiene apartado otro equipo hasta el jueves, y no puedo correr las pruebas finales antes. Te mando los resultados el viernes.',
        3: 'El cliente no ha mandado sus comentarios sobre el borrador, y no quiero cerrar nada sin ellos. Se los pedí para el martes, así que la versión final te llega el miércoles.',
        4: 'El municipio todavía no expide el permiso del evento, y sin él no puedo firmar con los proveedores. Lo prometieron para el miércoles, así que el plan completo te llega el jueves.',
        5: 'El proveedor entregó el material cuatro días tarde y todo lo que seguía se retrasó en cadena. Las piezas terminadas salen el próximo viernes.',
        6: 'Con el equipo de Madrid solo coincidimos una hora al día, así que cada duda nos cuesta un día entero. Vamos a tiempo para terminar el próximo martes.',
        9: 'Dos revisores me mandaron comentarios opuestos y necesito que se pongan de acuerdo antes de terminar. Si lo resuelven el lunes, lo tienes el miércoles.',
        11: 'La encuesta a clientes regresó con tan pocas respuestas que no se puede confiar en ella, así que la reabrí tres días más. Los resultados te llegan el próximo lunes.',
        51: 'Falta la firma del director en el contrato y anda recorriendo las sucursales hasta el jueves. En cuanto firme, te lo mando escaneado.',
      },
    },
    {
      id: 'scope',
      title: 'Cambios de alcance y requisitos',
      excuses: {
        1: 'Ya íbamos a la mitad cuando el cliente decidió cambiar el sitio web por un catálogo impreso, así que hay que rehacer todos los diseños para imprenta. Los archivos finales te llegan el martes.',
        2: 'Jurídico pidió agregar una versión en inglés de cada página, y las traducciones no estarán antes del lunes. Publico todo el martes.',
        3: 'A las indicaciones del proyecto les falta un dato clave y prefiero aclararla antes que entregar algo equivocado. Si hablamos diez minutos hoy, lo tienes el viernes.',
        4: 'Este mes entró en vigor una norma nueva de cumplimiento y hay que rehacer dos cálculos del reporte con el método nuevo. El reporte corregido estará listo el jueves en la tarde.',
        6: 'Este reporte ahora va para el consejo y no para el equipo, así que necesita otro nivel de detalle. La versión para el consejo estará lista el lunes.',
        9: 'Resulta que el sistema viejo que estamos reemplazando hace dos cosas que nadie documentó, y también hay que construirlas. Me gustaría mover el lanzamiento al día 20.',
        10: 'La empresa cambió de imagen la semana pasada, y cada diapositiva de la presentación necesitaba el logo, los colores y las tipografías nuevas. La presentación actualizada estará lista mañana a las 10:00.',
        51: 'Ahora el estudio tiene que cubrir veinte sucursales y no diez, como estaba planeado. Con las diez nuevas, el reporte completo te llega el jueves.',
      },
    },
    {
      id: 'personal',
      title: 'Asuntos personales y de casa',
      excuses: {
        9: 'Mi esposo estuvo enfermo toda la semana, y entre los niños y cuidarlo a él, tuve muchas menos horas de trabajo de las que planeaba. Te lo puedo entregar el lunes.',
        10: 'Fumigaron el edificio y tuvimos que quedarnos tres días con mi suegra; trabajar en su comedor, sin mi monitor, me hizo ir mucho más lento. Regresamos el domingo y lo tienes el lunes en la tarde.',
        12: 'Con la tormenta del sábado se nos metió el agua a la planta baja, y sacar agua y lodo se llevó los dos días que tenía apartados para esto. Te lo mando el jueves.',
        13: 'Me torcí la muñeca el sábado y escribir con una sola mano es lentísimo. Estoy dictando el resto y te lo entrego a más tardar el viernes.',
        14: 'El martes me chocaron por detrás, y entre el ajustador del seguro y ver cómo moverme sin coche se me fueron dos tardes. Estoy bien, y lo tienes el jueves antes del mediodía.',
        51: 'Tuve la cita de la visa en el consulado, que solo había en otra ciudad, y entre el viaje y las filas se me fueron dos días. Te lo entrego el viernes.',
      },
    },
    {
      id: 'honest',
      title: 'Con la verdad por delante',
      excuses: {
        1: 'Fui dejando para después la limpieza de datos porque es tediosa, y se me vino encima. Lo tienes mañana antes de que termine el día.',
        2: 'Debí avisarte antes: no voy a llegar a la fecha de entrega. Siendo realista, te lo puedo entregar el viernes en la tarde.',
        3: 'Me atoré en una parte y no pedí ayuda a tiempo, y eso me atrasó. Andrés me va a explicar hoy en la mañana y te lo mando el miércoles.',
        5: 'Lo anoté en una nota adhesiva en lugar de mi lista de pendientes y se perdió debajo de otros papeles. Es mi culpa, y lo tienes el miércoles.',
        8: 'Me tardé demasiado puliendo detalles que nadie va a notar, y por eso va tarde. Te lo mando antes de las 12:00.',
        9: '¿Te sirve si te mando lo que tengo? Lleva como un ochenta por ciento, y el resto lo termino para el jueves.',
        10: 'Tenía anotado el 15 como fecha de entrega, no el 5. Fue mi error, y te lo entrego el lunes.',
        11: 'La verdad, este mes he estado muy al límite, y esto fue lo primero que se me quedó sin hacer. Te lo mando el viernes. ¿Podemos hablar de mi carga de trabajo?',
        51: 'No tomé en cuenta que el lunes era día festivo y me quedé con un día menos. Fue un mal cálculo mío; te lo mando el miércoles temprano.',
      },
    },
  ],
  templates: {
    title: 'Plantillas de correo',
    intro: 'Adapta una de estas antes de que se venza el plazo, y siempre incluye una fecha nueva que de verdad puedas cumplir.',
    items: [
      {
        subject: 'Solicitud de una prórroga breve para [Nombre del proyecto]',
        whenToUse: 'Necesitas unos días más y el retraso es de tu parte.',
        body: 'Buen día, [Nombre de tu jefe]:\n\nQuería avisarle con anticipación que no podré entregar [Nombre del proyecto] el [Fecha original] con la calidad que requiere. Calculé mal el tiempo que necesitaba [Tarea o sección], y prefiero hacerlo bien que entregarlo a las prisas.\n\n¿Le parece si movemos la entrega al [Nueva fecha]? Mientras tanto, puedo compartirle [Avance parcial] el [Fecha] para que vea cómo va.\n\nGracias por su comprensión,\n[Tu nombre]',
      },
      {
        subject: '[Nombre del proyecto]: en espera de [Insumo pendiente]',
        whenToUse: 'Dependes de algo que otra persona te tiene que entregar y la fecha original ya no funciona.',
        body: 'Hola, [Nombre de tu jefe]:\n\nLe comparto un avance rápido de [Nombre del proyecto]: sigo esperando [Insumo pendiente] de [Equipo o persona], que necesito para terminar [Tarea]. Di seguimiento el [Fecha de seguimiento] y espero tenerlo a más tardar el [Fecha prevista].\n\nPor eso, me gustaría mover mi fecha de entrega al [Nueva fecha]. Todo lo demás va en tiempo, y le aviso de inmediato si algo cambia.\n\nSaludos,\n[Tu nombre]',
      },
      {
        subject: 'Nuevo calendario para [Nombre del proyecto]',
        whenToUse: 'Cambió el alcance o los requisitos y la fecha original ya no alcanza.',
        body: 'Buenas tardes, [Nombre de tu jefe]:\n\nDesde que sumamos [Nuevo requisito] a [Nombre del proyecto], la fecha original del [Fecha original] ya no deja tiempo suficiente para hacerlo bien. Calculo el trabajo adicional en unos [Número] días.\n\nLe propongo el [Nueva fecha] como nueva fecha de entrega. Si esa fecha no se puede mover, puedo entregar a tiempo [Alcance reducido] y mandar el resto a más tardar el [Fecha posterior]. Dígame qué prefiere.\n\nGracias,\n[Tu nombre]',
      },
    ],
  },
  faq: [
    {
      question: '¿Cuándo le digo a mi jefe que no voy a llegar a la fecha de entrega?',
      answer:
        'En cuanto lo sepas, de preferencia días antes de la fecha y no horas. Avisar con tiempo le da margen a tu jefe para ajustar planes, mover otros pendientes o avisarle al cliente, y muestra que tienes el proyecto bajo control aunque la fecha se recorra. Decirlo cuando el plazo ya pasó convierte un problema de calendario en un problema de confianza. Si no sabes si vas a llegar, señala el riesgo de todos modos y di cuándo lo sabrás con certeza.',
    },
    {
      question: '¿Qué debe incluir una solicitud de prórroga?',
      answer:
        'Que sea breve y concreta: qué se va a retrasar, un motivo en una oración, una fecha nueva y lo que puedes entregar mientras tanto. Lo más importante es la fecha nueva, así que elige una que sí vayas a cumplir y déjale un pequeño margen, en vez de prometer el día más temprano posible. Ofrecer un avance parcial o una versión reducida en la fecha original demuestra buena fe y muchas veces resuelve el problema real de quien depende de ti.',
    },
    {
      question: '¿Es mejor entregar a tiempo algo incompleto o completo pero tarde?',
      answer:
        'Depende de para qué es la fecha. Si alguien más necesita tu trabajo para empezar el suyo, una versión parcial y sólida a tiempo suele servir más que una perfecta después. Si el trabajo va directo a un cliente o a la dirección, normalmente pesa más la calidad, así que pide una prórroga corta. Si dudas, pregúntale a tu jefe sin rodeos: "¿Prefieres la primera mitad hoy o todo completo el viernes?"',
    },
    {
      question: '¿Debo dar el motivo real del retraso?',
      answer:
        'Sí, en la mayoría de los casos. Los motivos reales, como prioridades que chocan, algo que otra persona entregó tarde o haber calculado mal el trabajo, son comunes y comprensibles, y los jefes los escuchan todo el tiempo. Una excusa inventada puede caerse con una sola pregunta de seguimiento, y además esconde el problema de fondo, así que es probable que se repita. Eso sí, no tienes que contar detalles privados de salud o de familia: "un asunto personal" basta.',
    },
    {
      question: '¿Y si la fecha ya pasó y no dije nada?',
      answer:
        'Escribe hoy mismo, antes de que te tengan que buscar. Reconoce el retraso directamente, sáltate las explicaciones largas y da una fecha firme para el trabajo terminado, junto con lo que puedas mandar ya. Algo como "No cumplí con la entrega del viernes y debí avisarte antes; el reporte te llega el miércoles en la mañana" es mucho mejor que el silencio. Y luego cumple esa fecha nueva, porque el segundo plazo pesa mucho más que el primero.',
    },
    {
      question: '¿Cómo dejo de incumplir plazos una y otra vez?',
      answer:
        'Fíjate por qué se te pasan. Si siempre calculas de menos, agrega a cada estimación entre una cuarta y una tercera parte más. Si el trabajo de otros te frena seguido, pide lo que necesitas de ellos con más anticipación y ponte una fecha interna unos días antes de la real. Y si simplemente tienes demasiado, habla con honestidad con tu jefe sobre prioridades antes de la siguiente temporada pesada, no después de otro incumplimiento.',
    },
  ],
  tips: [
    'Avisa en cuanto sospeches que una fecha está en riesgo: el aviso temprano es lo que más ayuda a que te disculpen un retraso.',
    'Acompaña siempre el motivo con una fecha y una hora concretas, porque un "lo termino pronto" pone más nerviosa a la gente.',
    'Déjale un pequeño margen a tu nueva fecha, para cumplirla con holgura y no volver a incumplir.',
    'Ofrece algo desde ya, como un borrador, un esquema o la primera mitad terminada, para mostrar avance real.',
    'Resume el motivo en una o dos oraciones y dedica el resto del mensaje al plan.',
    'Si el retraso lo causó otra persona, explica la dependencia con hechos y sin señalarla por su nombre en un correo grupal.',
    'Cuando entregues, agradece en una línea el tiempo extra: así cierras el tema en buenos términos.',
  ],
  related: [
    '/es/excusas/trabajo/no-responder-correos',
    '/es/excusas/trabajo/faltar-al-trabajo',
    '/es/excusas/trabajo/faltar-a-una-reunion-de-zoom',
    '/es/excusas/trabajo/salir-temprano',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
