import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'No conocer a sus amigos',
  category: 'dating',
  description:
    '¿Todavía no te sientes listo para conocer a los amigos de tu pareja? Formas amables de decir "esta vez no", ideas para que el primer encuentro sea más fácil y cuánto es normal esperar.',
  fullTitle: 'Excusas para no conocer a los amigos de tu pareja (por ahora)',
  summary: {
    heading: 'Todavía no, pero algún día',
    text: 'Conocer a los amigos es un paso grande y está bien esperar el momento adecuado. Estas frases te ayudan a decir "hoy no" sin que suene a "jamás", y la última sección es para cuando conviene más decir la verdad.',
    highlights: [
      'Choques de agenda y planes que ya tenías',
      'Nervios, cansancio y ansiedad social',
      'Querer que la relación vaya despacio',
      'Formas honestas de explicar lo que necesitas',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'schedule',
      title: 'Agenda apretada',
      excuses: {
        5: 'Toda la semana tengo turno de la mañana y a las 9:00 ya estoy en la cama. ¿Puedo conocer a tus amigos en un almuerzo el sábado en vez de una cena tarde?',
        8: 'Estoy tomando un curso de primeros auxilios en la Cruz Roja que me ocupa los sábados completos hasta mayo. ¿Los conozco algún día entre semana?',
        9: 'Este fin de semana me toca estar con mi hija, así que me quedo en casa con ella. ¿Lo planeamos para el próximo sábado?',
        10: 'Esta semana firmo las escrituras de mi primer departamento y todas las noches son papeles y llamadas con el banco. ¿Lo dejamos para el próximo mes?',
        11: 'Es temporada de cosecha en la finca cafetera de mi familia y me voy todos los fines de semana hasta noviembre. ¿Y si tus amigos vienen a recoger café con nosotros?',
        51: 'En la tienda estoy haciendo horas extra toda la temporada navideña y salgo a las 11:00 de la noche. ¿Los conocemos en enero, cuando ya haya pasado el relajo?',
      },
    },
    {
      id: 'health',
      title: 'Temas de salud',
      excuses: {
        9: 'Me lastimé un ojo con una rama y traigo parche hasta el jueves. Llegar con cara de pirata no es la primera impresión que quiero dar.',
        11: 'Toda la semana he andado con dolor de espalda y tres horas sentado en un restaurante me van a acabar. ¿Y si nos juntamos en un lugar donde pueda moverme, como una feria?',
        12: 'La fiesta es en una casa con tres gatos y soy tan alérgico que me la pasaría estornudando en cada saludo. ¿Podemos conocernos primero en otro lado?',
        13: 'Llevo cuatro días sin fumar y todavía no soy buena compañía para desconocidos. ¿Me das un par de semanas para volver a ser amable?',
        14: 'Mañana temprano me hacen estudios de sangre, no puedo comer nada después de las 6:00 y ver a todos pedir tacos sería una tortura. ¿Lo hacemos el fin de semana?',
        51: 'Me acaban de poner frenos en los dientes y todavía hablo como si tuviera la boca llena de canicas. Dame dos semanas para volver a pronunciar sus nombres.',
      },
    },
    {
      id: 'timing',
      title: 'Cuestión de fechas',
      excuses: {
        3: '¿No es esa la noche de nuestra cena por el primer mes? Me encantaría conocerlos, pero otro día.',
        9: 'Ese día aterrizo de Madrid en la mañana y para la cena voy a ser un zombi con el horario volteado. ¿Lo hacemos el domingo, cuando ya haya dormido?',
        10: 'Es la noche de la graduación de mi hermana y mi familia nunca me lo perdonaría. ¿Escogemos otro fin de semana?',
        11: 'Esa noche presento mi examen de cinta azul en taekwondo y llevo entrenando desde marzo. ¿Lo hacemos el fin de semana siguiente, cuando pueda celebrar o ponerme hielo?',
        12: 'Esa semana lanzamos el producto en el trabajo y voy a estar contestando solicitudes de soporte hasta la medianoche. ¿Escogemos una noche de la semana después del lanzamiento?',
        51: 'Ese sábado es la primera comunión de mi ahijado y soy el padrino, así que me toca la misa y la fiesta completa. ¿Los conozco el fin de semana que sigue?',
      },
    },
    {
      id: 'anxiety',
      title: 'Ansiedad social',
      excuses: {
        3: 'Me preocupa quedarme en blanco frente a tus amigos. ¿Me cuentas un poco de ellos antes de conocerlos?',
        5: 'Mi ansiedad ha estado muy fuerte últimamente y quiero que ese primer saludo sea un día en que me sienta bien. ¿Le damos dos semanas?',
        6: 'Las noches largas me agotan rápido, así que ¿podemos acordar desde antes una hora de salida? Saber que me puedo ir a las 10:00 me ayudaría a relajarme.',
        7: 'Con las noches de juegos de mesa se me hace un nudo en el estómago, porque cuando me toca y todos me miran, no me sale nada. ¿Y si conozco a tus amigos en una cena?',
        8: 'La última vez que conocí a los amigos de una pareja, hablé sin parar de puros nervios y me dio vergüenza una semana entera. Quiero un poco más de tiempo antes de intentarlo otra vez.',
        51: 'Son doce y todos se conocen desde la secundaria; me voy a sentir como el nuevo del salón. ¿Podemos empezar con dos o tres de ellos?',
      },
    },
    {
      id: 'personal',
      title: 'Razones personales',
      excuses: {
        2: 'Este mes ando corto de dinero y una salida cara con tus amigos no entra en mi presupuesto. ¿Y si mejor los invitamos a la casa?',
        7: 'Estoy entre un trabajo y otro y me aterra la pregunta de "¿y tú a qué te dedicas?". ¿Podemos esperar a que tenga una mejor respuesta?',
        8: 'Con gente nueva tartamudeo más, y una mesa ruidosa lo empeora. ¿Se los puedes contar antes de que llegue, para no tener que explicarlo entre presentaciones?',
        9: 'Mi familia todavía no sabe que soy gay y dos de tus amigos conocen a mi primo. ¿Podemos esperar a que yo mismo se los cuente?',
        11: 'Tus amigos comparten todo en su grupo de WhatsApp y yo cuido mucho mi privacidad. Quiero que haya un poco más de confianza entre nosotros antes de volverme tema de conversación ahí.',
      },
    },
    {
      id: 'commitments',
      title: 'Compromisos que ya tenía',
      excuses: {
        1: 'Hace semanas le prometí a mi amiga que el sábado la ayudaría a pintar su departamento. ¿Puedo conocerlos a todos el domingo?',
        3: 'Los domingos en la mañana hago voluntariado en el refugio de animales, así que el almuerzo no se puede. ¿Lo hacemos en la cena del domingo?',
        4: 'Esa tarde mi sobrino tiene partido de futbol y yo soy el entrenador de su equipo, así que no hay quien me cubra. ¿Los conozco después, como a las 5:00?',
        5: 'Esa noche se reúne mi club de lectura y me toca ser la anfitriona. ¿Tus amigos pueden el viernes?',
        8: 'Esa noche ya tengo boletos para el clásico con mi papá y es nuestra única tradición. ¿Lo hacemos el fin de semana siguiente?',
        51: 'Ese domingo tengo el examen práctico para la licencia de manejo, que agendé hace dos meses. ¿Qué tal el sábado anterior, sin desvelarnos mucho?',
      },
    },
    {
      id: 'pace',
      title: 'El ritmo de la relación',
      excuses: {
        2: 'Apenas llevamos unas semanas saliendo. ¿Podemos esperar un poco antes de que conozca a las personas más importantes para ti?',
        3: 'Cuando mis amigos y los de mi ex se juntaron muy pronto, la ruptura partió al grupo a la mitad. ¿Esta vez le damos unos meses más?',
        8: 'Tus amigos eran muy cercanos a tu ex y me gustaría que lo nuestro estuviera más firme antes de meterme en eso.',
        9: 'Me gustaría que decidiéramos qué somos antes de conocer a todos, para saber cómo presentarme.',
        11: 'Apenas conocí a tus papás el fin de semana pasado y todavía lo estoy asimilando. ¿Me das unas semanas antes de la siguiente presentación?',
      },
    },
    {
      id: 'honest',
      title: 'Con toda honestidad',
      excuses: {
        3: 'Sí quiero esto, solo que paso a paso. ¿Y si empezamos con una cita doble con una pareja de tu confianza?',
        4: 'Prefiero decirte la verdad que inventarte algo: tengo dudas sobre lo nuestro y necesito tiempo para pensar.',
        5: 'Me da miedo que, si no les caigo bien a tus amigos, empieces a verme como ellos me ven. ¿Lo podemos platicar antes de conocerlos?',
        8: 'La verdad, uno de tus amigos fue grosero conmigo la noche que nos lo encontramos y todavía no sé cómo tratarlo.',
        10: 'Lo admito: me dan un poco de celos lo cercanos que son tú y tu mejor amigo, y quiero resolverlo por mi cuenta antes de conocer a todo el grupo.',
      },
    },
  ],
  faq: [
    {
      question: '¿Cuánto tiempo hay que salir antes de conocer a sus amigos?',
      answer:
        'Mucha gente conoce a los amigos de su pareja entre 1 y 3 meses después de empezar a salir, cuando la relación se siente estable pero todavía no hay nada formal. Hay quien los conoce en la segunda cita, en una fiesta, y quien espera más. No existe un momento correcto, pero si pasan los meses y lo sigues evitando, tu pareja puede preguntarse si le ves futuro a la relación. Hablar del tema abiertamente es mejor que encadenar pretextos.',
    },
    {
      question: '¿Es mala señal no querer conocer a sus amigos?',
      answer:
        'No necesariamente. Los nervios, una temporada muy ocupada o malas experiencias pueden hacer que parezca demasiado. Aun así, vale la pena preguntarte por qué. Si la idea de entrar en su vida te incomoda en general, puede que el tema sea la relación y no los amigos. Si es sobre todo ansiedad social, un primer encuentro más pequeño suele ayudar más que posponerlo para siempre.',
    },
    {
      question: '¿Cómo hago más fácil el primer encuentro?',
      answer:
        'Escoge un plan pequeño y relajado: un café con uno o dos amigos, una caminata o una noche de juegos. Pídele a tu pareja algunos datos de cada persona para tener de qué platicar. Acuerden desde antes una hora aproximada para irse y una señal para cuando quieras retirarte. Casi siempre, los amigos solo quieren ver que tratas bien a la persona que quieren.',
    },
    {
      question: '¿Y si ya los conocí y no nos caímos bien?',
      answer:
        'Cuéntale a tu pareja con calma y de forma concreta qué te incomodó, sin pedirle que escoja un bando. Una noche incómoda es común y los segundos encuentros suelen salir mejor. Si alguien fue de verdad grosero o irrespetuoso, es justo decir que prefieres convivir menos con esa persona, sin dejar de apoyar las amistades de tu pareja. Evita inventar motivos para faltar a todos los planes que vengan.',
    },
    {
      question: '¿Debo decir con honestidad por qué lo estoy evitando?',
      answer:
        'Casi siempre, sí. Es muy probable que tu pareja note el patrón de cancelaciones y se imagine cosas peores que la verdad. "Me ponen nerviosos estos encuentros" o "quisiera ir un poco más despacio" se entiende fácil y le permite ayudarte, por ejemplo, empezando con un solo amigo. Si el motivo real son dudas sobre la relación, eso merece su propia conversación honesta.',
    },
  ],
  faqNumbered: true,
  tips: [
    'Propón una alternativa concreta, como un café con un solo amigo, para que tu pareja escuche "sí, pero de otra forma" en lugar de "no".',
    'Si el motivo son los nervios, dilo; tu pareja puede hacer más fácil ese primer encuentro.',
    'Pide que te cuenten un poco de cada amigo antes de conocerlos, para que la plática salga sola.',
    'Si las noches largas te agotan, acuerden desde antes a qué hora se van.',
    'No le canceles al mismo grupo más de dos veces; pon una fecha y no la muevas.',
    'Si tienes dudas sobre la relación en sí, ten esa conversación en lugar de esconderte detrás de la agenda.',
  ],
  related: [
    '/es/excusas/citas/evitar-hablar-de-la-relacion',
    '/es/excusas/citas/cancelar-una-cita',
    '/es/excusas/citas/no-contestar-mensajes',
    '/es/excusas/social/no-ir-a-una-fiesta',
    '/es/excusas/salud/evitar-hablar-con-gente',
  ],
  updated: '2026-12-06',
};

export default page;
