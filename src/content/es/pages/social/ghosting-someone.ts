import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Dejar de responderle a alguien',
  category: 'social',
  description:
    'Mejor que desaparecer sin decir nada: mensajes cortos y amables para alejarte después de unas citas, de una amistad nueva, de un grupo o de un contacto de trabajo, explicar un silencio largo y despedirte bien.',
  fullTitle: 'Mejor que desaparecer: mensajes amables y claros para cortar el contacto',
  carousel: true,
  sections: [
    {
      id: 'dates',
      title: 'Después de unas cuantas citas',
      excuses: {
        1: 'Me gustó conocerte en estas dos cenas, pero no siento la chispa que estoy buscando. Preferí decírtelo en vez de irme desapareciendo poco a poco.',
        2: 'Me di cuenta de que todavía no supero a mi ex, y eso no es justo para ti. Prefiero parar aquí que darte largas.',
        3: 'Vives al otro extremo de la ciudad, a casi dos horas entre metro y camión, y ya vi que no puedo hacer ese viaje cada fin de semana. Me la pasé muy bien contigo y quería decírtelo de frente.',
        4: 'Creo que llevamos ritmos muy distintos: tú sales todas las noches y yo a las diez ya estoy dormido. Prefiero decirlo antes de que esto se alargue.',
        5: 'Me enteré de que trabajas con mi hermana, y si esto no funciona, nos quedaría todo demasiado cerca. Prefiero dejarlo aquí mientras todavía es sencillo.',
        7: 'Pensamos tan distinto en política que no creo que esto funcione a largo plazo. Te respeto mucho, y quiero ser sincera contigo desde ahora.',
        8: 'Ya nos cancelamos tres veces el uno al otro, y creo que eso nos está diciendo algo. Mejor lo dejamos aquí, y que a los dos nos vaya bien.',
        9: 'Por lo que hemos hablado, buscas algo serio, y yo ahorita solo busco algo casual. No quiero hacerte perder el tiempo.',
        10: 'Gracias por el boliche del sábado, me divertí muchísimo. Pero el mes que entra empiezo la residencia médica y no voy a tener tiempo para salir con nadie en un buen rato.',
        51: 'Me la pasé bien contigo, pero no me gustó cómo le hablaste al mesero el sábado, y eso para mí pesa mucho. Te lo digo en vez de desaparecer.',
      },
    },
    {
      id: 'friends',
      title: 'Amistades nuevas y conocidos',
      excuses: {
        1: 'Ahora que terminó el taller de cerámica, seguramente ya no voy a ir a las reuniones. Me encantó pintar tazas a tu lado.',
        3: 'Me enteré de que contaste lo que te dije en confianza, y después de eso no puedo seguir tan cerca de ti. Quería que lo supieras por mí y no por otros.',
        6: 'Nos hicimos amigas cuando las dos éramos nuevas en la ciudad, y últimamente noto que fuera de eso no tenemos mucho en común. De verdad agradezco ese primer año.',
        7: 'Estoy tratando de tomar menos, así que ya no voy a ir a las salidas de bar en bar. Prefiero decirlo claro en vez de cancelar de último momento cada vez.',
        8: 'Me propusiste poner un negocio juntos, y me di cuenta de que no quiero mezclar dinero y amistad. Te digo que no desde ahora para que puedas planear sin mí.',
        9: 'Me has invitado varias veces y siempre te contesto "a lo mejor", y eso no es justo. La verdad es que este año no tengo espacio para una amistad nueva.',
        51: 'Me pediste ser padrino de tu bebé y me honra muchísimo, pero apenas nos conocemos y no puedo comprometerme a algo tan importante. Prefiero decírtelo con tiempo.',
      },
    },
    {
      id: 'groups',
      title: 'Grupos de WhatsApp y clubes',
      excuses: {
        1: 'Hola a todos, me salgo del grupo para recibir menos notificaciones. Me divertí mucho con ustedes, ¡y ya saben dónde encontrarme!',
        2: 'Dejo el club de lectura después de este mes. El trabajo se comió mi tiempo para leer, y llegar sin haber leído no es divertido para nadie.',
        3: 'Me encantó planear el viaje con ustedes, pero una semana compartiendo cuarto no me deja descansar, así que esta vez no voy. Por favor no me aparten lugar.',
        4: 'Me salgo del equipo de fútbol de los viernes, porque ahora los viernes son noche de cena familiar en mi casa. Gracias por todos los partidos y por aquel único campeonato glorioso.',
        5: 'Después de tres años como tesorera, le paso la estafeta a alguien con ideas frescas y dejo la mesa directiva del condominio al cierre del trimestre. Les entrego las hojas de cálculo y las contraseñas.',
        9: 'Este grupo de vecinos ya es casi pura compraventa, y estoy haciendo un esfuerzo por gastar menos, así que me salgo antes de comprar otra lámpara. ¡Gracias por toda la ayuda de estos años!',
        10: '¿Me pueden sacar de la lista de correo del coro? El nuevo director y yo no nos entendemos, y creo que ya es hora de que alguien más ocupe mi lugar.',
        51: 'Esta es mi última vuelta en la tanda: cuando termine en marzo, ya no entro a la siguiente. Gracias por la confianza de todos estos meses.',
      },
    },
    {
      id: 'network',
      title: 'Contactos de trabajo',
      excuses: {
        1: 'Gracias por agregarme después del panel. No estoy contratando ni lo voy a estar en un buen tiempo, así que no quiero que te quedes esperando.',
        2: 'Te agradezco el seguimiento sobre tu sistema, pero elegimos a otro proveedor. Por favor sácame de tu lista de contactos.',
        3: 'Me han gustado nuestros cafés de cada mes, pero este año le voy a bajar a los cafés de trabajo. Con gusto te contesto un correo rápido cuando quieras.',
        4: 'Perdón, pero no puedo presentarte con la fundadora: yo misma apenas la conozco. No quería dejar tu petición en el aire.',
        5: 'Vi las llamadas de la colecta de egresados, y este año no puedo donar. ¿Me pueden sacar de la lista de llamadas por ahora?',
        6: 'Ya no trabajo por mi cuenta, así que no voy a tomar proyectos nuevos. Te paso los datos de dos diseñadores de confianza que te pueden servir.',
        9: 'Dejé de buscar trabajo, así que no voy a seguir con el proceso de entrevistas. Gracias por pensar en mí.',
        51: 'Te agradezco que pensaras en mí para tu negocio de venta por catálogo, pero no es para mí. Te lo digo claro para que no sigas invirtiendo tiempo en convencerme.',
      },
    },
    {
      id: 'silence',
      title: 'Para explicar un silencio largo',
      excuses: {
        1: 'Perdón por desaparecer tres meses. Mi matrimonio se estaba viniendo abajo, y me encerré sin hablar con casi nadie.',
        2: 'Sé que desaparecí después de tu boda. La verdad, me dolió no ser una de tus damas, y debí decírtelo en su momento.',
        3: 'Ya casi es un año desde la última vez que te contesté, y no voy a fingir que tengo una gran excusa. Te extraño y me gustaría retomar el contacto.',
        4: 'En marzo me mudé a Monterrey, y con el caos se me enfriaron muchas amistades, la tuya incluida. Me encantaría que nos pusiéramos al día de verdad.',
        5: 'Los primeros meses con el bebé me absorbieron por completo, y dejé de contestarle a todo el mundo. Apenas estoy sacando la cabeza, y lo primero que hice fue acordarme de ti.',
        6: 'Desde enero estoy metida de lleno en la carrera de enfermería y desaparecí para casi todos. Perdóname, y me encantaría ir a cenar cuando terminen los finales.',
        8: 'Mi silencio no tuvo nada que ver con algo que hicieras. Me daba vergüenza cómo me porté en tu cena de cumpleaños, y evitarte se me hizo más fácil que pedirte perdón.',
        9: 'Nunca contesté tu invitación para estrenar tu departamento porque me acababan de despedir y no podía ni hablar del tema. Perdón por dejarte esperando.',
        51: 'Pasé medio año en Puebla acompañando a mi papá mientras se recuperaba de una operación de rodilla, y casi no toqué el celular. Ya regresé y me encantaría verte.',
      },
    },
    {
      id: 'honest',
      title: 'La forma honesta de cortar el contacto',
      excuses: {
        1: 'Voy a ser directa porque te lo mereces: ya no quiero seguir en contacto. Que te vaya muy bien.',
        2: 'Lo pensé mucho y quiero terminar nuestra amistad. Cada plan que hacemos acaba en pleito, y ya me cansé.',
        3: 'Salí incómoda de nuestras últimas conversaciones, y ya aprendí a hacerle caso a esa sensación. Este es mi último mensaje, y lo escribo sin rencor.',
        4: 'Los comentarios que hiciste sobre mi trabajo en nuestra última cita se pasaron de la raya, así que no voy a volver a verte. Quería que supieras por qué.',
        5: 'Llevo dos años siendo la que siempre busca, y ya no voy a cargar sola con esta amistad. No esperes respuesta después de este mensaje.',
        7: 'Te dije el mes pasado que necesitaba distancia, y los mensajes no han parado. Por favor deja de buscarme; no voy a volver a contestar.',
        10: 'Ahora andas con mi ex, y no puedo seguir cerca mientras sea así. No estoy enojada, pero prefiero alejarme de una vez.',
        51: 'Cada quincena me pides dinero prestado y casi nunca me lo pagas, y eso ya desgastó la amistad. Prefiero alejarme ahora que seguir guardando resentimiento.',
      },
    },
    {
      id: 'closure',
      title: 'Un cierre amable',
      excuses: {
        1: 'Gracias por los buenos ratos, sobre todo por aquel viaje en carretera a la playa. Lo voy a recordar con cariño.',
        2: 'Ojalá te vaya increíble en el trabajo nuevo. Lo digo en serio, aunque esto sea una despedida.',
        3: 'Si te parece bien, en Navidad le voy a seguir mandando una tarjeta a tu mamá. Siempre fue muy linda conmigo.',
        4: 'Si nos topamos en el mercado, con gusto te saludo. Por mi parte, cero incomodidad.',
        5: 'Esta semana te devuelvo tu sudadera y la estufa de campamento que me prestaste. Se las dejo al vigilante de tu edificio.',
        6: 'No voy a hablar de esto con nuestros amigos en común, para que nadie tenga que tomar partido.',
        7: 'Perdón si esto te duele. Prefiero ser amable y clara que educada y distante.',
        8: 'Si quieres decirme algo, contéstame y lo leo con calma. Después de eso, creo que lo mejor es dejarlo así.',
      },
    },
  ],
  faq: [
    {
      question: '¿Alguna vez está bien dejar de contestar sin dar explicaciones?',
      answer:
        'Sí. Si alguien te amenazó, te acosa, ignoró un no muy claro o te hace sentir en peligro, no le debes ningún mensaje. Bloquea a esa persona, guarda las pruebas, cuéntale a alguien de confianza lo que pasa y presenta un reporte en la aplicación o una denuncia ante las autoridades si hace falta. El silencio también puede estar bien después de un intercambio corto en una aplicación de citas que nunca llegó a ser conversación. Con todos los demás, sobre todo con gente que conociste en persona, un mensaje breve y claro es más amable que esfumarte.',
    },
    {
      question: '¿Por qué es mejor un mensaje corto que desaparecer?',
      answer:
        'Porque el silencio deja a la otra persona adivinando. Puede seguir escribiéndote, preocuparse por si te pasó algo o pasar semanas preguntándose qué hizo mal. Un mensaje de dos líneas te toma un minuto y le da una respuesta con la que puede seguir adelante. También te ahorra el encuentro incómodo en el gimnasio o en una fiesta más adelante, porque el tema ya quedó cerrado. No necesitas ser elocuente, solo claro y educado.',
    },
    {
      question: '¿Tengo que dar un motivo para terminar?',
      answer:
        'No. Un motivo puede ayudar, pero una lista de los defectos de la otra persona casi nunca ayuda. Si la razón honesta es sencilla, como que no hubo chispa, que buscan cosas distintas o que no tienes tiempo, puedes decirla en una frase. Si solo va a lastimar, basta con decir que no es una buena combinación y dejarlo ahí. Evita inventar una historia dramática, como una mudanza falsa, porque suele desmoronarse y complica el final.',
    },
    {
      question: '¿Y si me contesta molesto o me pide otra oportunidad?',
      answer:
        'Contesta una vez, con amabilidad, si quieres: reconoce lo que siente y repite tu decisión en una frase. No tienes que debatirla ni defender cada detalle. Si insiste, está bien dejar de responder o silenciar el chat, porque ya le diste una respuesta clara. Si los mensajes se vuelven agresivos o no paran, bloquear es razonable. Cortar el contacto con honestidad no te obliga a un ir y venir interminable.',
    },
    {
      question: '¿Cómo vuelvo a buscar a alguien después de desaparecer?',
      answer:
        'En pocas palabras y haciéndote cargo. Di que te desapareciste, que no fue justo y qué te gustaría ahora: retomar la relación o simplemente disculparte y cerrar bien. Sáltate la excusa elaborada; casi todo el mundo responde mejor a la honestidad sencilla que a una historia. Luego dale espacio. Puede que no conteste, o que necesite tiempo, y después de tu silencio esa decisión le toca a la otra persona.',
    },
    {
      question: '¿Puedo cortar el contacto por mensaje o tiene que ser en persona?',
      answer:
        'Depende de qué tan cercanos eran. Después de unas citas, de una amistad nueva o de un contacto de trabajo, un mensaje o un correo es lo normal y suele ser lo preferible, porque deja que la otra persona reaccione en privado. En una relación larga o con una amistad de años, una llamada o una plática tranquila en persona muestra más respeto. En cualquier caso, elige un momento calmado, no el día de su cumpleaños ni una jornada pesada de trabajo.',
    },
  ],
  tips: [
    'Manda tu mensaje pocos días después de decidirlo, mientras todavía es natural contestar.',
    'Que sean dos o tres frases: un agradecimiento, tu decisión y un buen deseo.',
    'Di lo que quieres decir sin rodeos, porque frases vagas como "he estado muy ocupado" solo hacen que te vuelvan a invitar.',
    'No prometas que van a seguir siendo amigos o que se ven después si no lo piensas cumplir.',
    'Sal de un grupo con una nota corta y amable en vez de irte sin decir nada.',
    'Si en algún momento te sientes en peligro, sáltate la explicación, bloquea a la persona y cuéntaselo a alguien de confianza.',
  ],
  related: [
    '/es/excusas/citas/no-contestar-mensajes',
    '/es/excusas/citas/cancelar-una-cita',
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/salud/evitar-hablar-con-gente',
    '/es/excusas/social/no-ir-a-una-fiesta',
  ],
  updated: '2026-12-06',
};

export default page;
