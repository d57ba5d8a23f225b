import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Llegar tarde al trabajo',
  category: 'work',
  description:
    '¿Tráfico en el Periférico, el plomero que no llega o un niño que no se quiere vestir? Mensajes para avisar que llegas tarde, ordenados por situación, y textos listos para tu jefe.',
  fullTitle: 'Excusas para llegar tarde al trabajo: motivos y mensajes para tu jefe',
  carousel: true,
  sections: [
    {
      id: 'traffic',
      title: 'Tráfico y transporte',
      excuses: {
        1: 'El mapa marca un choque que bloquea dos carriles del Periférico y ya hay kilómetros de fila. Ya salí, pero calculo llegar media hora tarde.',
        3: 'Se me pinchó una llanta camino a la oficina. Ya me orillé y estoy poniendo la de repuesto; de aquí me voy directo para allá.',
        4: 'Dejé el carro afuera de casa de mi hermana y en la noche se lo llevó la grúa. Estoy en el depósito pagando la multa y llego como a las 10:15.',
        7: 'Cerraron las calles de mi colonia por una peregrinación y no dejan pasar carros hasta las 10:00. Dejé el carro en la casa y voy caminando al metro; llego como a las 9:45.',
        9: 'Perdón por la demora: me cancelaron dos Uber seguidos y el siguiente todavía está a diez minutos.',
        10: 'Me quedé sin gasolina a un kilómetro de mi casa y tuve que ir caminando a la gasolinera. Ya voy de regreso al carro con gasolina en un bidón y llego a las 9:30.',
        14: 'Un tren de carga lleva veinte minutos parado en el único cruce para salir de mi colonia. Me metí a un estacionamiento a esperar en vez de quedarme en la fila con el motor prendido.',
        16: 'Hoy se me vence la verificación del carro y cuando abrieron ya había doce carros formados. Estoy en la fila y llego a las 9:45.',
        17: 'Llevé a mi hija al aeropuerto para un vuelo temprano y la entrada a la terminal estaba atascada. Ella ya pasó el filtro de seguridad; me estacioné un momento para avisarte que llego a las 9:40.',
        18: 'Aviso: los semáforos del cruce grande junto a mi casa están apagados y la fila de carros llega hasta mi calle. Todavía no salgo; me voy cuando se despeje, como para llegar a las 9:30.',
        19: 'Una señora se quedó parada con su carro a mitad del cruce, delante de mí, así que me bajé a ayudarla a empujarlo a la orilla. Ya voy de regreso a mi carro.',
        51: 'Se me olvidó que hoy no circula mi carro y me acordé a medio camino. Lo dejé en un estacionamiento y sigo en metro; llego como a las 9:40.',
        52: 'Hay un operativo de tránsito en la entrada a la autopista y están revisando los papeles de cada carro. Voy a vuelta de rueda; llego como a las 9:50.',
      },
    },
    {
      id: 'home',
      title: 'Emergencias en casa',
      excuses: {
        1: 'Se reventó un tubo debajo del fregadero esta mañana. Ya cerré la llave de paso y estoy esperando al plomero.',
        3: 'Se atoró la chapa de la puerta y no puedo cerrar la casa. Mi vecina la va a vigilar hasta que llegue el cerrajero a las 10:00, así que ya salgo y llego a las 9:20.',
        4: 'La mueblería me acaba de cambiar la entrega del sillón para entre las 8:00 y las 9:00, y alguien tiene que estar para firmar. Salgo en cuanto lo metan a la casa.',
        13: 'La alarma de la casa se disparó sin razón y no acepta la clave. No la puedo dejar chillando para toda la calle, así que estoy al teléfono con la empresa de seguridad; llego como a las 9:30.',
        15: 'Al salir olí a gas junto a la estufa, así que cerré la llave del tanque y llamé a la compañía de gas. Ya revisaron la instalación y llego a las 9:50.',
        16: 'Un enjambre de abejas se instaló en la reja, justo al lado de la puerta de entrada. Ya vienen los bomberos a retirarlo y no voy a salir hasta que se lo lleven.',
        18: 'Tiré una cubeta llena de pintura de la repisa del garaje y se está regando hacia la coladera. La estoy limpiando antes de que se seque y llego como a las 9:30.',
        20: 'El refrigerador dejó de enfriar en la noche, así que estoy salvando lo que puedo en una cubeta con hielo de la tienda.',
        21: 'El espejo grande del pasillo se cayó de la pared y se hizo pedazos. Estoy aspirando hasta la última astilla para que nadie la pise descalzo.',
        23: 'Se rompió un escalón de la escalera del patio cuando lo pisé esta mañana. Estoy bien, nada más raspado, pero estoy bloqueando el paso para que no la usen los niños.',
        51: 'Sonó la alerta sísmica justo cuando iba saliendo y desalojamos todo el edificio. Ya nos dejaron volver a revisar los departamentos y salgo en un momento; llego como a las 9:30.',
        52: 'El vecino de enfrente dejó su camioneta tapando mi cochera y no abre la puerta. Ya le toqué tres veces y, en cuanto la mueva, salgo para allá.',
      },
    },
    {
      id: 'family',
      title: 'Asuntos familiares',
      excuses: {
        2: 'Mi ex trajo a los niños cuarenta minutos tarde después de su fin de semana y no podía salir antes de que llegaran. Ya están en la escuela y voy en camino; llego a las 9:40.',
        3: 'La señora que me cuida a los niños me canceló hoy temprano y estoy viendo quién se puede quedar con ellos. Llego en menos de una hora.',
        4: 'Mi mamá se cayó esta mañana. No se lastimó mucho, solo se asustó, pero quiero asegurarme de que esté bien antes de irme.',
        5: 'Mi hijo dejó su maqueta en la mesa de la cocina, así que se la voy a llevar a la escuela antes de ir a la oficina.',
        9: 'Mi papá se quedó sin quién lo llevara a su cita temprano, así que lo llevo yo. Me voy a la oficina en cuanto lo deje de vuelta en su casa.',
        10: 'Mi hija se soltó a llorar en su primer día en la escuela nueva y me quedé con ella hasta que se calmó. Ya voy saliendo.',
        13: 'Mi hija está en la escolta y hoy le toca salir en los honores a la bandera de las 8:30; le prometí estar ahí. De ahí me voy directo y llego como a las 9:30.',
        14: 'A mi hija se le fue el retenedor por el lavabo, así que estoy desarmando el tubo de abajo para sacarlo antes de que se vaya a la escuela.',
        18: 'Mi abuela me llamó confundida con sus pastillas nuevas, así que voy a pasar a acomodarle el pastillero de la semana. Llego a las 9:45.',
        19: 'Mi niño metió el brazo entre los barrotes del barandal y se le atoró; nos costó jabón y mucha paciencia sacarlo. Ya está bien y voy en camino.',
        20: 'Al bebé le están saliendo los dientes, estuvo despierto casi toda la noche y por fin se me durmió encima a las 6:00. Voy en camino, como media hora tarde.',
        51: 'Mi hijo se acordó en el desayuno de que hoy tenía que ir disfrazado de flor al festival de primavera. Estamos terminando el disfraz con cartulina y llego como a las 9:30.',
      },
    },
    {
      id: 'tech',
      title: 'Fallas de tecnología',
      excuses: {
        1: 'Se le acabó la pila a la llave del carro y no arranca sin ella. Estoy en la cochera probando el truco que viene en el manual.',
        2: 'Mi celular se actualizó en la noche y me borró todas las alarmas. Me desperté tarde y salgo ahorita mismo.',
        4: 'Se descompuso el timbre del edificio y la señora que me ayuda con la limpieza se quedó en la banqueta. Bajé a abrirle yo, así que ya salgo y llego a las 9:20.',
        5: 'Al salir me llegó un mensaje del banco por un cargo sospechoso y llevo media hora al teléfono con ellos bloqueando la tarjeta. Ya voy para allá.',
        6: 'Ya estoy en la recepción, pero mi gafete dejó de funcionar en el torniquete y seguridad me está imprimiendo uno nuevo.',
        16: 'Un cliente de otro país me llamó justo al salir porque se les cayó el sistema, y lo estoy guiando desde la cocina para arreglarlo. Llego como a las 9:30.',
        19: 'La impresora de la casa se atoró con el contrato que necesito para la junta de las 9:00, así que lo voy a imprimir en una papelería de camino.',
        20: 'Llegué hasta la estación antes de darme cuenta de que la computadora del trabajo se quedó en la mesa de la cocina. Regresé por ella.',
        22: 'La computadora del trabajo empezó una actualización cuando la apagué anoche y va lentísima: apenas lleva el 80 por ciento. Si la desconecto se puede dañar, así que la llevo en cuanto termine, como a las 9:30.',
        23: 'Cambié de celular anoche y mi número dejó de funcionar, y los códigos de verificación del trabajo llegan por mensaje. Estoy en la tienda de la compañía para que lo arreglen.',
        52: 'El cajero se quedó con mi tarjeta y no traigo ni para el pasaje. Estoy esperando a que abra la sucursal a las 9:00 para recuperarla.',
      },
    },
    {
      id: 'weather',
      title: 'Por culpa del clima',
      excuses: {
        2: 'Se soltó una tolvanera y en la carretera no se ve nada. Sigo en la casa y no salgo hasta que se calme, como a las 9:00, así que estoy en mi lugar a las 9:45.',
        4: 'En las noticias dicen que el paso a desnivel de mi ruta está inundado por la tormenta de anoche, así que salgo ya para dar la vuelta por otro lado. Llego como a las 9:40.',
        6: 'Por el humo de los incendios en el cerro hay alerta por la calidad del aire, así que dejé la bici en la casa y me voy en el camión de más tarde. Llego como a las 9:25.',
        8: 'Me agarró un aguacero camino al metro y quedé empapado, así que regresé a cambiarme. Me voy en el tren de las 8:52.',
        10: 'La escuela avisó que la entrada se inundó con la lluvia y los niños entran hasta las 10:00. Los dejo a esa hora y estoy en mi lugar a las 10:30.',
        12: 'El huracán llega esta noche y estoy clavando tablas en las ventanas del frente mientras todavía no sopla el viento. Llego a las 10:00.',
        16: 'Con la tormenta se me rompió el limpiaparabrisas, así que me paré en una tienda de repuestos a poner uno nuevo. Llego como a las 9:05.',
        18: 'Un ventarrón me arrancó la puerta del carro de la mano y dobló la bisagra, así que ya no cierra. Mi vecino me va a llevar y llego a las 9:30.',
        20: 'Por las tormentas en Monterrey mi vuelo de regreso no salió anoche y aterrizo hasta las 10:15. Del aeropuerto me voy directo a la oficina.',
        21: 'Con la tormenta de anoche cayó una rama enorme frente a la cochera, y mi vecino la está cortando con su motosierra. Salgo de la casa como a las 9:15.',
        51: 'Cayó una granizada que dejó la calle blanca y los carros patinan en la bajada de mi casa. Espero a que se derrita un poco para salir; llego como a las 9:40.',
      },
    },
    {
      id: 'health',
      title: 'Cuestiones de salud',
      excuses: {
        2: 'Me dio una crisis de asma al salir de la casa, así que estoy esperando unos minutos a que me haga efecto el inhalador antes de manejar.',
        8: 'Me machuqué el dedo con la puerta del carro y me punza tanto que todavía no puedo agarrar el volante. Me estoy poniendo hielo y llego como a las 9:30.',
        10: 'Pasé a surtir una receta y la fila de la farmacia llegaba hasta la calle, así que no llego antes de las 9:15.',
        14: 'Me empezó a sangrar la nariz justo cuando iba saliendo y no se detiene. Salgo en cuanto pare.',
        16: 'Amanecí con la garganta raspada, así que me estoy haciendo una prueba de covid antes de estar cerca de la gente en la oficina. Si sale negativa, llego a las 9:30.',
        18: 'Pisé un clavo en la cochera, así que voy a pasar al centro de salud a que me pongan la vacuna contra el tétanos antes de llegar.',
        20: 'Los zapatos nuevos de ayer me sacaron una ampolla que se reventó camino a la parada y voy cojeando. Me la estoy tapando en la banca y me subo al siguiente camión; llego a las 9:25.',
        22: 'Mi consulta de las 8:00 en el IMSS va con cuarenta minutos de retraso, y si me voy, la siguiente cita me la dan en meses. De ahí me voy directo y llego a las 10:15.',
        24: 'Se me trabó la espalda al agacharme a amarrarme las agujetas, y necesité un baño caliente y un rato de estiramientos para poder enderezarme. Ya salgo para allá.',
        25: 'Mordí un hueso de aceituna en la cena y se me rompió una muela. Mi dentista me hizo un espacio a las 8:00 para arreglarla, así que llego a las 9:30.',
        51: 'Me picó un alacrán al ponerme el zapato y me vine a la clínica para que me revisen por precaución. En cuanto me dejen ir, te aviso a qué hora llego.',
      },
    },
    {
      id: 'public',
      title: 'Metro, camión y tren',
      excuses: {
        1: 'El metro está detenido entre dos estaciones por una falla en las señales y no han dicho cuánto va a tardar.',
        2: 'Mi tarjeta del metro no pasa en el torniquete y estoy formado detrás de diez personas en la única máquina de recarga que funciona. Llego unos diez minutos tarde.',
        3: 'Mi línea del metro está cerrada por obras esta mañana, así que voy en uno de los camiones de apoyo, que van repletos.',
        7: 'El camión se descompuso en plena autopista y estamos todos en el acotamiento esperando a que pase otro por nosotros.',
        8: 'Se me cayó el celular entre el vagón y el andén, y el personal de la estación tardó quince minutos en sacarlo. Ya voy en el siguiente tren.',
        10: 'Un pasajero se sintió mal en el vagón y estamos detenidos en el andén mientras lo atienden los de la ambulancia. Llego como quince minutos tarde.',
        12: 'La carriola se me atoró a medio doblar en la parada y dejé pasar dos camiones mientras la destrababa. Ya vamos en el siguiente y llego a las 9:30.',
        13: 'Me subí a la línea correcta, pero en dirección contraria, y no me di cuenta hasta tres estaciones después. Ya me regresé y llego a las 9:35.',
        16: 'Los primeros dos trenes llegaron tan llenos que no cabía ni un alfiler. Por fin me subí al tercero, así que voy atrasado.',
        17: 'Movieron mi parada del camión por una obra y estuve esperando en la vieja hasta que un vecino me avisó. Ya voy en el siguiente.',
        51: 'La combi no arranca hasta que se llena y hoy a esta hora no sube nadie. Llevo quince minutos sentado adentro esperando.',
        52: 'El chofer del camión se paró a cargar gasolina con todo y pasajeros, y la gasolinera tiene una fila larguísima. Voy a llegar como diez minutos tarde.',
      },
    },
  ],
  templates: {
    title: 'Mensajes listos para tu jefe',
    intro:
      'Mensajes cortos para copiar, completar y mandar antes de tu hora de entrada. Cambia lo que está entre corchetes por tus datos y da una hora de llegada realista. Los dos primeros van de tú y los demás de usted: ajusta el trato al que uses con tu jefe.',
    items: [
      {
        subject: 'Atorado en el tráfico',
        whenToUse: 'Un choque o un embotellamiento te va a hacer llegar tarde: mándalo antes de salir o ya con el carro estacionado.',
        body: 'Hola, [Nombre de tu jefe], te aviso que hay un choque en [Nombre de la calle] y el tráfico está parado, así que tomé la siguiente salida y me metí a [Gasolinera o estacionamiento] para escribirte. Estoy a unos [Minutos] minutos y llegando me pongo a trabajar. Perdón por el retraso. [Tu nombre]',
      },
      {
        subject: 'Retraso en el metro o el camión',
        whenToUse: 'Tu metro, camión o tren va retrasado o dejó de pasar.',
        body: '¿Qué tal, [Nombre de tu jefe]? Mi [Línea de metro o camión] va con retraso por [Motivo]. Calculo llegar unos [Minutos] minutos tarde y voy a estar pendiente del celular mientras llego. Gracias, [Tu nombre]',
      },
      {
        subject: 'Emergencia en casa',
        whenToUse: 'Algo en tu casa tiene que quedar resuelto antes de que puedas salir.',
        body: 'Buenos días, [Nombre de tu jefe], le escribo porque tengo [Problema] en casa y necesito resolverlo antes de salir. Calculo estar en la oficina a las [Hora] y repongo el tiempo [A la hora de la comida o al final del día]. Gracias por su comprensión. [Tu nombre]',
      },
      {
        subject: 'Me quedé sin quién cuide a los niños',
        whenToUse: 'La niñera, la guardería o el horario de la escuela cambió sin aviso.',
        body: '[Nombre de tu jefe], buen día: esta mañana me quedé sin quién cuide a mis hijos y estoy buscando quién me apoye. Llego a más tardar a las [Hora]. Si surge algo urgente con [Junta o pendiente], me puedo conectar por teléfono. Le agradezco mucho, [Tu nombre]',
      },
      {
        subject: 'Me quedé dormido',
        whenToUse: 'Simplemente te quedaste dormido y prefieres decirlo tal cual.',
        body: 'Buenos días, [Nombre de tu jefe], le pido una disculpa porque me quedé dormido. Ya voy en camino y llego a las [Hora]. Hoy me quedo [Minutos] minutos más para reponer el tiempo. Nos vemos en un rato, [Tu nombre]',
      },
    ],
  },
  faq: [
    {
      question: '¿Cuándo le aviso a mi jefe que voy a llegar tarde?',
      answer:
        'En cuanto lo sepas, y siempre antes de tu hora de entrada. Un mensaje a las 8:45 para una entrada a las 9:00 demuestra que respetas los tiempos del equipo; uno a las 9:20 parece que te acordaste tarde. Aunque solo vayas cinco o diez minutos atrasado, un aviso rápido le permite a tu jefe cubrir una junta o el teléfono. Si no sabes cuánto vas a tardar, manda un primer mensaje ahora y otro corto cuando tengas una hora más clara.',
    },
    {
      question: '¿Es mejor llamar o mandar mensaje?',
      answer:
        'Usa el medio que se acostumbre en tu trabajo. En muchos equipos basta un WhatsApp para un retraso corto, y escribir desde el metro o el camión es más fácil que hablar. Llama si vas a faltar a una junta con un cliente, a una entrega de turno o a algo donde alguien te está esperando, o si el reglamento de la empresa pide avisar por teléfono. Nunca escribas manejando: detente en un lugar seguro o pídele a quien vaya contigo que mande el mensaje.',
    },
    {
      question: '¿Cuánto detalle debo dar?',
      answer:
        'Menos del que crees. Una frase con el motivo, la hora a la que llegas y el ofrecimiento de reponer el tiempo es más que suficiente. Las explicaciones largas suenan a justificación y hacen que un retraso sencillo parezca más grave de lo que es. A tu jefe le importa sobre todo saber cuándo llegas y si hay algo urgente que cubrir. Si te pide más detalles, responde con honestidad y en pocas palabras, sin adornar la historia para que suene creíble.',
    },
    {
      question: 'Si me quedé dormido, ¿no es mejor decir la verdad?',
      answer:
        'Casi siempre, sí. A todo el mundo se le han pegado las sábanas alguna vez, y la mayoría de los jefes valora más una disculpa directa que una historia que después no cuadra. Una excusa inventada además trae preguntas que vas a tener que seguir contestando. Decir que te quedaste dormido, dar tu hora de llegada y ofrecer quedarte más tarde suele cerrar el tema. Guarda las explicaciones para los retrasos que de verdad no dependieron de ti.',
    },
    {
      question: '¿Qué hago si ya llegué tarde varias veces este mes?',
      answer:
        'Ahí una excusa ya no arregla nada; una conversación, probablemente sí. Habla con tu jefe antes de que él saque el tema: cuéntale qué está pasando, como un nuevo horario de la guardería, un trayecto que cambió o un asunto de salud, y propón una solución, por ejemplo entrar media hora más tarde o trabajar un día desde casa. Muchas empresas prefieren un horario ajustado y predecible a sorpresas repetidas. Mientras tanto, sal antes de lo que crees necesario y pon una segunda alarma.',
    },
    {
      question: '¿Me pueden sancionar por llegar tarde?',
      answer:
        'Depende de la empresa y de tu puesto. En muchos trabajos los retardos quedan registrados en el control de asistencia, y es común que un reglamento interno cuente varios retardos como una falta o que se pierda el bono de puntualidad. Los trabajos por turnos suelen ser más estrictos que los de oficina. Pregunta en recursos humanos o lee el reglamento para saber las reglas, incluida la forma de avisar un retraso. Avisar a tiempo y reponer el tiempo ayuda mucho a que un retardo ocasional no pase a más.',
    },
    {
      question: '¿Cómo compenso haber llegado tarde?',
      answer:
        'Empieza por ofrecer reponer el tiempo: quedarte más tarde, tomar menos tiempo de comida o conectarte antes mañana, según lo que permita tu trabajo. Al llegar, ahórrate la disculpa larga y ponte a trabajar, no sin antes preguntar si te perdiste algo urgente. Si alguien te cubrió, dale las gracias en persona. Lo que más rápido borra un retardo es que el resto de la semana se vea que eres alguien con quien se puede contar.',
    },
  ],
  tips: [
    'Manda tu mensaje antes de la hora de entrada, aunque pienses que solo vas a llegar unos minutos tarde.',
    'Da una hora de llegada realista con cinco minutos de margen: llegar antes de lo prometido siempre cae mejor que llegar después.',
    'Limita el mensaje a dos o tres frases: el motivo, tu hora de llegada y que vas a reponer el tiempo.',
    'No escribas mientras manejas: espera a estar detenido en un lugar seguro para mandar el mensaje.',
    'Si ya llegaste tarde más de una vez últimamente, cuéntale a tu jefe qué cambió y propón algo concreto, como tomar un camión más temprano o mover tu horario de entrada.',
    'Guarda el número de tu jefe y un mensaje ya escrito en el celular para poder avisar en segundos.',
    'Revisa una aplicación de tráfico o de transporte antes de salir de casa para avisar con tiempo en lugar de disculparte después.',
  ],
  related: [
    '/es/excusas/trabajo/faltar-al-trabajo',
    '/es/excusas/trabajo/faltar-a-una-reunion-de-zoom',
    '/es/excusas/trabajo/salir-temprano',
    '/es/excusas/trabajo/no-responder-correos',
    '/es/excusas/trabajo/no-cumplir-un-plazo',
    '/es/excusas/trabajo/evitar-la-integracion',
  ],
  updated: '2026-12-06',
};

export default page;
