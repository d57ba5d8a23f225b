import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'No hacer la tarea',
  category: 'school',
  description:
    '¿No hiciste la tarea? Qué decirle a tu maestra o a tu profe, cómo pedir más tiempo para entregarla y cuándo lo mejor es decir la verdad.',
  fullTitle: 'Excusas para no hacer la tarea: qué decirle a tu maestro',
  carousel: true,
  sections: [
    {
      id: 'tech',
      title: 'Fallas de tecnología',
      excuses: {
        1: 'Terminé el cuestionario en la plataforma, pero me cerró la sesión antes de darle a enviar y no se guardó nada. ¿Puedo rehacerlo hoy en la noche y entregarlo mañana temprano?',
        4: 'La impresora se atoró y se comió la última hoja, así que la tarea sigue en mi computadora. ¿Puedo mandarla por correo antes del recreo?',
        5: 'Subí el archivo equivocado sin darme cuenta: un borrador viejo de la semana pasada. Aquí va la versión terminada.',
        7: 'La plataforma me marcaba mal la respuesta cada vez que escribía 0.5 en lugar de 1/2, y se me acabaron los intentos en tres problemas. ¿Se pueden reiniciar para terminarlos hoy y entregarlos antes de la primera clase?',
        9: 'El enlace de la hoja de ejercicios me pedía solicitar acceso. Mandé la solicitud a las siete, pero no la aprobaron sino hasta hoy, así que la hago en el recreo y la entrego antes de la salida.',
        10: 'Mi calculadora científica se quedó sin pila a la mitad de los ejercicios y no había ni una pila en toda la casa. Termino el resto en la hora libre y la entrego después del recreo.',
        51: 'La computadora se puso a instalar actualizaciones a las ocho de la noche y no terminó hasta la medianoche, con mi archivo adentro. La termino temprano y la entrego antes del recreo.',
      },
    },
    {
      id: 'home',
      title: 'Casa y familia',
      excuses: {
        2: 'La maqueta de mi hermano para la feria de ciencias se desbarató la noche antes de la entrega y me pasé la tarde ayudándolo a rehacerla. Mañana traigo la mía.',
        3: 'Se fue la luz a la hora de la cena y no regresó hasta la mañana, y con la linterna del celular no se avanza mucho. Mañana la traigo terminada.',
        5: 'Mi mamá dobló turno, así que yo hice la cena, bañé a mis dos hermanitas y las acosté. No me senté hasta las diez; ¿puedo traerla mañana?',
        6: 'Mis papás me llevaron a los quince años de mi prima, regresamos tardísimo y me quedé dormida en cuanto llegamos. ¿Puedo entregarla mañana?',
        8: 'Dejé el libro en casa de mi papá y esta semana estoy con mi mamá. ¿Puedo llevarme hoy un libro del salón y entregar el trabajo mañana?',
        9: 'Mi gata escogió mi ropero para parir anoche, justo encima de mi mochila, y nadie puede moverla todavía. ¿Me darían otra copia para traerla resuelta mañana?',
        10: 'Mi abuelo se cayó y estuve con mi mamá en urgencias hasta después de medianoche. Ya está bien, y mañana entrego la tarea.',
        12: 'Anoche mis papás y yo hicimos el registro para la beca, y juntar todos los comprobantes nos llevó la tarde entera. ¿Puedo entregarla el jueves?',
        51: 'Con el aguacero de anoche se metió el agua por la azotea y toda la familia estuvo sacándola con cubetas hasta las once. Mañana temprano la entrego.',
      },
    },
    {
      id: 'busy',
      title: 'Agenda a reventar',
      excuses: {
        1: 'Jugamos de visitantes y el camión de la escuela no regresó sino hasta las 10:30. Mañana la traigo.',
        2: 'Tres exámenes y un reporte de laboratorio caen el jueves, y esta tarea fue la que se me quedó pendiente. ¿Puedo entregarla el viernes?',
        4: 'Es la semana de ensayos generales de la obra y desde el domingo no llego a mi casa antes de las nueve. Estrenamos el viernes; ¿puedo entregarla el lunes?',
        5: 'Saliendo de clases tuve la entrevista de admisión de la universidad y duró casi dos horas. ¿Puedo entregarla mañana temprano?',
        10: 'Me tocó contar el dinero de la venta de la sociedad de alumnos, y las cuentas no cuadraron hasta el tercer intento. Mañana a primera hora la entrego.',
        11: 'Esta semana empecé a trabajar en una heladería y anoche me tocó cerrar a las diez. ¿Puedo entregarla mañana antes de la primera clase?',
        51: 'Los martes y jueves en la tarde tengo el curso para el examen de admisión a la prepa, y ayer salimos a las ocho. ¿Hay oportunidad de entregarla el viernes?',
      },
    },
    {
      id: 'unwell',
      title: 'No me sentía bien',
      excuses: {
        4: 'Me torcí la muñeca ayer en Educación Física y ahorita me cuesta muchísimo escribir. ¿Puedo hacerla en la computadora y mandarla hoy en la noche?',
        8: 'Anoche se me alborotó la dermatitis y estuve rascándome hasta las dos, así que nada de lo que escribí tenía sentido. Hoy la rehago y mañana la traigo.',
        10: 'Se me olvidaron los lentes de natación en el entrenamiento y los ojos me ardieron tanto que toda la noche veía la hoja borrosa. Hoy ya estoy bien y mañana la entrego.',
        12: 'Traía la nariz tan tapada que me retumbaba la cabeza cada vez que bajaba la vista a la hoja. El miércoles la entrego, ya con la cabeza despejada.',
        13: 'Algo de la cena me dio alergia y el antihistamínico me tumbó desde las ocho. Ya me siento bien, y mañana la traigo.',
      },
    },
    {
      id: 'confused',
      title: 'Confusiones y malentendidos',
      excuses: {
        1: 'Apunté mal las páginas en mi agenda e hice los ejercicios del 40 al 50 en vez del 50 al 60. Hoy hago los que eran y mañana los entrego.',
        3: 'No supe si la segunda parte pedía un párrafo o una lista, y no quise entregar algo mal. Si hoy me queda claro, la termino en la noche y la entrego mañana.',
        4: 'Falté el día que la dejaron y nadie me avisó hasta hoy en la mañana. ¿Podría entregarla el viernes?',
        9: 'Pensé que era opcional porque la dejaron como ejercicio de práctica. Ahora que sé que cuenta para la calificación, la hago hoy y mañana la entrego.',
        10: 'Mi compañero de laboratorio se llevó la única copia de la tabla de datos y hoy faltó porque está enfermo. Mañana regresa y la entregamos juntos antes de la salida.',
        51: 'Ya está hecha, pero se quedó en el coche de mi papá, que salió a trabajar a las seis. Mañana la traigo en la mochila desde temprano.',
        52: 'Alguien escribió en el grupo de WhatsApp del salón que la entrega era el lunes y le creí sin revisar mi agenda. Esta noche la termino y mañana la entrego.',
      },
    },
    {
      id: 'funny',
      title: 'Para reírse un rato',
      excuses: {
        1: 'Mi perro se comió mi tarea. Ya sé cómo suena, por eso traje la evidencia mordida, y mañana llega una copia limpia.',
        2: 'Resolví todos los problemas, revisé las respuestas al final del libro y resulta que no coincidimos en ninguno de los veinte. El libro se ve muy seguro de sí mismo, así que los rehago y mañana los entrego.',
        3: 'Le dediqué dos horas y catorce minutos al problema uno, y me enorgullece informar que quedó excelente. Los problemas del dos al veinte van por la vía rápida y llegan el jueves.',
        5: 'Pronóstico de anoche en mi casa: batería nueva del vecino, con tormenta de platillos hasta las diez y redobles aislados de madrugada. La tarea se espera mañana temprano, cuando despeje.',
        6: 'Dejé la tarea en el bolsillo del pantalón y el pantalón se fue a la lavadora. Ahora está impecable, y su reemplazo llega mañana.',
        7: 'El viento se llevó mi hoja al techo de un camión justo cuando arrancaba, así que mi tarea se fue al centro sin mí. Mañana traigo una copia nueva.',
        8: 'La escribí completa con tinta invisible para protegerla de mi hermano, y funcionó demasiado bien. La lámpara de luz ultravioleta para leerla llega el jueves, y la tarea también.',
        9: "Grupo del salón, 9 de la noche: '¿Alguien ya hizo la cuatro?' 11 de la noche: '¿Alguien ya hizo la uno?' Medianoche: '¿Alguien ya hizo algo?' Somos un equipo, y el equipo entrega el viernes.",
        10: 'No podía empezar con el escritorio hecho un desastre, y al ordenarlo encontré otras tres tareas que tampoco había hecho. Voy más atrasado que al principio, pero las cuatro llegan el viernes.',
        11: 'Lo que se comió mi tarde: un entrenamiento de fútbol, dos cargas de ropa y una discusión de 40 minutos sobre a quién le tocaba sacar al perro. Hoy solo me queda pendiente esta tarea, y mañana la entrego.',
        51: 'Mi abuela me vio haciendo la tarea y decidió que primero tenía que comer. Tres platos de mole después, caí en una siesta tan profunda que no desperté sino hasta hoy; mañana entrego, bien alimentado.',
      },
    },
    {
      id: 'honest',
      title: 'Respuestas honestas',
      excuses: {
        1: 'No la hice y no tengo una buena razón. ¿Puedo entregarla mañana aunque valga menos puntos?',
        2: 'Este mes me he ido atrasando y me siento rebasado. ¿Podemos armar un plan para ponerme al corriente, empezando por esta tarea el viernes?',
        4: 'No entendí el tema y me frustré. ¿Puedo recibir ayuda extra esta semana y entregarla el jueves?',
        5: 'Estoy pasando por un momento difícil en casa y me ha costado mucho cumplir con las tareas. ¿Podemos hablar después de clase para entregarla el lunes?',
        7: 'Se me olvidó por completo. Mañana temprano la entrego, y desde hoy tengo un recordatorio en el celular para cada tarea.',
        8: 'Llegué a la mitad y ya no me dio para más. Aquí está lo que llevo; el resto lo termino hoy y lo traigo mañana.',
        9: 'La verdad, mis amigos iban al cine y me fui con ellos en vez de hacer la tarea. Me equivoqué, y mañana a primera hora la tengo lista.',
      },
    },
  ],
  faq: [
    {
      question: '¿Qué le digo a mi maestra si no hice la tarea?',
      answer:
        'Díselo antes de que empiece la clase, si puedes, en lugar de esperar a que la pidan. Sé breve: que la tarea no está, el motivo en una línea si lo hay y cuándo la vas a entregar. Los maestros escuchan historias muy creativas todos los días y suelen respetar a quien reconoce el problema y propone una solución. Si en tu casa está pasando algo serio, cuéntaselo en privado al terminar la clase.',
    },
    {
      question: '¿Puedo pedir más tiempo para entregar una tarea?',
      answer:
        'Sí, y es mejor pedirlo antes de la fecha de entrega, no después. Explica qué te lo impidió y propón una fecha concreta que de verdad puedas cumplir. Muchos maestros dan una prórroga de vez en cuando, sobre todo por enfermedad, un compromiso familiar o varias entregas el mismo día. Si necesitas prórrogas seguido, habla con tu maestro o con tu orientador sobre tu carga de trabajo, porque quizá haya una solución más grande que un día extra.',
    },
    {
      question: '¿Es mejor entregar la tarea incompleta o no entregar nada?',
      answer:
        'Casi siempre conviene entregar lo que tengas. Un trabajo a medias muchas veces recibe parte de los puntos, y le muestra a tu maestro en qué te atoraste, así que puede ayudarte mejor. Agrega una nota corta que diga qué falta y cuándo lo terminas. Si no entregas nada, te llevas un cero y tu maestro no se entera de qué sí entendiste.',
    },
    {
      question: '¿Y si no entendí la tarea?',
      answer:
        'Dilo. "No entendí la segunda parte" es de lo más útil que puede escuchar un maestro, porque le indica qué tiene que volver a explicar. Intenta mostrar lo que sí hiciste, aunque esté mal, y pregunta cuándo te puede ayudar: antes de clase, en el recreo o en un horario de asesoría. Es una explicación mucho mejor que casi cualquier excusa, porque es verdad y tiene solución.',
    },
    {
      question: '¿Les avisan a mis papás si no entrego la tarea?',
      answer:
        'Depende de la escuela. En muchas, los maestros mandan un recado en la libreta, escriben en el grupo de padres o registran las tareas faltantes en una plataforma que tus papás pueden consultar, y si se acumulan pueden citarlos a una junta. Si te estás atrasando, casi siempre es más fácil contárselo tú antes de que se enteren por otro lado. Muchas veces pueden ayudarte con la causa, ya sea tiempo, entender el tema o algo más.',
    },
  ],
  tips: [
    'Avísale a tu maestro antes de que empiece la clase, no cuando ya está recogiendo las tareas.',
    'Propón una hora o un día concreto para entregarla, y respeta ese plazo.',
    'Entrega lo que tengas con una nota breve en lugar de no entregar nada.',
    'Apunta cada tarea y su fecha de entrega en una sola agenda o aplicación en cuanto te la dejen.',
    'Si no entendiste el tema, dilo y pregunta cuándo te pueden ayudar.',
    'Cuando las tareas se te junten una y otra vez, habla con tu maestro o con orientación para organizar todo lo que tienes pendiente.',
  ],
  related: [
    '/es/excusas/escuela/entregar-tarde',
    '/es/excusas/escuela/faltar-a-clase',
    '/es/excusas/escuela/no-hacer-el-trabajo-en-equipo',
    '/es/excusas/escuela/no-exponer',
    '/es/excusas/humor/excusas-graciosas',
  ],
  updated: '2026-12-06',
};

export default page;
