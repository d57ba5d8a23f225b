import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Olvidar un cumpleaños',
  category: 'social',
  description:
    '¿Se te pasó el cumpleaños de alguien? Mensajes cariñosos de felicitación atrasada para amigos, tu pareja, la familia y tus compañeros de trabajo, que reconocen el descuido y lo compensan.',
  fullTitle: '¿Olvidaste un cumpleaños? Felicitaciones atrasadas para quedar bien',
  carousel: true,
  sections: [
    {
      id: 'friends',
      title: 'Amigos de toda la vida',
      excuses: {
        1: 'Me pasé todo el fin de semana haciendo mi declaración anual, entre facturas y el portal del SAT, y salí el lunes sin saber ni qué día era. ¡Felicidades atrasadas, y la comida la paga mi devolución!',
        2: 'Tenía tu cumpleaños apuntado el 15 y no el 5, así que pensé que todavía me quedaban diez días. Ya corregí el calendario, ¡así que escoge dónde comemos!',
        4: 'Cambié de celular el mes pasado y perdí todos los recordatorios, el tuyo incluido. ¡Feliz cumpleaños atrasado, y el tuyo fue el primero que volví a guardar!',
        5: 'Tu cumpleaños cayó en la semana de mi boda, y andaba tan metida acomodando invitados en las mesas que se me pasó por completo. ¡Muchas felicidades, y la cena de la próxima semana la invitan los recién casados!',
        7: 'Pensé que en el grupo estaban organizando algo y me quedé esperando detalles que nunca llegaron. ¡Felicidades con retraso, y esta vez yo organizo!',
        8: 'Me pasé tres días en el Vive Latino con mi hermano, a puro elote y cuatro horas de sueño, y los días de la semana dejaron de existir. ¡Feliz cumple atrasado, y te debo un concierto!',
        9: 'Estamos vendiendo la casa y me pasé la semana resanando paredes y escondiendo cachivaches para las fotos. Tu cumpleaños quedó enterrado bajo el polvo, así que felicidades atrasadas, y el próximo café lo pago yo.',
        10: 'Corrí mi primer maratón el día de tu cumpleaños, y en la meta no me acordaba ni de mi nombre, mucho menos de la fecha. ¡Felicidades atrasadas de parte de tu amigo todo adolorido!',
        11: 'Este mes estoy en el turno de noche, durmiendo mientras todos están despiertos, y la ola de felicitaciones del grupo me agarró dormida. ¡Un abrazo atrasado de tu amiga que vive despierta a las 3 de la mañana!',
        51: 'Fue semana de inventario en la ferretería y me pasé los días contando tornillos hasta las diez de la noche. ¡Felicidades atrasadas, y esta semana te invito unos tacos!',
      },
    },
    {
      id: 'partner',
      title: 'Tu pareja',
      excuses: {
        1: 'Estábamos en medio de ese pleito tonto y dejé que el orgullo me ganara, y no te dije feliz cumpleaños. Perdóname, te amo.',
        2: 'Me pasé tu cumpleaños en la cocina de mi tía haciendo cuatrocientas empanadas para la inauguración de su fonda, y dejé que el día se me fuera entre masa y harina. Perdóname, amor; hoy te llevo a cenar.',
        3: 'Esa mañana la grúa se llevó mi carro de afuera de la oficina, y sacarlo del depósito me comió el día y el cerebro. Te mereces algo mejor, y el sábado te consiento todo el día.',
        4: 'Estabas de viaje con tus hermanas en tu cumpleaños y no quise interrumpir, así que esperé a que tú me llamaras. Lo hice al revés, amor: felicidades atrasadas, y hay pastel esperándote cuando aterrices.',
        5: 'Quedamos en que este año no habría regalos, y yo lo entendí como no hacer nada de nada, y estuvo mal. Feliz cumpleaños, y mañana lo repetimos con pastel y velas.',
        6: 'Puse alarma para sorprenderte con el desayuno, me quedé dormido y luego me dio tanta pena que no lo mencioné en todo el día. Feliz cumpleaños, amor; mañana te llevo el desayuno a la cama.',
        7: 'He estado tan ocupado organizando en secreto tu fiesta del sábado que dejé pasar tu cumpleaños de verdad sin una sola vela. Qué forma más tonta de arruinar una sorpresa, así que el sábado pon cara de asombro, por favor.',
      },
    },
    {
      id: 'family',
      title: 'La familia',
      excuses: {
        1: '¡Feliz cumpleaños atrasado, mamá! Perdón por no llamarte ayer: me pasé todo el día ayudando al abuelo a instalarse en la residencia de adultos mayores donde ahora vive. ¿Te invito a comer el domingo?',
        2: '¡Felicidades atrasadas, papá! Llevé a Emilia a su curso de inducción en la universidad, a diez horas de carretera, y me pasé tu cumpleaños manejando, así que el desayuno del domingo corre por mi cuenta.',
        4: 'Abuela, perdóname por no felicitarte; estuve toda la semana en un congreso en Guadalajara y perdí la noción de los días. ¿El domingo te llevo la comida?',
        5: 'Hermanito, mi mamá ya me llamó y me regañó por olvidar tu cumpleaños, así que ya cumplí mi castigo. ¡Felicidades atrasadas, y te marco saliendo del trabajo!',
        7: '¡Felicidades atrasadas, primo! Fui árbitro de un torneo infantil de fútbol todo el fin de semana, y los únicos números en mi cabeza eran los de las camisetas.',
        8: '¡Feliz cumpleaños al mejor tío del mundo! Te felicité en el grupo de la familia y me hice a la idea de que eso contaba como llamarte, así que hoy en la noche te llamo de verdad.',
        10: '¡Felicidades atrasadas, tía Elena, y perdón por no llamarte! Me pasé todo el día clasificando latas en el banco de alimentos para la colecta de diciembre. ¿Te llevo la cena un día de esta semana para festejar como se debe?',
        51: 'Tu cumpleaños cayó el mismo día que la graduación de nuestra sobrina, y entre la misa, la ceremonia y el baile se me fue el día completo. ¡Felicidades atrasadas a mi hermana favorita, y hoy te llamo sin falta!',
        52: 'Madrina, te llamé el día de tu santo y sentí que con eso ya había cumplido, y tu cumpleaños se me pasó. Perdóname, y el domingo te llevo tus conchas favoritas.',
      },
    },
    {
      id: 'work',
      title: 'Compañeros de trabajo y jefes',
      excuses: {
        1: '¡Felicidades atrasadas! El viernes no vine a la oficina y me perdí el pastel, pero no quería que pasara la semana sin decírtelo.',
        2: 'Todavía soy nuevo aquí y nadie mencionó tu día hasta que ya había pasado. Felicidades atrasadas del nuevo del equipo, y el próximo café lo invito yo.',
        3: 'Yo fui quien trajo tu pastel y aun así se me olvidó felicitarte. Gracias por guardarme una esquina con betún, ¡y muchas felicidades!',
        4: 'Me tocaba pasar tu tarjeta para que todos la firmaran, y sigue en el cajón de mi escritorio. Felicidades atrasadas; hoy mismo junto las firmas.',
        5: 'Pediste que no te incluyeran en la lista de cumpleaños de la oficina, y lo respeté demasiado bien. Felicidades atrasadas, en voz baja para que nadie empiece a cantar las mañanitas.',
        6: 'Ayer felicité a Andrés de contabilidad, y resulta que el cumpleañero eras tú. Felicidades atrasadas, y gracias por siempre echarme la mano.',
      },
    },
    {
      id: 'distance',
      title: 'Husos horarios y viajes',
      excuses: {
        1: 'Mientras escribo esto todavía es tu cumpleaños en Los Ángeles, así que técnicamente llego a tiempo. ¡Feliz cumpleaños!',
        2: 'Estuve en un vuelo de doce horas y perdí un día entero en algún lugar sobre el océano. ¡Felicidades atrasadas desde el otro lado del mundo!',
        3: 'Me fui a acampar todo el fin de semana sin señal y no me acordé de la fecha hasta que regresé. ¡Felicidades atrasadas! Te traigo muchas historias.',
        4: 'Estuve en Las Vegas en la despedida de soltero de mi primo, y prefiero creer que el desierto se tragó tu cumpleaños. Felicidades atrasadas, y te traje una ruleta de bolsillo.',
        5: 'Te mandé tu tarjeta por correo desde Madrid, y ya sabes cómo es el correo: a lo mejor llega para tu próximo cumpleaños. Mientras tanto, aquí va la versión por mensaje.',
        7: 'Desde que te fuiste a Corea estuve juntando videos de cumpleaños de todos los de aquí, y el último llegó hoy en la mañana, con un día de retraso. ¡Felicidades atrasadas, y revisa tu correo!',
      },
    },
    {
      id: 'funny',
      title: 'Felicitaciones atrasadas con humor',
      excuses: {
        1: 'Entre macetas y hierbas se me fue el fin de semana, y tu cumpleaños con ellas; te lo compenso mañana. ¡Los primeros tomates del huerto son para ti!',
        3: 'Aviso oficial: tu felicitación de cumpleaños sufrió un retraso porque un niño de dos años escondió mi celular en la caja de juguetes. Lamentamos las molestias y adjuntamos un vale por una rebanada de pastel.',
        4: 'Yo el viernes: el domingo te llamo con calma. Yo el domingo: cuidando que nadie se caiga del trampolín en la fiesta de cinco años de mi sobrino. Yo el lunes: escribiéndote esto con mucha pena. ¡Felicidades atrasadas!',
        6: 'Ayer pasé 3 horas y 47 minutos en espera con la compañía de internet, y tu cumpleaños se me escapó en algún punto de la segunda hora de música de espera. ¡Felicidades atrasadas!',
        7: 'Ayer me acordé de sacar la basura, de mi cita con el dentista y del nombre del perro del vecino. Felicidades atrasadas a lo único que olvidé, que obviamente era lo más importante.',
        8: 'Me repetía que te escribía después de un correo más, y resultó que eran cuarenta y un correos. ¡Felicidades con todo y retraso!',
        9: 'Mi horóscopo me advirtió de retrasos en las comunicaciones esta semana, y por una vez le atinó. Felicidades atrasadas de alguien que le echa la culpa de todo a Mercurio retrógrado.',
        51: 'Mi boleta del sábado en la Central de Abasto: regatear, 10; encontrar la salida, 6; acordarme de tu cumpleaños, 0. ¡Felicidades atrasadas de quien por fin salió del laberinto!',
      },
    },
    {
      id: 'honest',
      title: 'Disculpas sinceras',
      excuses: {
        1: 'Olvidé tu cumpleaños y luego me dio tanta pena escribirte tarde que lo fui dejando, y se hizo más tarde todavía. Perdóname; me importas mucho más de lo que esto demuestra.',
        2: 'Estoy pasando por una mala racha y dejé pasar muchas cosas, tu cumpleaños incluido. Merecías algo mejor; ¿te invito a comer esta semana?',
        3: 'Olvidar tu cumpleaños me hizo ver cuánto tiempo llevamos sin platicar de verdad. Te extraño, y quiero arreglar eso.',
        4: 'Dos años seguidos te felicito tarde, y ya entendí por qué: tu cumpleaños es al día siguiente del mío y sigo en las nubes de mi propio festejo. No hay excusa, así que el tuyo ya tiene tres alarmas.',
        5: 'Sabía que se acercaba y fui posponiendo elegir el regalo hasta que se acabó el día. Olvídate de lo perfecto: ¿te invito a cenar el viernes?',
        7: 'He estado tan metida en mi relación nueva que descuidé a mis amistades, y olvidar tu cumpleaños fue la llamada de atención. Felicidades atrasadas, y esta semana cenamos tú y yo solas.',
      },
    },
  ],
  faq: [
    {
      question: '¿Cómo me disculpo por olvidar un cumpleaños?',
      answer:
        'Escribe en cuanto te des cuenta, reconoce el descuido en una frase y vuelve a poner la atención en la otra persona. Algo como "Perdón por perderme tu cumpleaños, ojalá la hayas pasado increíble" es suficiente; una historia larga sobre tu semana hace que todo gire alrededor de ti. Luego ofrece algo concreto, como una comida, una llamada o una tarjeta, y cumple tu palabra en una o dos semanas.',
    },
    {
      question: '¿Ya es muy tarde para mandar una felicitación atrasada?',
      answer:
        'Casi nunca. Un mensaje con un día o una semana de retraso lo recibe con cariño casi todo el mundo, y es mucho mejor que no decir nada. Después de un par de semanas, reconoce el retraso con humor o con honestidad, y sé breve. Con amigos cercanos y con la familia, una llamada tardía muchas veces significa más que un mensaje rápido el mismo día.',
    },
    {
      question: '¿Doy una excusa o solo pido perdón?',
      answer:
        'Casi siempre basta con pedir perdón. Un motivo breve está bien si es cierto y sencillo, como un viaje o un recordatorio perdido, pero a la mayoría le importa mucho más que te acuerdes ahora que el porqué del olvido. Las historias inventadas suelen sonar huecas. Una disculpa sincera más un plan para festejar demuestra más cariño que cualquier excusa.',
    },
    {
      question: '¿Qué puedo hacer para compensar un cumpleaños olvidado?',
      answer:
        'Más que algo caro, planea algo personal: su comida favorita, una tarjeta escrita a mano que mencione algo concreto que admiras de esa persona o una tarde haciendo lo que más le gusta. Para tu pareja o alguien muy cercano de la familia, un día o una noche planeados muestran esfuerzo. Para los compañeros de trabajo, un café o una tarjeta firmada es más que suficiente. Lo importante es demostrar que te importa, no igualar el precio de un regalo.',
    },
    {
      question: '¿Cómo dejo de olvidar los cumpleaños?',
      answer:
        'Guarda todos los cumpleaños importantes en un solo calendario con dos recordatorios: uno una semana antes, para comprar o mandar algo, y otro esa misma mañana. Mucha gente también agrega la fecha de nacimiento en los contactos del celular para que aparezca sola. Anotar la fecha en cuanto alguien la menciona también ayuda. Una vez que está en un sistema en el que confías, dejas de depender de la memoria.',
    },
  ],
  tips: [
    'Manda tu mensaje en cuanto te des cuenta, aunque sea tarde en la noche; esperar otro día lo empeora.',
    'Que la disculpa ocupe una sola frase, y el resto del mensaje sea sobre la otra persona.',
    'Propón un plan concreto para compensar, como comer juntos el sábado, en vez de un vago "a ver cuándo lo festejamos".',
    'Con tu pareja y la familia cercana, una llamada vale más que un mensaje; oír tu voz suaviza el olvido.',
    'Agrega todos los cumpleaños importantes a tu calendario con un recordatorio una semana antes.',
    'Guarda las bromas para los amigos que las disfrutan; tu pareja o tus papás quizá prefieran una disculpa sincera.',
  ],
  related: [
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/social/no-ir-a-una-fiesta',
    '/es/excusas/citas/cancelar-una-cita',
    '/es/excusas/humor/excusas-graciosas',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
