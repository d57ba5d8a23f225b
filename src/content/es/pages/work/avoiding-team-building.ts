/** Excusas para no ir a la integración de la empresa: convivencias, retiros y actividades después del trabajo. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Evitar la integración de la empresa',
  fullTitle: 'Excusas para no ir a la integración: formas amables de librarte de convivencias, retiros y posadas del trabajo',
  category: 'work',
  description:
    '¿No se te antoja el cuarto de escape ni el retiro de fin de semana? Maneras amables de no ir a la integración del trabajo, con consejos para seguir cerca de tu equipo.',
  summary: {
    heading: 'Sáltate el evento, no a tu equipo',
    text: 'Decir que no a una actividad del equipo está bien si lo haces con tiempo, con amabilidad y con una pequeña señal de que las personas te siguen importando.',
    highlights: [
      'Motivos por agenda, familia y carga de trabajo',
      'Formas amables de declinar la actividad en sí',
      'Frases honestas que proponen una alternativa',
      'Consejos para seguir cerca de tu equipo aunque faltes',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'schedule',
      title: 'Choques de agenda',
      excuses: {
        2: 'Canto en un coro que ensaya los jueves en la noche y el concierto es en dos semanas. Esta me la voy a perder, ¡pero que se diviertan!',
        6: 'Ese día vuelvo de la boda de mi hermana y mi vuelo aterriza a las seis de la tarde.',
        10: 'Esa noche tengo boletos para un concierto que compré hace meses y que no se pueden transferir.',
        11: 'Estamos vendiendo la casa y ese sábado vienen a verla tres interesados, así que me toca limpiar toda la mañana y encargarme de que el perro no ande estorbando.',
        12: 'Ese sábado corro el medio maratón y llevo entrenando para él desde marzo.',
        13: 'Hace semanas le prometí a una amiga que la ayudaría con su mudanza ese sábado, y la camioneta ya está apartada.',
        17: 'Los sábados en la tarde hago voluntariado en el banco de alimentos, y ese día me toca coordinar la clasificación, así que no puedo cambiar el turno.',
        18: 'Esa noche es la asamblea anual de vecinos del condominio y me toca presentar el presupuesto.',
        19: 'Ese día es 12 de diciembre y desde la madrugada voy con mi familia a la Basílica; es una manda familiar que no me salto.',
        51: 'Los sábados tengo clase del diplomado y justo ese día presento el proyecto final.',
        52: 'Juego en una liga de fútbol los sábados y ese día es la final. Si falto, no completamos equipo.',
      },
    },
    {
      id: 'family',
      title: 'Familia y casa',
      excuses: {
        8: 'Mi perro se está recuperando de una cirugía y por ahora no puedo dejarlo solo tantas horas.',
        10: 'Esa tarde es el festival de fin de año de la escuela de mi hija, y lleva desde enero ensayando su solo de danza.',
        11: 'Estamos recibiendo a una estudiante de intercambio y esa es su primera noche con nosotros.',
        12: 'Esa tarde la escuela de mi hijo nos citó con todos sus maestros para revisar su plan de apoyo en lectura.',
        13: 'Ese fin de semana es la reunión de toda la familia en Puebla, y mi tía nunca me perdonaría si falto.',
        14: 'Ese sábado es la fiesta de ocho años de mi hijo, con doce niños, piñata y payaso ya contratado.',
        51: 'Ese sábado son los quince años de mi sobrina y me toca bailar el vals con ella; llevamos un mes ensayando.',
      },
    },
    {
      id: 'workload',
      title: 'Pendientes y entregas',
      excuses: {
        1: '¿Habría problema si no voy a la integración? Se me atrasó la entrega del cliente del lunes y necesito esa tarde para terminarla.',
        3: 'Al día siguiente abro la tienda a las seis de la mañana, así que desvelarme no es opción para mí.',
        4: 'Tengo una llamada con un cliente de Japón a la hora del evento y, por la diferencia de horario, no se puede mover.',
        9: 'Esa tarde se procesa la nómina de la quincena y soy la única persona del equipo que puede hacerlo.',
        10: 'Esa semana estoy de guardia, así que no puedo estar en un lugar ruidoso ni sin señal por si se cae el sitio.',
        12: 'Ese sábado es el inventario anual y todos los gerentes tenemos que estar en piso.',
        13: 'Esa tarde los becarios presentan sus proyectos finales, y a dos de ellos los he asesorado todo el verano.',
        51: 'Esa tarde viene protección civil a revisar el edificio y me toca recibirlos y acompañarlos en el recorrido.',
      },
    },
    {
      id: 'health',
      title: 'Salud y bienestar',
      excuses: {
        1: 'Me estoy recuperando de un resfriado y no quiero contagiar a todos en el evento.',
        7: 'Todavía me estoy recuperando de una cirugía menor, así que por un par de semanas más no puedo hacer nada físico.',
        10: 'Tomo un medicamento que hace que me queme con el sol en minutos, así que un día entero al aire libre no es buena idea para mí.',
        12: 'Tengo alergia a las picaduras de abeja, y pasar la tarde en una huerta me da más nervios de los que quisiera.',
        51: 'Con el calor intenso se me baja la presión, así que el temazcal del retiro no es para mí. Los alcanzo en la comida.',
      },
    },
    {
      id: 'activity',
      title: 'La actividad en sí',
      excuses: {
        1: 'No nado muy bien, y el paseo en kayak me da más miedo que gusto.',
        3: 'Me dan miedo las alturas, así que me salto la tirolesa y les echo porras desde abajo.',
        4: 'Los cuartos de escape me dan claustrofobia. Esta vez paso, y el lunes me cuentan todo.',
        5: 'Ya tomé este mismo taller en mi trabajo anterior, así que le dejo mi lugar a alguien más.',
        7: 'Los juegos competitivos no son lo mío. ¿Puedo llevar el marcador o encargarme de las botanas?',
        8: 'La caminata de quince kilómetros es más de lo que aguanta mi rodilla por ahora. Me voy en coche y los alcanzo donde van a comer.',
        10: 'No tomo alcohol, así que una tarde de cata de mezcal no es para mí. Me apunto a la próxima.',
        12: 'Los caballos me dan nervios, así que me salto la cabalgata y los veo en la cena.',
        14: 'Si comparto cabaña dos noches en el retiro, no voy a pegar el ojo, así que solo voy a las sesiones del día.',
        15: 'Los bares ruidosos me dejan zumbando los oídos varios días, así que a la noche de karaoke no voy.',
        51: 'En la posada siempre acaban sacando a bailar a todo el mundo, y yo tengo dos pies izquierdos. Me ofrezco para organizar la rifa.',
      },
    },
    {
      id: 'honest',
      title: 'Siendo honestos',
      excuses: {
        1: 'Esta vez no voy, pero me encantaría ir por un café con algunos de ustedes pronto.',
        3: 'Los planes fuera del horario se me complican mucho, pero con gusto me sumo a lo que sea entre las 9:00 y las 18:00.',
        6: 'Estas salidas siempre terminan en el Instagram de la empresa y de verdad no me gusta salir en fotos, así que esta vez no voy.',
        7: 'Fui a las últimas tres, así que esta me la salto. ¡Luego me cuentan quién ganó!',
        8: 'Los grupos grandes me agotan, y después de un día entero así no soy buena compañía para nadie, así que esta vez no cuenten conmigo.',
        9: 'Te lo digo con franqueza: las cosas con una persona que va a estar ahí siguen algo tensas, y no quiero que el día se vuelva incómodo para todos.',
        51: 'A la comida voy con gusto, pero el intercambio de regalos de 500 pesos no me alcanza esta quincena, así que de ese me bajo.',
      },
    },
  ],
  faq: [
    {
      question: '¿Está bien no ir a una integración de la empresa?',
      answer:
        'Por lo general, sí, sobre todo si es opcional y fuera del horario de trabajo. La mayoría de los jefes entiende que la gente tiene familia, compromisos y límites en su tiempo libre. Lo que importa es cómo lo haces: avisa pronto, da un motivo breve y agradécele a quien organiza. Faltar de vez en cuando casi nadie lo nota, pero si faltas a todas, vale la pena buscar otra forma de estar presente con tu equipo, como sumarte a una comida o ayudar a planear la siguiente actividad.',
    },
    {
      question: '¿Faltar a las integraciones puede afectar mi carrera?',
      answer:
        'Puede, si se vuelve costumbre y tienes pocos lazos con tu equipo por otro lado. En los eventos informales la gente construye confianza y aprende a quién pedirle ayuda. Faltar a una o dos casi nunca importa. Si te saltas la mayoría, busca compensarlo de otras formas: platica con tus compañeros durante la jornada, únete de vez en cuando a una comida y comparte tu tiempo con generosidad en los proyectos en común. Las relaciones pesan más que la lista de asistencia.',
    },
    {
      question: '¿Con cuánta anticipación debo avisar que no voy?',
      answer:
        'Contesta en cuanto lo sepas, idealmente al recibir la invitación o al menos unos días antes. Quien organiza suele necesitar el número de asistentes para la comida, el transporte o los boletos, y cancelar tarde puede costarle dinero al equipo. Si algo surge el mismo día, manda un mensaje breve directamente a quien organiza en lugar de simplemente no llegar. Un aviso rápido y amable se recuerda mucho mejor que una silla vacía.',
    },
    {
      question: '¿Y si la integración es obligatoria o en horario de trabajo?',
      answer:
        'Entonces tómala como cualquier otro compromiso laboral. Si tienes un conflicto real, como una cita médica o la entrega de un cliente, habla con tu jefe en privado y con anticipación, en vez de mandar una excusa de última hora. Si el problema es la actividad en sí, por ejemplo un reto físico o un evento que gira en torno al alcohol, pregunta si puedes participar con otro papel, como llevar el marcador o ayudar con la logística. Muchos organizadores se ajustan con gusto cuando lo saben.',
    },
    {
      question: '¿Mejor digo la verdad, que no disfruto estos eventos?',
      answer:
        'Muchas veces, sí, siempre que lo digas con amabilidad y lo acompañes de algo positivo. "Los eventos con mucha gente no son lo mío, pero me encantaría ir a comer con el equipo un día de estos" es honesto y muestra que valoras a tus compañeros. Un no directo y amable también te ahorra inventar una excusa nueva para cada posada o convivio. Si la actividad te incomoda por un motivo específico, decírselo a quien organiza puede ayudar a planear eventos más inclusivos la próxima vez.',
    },
  ],
  tips: [
    'Avisa lo antes posible, porque quien organiza suele necesitar el número de asistentes para la comida, el transporte o las reservaciones.',
    'Agradécele a quien organiza y resume el motivo en una oración; un cálido "no puedo ir, pero que se diviertan" es más que suficiente.',
    'Propón una alternativa pequeña, como una comida con el equipo o un café con alguien, para que quede claro que te saltas el evento y no a las personas.',
    'Si dijiste que sí ibas y algo cambia, avísale a quien organiza en cuanto lo sepas, en vez de simplemente no llegar.',
    'Si el problema es la actividad, sugiere otra idea para la próxima, como un día de voluntariado o una clase de cocina.',
    'Ve de vez en cuando al evento que más se te facilite, como una comida corta, para que tu equipo siga conviviendo contigo.',
  ],
  related: [
    '/es/excusas/trabajo/salir-temprano',
    '/es/excusas/trabajo/faltar-al-trabajo',
    '/es/excusas/trabajo/llegar-tarde',
    '/es/excusas/trabajo/no-cumplir-un-plazo',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
