import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'No hacer el trabajo en equipo',
  category: 'school',
  description:
    '¿Te tocó un trabajo en equipo al que no le puedes entrar, o una reunión a la que no vas a llegar? Mensajes honestos para tu equipo y para tu maestro, y cómo cumplir con tu parte de todos modos.',
  fullTitle: 'Excusas para no hacer el trabajo en equipo o faltar a una reunión del equipo',
  carousel: true,
  sections: [
    {
      id: 'meetings',
      title: 'Faltar a una reunión del equipo',
      excuses: {
        2: 'El último camión a mi colonia pasa a las ocho, así que no alcanzo a quedarme a una reunión en la noche en la escuela. ¿Y si mejor hacemos la reunión por Zoom?',
        3: 'El martes saliendo de clases presento el examen de reposición de química y termina a las 4:30. Cualquier otra tarde de esta semana sí puedo.',
        5: 'A esa hora tengo clase de regularización de mate y mi mamá ya la pagó. Si alguien me cuenta lo que acuerden, yo hago las diapositivas.',
        7: 'Los martes en el recreo veo a la orientadora vocacional, y el registro para el examen de admisión cierra en dos semanas. Luego leo lo que acuerden y el jueves tengo lista mi parte.',
        8: 'El miércoles a las cuatro tengo una entrevista de trabajo. ¿Nos vemos a las cinco, o me conecto por llamada en cuanto salga?',
        11: 'Mi hermanita baila esa misma noche en el festival de fin de cursos y le prometí a mi abuela grabarla. Luego leo en el grupo lo que decidan y me quedo con una parte.',
        51: 'Estoy en la escolta y el jueves ensayamos para los honores del lunes, justo a la hora de la reunión. ¿La pasamos al viernes, o me conecto cuando terminemos?',
      },
    },
    {
      id: 'schedule',
      title: 'Horarios que no cuadran',
      excuses: {
        1: 'Trabajo sábados y domingos en la mañana en una panadería, así que las reuniones de fin de semana no me quedan. ¿Me quedo con el reporte escrito y se los mando el viernes?',
        3: 'Del viernes al lunes voy con el coro de la escuela a un concurso en Guadalajara y no vamos a parar entre ensayos y carretera. ¿Puedo dejar listas mis diapositivas el jueves, antes de salir?',
        5: 'Casi todas las tardes cuido a mi abuelo, así que solo puedo avanzar ya muy noche. ¿Puedo encargarme de revisar y corregir todo?',
        6: 'Tengo entrenamiento de natación tres tardes a la semana, así que me voy a perder algunas reuniones. Cuenten conmigo para todo lo que se pueda avanzar por separado.',
        9: 'Una semana estoy con mi mamá y la otra con mi papá, que vive a una hora de la escuela. Las semanas que me toca con él, ¿podemos juntarnos en el recreo en lugar de en la tarde?',
        51: 'Desde que me lastimé la rodilla voy a rehabilitación los martes y jueves en la tarde, así que esos días no puedo. El lunes o el miércoles, cuando ustedes digan.',
      },
    },
    {
      id: 'teacher',
      title: 'Hablar con el maestro',
      excuses: {
        1: 'Nos cambiamos de ciudad en las vacaciones de diciembre, dos semanas antes de la entrega del proyecto. ¿Puedo encargarme de una parte que alcance a terminar y entregar antes de irme?',
        2: 'Me inscribí tarde a la materia y todos los equipos ya están armados. ¿Puedo hacer el mismo tema por mi cuenta?',
        5: 'Mi equipo ya se repartió todo el trabajo y a mí me dejaron fuera. ¿Qué parte podría tomar para no quedarme sin calificación?',
        8: 'En el último trabajo en equipo hice casi todo y saqué la misma calificación que un compañero que no hizo nada. ¿Esta vez podría calificarse una parte según lo que aporte cada quien?',
        9: 'Por mi discapacidad tengo apoyos registrados en la escuela, y uno tiene que ver con el trabajo en equipo. ¿Podemos platicar antes de empezar cómo quedaría en este proyecto?',
        10: 'Pasó algo fuera de la escuela entre una persona de mi equipo y yo, y ahorita se nos hace muy difícil trabajar juntas. ¿Habría forma de cambiarme de equipo?',
      },
    },
    {
      id: 'group-issues',
      title: 'Problemas en el equipo',
      excuses: {
        1: 'El grupo de WhatsApp del equipo junta doscientos mensajes al día y ya no le sigo el paso. ¿Y si usamos un documento compartido con las tareas de cada quien?',
        3: 'Mariana se va dos semanas de viaje con su familia fuera del país y nadie se ha quedado con su parte. ¿La repartimos entre los que quedamos?',
        4: 'La mitad del equipo no contesta, así que le voy a escribir a la maestra para preguntarle qué hacemos.',
        5: 'No nos ponemos de acuerdo en el tema y no quiero que por mí nos atoremos más. Voy con lo que decida la mayoría.',
        7: 'No me siento cómodo yendo a trabajar a la casa de alguien que casi no conozco. ¿Mejor apartamos un cubículo en la biblioteca?',
        8: 'Alguien reescribió toda mi parte sin preguntarme. Antes de seguir, ¿podemos acordar quién corrige qué?',
        9: 'Las últimas dos reuniones se nos fueron en videos y botanas. ¿Hacemos una lista de lo que hay que resolver, o mejor avanzo mi parte en mi casa?',
        10: 'Alguien del equipo pegó párrafos completos de una página de internet en el borrador, y no quiero mi nombre en eso. ¿Los reescribimos juntos antes del viernes?',
        51: 'Ya van dos trabajos en los que yo pongo la cartulina, el pegamento y las impresiones. Esta vez, ¿cooperamos todos para el material?',
      },
    },
    {
      id: 'personal',
      title: 'Motivos personales',
      excuses: {
        1: 'Soy muy tímida en grupo y me cuesta mucho decir mis ideas en voz alta. ¿Puedo encargarme de investigar y redactar?',
        2: 'Estuve enfermo esta semana y voy atrasado. El fin de semana me pongo al corriente y el lunes les mando mi parte.',
        4: 'Esta materia se me está complicando y me preocupa que por mi culpa le vaya mal al equipo. ¿Puedo tomar una parte que sí domine?',
        9: 'En mi casa no hay computadora, solo mi celular, así que después de clases no puedo hacer diapositivas. ¿Me quedo con las partes que pueda terminar en el centro de cómputo en mi hora libre?',
        11: 'Mis papás me quitaron el celular hasta que suba mis calificaciones, así que estoy fuera del grupo. Escríbanme al correo y lo reviso todas las noches.',
        13: 'Uso silla de ruedas y el salón que apartamos está en el segundo piso y no hay elevador. ¿Podemos cambiarnos a uno de planta baja?',
        51: 'Soy adventista y del viernes en la tarde al sábado en la tarde guardo el día de descanso, así que no voy a poder ir a la reunión del sábado. ¿Nos vemos el domingo o entre semana?',
      },
    },
    {
      id: 'funny',
      title: 'Humor de lobo solitario',
      excuses: {
        2: 'Ya hice las cuentas: somos cuatro y hay un solo volcán, así que a cada quien le toca una cuarta parte de la maqueta. La mía es la lava, y ya está terminada.',
        3: 'Mi gata se unió al equipo como editora. Hasta ahora borró un párrafo sentándose en el teclado y aprobó todo lo demás.',
        5: 'Comunicado oficial: por diferencias creativas, dejo el equipo para seguir como solista. Mi primer sencillo, "Diapositivas de la 4 a la 7", sale el jueves.',
        6: 'Nuestro equipo ya tiene líder, investigadora y diseñador. Yo me apunto como público.',
        7: 'Mi horóscopo dice que esta semana evite las sociedades. No creo en horóscopos, pero tampoco voy a arriesgar la calificación de todos.',
        8: 'Confieso que les dije que sí a "vernos algún día de esta semana" a tres grupos distintos y ya no sé en qué equipo estoy.',
        9: 'Antes de la reunión del proyecto necesitamos una reunión para escoger la hora de la reunión, y a esa tampoco puede nadie.',
        10: 'Sí me conecto a la llamada, pero mi cámara solo enfoca el techo, y el techo no tiene nada que aportar.',
        51: 'Aviso de mi mamá: mi casa queda cerrada para reuniones de equipo, porque la última vez nos acabamos el garrafón y dos bolsas de pan y no hicimos ni la portada.',
      },
    },
    {
      id: 'honest',
      title: 'Hablando claro',
      excuses: {
        1: 'Hasta ahora ustedes han cargado con todo y yo casi no he aportado, lo siento. Para emparejarlo, me quedo con lo más pesado que falta: la conclusión y la presentación.',
        2: 'Dije que el miércoles estaba ocupado, pero la verdad necesitaba una noche tranquila para mí. Para compensarlo, yo hago la bibliografía.',
        6: 'Quedé de tener mis diapositivas el viernes y no me va a dar tiempo. Las tengo el domingo en la noche, y se los digo desde ahorita para que se organicen.',
        7: 'He estado haciendo mi parte sola en las noches sin avisarle a nadie, por eso parece que no he hecho nada. Aquí va lo que llevo.',
        8: 'Me da pena lo floja que quedó mi parte. ¿Alguien me ayuda a revisarla antes de que la vea la maestra?',
        9: 'Me quedé dormido y me perdí la reunión del sábado; fue mi culpa. Ya leí las notas y me quedo con la introducción.',
      },
    },
  ],
  faq: [
    {
      question: '¿Puedo pedir hacer el trabajo en equipo yo solo?',
      answer:
        'Puedes pedirlo, y algunos maestros aceptan, sobre todo si tienes un problema de horario real, como un trabajo, un trayecto muy largo o cuidar a alguien de tu familia. Pídelo pronto y en privado, explica el motivo y ofrece cumplir por tu cuenta con lo mismo que se espera del equipo. Muchos maestros dejan trabajos en equipo a propósito para que aprendas a colaborar, así que prepárate para un no y para una alternativa, como encargarte de una tarea más chica dentro del equipo.',
    },
    {
      question: '¿Qué le digo a mi equipo si no puedo ir a una reunión?',
      answer:
        'Avísales en cuanto lo sepas, en el grupo y no por privado a una sola persona, para que nadie se quede esperándote. Ofrece algo concreto: una tarea que vas a tomar, la hora en que la vas a mandar o una llamada en otro momento. Después lee los acuerdos y confirma tu parte. Casi ningún equipo se enoja porque faltes a una reunión; lo que molesta es no saber nada de ti.',
    },
    {
      question: '¿Qué hago si mis compañeros no hacen su parte?',
      answer:
        'Primero manda un mensaje claro y amable con una lista de tareas, nombres y fechas en un documento compartido. Si aun así no responden, lleva un registro de quién hizo qué y avísale a tu maestro antes de la entrega, no cuando ya salió la calificación. La mayoría de los maestros prefiere enterarse a tiempo, y muchos tienen forma de calificar lo que aportó cada quien. Evita hacer en silencio el trabajo de todos, porque eso esconde el problema.',
    },
    {
      question: '¿Está bien no hacer el trabajo en equipo?',
      answer:
        'Casi nunca. De ese trabajo depende tu calificación y la de tus compañeros, y librarte casi siempre te cuesta más de lo que te ahorra. Si de verdad no puedes participar, por ejemplo por una enfermedad o una emergencia familiar, díselo a tu maestro lo antes posible para que haga ajustes. Si no es el caso, busca la tarea más pequeña que sí puedas cumplir sin falta y hazla bien.',
    },
    {
      question: '¿Cómo le hago con el trabajo en equipo si tengo ansiedad social?',
      answer:
        'Si te está afectando, cuéntaselo a tu maestro en privado; muchos te ayudan a encontrar una tarea que te acomode, como investigar, redactar o diseñar. Trabajar por escrito, en un documento compartido o en el chat del equipo, puede facilitarte participar. Los pasos pequeños cuentan: hablar una vez en una reunión ya es avance. Si la ansiedad te afecta en varias materias, el departamento de orientación o de psicología de tu escuela puede ayudarte con algo más que este proyecto.',
    },
  ],
  tips: [
    'Avísale pronto a tu equipo, en el grupo, cada vez que no puedas llegar a una reunión.',
    'Ofrece siempre una tarea concreta y la fecha en que la vas a entregar.',
    'Usen un documento compartido que diga quién hace qué y para cuándo.',
    'Si necesitas trabajar solo o cambiarte de equipo, habla con tu maestro en privado y con tiempo.',
    'Guarda un registro breve de lo que aportaste por si después hay dudas con la calificación.',
    'Si te atrasas, dilo y ofrece trabajo extra para reponerlo en lugar de desaparecer.',
  ],
  related: [
    '/es/excusas/escuela/no-exponer',
    '/es/excusas/escuela/entregar-tarde',
    '/es/excusas/escuela/no-hacer-la-tarea',
    '/es/excusas/trabajo/evitar-la-integracion',
    '/es/excusas/salud/evitar-hablar-con-gente',
  ],
  updated: '2026-12-06',
};

export default page;
