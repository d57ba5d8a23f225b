import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: '30+ excusas para cancelar una cita',
  category: 'dating',
  description:
    '¿Tienes que cancelar una cita? Mensajes amables para la primera cita y para cuando ya salen seguido, cuánta anticipación dar y cómo cambiar la fecha o terminar con amabilidad.',
  fullTitle: 'Excusas para cancelar una cita: mensajes amables para la primera cita y las que siguen',
  carousel: true,
  sections: [
    {
      id: 'work',
      title: 'Trabajo y horarios',
      excuses: {
        2: '¿Te parece si mejor te invito el sábado? Mi jefe adelantó para mañana temprano la presentación con el cliente y me voy a pasar la noche armando diapositivas.',
        10: 'Mi jefe me acaba de pedir que vaya por un cliente al aeropuerto a las 7:00, justo a la hora en que íbamos a cenar. ¿Podemos vernos el domingo?',
        12: 'En el trabajo me pasaron a turnos de fin de semana todo el próximo mes, así que los sábados ya no los tengo. ¿Qué tal si por un tiempo los martes en la noche son lo nuestro?',
        14: 'La cena de despedida de nuestra gerente se cambió para hoy y a mí me toca dar el brindis. ¿Lo dejamos para el viernes, cuando ya no esté ensayando frente al espejo con el cepillo como micrófono?',
        16: 'Esta noche cambiamos el sistema de facturación en la oficina y soy una de las tres personas que lo van a probar hasta que cada factura salga bien. ¿Cómo ves el lunes?',
        17: 'Los muebles nuevos de la tienda llegan hoy a las 9:00 de la noche y nadie más del equipo tiene llaves para abrirle al camión. ¿Estás libre el miércoles?',
        51: 'Hoy es cierre de mes y en contabilidad nadie se va hasta que cuadren las cifras, aunque den las once. ¿Nos vemos el jueves, cuando ya sea una persona normal otra vez?',
      },
    },
    {
      id: 'health',
      title: 'Cuando el cuerpo no coopera',
      excuses: {
        8: 'Amanecí con un fuego en el labio y prefiero no compartirlo con nadie. ¿Movemos la cena a la próxima semana?',
        11: 'Dormí en mala posición y ahora solo puedo voltear la cabeza hacia la izquierda. A menos que quieras sentarte toda la noche de ese lado, ¿lo dejamos para el sábado?',
        12: 'Ayer me caí de una tabla de remo y me lastimé una costilla, y reírme me duele. Contigo me río tanto que hoy no me conviene, así que ¿qué tal la próxima semana?',
        18: 'Creí que me iba a recuperar rápido después de correr mi primer medio maratón esta mañana, pero mis piernas renunciaron oficialmente. ¿Salimos el martes, cuando ya pueda subir escaleras?',
        19: 'Me pasé la tarde en un bazar al aire libre con un sol de 38 grados y ahora traigo mareo y dolor de cabeza. ¿El domingo, cuando ya me haya tomado dos litros de agua?',
        20: '¿Podemos pasar la cena al viernes? Un compañero de la oficina me convenció de probar su salsa de habanero en la comida y mi estómago todavía no me lo perdona.',
        51: 'Hoy me pusieron la vacuna de la influenza y traigo el brazo adolorido y el cuerpo cortado. ¿Qué tal si salimos el fin de semana, cuando ya pueda levantar una copa?',
      },
    },
    {
      id: 'life',
      title: 'Familia y vida diaria',
      excuses: {
        1: '¡Mi hermana acaba de entrar en trabajo de parto y voy camino al hospital para acompañarla! ¿Lo dejamos para otro día, por favor?',
        7: 'A mi mejor amiga la acaba de dejar su novio de seis años y voy para su casa con un bote de helado. ¿Te lo compenso el sábado?',
        8: 'Me cancelaron el vuelo de regreso y tengo que pasar la noche en Monterrey. Tenía muchas ganas de verte hoy, ¿lo hacemos mañana?',
        9: 'La perrita de mi compañero de departamento se salió por el portón hace una hora y andamos recorriendo la colonia con linternas y una bolsa de premios. No podría disfrutar una cena mientras Chispa anda allá afuera.',
        10: 'Mi pastel de tres leches llegó a la final del concurso de repostería de la colonia y el jurado prueba hoy a las 7:00. ¿Lo pasamos al sábado? Si gano, el postre corre por mi cuenta.',
        14: 'Mi psicóloga acaba de abrir un espacio para hoy en la noche y llevo semanas esperando uno. ¿Podemos vernos el jueves?',
        15: 'El sábado es la graduación de preparatoria de mi hermanita y le prometí peinarla y hacer la sesión de cien fotos. ¿Movemos nuestra cita al domingo?',
        16: '¿Te molestaría si lo cambiamos al sábado? Mi amigo de toda la vida está de visita solo por una noche y no lo veo desde hace cuatro años.',
        17: 'El elevador de mi edificio no sirve y le prometí a doña Lupe, la del noveno piso, subirle el mandado y acompañarla un rato esta noche. ¿Mañana te queda bien?',
        20: 'Estoy cuidando a cuatro gatos recién nacidos del refugio y esta noche les toca biberón cada dos horas. ¿Salimos el sábado, cuando mi compañera de casa me pueda cubrir un turno?',
        21: 'El festival de mi academia de baile se adelantó para hoy y salgo en primera fila en el número de zapateado. ¿Qué tal el domingo, cuando mis pies dejen de zapatear solos?',
        22: 'Mi abuelo se viene a vivir con nosotros este fin de semana y hoy nos toca a todos vaciar el cuarto de visitas. ¿Salimos el próximo viernes?',
        51: 'Hoy es la posada de mi familia y a mí me tocó llevar el ponche y sostener la piñata. ¿Te invito a cenar el martes, ya sin olor a canela?',
      },
    },
    {
      id: 'first-date',
      title: 'Nervios de primera cita',
      excuses: {
        4: '¿Y si mejor lo cambiamos por un café de día? Me daría más confianza conocernos por primera vez en un lugar tranquilo.',
        9: 'Me acabo de dar cuenta de que nuestra cita cae el 14 de febrero, y eso es mucha presión para conocernos. ¿Lo hacemos el 15?',
        11: 'Ya sé que es pura vanidad: hoy pedí que solo me despuntaran el cabello y me cortaron diez centímetros. Necesito unos días para acostumbrarme antes de una primera cita, ¿el próximo sábado?',
        13: 'La amiga a la que siempre le comparto mi ubicación en las primeras citas está fuera de la ciudad hoy. ¿Nos vemos la próxima semana, cuando regrese?',
        15: 'Entré a un trabajo nuevo el lunes y a las 6:00 de la tarde mi cerebro ya es puré. ¿Nuestra primera cita puede ser el sábado, cuando sí pueda sostener una conversación?',
        51: 'Acabo de ver que el restaurante que escogimos es donde trabaja mi ex, y no quiero que nos atienda en nuestra primera cita. ¿Buscamos otro lugar para el viernes?',
      },
    },
    {
      id: 'plans',
      title: 'Planes que se complican',
      excuses: {
        1: 'Me acaban de llamar del restaurante: se les inundó la cocina y hoy no abren. ¿Escogemos otro lugar y otra noche?',
        5: 'Acabo de ver que reservé la mesa para el próximo viernes y no para hoy, error completamente mío. ¿Nos quedamos con esa fecha?',
        9: 'Perdí la cartera en algún lugar entre el trabajo y mi casa, así que esta noche me toca rehacer el camino y bloquear mis tarjetas. ¿Lo intentamos este fin de semana?',
        14: 'Mi hermana tiene mi coche hasta las 10:00 de la noche y para llegar hasta donde vives son dos camiones. ¿Movemos la cena a mañana o escogemos un lugar cerca de mí?',
        16: 'Los boletos del concierto que compré para los dos resultaron falsos; en la taquilla me lo acaban de confirmar. Perdóname, ¿me dejas planear algo mejor para el sábado?',
        51: 'Está cayendo un aguacero y la avenida que tengo que cruzar ya parece río. No vale la pena que ninguno de los dos salga así; ¿vemos el clima y escogemos otra noche?',
        52: 'Hay una marcha sobre la avenida principal, cerraron tres estaciones del metro y el tráfico no se mueve. ¿Lo dejamos para mañana, cuando ya esté todo abierto?',
      },
    },
    {
      id: 'honest',
      title: 'Cancelar con la verdad',
      excuses: {
        2: 'Lo pensé bien y no creo que seamos compatibles. Prefiero decírtelo ahora que cancelar con un pretexto inventado.',
        3: 'Empecé a salir con alguien, así que no sería justo vernos hoy. De verdad disfruté platicar contigo.',
        5: 'Mi ex me buscó la semana pasada y me removió cosas que necesito aclarar antes de conocer a alguien nuevo. No sería justo para ti.',
        8: 'No te voy a inventar nada: se me olvidó lo de hoy hasta hace una hora y no me da tiempo de arreglarme. Lo siento muchísimo.',
        9: 'Algo de nuestra última conversación no me cayó bien, así que voy a cancelar lo de hoy. Te deseo lo mejor.',
        10: 'Tengo que decirte que el próximo mes me mudo a Guadalajara y no quiero empezar algo que tendría que dejar.',
        11: 'Me acabo de enterar de que saliste con mi compañera de departamento el año pasado y no creo que deba meterme en eso. Perdón por cancelar a estas alturas.',
        12: 'Hoy en la tarde me quedé sin trabajo y no tengo ánimo para ser buena compañía. ¿Lo intentamos otra vez cuando haya recuperado el aliento?',
        15: 'Llevamos dos semanas escribiéndonos diario y ya hablaste de presentarme a tu hermana, y eso para mí va muy rápido antes de una primera cita. Necesito ir más despacio, así que hoy no voy.',
        16: 'La verdad, hoy traigo la ansiedad a tope y me pasaría la cena dándole vueltas a mis cosas en lugar de escucharte. ¿Lo intentamos la próxima semana, cuando tenga la cabeza más tranquila?',
        17: 'Me acabo de dar cuenta de que trabajamos en la misma empresa y quiero leer qué dice el reglamento sobre salir con compañeros antes de vernos. ¿Te respondo a más tardar el viernes?',
        18: 'Este mes no solté las aplicaciones de citas y terminé con la pila en cero; no tiene nada que ver contigo. ¿Lo intentamos en unas semanas, cuando pueda darle una oportunidad de verdad?',
        51: 'Me di cuenta de que te dije que sí más por no quedar mal que por ganas, y eso no es justo para ti. Prefiero decírtelo antes de que te arregles.',
      },
    },
  ],
  faq: [
    {
      question: '¿Con cuánta anticipación debo avisar si voy a cancelar una cita?',
      answer:
        'Procura avisar con al menos 24 horas de anticipación siempre que puedas. Así la otra persona tiene tiempo de hacer otros planes, cancelar una reservación o ahorrarse el arreglo y el traslado. Hay cancelaciones que no se pueden prever, como enfermarte de repente o una emergencia familiar, y casi todo el mundo las entiende. Lo que duele es recibir el mensaje cuando ya está en el restaurante, así que en cuanto sepas que no vas a poder ir, escribe.',
    },
    {
      question: '¿Es mejor llamar o mandar mensaje para cancelar?',
      answer:
        'Para una primera o segunda cita, un mensaje es lo normal y casi siempre lo preferible, porque es fácil de leer y de contestar. Si ya llevan un tiempo saliendo, o cancelas a última hora, una llamada corta demuestra más interés. En cualquier caso, que sea sencillo: discúlpate una vez, da una razón breve y propone otra fecha si de verdad quieres volver a ver a esa persona. Las explicaciones largas suenan a pretexto aunque sean ciertas.',
    },
    {
      question: '¿Cómo cancelo sin que parezca que no me interesa?',
      answer:
        'Propón un día concreto en el mismo mensaje. "¿Podemos vernos el jueves a las 7:00?" le dice a la otra persona que sigues con ganas de verla, mientras que "luego lo hacemos" suena a nada. Después confirma el nuevo plan y trata de ser quien dé el siguiente paso. Si cancelas dos veces seguidas, es normal que la otra persona se pregunte qué pasa, así que te toca a ti poner la siguiente fecha.',
    },
    {
      question: '¿Está bien cancelar una cita porque ya no me interesa?',
      answer:
        'Sí. Es mejor cancelar que ir por compromiso y dejar a la otra persona con la duda. No hace falta inventar una crisis: un mensaje corto y amable en el que digas que no sientes química es honesto y le permite seguir adelante. Evita desaparecer sin decir nada, que se siente peor que cualquier "no" educado. Si te pregunta por qué, puedes responder en términos generales sin enumerar defectos.',
    },
    {
      question: '¿Y si le cancelo una y otra vez a la misma persona?',
      answer:
        'Tómalo como una señal para revisar tu agenda o lo que sientes. Si de verdad tu semana está llena, dilo y ofrece una fecha para cuando se calmen las cosas. Si sigues encontrando motivos para no ir, tal vez no quieres ir, y es más amable decirlo con claridad. Las cancelaciones repetidas con pretextos distintos desgastan la confianza muy rápido, aunque cada una sea verdad.',
    },
  ],
  tips: [
    'Cancela en cuanto lo sepas y avisa con 24 horas de anticipación cuando el motivo lo permita.',
    'Si quieres otra fecha, propón un día y una hora concretos en lugar de un "luego vemos".',
    'Que la razón sea corta: una frase honesta vale más que una historia larga.',
    'Si ya no te interesa, dilo con amabilidad en vez de inventar un motivo y dejar a la otra persona esperando.',
    'Cancela la reservación si hiciste una, para que el restaurante pueda darle la mesa a alguien más.',
    'Sé quien escriba para confirmar el nuevo plan, así la otra persona no tiene que andar detrás de ti.',
  ],
  related: [
    '/es/excusas/citas/no-contestar-mensajes',
    '/es/excusas/citas/no-conocer-a-sus-amigos',
    '/es/excusas/citas/evitar-hablar-de-la-relacion',
    '/es/excusas/social/dejar-de-responder',
    '/es/excusas/social/cancelar-planes',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
