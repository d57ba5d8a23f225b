import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: '35+ excusas para faltar a la escuela',
  category: 'school',
  description:
    '¿Vas a faltar todo el día? Mensajes honestos para que los alumnos avisen a sus maestros y para que los papás manden el justificante a la escuela, desde una enfermedad hasta un temblor.',
  fullTitle: 'Excusas para faltar a la escuela: qué pueden decir alumnos y papás cuando se falta todo el día',
  carousel: true,
  sections: [
    {
      id: 'sick',
      title: 'Enfermedad',
      excuses: {
        1: 'Amanecí con fiebre y hoy me quedo en casa. Voy a estar pendiente de la plataforma para no perderme lo que vean.',
        5: 'Vomité dos veces antes del desayuno, así que hoy no hay manera de que llegue. ¿Hay algo que tenga que entregar en línea?',
        11: 'Traigo las anginas tan inflamadas que casi no puedo tragar, y mi mamá me va a llevar al médico en la mañana. ¿Qué tengo que reponer cuando regrese?',
        12: 'El fin de semana me rocé con hiedra venenosa en el rancho de mi tío y el sarpullido ya me llegó a la cara y a las manos. Hoy me quedo en casa con calamina.',
        13: 'Me punza el oído izquierdo desde anoche y todo lo de ese lado se oye apagado. Hoy me quedo en casa para que me lo revisen.',
      },
    },
    {
      id: 'family',
      title: 'Compromisos familiares',
      excuses: {
        1: 'Regresamos el lunes de las bodas de oro de mis abuelos en Monterrey, así que ese día voy a faltar. ¿Puedo llevarme los trabajos por adelantado?',
        5: 'El 12 de diciembre voy a faltar porque mi familia va en peregrinación a la Basílica desde la madrugada. ¿Cómo puedo enterarme de lo que vieron ese día?',
        9: 'Mañana a las once le entregan a mi mamá un reconocimiento por sus 25 años como enfermera, y quiere que yo esté ahí. ¿Puedo llevarme hoy la tarea de mañana?',
        10: 'Mi hermana mayor se casa el viernes y soy una de sus damas, así que voy a estar con ella desde temprano. ¿Puedo recoger el jueves lo del viernes?',
        51: 'Mi papá regresa el jueves después de dos años de trabajar en Estados Unidos, y vamos todos a recibirlo al aeropuerto. ¿Puedo pedir desde antes la tarea de ese día?',
      },
    },
    {
      id: 'appointments',
      title: 'Citas y trámites',
      excuses: {
        4: 'Hoy en la mañana tengo cita en la oficina de pasaportes para el intercambio de primavera, y era la única disponible antes de la fecha límite.',
        6: 'El jueves voy con mi mamá a conocer una universidad en Guadalajara, a cuatro horas de aquí. ¿Puedo llevarme el miércoles la tarea de ese día?',
        10: 'Hoy es mi audición para la orquesta juvenil del estado, y el horario va desde el calentamiento en la mañana hasta que publican los resultados en la tarde.',
        11: 'Hoy en la noche me hacen un estudio del sueño en el hospital, así que mañana no voy. ¿Podría recibir por correo las instrucciones de la práctica?',
        51: 'Mañana presento el examen de admisión a la universidad a las ocho, en la otra punta de la ciudad. El viernes regreso y me pongo al día con lo que hayan visto.',
        52: 'Hoy tengo que ir a la junta de reclutamiento a tramitar mi cartilla del servicio militar, y la fila empieza desde las seis. Mañana ya estoy en clases.',
      },
    },
    {
      id: 'transport',
      title: 'Problemas para llegar',
      excuses: {
        1: 'Perdí el camión por unos treinta segundos y en mi casa nadie me puede llevar. ¿Mañana puedo pedir lo que se vea hoy?',
        5: 'Un tren de carga está parado desde las siete en el único cruce para salir de la colonia, y nadie sabe cuándo se va a mover. ¿Me podrían mandar la tarea de hoy?',
        7: 'Una fuga de gas cerró nuestra calle a las seis, y Protección Civil no deja entrar ni salir a nadie hasta que la controlen. ¿Van a subir el trabajo de hoy a la plataforma?',
        9: 'Se me acabó el saldo de la tarjeta del transporte y no puedo recargar hasta que a mi mamá le paguen la quincena mañana. ¿Puedo recoger entonces el trabajo de hoy?',
        10: 'La rampa del camión que tomo está descompuesta otra vez, y en silla de ruedas no tengo otra forma de subir. Mañana me lleva mi tío en su camioneta.',
      },
    },
    {
      id: 'weather',
      title: 'Clima y desastres',
      excuses: {
        3: 'Amaneció con una tolvanera y en la carretera a la escuela no se ve ni el cofre del carro, así que hoy mi mamá no va a manejar.',
        7: 'Tembló a las cuatro de la mañana y van tres réplicas, y en mi casa nadie ha dormido. Me quedo aquí hasta que las cosas se calmen.',
        9: 'Esta noche nos vamos con mis tíos tierra adentro antes de que llegue el huracán, así que voy a faltar hasta que pase. Voy a estar al tanto de lo que suban a la plataforma.',
        51: 'Con el aguacero de anoche se inundó la calle y el agua nos llega a las rodillas. No hay manera de salir sin empaparme la mochila, así que hoy no llego.',
        52: 'Está cayendo ceniza del volcán en el pueblo y mi mamá no quiere que camine veinte minutos respirando ceniza hasta la escuela. Si mañana amanece limpio, ahí estoy.',
      },
    },
    {
      id: 'home',
      title: 'Problemas en casa',
      excuses: {
        3: 'Mi hermanito está enfermo y mis papás tienen turnos que no pueden faltar, así que hoy me toca cuidarlo.',
        5: 'Desde ayer no hay agua en toda la colonia por una reparación y la pipa no llega sino hasta la tarde. Mañana llego, ya bañado.',
        8: 'Hoy fumigan la casa contra termitas y nos quedamos con mi tía, a 40 minutos de la escuela y sin cómo llegar.',
        9: 'Mi papá tiene cita en el banco en la mañana y va a firmar un contrato de renta en la tarde, y me necesita en las dos para traducirle.',
        10: 'Mi abuela se viene a vivir con nosotros hoy, y estoy ayudando a mis papás a meter sus cosas y arreglar su cuarto.',
      },
    },
    {
      id: 'wellbeing',
      title: 'Días para la salud emocional',
      excuses: {
        1: 'Hoy me voy a tomar un día para descansar la cabeza. Casi no he dormido en toda la semana, y mañana voy a aprovechar mucho más la clase.',
        10: 'Anoche me peleé fuerte con una amiga muy cercana y necesito un día antes de sentarme con todo el grupo en el recreo. El jueves regreso.',
        11: 'Mis papás se están separando y anoche fue muy difícil en casa. Hoy necesito estar con mi familia, y mañana regreso.',
        12: 'La familia de mi mejor amiga se muda hoy a Monterrey y quiero despedirla antes de que salga la mudanza a mediodía. En la noche me pongo al corriente.',
        13: 'Anoche salieron los resultados del examen de admisión y no me quedé, y todavía no estoy lista para que todos me pregunten. Mañana regreso con la tarea de hoy hecha.',
      },
    },
    {
      id: 'parents',
      title: 'Recados de mamá o papá',
      excuses: {
        1: 'Santiago trae una tos que no se le quita desde hace una semana y anoche no lo dejó dormir hasta las dos, así que hoy se queda en casa a descansar.',
        2: 'Natalia va a faltar el martes por unas pruebas de alergia que le hacen con su especialista y que duran casi todo el día.',
        4: 'A Lucía le sacan las muelas del juicio el viernes y ese día se queda en casa a recuperarse. La esperamos de regreso el lunes.',
        5: 'El miércoles tenemos la entrevista de la visa en el consulado y Diego tiene que presentarse con nosotros, así que ese día no asistirá.',
        6: 'Valentina tiene el día 18 una evaluación psicopedagógica con una especialista, y la evaluación ocupa casi todo el día, así que no irá a la escuela.',
        7: 'Nos mudamos el mes que entra, y la nueva escuela de Leo quiere que vaya el viernes a su examen de ubicación y a un recorrido, así que ese día faltará aquí.',
        8: 'Anoche tuvimos un pequeño incendio en la cocina. Todos estamos bien, pero Carolina quedó muy asustada y hoy está en casa con nosotros mientras limpiamos el hollín.',
        9: 'Andrés no pasó la revisión de la vista que hicieron en la escuela, y la primera cita que conseguimos es el martes a las 10:00, así que ese día llegará después del recreo.',
        10: 'Mateo compite el viernes en el torneo regional de robótica, y el camión del equipo sale a las seis de la mañana.',
        11: 'Anoche le encontramos piojos a Mía y hoy se queda en casa mientras le damos el tratamiento. Mañana regresa.',
        12: 'El retiro de confirmación de Juliana sale de la parroquia el viernes temprano y dura todo el fin de semana, así que ese día va a faltar. Ella ya les pidió la tarea a sus maestros.',
        13: 'El aparato auditivo de Sebastián dejó de funcionar anoche y lo más pronto que lo pueden reparar es mañana en la tarde. Sin él no puede seguir la clase, así que hoy se queda en casa.',
        51: 'Paula fue elegida para el Parlamento de las Niñas y los Niños y el martes participa en la sesión en la Cámara de Diputados, así que ese día no asistirá.',
      },
    },
  ],
  faq: [
    {
      question: '¿Qué pasa en la escuela cuando faltas todo el día?',
      answer:
        'La mayoría de las escuelas pasa lista cada mañana, y en muchas la prefectura o la dirección se comunica con la familia cuando un alumno falta sin aviso. Un recado o un justificante firmado por el papá, la mamá o el tutor suele convertirla en falta justificada, siempre que el motivo entre en el reglamento, como enfermedad, citas médicas o compromisos familiares. Las faltas sin justificar se acumulan y pueden terminar en que citen a tus papás. Revisa en el reglamento cuántos días tienes para entregar el justificante.',
    },
    {
      question: '¿Qué debe llevar el justificante que mandan los papás?',
      answer:
        'Que sea breve: el nombre completo del alumno, su grado y grupo, la fecha o las fechas de la falta y un motivo corto, como enfermedad o un compromiso familiar. Agrega tu nombre, tu firma y un teléfono. No hace falta dar detalles médicos; "estuvo enfermo" basta en casi todas las escuelas, aunque algunas piden constancia médica para faltas largas. Muchas aceptan un mensaje por la plataforma o un recado en la libreta, así que pregunta cuál prefieren y mándalo el mismo día si puedes.',
    },
    {
      question: '¿El alumno puede mandar el justificante por su cuenta?',
      answer:
        'Para el registro de asistencia, casi nunca: la mayoría de las escuelas pide que lo confirme el papá, la mamá o el tutor, y firmar con el nombre de otra persona es falsificar, no justificar. En algunas preparatorias los alumnos mayores de edad pueden justificarse solos, según el reglamento. Lo que sí puede y debe hacer el alumno es escribirles a sus maestros para preguntar qué se perdió, pedir el material y acordar cuándo presentar un examen pendiente. Los maestros agradecen saber de ti antes de que regreses.',
    },
    {
      question: '¿Un día de salud mental cuenta como falta justificada?',
      answer:
        'En la mayoría de las escuelas de México y Colombia no existe una categoría oficial para eso; por lo general cuenta como falta por motivos personales o de salud, según lo que diga el reglamento. Si tienes dudas, pregunta en orientación. Un día de descanso puede ayudar, pero si llevas semanas sintiéndote rebasado, cuéntale a tu mamá, tu papá, tu orientador o un maestro qué está pasando. Hablar con honestidad del estrés muchas veces consigue apoyo real, como más tiempo para entregar, y no solo un día libre.',
    },
    {
      question: '¿Cuándo conviene decir la verdad sobre una falta?',
      answer:
        'Casi siempre. En la escuela ven los mismos motivos todos los días, y una explicación sencilla y cierta como "se quedó dormido y perdió el camión" se sostiene mejor que una historia que se cae en cuanto un maestro hace una pregunta más. Si lo que necesitas es un descanso, díselo a tu mamá o a tu papá y deja que ellos decidan cómo avisar. Los maestros también responden mejor a la honestidad: admitir que ibas atrasado y agotado suele darte más margen que una emergencia inventada.',
    },
    {
      question: '¿Cómo me pongo al corriente después de faltar un día?',
      answer:
        'Empieza el mismo día si te sientes bien: revisa la plataforma de la escuela o el grupo del salón por si subieron diapositivas o tareas. Escríbele a cada maestro con una pregunta concreta, como qué páginas dejaron o cuándo puedes presentar el examen que te perdiste. Pide los apuntes a un compañero cumplido y anota las nuevas fechas de entrega para que nada se te pase. Si faltas varios días seguidos, pídele a tu orientador que te ayude a armar un plan para todas tus materias.',
    },
  ],
  tips: [
    'Avisa a la escuela esa misma mañana, antes de que pasen lista, en lugar de explicar después.',
    'Da el motivo en una sola oración sencilla; ni los maestros ni la dirección necesitan la historia completa.',
    'Si eres alumno, escríbele a cada maestro para preguntar qué vieron y cuándo puedes reponer un examen.',
    'Si eres papá o mamá, pon en el justificante el nombre completo, el grado, el grupo y la fecha, para que lo registren rápido.',
    'Guarda las faltas justificadas para cuando de verdad las necesites, porque muchas escuelas ponen un límite por ciclo escolar.',
    'Entrega lo que vencía el día que faltaste en cuanto puedas, aunque nadie te lo haya pedido todavía.',
  ],
  related: [
    '/es/excusas/escuela/faltar-a-clase',
    '/es/excusas/escuela/no-hacer-la-tarea',
    '/es/excusas/escuela/entregar-tarde',
    '/es/excusas/escuela/no-exponer',
    '/es/excusas/salud/quedarse-en-casa',
  ],
  updated: '2026-12-06',
};

export default page;
