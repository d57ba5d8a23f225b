import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Faltar a clase',
  category: 'school',
  description:
    '¿Vas a faltar a una clase de la prepa o de la universidad? Mensajes breves para tu maestro o tu profe que explican la falta, piden los apuntes y te ayudan a no quedarte atrás.',
  fullTitle: 'Excusas para faltar a clase: cómo escribirle a tu profe o a tu maestra',
  carousel: false,
  sections: [
    {
      id: 'morning',
      title: 'Líos de la mañana',
      excuses: {
        1: 'No me sonó la alarma y desperté diez minutos después de que empezó la clase. ¿Hay forma de conseguir las diapositivas de hoy?',
        3: 'Alguien quemó palomitas en el microondas de la residencia a las 7:45, sonó la alarma de incendios y nos tuvieron afuera bajo la lluvia hasta las nueve. Para el jueves llevo la lectura al día.',
        7: 'Mi credencial dejó de pasar en el torniquete del edificio de laboratorios y en servicios escolares no abren hasta las diez. ¿Puedo ir a asesoría para ver lo que me perdí?',
        8: 'El elevador de mi edificio se atoró entre dos pisos con cuatro personas adentro, yo incluido, y tardaron 50 minutos en abrir las puertas. ¿Se vio algo importante además de lo que viene en las diapositivas?',
        9: 'Iba a medio camino cuando me acordé de que el ensayo de hoy estaba en la computadora que dejé en el escritorio, y la vuelta me costó toda la clase. Va adjunto en este correo.',
        10: 'El aviso del cambio de salón llegó a mi correo viejo, así que estuve 20 minutos sola en el salón de siempre hasta que alguien de intendencia me avisó. ¿Dónde puedo conseguir los apuntes de hoy?',
        51: 'A las 7:00 tocó el vecino de abajo: le goteaba agua de mi baño en el techo, y tuve que cerrar la llave de paso y esperar al plomero. Ya estoy revisando lo que subieron a la plataforma.',
      },
    },
    {
      id: 'transit',
      title: 'El camino a la escuela',
      excuses: {
        1: 'El camión de las 8:15 nunca pasó y el siguiente llegó a las 8:45, con la clase ya a la mitad. ¿Qué temas se vieron hoy?',
        2: 'El metro se quedó parado 35 minutos entre dos estaciones por una falla en la vía. ¿Hay alguna lectura que deba hacer antes del jueves?',
        4: 'Di vueltas media hora en el estacionamiento de la facultad sin encontrar lugar y no quise entrar a media clase. A partir de ahora salgo de mi casa 20 minutos antes.',
        6: 'Un tráiler se volcó en la autopista y mi camión avanzó los últimos tres kilómetros en una hora. Los apuntes se los pido a mi grupo de estudio.',
        7: 'A mi coche se le murió la batería en la cochera, y para cuando un vecino me pasó corriente, la clase de las nueve ya había terminado. Hoy en la noche reviso las diapositivas.',
        9: 'Se reventó una tubería en mi calle durante la madrugada y la policía cerró la cuadra, con mi coche adentro, hasta pasadas las diez. ¿En qué capítulo vamos?',
        51: 'Una marcha bloqueó la avenida de la universidad y el chofer nos bajó a todos a veinte cuadras. Llegué sudando justo cuando la clase terminaba, así que voy a ponerme al corriente con los apuntes de Mariana.',
        52: 'Me subí al camión equivocado, uno que se desvía por el periférico, y cuando me di cuenta ya iba muy lejos. Ya le pedí los apuntes de hoy a un compañero.',
      },
    },
    {
      id: 'clash',
      title: 'Choques de horario',
      excuses: {
        1: 'Movieron el parcial de química al mismo horario que esta clase. ¿Puedo ver la grabación en su lugar?',
        2: 'El martes voy a faltar para ver a mi tutor académico por un bloqueo en mi inscripción, que tengo que resolver antes de que abra el sistema el viernes. ¿Puedo recoger antes el material impreso?',
        3: 'La feria del empleo solo abre el miércoles a la hora de nuestra clase, y dos de las empresas donde quiero hacer prácticas solo van ese día. Un compañero va a tomar apuntes por mí.',
        6: 'La práctica de biología se alargó casi dos horas y no me podía salir a la mitad del experimento. ¿Puedo pasar a asesoría el jueves por lo que me perdí?',
        7: 'En el curso de técnico en urgencias médicas me asignaron la guardia obligatoria en ambulancia el jueves en la mañana, y esas guardias no se pueden cambiar. ¿Puedo recoger antes la hoja de ejercicios?',
        8: 'Voy a presentar un cartel en el congreso de investigación estudiantil durante la clase del lunes. Llevaré la lectura al día, y quien quiera pasar a verlo me encuentra en la mesa 14.',
        12: 'Mi entrevista para la beca es el miércoles a las diez y el comité no da otros horarios. ¿Hay algo que vaya a necesitar para la siguiente clase?',
        51: 'En la dependencia donde hago mi servicio social me cambiaron el horario esta semana y el martes no salgo sino hasta mediodía. Ya pedí regresar al turno de la tarde a partir del lunes.',
      },
    },
    {
      id: 'health',
      title: 'Me siento mal',
      excuses: {
        4: 'Me empezó una migraña una hora antes de la clase y ahorita no aguanto ver una pantalla ni la pizarra. Me pongo al corriente en cuanto se me pase.',
        5: 'La vacuna contra la influenza de ayer me tumbó: amanecí con el cuerpo cortado y un poco de fiebre. ¿Hay forma de reponer la práctica de hoy?',
        8: 'Con tanto polen en el aire traigo los ojos tan hinchados que casi no los puedo abrir. ¿Las diapositivas de hoy ya están en la plataforma?',
        9: 'Me doblé el tobillo en las escaleras de mi edificio y no aguanto apoyarlo el tiempo suficiente para cruzar el campus. ¿Ya están publicadas las diapositivas de hoy?',
        10: 'Se me bajó el azúcar camino a la clase y tuve que sentarme en una banca con un jugo y unas galletas hasta sentirme bien. ¿Hay algo que entregar antes del viernes?',
        11: 'Me corté el pulgar partiendo un aguacate y pasé la mañana en el servicio médico de la universidad para que me lo cerraran. ¿Dónde encuentro las diapositivas de la sesión?',
        51: 'Me duele tanto una muela que no puedo ni pensar, y la única cita que conseguí con el dentista es a las once. Mañana llego con las dudas que me queden de la lectura.',
      },
    },
    {
      id: 'online',
      title: 'Fallas en la clase en línea',
      excuses: {
        1: 'Se cayó el internet del departamento justo antes de la sesión y volvió cuando ya había terminado. ¿Se puede ver la grabación en algún lado?',
        2: 'El cable del cargador de mi computadora se peló y dejó de funcionar en la mañana, y la batería murió a los diez minutos de la sesión. Para el jueves mi compañera de cuarto me presta el suyo.',
        3: 'Mi compañero de cuarto trabaja de noche y dormía a un metro de mí, y mis audífonos estaban descargados, así que no pude activar el micrófono ni una vez. ¿Puedo mandar por escrito mis respuestas?',
        6: 'La cámara y el micrófono dejaron de funcionar a los 20 minutos y ni reiniciando dos veces volvieron. ¿Me perdí algo de la segunda mitad que no esté en las diapositivas?',
        7: 'Mi hermana y yo compartimos una sola computadora, y su examen final en línea coincidió con nuestra clase. Voy a revisar las diapositivas y llevo mis dudas a la asesoría.',
        8: 'Empezaron a romper la banqueta con un martillo neumático justo debajo de mi ventana y ni con audífonos oía la discusión, así que me desconecté. ¿Está bien si me pongo al corriente con la grabación?',
        9: 'Los subtítulos en vivo que necesito no estaban activados en la sesión de hoy y sin ellos no pude seguir la discusión. ¿Se podrían activar para el jueves?',
        51: 'En mi casa me conecto con los datos del celular y se me acabaron a media clase; no puedo recargar hasta que me paguen el viernes. Ya descargué las diapositivas para estudiarlas sin conexión.',
      },
    },
    {
      id: 'family',
      title: 'Familia y casa',
      excuses: {
        3: 'Me llamaron de la primaria de mi hermanito para que fuera por él porque tenía fiebre. Soy su contacto de emergencia mientras mis papás trabajan.',
        5: 'Tenía que firmar en persona el contrato del cuarto nuevo esta mañana, porque el casero no entrega las llaves de otra forma. Para el miércoles tengo lista la lectura.',
        7: 'Hoy en la mañana le voy a traducir a mi mamá en la junta de padres de mi hermana, porque todavía no se defiende bien en inglés.',
        8: 'Mi abuela tiene una escala de seis horas aquí de regreso a Guadalajara, y es la única vez que la voy a ver este año. ¿Ya están las diapositivas en la plataforma?',
        9: 'En la fonda de mis papás faltaron dos personas a la hora de la comida y me necesitaban en la caja. Hoy en la noche me pongo al corriente con los apuntes de una amiga.',
        10: 'El celular nuevo de mi abuelo lo dejó fuera de la aplicación del banco y me marcó a las ocho muy angustiado. Cuando terminamos de arreglarlo por llamada, la clase casi había acabado.',
        51: 'Hoy nos tocaba la pipa de agua y alguien tenía que estar en la casa para recibirla. Dijeron que a las ocho y llegó a las once, así que ya no alcancé la clase.',
        52: 'Mi tío tiene una operación programada y el hospital le pidió donadores, así que hoy a las siete fui a donar sangre por él. Para el lunes tengo la tarea lista.',
      },
    },
    {
      id: 'honest',
      title: 'Correos honestos',
      excuses: {
        1: 'Hoy falté a clase sin una buena razón y lo siento. ¿Qué debería repasar antes de la próxima semana?',
        3: 'Iba atrasado con la lectura y me dio pena llegar sin prepararme, aunque sé que faltar no lo arregla. El jueves ahí estaré.',
        4: 'Me salté la clase para estudiar para el examen de estadística, y no fue justo para esta materia. Consigo los apuntes y el jueves llego preparada.',
        7: 'Creí que hoy también había puente por el día festivo y me equivoqué. ¿Dónde puedo ver las diapositivas?',
        8: 'He estado pensando en dar de baja la materia y falté mientras lo decidía. ¿Podemos hablar de eso en asesoría antes de la fecha límite de bajas?',
        10: 'Tenía boletos para una función en la tarde y la escogí en vez de venir a clase. Fue mi culpa, y le voy a pedir los apuntes a un compañero.',
        51: 'Me quedé platicando en la cafetería y cuando vi el reloj la clase ya iba a la mitad. Preferí no interrumpir, y para el jueves ya habré repasado todo lo que se vio.',
      },
    },
  ],
  faq: [
    {
      question: '¿Tengo que escribirle a mi profe si falto a una sola clase?',
      answer:
        'En la mayoría de las clases de universidad no tienes que explicar una falta aislada, pero conviene mandar un correo corto si te perdiste una prueba corta, una actividad en clase o una entrega, o si la asistencia cuenta para la calificación. Revisa primero el programa de la materia o el reglamento: muchas escuelas piden un porcentaje mínimo de asistencia para tener derecho a examen. Escribe tres o cuatro oraciones y haz una sola pregunta clara, como dónde encontrar las diapositivas.',
    },
    {
      question: '¿Cómo pido los apuntes sin molestar al maestro?',
      answer:
        'Primero revisa la plataforma del curso, la grabación si existe y los apuntes de algún compañero, porque muchos maestros esperan que empieces por ahí. Después pregunta algo concreto sobre lo que todavía no te quede claro, en lugar de pedir que te repitan la clase completa. Ofrecerte a ir a asesoría demuestra que te haces cargo. Casi todos los maestros ayudan con gusto a quien ya hizo su parte.',
    },
    {
      question: '¿Qué faltas se pueden justificar?',
      answer:
        'Depende del reglamento de cada escuela, pero suelen justificarse la enfermedad, las emergencias familiares, las actividades oficiales de la escuela y algunos trámites ineludibles. Para faltas largas o exámenes perdidos muchas escuelas piden un justificante, por ejemplo una constancia del servicio médico, del IMSS o de tu EPS, que se entrega en servicios escolares o con la coordinación. Quedarte dormido, un viaje o un turno de trabajo casi nunca se justifican, aunque muchos profes permiten algunas faltas sin preguntar el motivo.',
    },
    {
      question: '¿Y si me perdí un examen o una prueba corta en clase?',
      answer:
        'Escríbele al profe el mismo día, explica en una línea por qué faltaste y pregunta si existe la posibilidad de reponerlo. Antes, lee lo que dice el programa de la materia: en algunos cursos se elimina la calificación más baja y en otros solo se repone con justificante. Entre más pronto preguntes, mejores son tus opciones. Si perdiste un parcial por algo serio, acude también a la coordinación de tu carrera.',
    },
    {
      question: '¿Es mejor decir la verdad cuando me salté la clase?',
      answer:
        'Casi siempre. Los profes reciben muchos correos con historias dramáticas y suelen reconocerlas. Un mensaje breve y honesto como "falté y quiero ponerme al corriente" suena maduro y te cuida la credibilidad para el día que tengas una emergencia de verdad. Si estás faltando porque la materia se te está complicando, decirlo puede abrirte la puerta a asesorías o a más tiempo para entregar.',
    },
    {
      question: '¿Puedo pedirle al profe la grabación de la clase que me perdí?',
      answer:
        'Sí, siempre que lo pidas con amabilidad y aceptes la respuesta. Busca primero en la plataforma del curso, porque muchas clases se graban solas y se publican en un día. Si no hay nada, basta una línea: di qué sesión te perdiste y pregunta si hay grabación o diapositivas. Algunos profes no graban a propósito, para que la gente vaya o para cuidar la discusión en clase, así que ten un plan alternativo, como los apuntes de un compañero.',
    },
  ],
  tips: [
    'Lee la política de asistencia del programa de la materia antes de escribir, para saber exactamente qué preguntar.',
    'Manda el correo el mismo día y, si se puede, antes de la siguiente clase.',
    'Pide primero los apuntes a un compañero y lleva dudas concretas a la asesoría.',
    'Sé breve: qué te perdiste, el motivo en una línea y qué vas a hacer para ponerte al corriente.',
    'Si faltas porque la materia se te está haciendo cuesta arriba, dilo; casi todas las escuelas tienen apoyo justo para eso.',
    'Para las clases tempranas pon dos alarmas, una lejos de la cama, y deja lista tu mochila desde la noche anterior.',
  ],
  related: [
    '/es/excusas/escuela/faltar-a-la-escuela',
    '/es/excusas/escuela/no-hacer-la-tarea',
    '/es/excusas/escuela/no-exponer',
    '/es/excusas/escuela/entregar-tarde',
    '/es/excusas/trabajo/llegar-tarde',
  ],
  updated: '2026-12-06',
};

export default page;
