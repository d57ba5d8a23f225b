import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: '78 excusas para cancelar planes con amigos',
  category: 'social',
  description:
    'Formas amables y creíbles de cancelarle a un amigo: imprevistos de última hora, jornadas que se alargan, quincenas que no alcanzan, mascotas, familia y mensajes honestos que proponen otra fecha.',
  fullTitle: 'Excusas para cancelar planes con amigos: mensajes amables para cada situación',
  carousel: true,
  sections: [
    {
      id: 'conflicts',
      title: 'Imprevistos de última hora',
      excuses: {
        1: 'Se me había olvidado que el domingo soy funcionaria de casilla en la elección, y eso dura desde las 7:00 hasta que terminemos de contar votos. ¿Movemos el día de campo al sábado?',
        2: 'Cambiaron el club de lectura a hoy en la noche y, no sé cómo, terminó siendo en mi casa. ¿Dejamos lo de las cervezas para el jueves?',
        3: 'La feria de la colonia se pasó al sábado y me tocó atender el puesto de tacos para unas sesenta personas. ¿Nos vemos el domingo para desayunar?',
        4: 'El sábado se juega el partido pendiente del torneo de fútbol rápido y somos siete justos: si falto, perdemos sin jugar. ¿Te invito una cerveza el próximo fin de semana?',
        5: 'La banda de mi amiga tiene su primera tocada en forma el sábado en la mañana, en el festival del parque, justo a la hora de la caminata. Le prometí estar hasta adelante, ¿vamos el domingo?',
        6: 'Mi compañera de cuarto de la universidad está de paso en la ciudad solo esta noche. ¿Nos vemos mejor el viernes?',
        7: 'Movieron la prueba de mi vestido de dama de honor al sábado a las 2:00, y es la última antes de la boda. ¿Pasamos la comida a la otra semana?',
        10: 'Por fin conseguí cita para renovar la licencia el jueves a mediodía, después de tres meses intentando, y no la pienso soltar. ¿Cambiamos la comida por una cena?',
        13: 'Me acaban de llamar para la segunda entrevista de trabajo, mañana a las 9:00, así que hoy me toca prepararme. Deséame suerte, ¿y si lo dejamos para el viernes?',
        15: 'Mi primo le va a pedir matrimonio a su novia hoy en la noche y me pidió esconderme detrás de un arbusto con su cámara. A eso no puedo decir que no, ¿qué tal mañana?',
        51: 'Mi ahijada cumple quince años el sábado y soy su madrina de pastel, así que me toca estar en el salón desde temprano. ¿Te parece bien el domingo?',
        52: 'Mañana a las 10:00 empieza la venta de boletos para el concierto de mi grupo favorito y tengo que estar en la fila virtual desde antes. ¿Nos vemos en la tarde?',
      },
    },
    {
      id: 'work',
      title: 'El trabajo se alargó',
      excuses: {
        1: 'Mi jefe acaba de convocar una junta a las 5:30 que no va a terminar antes de las 7:00. ¿Lo intentamos mañana?',
        2: 'Hoy es la junta con papás en la escuela y todos los maestros tenemos que quedarnos en el salón hasta las 8:00. ¿Te queda bien el jueves?',
        3: 'Se cayó el servidor y me toca quedarme hasta que vuelva a funcionar. Te escribo en cuanto me libere.',
        4: '¿Y si mejor nos tomamos un café el domingo en la mañana? Una compañera se reportó enferma y le dije que yo le cubría el cierre de hoy.',
        6: 'Llegó una inspección sorpresa de Protección Civil al restaurante una hora antes de cerrar, y como soy el gerente en turno, no me muevo hasta que terminen. ¿Lo pasamos al viernes?',
        7: 'El lunes salgo de viaje de trabajo a las 6:00 de la mañana, así que la cena del domingo tendrá que esperar a que regrese.',
        8: 'Mi jefe me acaba de pedir que lleve a cenar a nuestro cliente más importante, y eso no se lo puedo pasar a nadie. El próximo sábado no me lo quita nadie, te lo prometo.',
        9: 'Me ofrecí a organizar la colecta de juguetes de la oficina para el Día de Reyes, y hoy toca separar y envolver todo lo que llegó. ¿Tacos la otra semana?',
        12: 'Hoy grabamos en la tienda un video de capacitación de servicio al cliente y adivina a quién le tocó hacer de cliente enojado. Te debo una cerveza cuando termine.',
        15: 'Mañana tengo que subir calificaciones y todavía me faltan cuarenta exámenes por revisar. ¿Nos echamos unas cervezas el próximo martes?',
        51: 'Hoy es día de quincena y soy la encargada de la nómina, así que no me voy hasta que caiga el último depósito. ¿Te parece el sábado?',
      },
    },
    {
      id: 'rundown',
      title: 'Sin pilas',
      excuses: {
        1: 'Amanecí con conjuntivitis y nadie quiere verme frotarme los ojos en plena cena. ¿Lo hacemos el sábado, cuando ya se me haya quitado?',
        2: 'Sigo recuperándome del catarro y me quedé sin voz, así que el karaoke sería un desastre. ¿Cantamos el próximo viernes?',
        3: 'Hay polen por todos lados y no paro de estornudar, así que un día de campo suena a tortura. ¿Comemos mejor en algún lugar bajo techo?',
        5: 'Traigo el estómago revuelto desde la comida y no me voy a arriesgar con tacos picosos hoy. ¿Vamos el jueves?',
        6: 'Perdón, hoy soy un zombi: los vecinos de arriba tuvieron fiesta hasta las 4:00 y dormí como dos horas. ¿Lo dejamos para la próxima semana?',
        8: 'Anoche me quemé la mano sacando el pan del horno y la traigo vendada y punzando. ¿Boliche la próxima semana?',
        9: 'Hoy me arreglaron una muela y tengo media cara dormida; en una cena lo único que haría sería babear. ¿Mañana en la noche?',
        10: 'Me torcí el tobillo en el partido de fútbol del domingo, así que la caminata ya no va para mí. ¿Hacemos algo sentados el próximo fin de semana?',
        11: 'Me quedé dormido en la playa y estoy rojo como camarón; hasta la playera me duele. ¿Lo intentamos cuando recupere mi color normal?',
        15: 'Dormí en mala posición y ahora no puedo voltear la cabeza a la izquierda sin quejarme. ¿Dejamos la película para mañana, cuando pueda ver la pantalla completa?',
        51: 'Se me rompieron los lentes y los nuevos me los entregan hasta el lunes; sin ellos no distingo ni el menú. ¿Cenamos cuando ya vea?',
      },
    },
    {
      id: 'family',
      title: 'Compromisos familiares',
      excuses: {
        1: 'Con el celular nuevo, mi papá se quedó sin acceso a su correo y a la aplicación del banco, y le prometí ir hoy a arreglárselo. ¿Qué tal una cena el jueves?',
        2: 'Mi tía le está organizando a mi abuela una fiesta sorpresa por sus 90 años el sábado, y en mi familia nadie tiene permiso de faltar. ¿Puede ser el domingo?',
        3: 'A mi hermano le canceló la niñera, así que hoy me quedo con sus dos hijos. ¿Te animas a venir a ayudarme a controlarlos?',
        4: 'Mi abuela por fin me va a enseñar su receta de mole el sábado, y lleva años pidiéndome que aprenda. ¿Lo dejamos para el viernes que viene?',
        5: 'Mi hijo me acaba de avisar que mañana entrega una maqueta del sistema solar, así que esta noche me toca cartulina, pegamento y pintura. ¿El viernes te sirve?',
        6: 'Pasaron el torneo de fútbol de mi hija al sábado y me toca llevar la fruta picada para todo el equipo. ¿Nos vemos el domingo en la tarde?',
        8: 'Mis suegros llegaron un día antes de lo previsto, así que hoy me toca ser la anfitriona. ¿La próxima semana?',
        9: 'En el rol de la familia, este domingo me toca hacerle el súper a mi abuelo y acomodarle las pastillas de la semana, y mi hermano ya me cubrió dos veces. ¿Desayunamos el domingo siguiente?',
        13: 'El vuelo de mi prima aterriza hoy a las 8:00 de la noche y yo voy por ella al aeropuerto, así que me pierdo la cena. ¿Comemos mañana?',
        15: 'Resulta que la posada de la empresa de mi pareja es esa misma noche y le prometí ir de acompañante. ¿Qué tal el viernes siguiente?',
        51: 'Mi hermana se muda el sábado y le prometí cargar cajas desde las 8:00, porque la mudanza cobra por hora. ¿Te sirve el domingo en la tarde?',
      },
    },
    {
      id: 'money',
      title: 'Cuando no alcanza el dinero',
      excuses: {
        1: 'La quincena me cae hasta el viernes y ando en ceros esta semana. ¿Hacemos algo gratis, como caminar por el parque?',
        2: 'El arreglo del coche se llevó todo lo que tenía para salir este mes. ¿Lo intentamos en un par de semanas?',
        3: 'Estoy ahorrando para irme a Cartagena en marzo, así que por ahora no voy a restaurantes. ¿Y si cada quien trae algo y cenamos en mi casa?',
        4: 'Soy la tesorera de la junta de vecinos y hoy me toca contar las cuotas de mantenimiento y llevarlas al banco. ¿Te parece si comemos mañana?',
        6: 'Mañana se me vence la declaración anual del SAT y sigo buscando facturas en el correo. ¿Celebramos cuando ya la haya presentado?',
        7: 'Me anoté en un estudio de mercado pagado para hoy en la noche: dos horas probando pizza congelada a cambio de 800 pesos. ¿Cenamos mañana y yo invito?',
        8: 'A las 7:00 viene alguien a comprarme mi bici vieja y de verdad necesito ese dinero ahorita. ¿Podemos pasar la cena a las 8:30?',
        9: 'Le presté a mi hermano para el depósito de su departamento y ando apretado hasta que me pague el mes que entra. ¿Y si mejor hacemos un día de campo?',
        10: 'La casa en la playa suena increíble, pero mi parte de la renta es más de lo que puedo pagar ahorita. Cuenten conmigo para el próximo paseo de un día.',
        11: 'Perdí la cartera en el camión y las tarjetas nuevas me llegan hasta el jueves. ¿Pasamos el café al fin de semana?',
        51: 'Esta semana me toca pagar mi número de la tanda y ese dinero ya tiene dueño. ¿Te parece si mejor vienes a ver una película a la casa?',
      },
    },
    {
      id: 'home',
      title: 'Casa y mascotas',
      excuses: {
        2: 'Mañana adoptan a la perrita que tengo en hogar temporal y quiero pasar una última noche tranquila con ella. ¿Mejor el domingo?',
        3: 'Acabamos de encontrar chinches en el cuarto y hoy me toca meter en bolsas todo lo que tengo. Voy a guardar distancia hasta que venga el fumigador.',
        5: 'Se fue la luz desde el mediodía y me voy a pasar la noche sacando todo del refrigerador a cubetas con hielo. ¿Lo intentamos el jueves?',
        6: 'El dueño va a enseñar el departamento mañana a las 6:00 y quiero estar en casa mientras pasan desconocidos. ¿Nos vemos a las 8:00?',
        8: 'Se descompuso la lavadora y el técnico solo puede venir hoy entre las 6:00 y las 9:00. ¿Comemos juntos mañana?',
        9: 'Me quedé afuera de mi departamento y el cerrajero todavía tarda una hora en llegar. ¿Se adelantan sin mí?',
        10: 'Con el aguacero de la tarde se nos metió el agua al patio y la estoy sacando con cubetas antes de que llegue a la sala. ¿Un café mañana?',
        11: 'Mañana a las 7:00 hago venta de garaje y no le he puesto precio a nada. ¿Vienes temprano y te aparto lo mejor?',
        12: 'Estoy cuidando al perro de mi vecina y se pone muy nervioso si se queda solo. ¿Te vienes a pasar el rato con nosotros?',
        14: 'Mi gata empezó a parir en el ropero, encima de las toallas, y no la voy a dejar sola en esto. ¿Nos vemos el sábado?',
        51: 'Se metió un murciélago a la sala y estoy encerrada en la cocina esperando a mi cuñado, que sabe sacarlos. ¿Lo dejamos para mañana?',
      },
    },
    {
      id: 'honest',
      title: 'Con honestidad y cariño',
      excuses: {
        1: 'Mi mamá está pasando por una racha difícil y hablo con ella todas las noches, así que hoy sería una compañía muy distraída. ¿Te llamo el fin de semana?',
        2: 'Las cosas con Andrés están tensas y no quiero que la cena del grupo se ponga incómoda. ¿Nos vemos pronto tú y yo solos?',
        3: 'La verdad, desde el choque que tuve me dan nervios manejar de noche, y ese restaurante está a cuarenta minutos. ¿Elegimos uno más cerca o me recoges en el camino?',
        4: 'Te confieso que los antros no son lo mío. ¿Te animas mejor a una noche de juegos de mesa?',
        5: 'Sinceramente, los lugares cerrados me ponen muy ansiosa, y una hora encerrada en un cuarto de escape sería mi peor pesadilla. ¿Los alcanzo a todos para cenar después?',
        7: 'Te extraño, pero esta semana no me cabe una noche entera. ¿Te sirve un café rápido de veinte minutos el jueves?',
        8: 'Le estoy bajando al alcohol y la noche de bar se me complica ahorita. ¿Mejor una cena?',
        12: 'Todavía no supero lo de la ruptura y sé que me pasaría toda la cena hablando de eso. Dame una semana más y seré mejor compañía.',
        14: 'Últimamente he faltado mucho a la comida de los domingos en casa de mi mamá y le prometí que esta vez sí voy. ¡El sábado sí puedo!',
        15: 'Te he cancelado mucho últimamente y me da pena hacerlo otra vez: después de esta semana, mi batería social está en cero. Tú eliges el próximo día y ahí estaré.',
        51: 'Te voy a ser honesto: juega la Selección a la misma hora y no me lo pierdo por nada. ¿Lo pasamos al domingo y yo pongo los tacos?',
      },
    },
  ],
  faq: [
    {
      question: '¿Cómo le cancelo a un amigo sin que se sienta mal?',
      answer:
        'Avísale en cuanto lo sepas, escribe un mensaje corto y cálido, y propón otra fecha en ese mismo mensaje. Algo como "Qué lástima perderme esto, ¿estás libre el jueves?" demuestra que la amistad te importa. Evita las historias largas y llenas de detalles, porque suenan a que te estás justificando. Si tu amigo ya hizo un esfuerzo, como reservar mesa o comprar boletos, reconoce el detalle y ofrécete a pagar tu parte.',
    },
    {
      question: '¿Es de mala educación cancelar a última hora?',
      answer:
        'Puede serlo, según cuánto aviso des y lo que tu amigo ya haya organizado. Cancelar un café casual una hora antes se perdona de vez en cuando. Dejar plantado a alguien en su cena de cumpleaños, en un viaje o en algo con boletos pagados pesa mucho más. Si tienes que cancelar tarde, llama o escribe de inmediato, discúlpate una sola vez sin dar mil explicaciones y propón tú el siguiente plan: esta vez te toca a ti organizarlo.',
    },
    {
      question: '¿Debo decir la verdad sobre por qué cancelo?',
      answer:
        'Casi siempre, sí. Los buenos amigos entienden que uno se cansa, se llena de compromisos o anda corto de dinero, y la razón verdadera es más fácil de recordar que una inventada. Eso sí, no le debes a nadie todos los detalles: "Estoy agotada y necesito una noche en casa" es verdad y a la vez es privado. Da una razón concreta solo cuando sea cierta y le ayude a tu amigo a organizarse; si no, basta con un "hoy no puedo, ¿qué tal el jueves?".',
    },
    {
      question: '¿Con cuánta anticipación debo cancelar?',
      answer:
        'Con toda la que puedas. Para una salida casual, unas horas suelen bastar. Para una reservación, un evento con boletos o algo que tu amigo organiza en su casa, procura avisar al menos con un día para que pueda invitar a alguien más o cambiar sus propios planes. En cuanto sepas que no vas a llegar, manda el mensaje: esperar hasta el último momento por pena solo lo empeora para los dos.',
    },
    {
      question: '¿Y si siempre le cancelo al mismo amigo?',
      answer:
        'Fíjate en el patrón. Si siempre estás demasiado cansado, ocupado o sin dinero para una persona en particular, quizá te ayude ser honesto sobre lo que sí puedes dar: visitas más cortas, planes más baratos o verse con menos frecuencia. Un amigo prefiere escuchar "Puedo ir por un café, pero no a una noche completa" que recibir una cancelación tras otra. Si esa amistad te importa, toma la iniciativa con el siguiente plan y no lo canceles.',
    },
    {
      question: '¿Es mejor mandar mensaje o llamar para cancelar?',
      answer:
        'Un mensaje de WhatsApp está bien para planes casuales, y tu amigo lo puede leer cuando le acomode. Mejor llama si el plan era importante, como un cumpleaños, un viaje o algo que organizó pensando en ti, o si cancelas muy tarde y necesitas asegurarte de que se entere. Elijas lo que elijas, incluye una disculpa breve y una alternativa real, no un vago "otro día lo vemos".',
    },
  ],
  tips: [
    'Manda el mensaje en cuanto sepas que no vas a poder, no una hora antes de la cita.',
    'Propón un día y una hora concretos en el mismo mensaje, para que suene a cambio de fecha y no a pretexto.',
    'Limita la razón a una o dos oraciones: una historia larga suena más a coartada que a disculpa.',
    'Si tu amigo pagó boletos o una reservación, ofrécete a cubrir tu parte sin que te lo pida.',
    'Organiza tú el siguiente plan y anota la fecha en tu calendario de inmediato.',
    'Sé honesto cuando la razón real sea que necesitas descansar, y dilo con cariño.',
    'Fíjate si siempre le cancelas a la misma persona y propón planes que sí puedas cumplir.',
  ],
  related: [
    '/es/excusas/social/no-ir-a-una-fiesta',
    '/es/excusas/social/irse-temprano-de-un-evento',
    '/es/excusas/social/olvidar-un-cumpleanos',
    '/es/excusas/citas/cancelar-una-cita',
    '/es/excusas/salud/dias-sin-energia',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
