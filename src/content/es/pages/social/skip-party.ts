import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'No ir a una fiesta',
  category: 'social',
  description:
    '¿No puedes ir a la fiesta? Respuestas cálidas para quien te invitó: cumpleaños, reuniones en casa, posadas de la oficina, bodas, casas nuevas y fiestas infantiles, además de formas honestas de decir que no.',
  fullTitle: 'Excusas para no ir a una fiesta: formas amables de rechazar una invitación',
  carousel: true,
  sections: [
    {
      id: 'birthday',
      title: 'Cumpleaños',
      excuses: {
        1: '¡Feliz cumpleaños adelantado! Esa noche me toca ser chaperona en el baile de fin de curso de la secundaria de mi hijo, y ni modo de dejar solos a treinta adolescentes. ¿Te invito a comer la próxima semana?',
        2: 'Qué lástima perderme tus treinta. A mi hermana le van a inducir el parto esa mañana y yo me quedo con sus dos niños hasta que nazca el bebé.',
        4: 'Me encantaría ir al karaoke de tu cumpleaños, pero sigo con muletas después de la operación de rodilla, y en un bar lleno me da pánico que me tumben. ¡Te debo una serenata muy desafinada por teléfono!',
        5: 'Esa noche es el estreno de la obra de mi grupo de teatro y yo manejo las luces. ¿Desayunamos juntos por tu cumpleaños el próximo fin de semana? Yo invito.',
        6: 'No voy a poder ir a la fiesta sorpresa de Laura: esa mañana es mi ceremonia de ciudadanía y mi familia ya organizó una celebración para la noche. ¡Ya puse mi parte para el regalo y firmé la tarjeta!',
        8: 'Ese sábado me toca empacar todo mi departamento y voy a estar entre cajas hasta la medianoche. ¿Te invito un trago de cumpleaños cuando ya esté instalada?',
        51: 'Ese sábado me toca cerrar la tienda a las 11:00 de la noche y nadie me quiso cambiar el turno. ¿Te llevo pastel el domingo y lo celebramos?',
      },
    },
    {
      id: 'house',
      title: 'Reuniones en casa',
      excuses: {
        1: '¡Gracias por la invitación! Ya le había prometido a mi compañera de departamento ayudarle a pintar la sala el sábado, así que esta vez paso.',
        2: 'Mi vecina tiene una cirugía ambulatoria el sábado y yo soy quien la lleva de regreso a casa y la acompaña en la noche. ¡Diviértanse mucho!',
        4: 'Mi gata ya está grande y necesita su medicina todas las noches a las 10:00, y solo me la acepta a mí. ¡Pásenla bien por los dos!',
        5: 'El sábado soy la conductora designada en la despedida de soltera de mi hermana, así que andaré paseando a ocho amigas por toda la ciudad. ¡Después me dices quién ganó los juegos!',
        6: 'Tengo boletos desde hace meses para ver a mi banda favorita y el concierto es esa misma noche. ¡Quiero el reporte completo de la fiesta!',
        7: 'Mi mejor amiga acaba de terminar con su novio y le prometí una noche de películas en mi casa. La próxima vez, ahí estoy.',
        10: 'El sábado a mediodía tengo cita para hacerme trenzas y son seis horas sentada, así que no salgo de esa silla hasta la cena. ¡Diviértete mucho y luego me cuentas!',
        51: 'Ese fin de semana es la fiesta patronal de mi pueblo y voy con toda mi familia, como cada año. ¡Que alguien baile por mí!',
      },
    },
    {
      id: 'office',
      title: 'Fiestas de la oficina y de fin de año',
      excuses: {
        1: '¡Gracias por organizar la posada de la oficina! La de mi edificio es esa misma noche y me tocó ser la anfitriona, así que disfruten el intercambio de regalos por mí.',
        4: 'Qué pena perderme la despedida de doña Marta por su jubilación; es la misma tarde de mi terapia física, que ya cambié dos veces. ¿Puedo dejarle unas palabras en su tarjeta?',
        5: 'La cena del equipo cae en mi noche de asesorías y mi alumno tiene un examen importante el viernes. ¡Que se la pasen muy bien!',
        7: 'El compañero que me lleva a casa sale a las 5:00 en punto y es mi único transporte. Brinden por mí y mañana me cuentan quién se ganó la rifa.',
        8: 'Me encantaría celebrar el lanzamiento del producto, pero esa tarde es la junta con la maestra de mi hijo. ¡Salud por todo el equipo!',
        9: 'La comida de fin de año es justo a la hora del festival navideño de mi hija. ¡Que alguien me guarde un plato de lo que lleve Mariana!',
        10: 'Las fiestas de fin de año y mis aparatos auditivos no se llevan: en un lugar ruidoso entiendo una de cada cinco palabras, así que este año no voy a la fiesta de la oficina.',
        51: 'Mi camión a Guadalajara sale esa misma noche para pasar las fiestas con mi familia, y ese boleto no se puede cambiar. ¡Felices fiestas a todo el equipo!',
      },
    },
    {
      id: 'showers',
      title: 'Bodas y tés de canastilla',
      excuses: {
        1: '¡Muchas felicidades a los dos! Vamos a estar en el crucero familiar que reservamos hace un año, así que la cena para los novios corre por mi cuenta cuando regrese.',
        2: 'Qué pena perderme tu té de canastilla. Ese mismo sábado bautizan a mi sobrino y soy la madrina, pero ya te mandé algo de tu mesa de regalos. ¡Me muero por conocer al bebé!',
        3: 'La despedida de soltera es en Monterrey y desde un ataque de pánico la primavera pasada no he podido subirme a un avión. ¡Desde aquí te celebro con una tarjeta enorme!',
        4: 'Tengo siete meses de embarazo, así que un fin de semana de despedida en la playa no es para mí esta vez. ¿Te organizo una cena tranquila antes de la boda?',
        5: 'Llego a la ciudad muy tarde la noche anterior, así que me pierdo la cena de bienvenida, pero en la ceremonia voy a estar en primera fila.',
        6: 'Apenas me estoy recuperando de una infección estomacal y no quiero arriesgarme a contagiar a una futura mamá. ¿Te llevo de comer cuando ya esté bien?',
        10: '¡Feliz aniversario a los dos! Ese fin de semana estaremos en la semana de inducción de la universidad de nuestro hijo, así que brinden por nosotros.',
        51: 'La boda civil es un jueves a las 11:00 y no me dieron permiso en el trabajo, pero el sábado ahí estaré en la fiesta con todo y regalo.',
      },
    },
    {
      id: 'housewarm',
      title: 'Casa nueva',
      excuses: {
        2: 'No voy a llegar a la inauguración de tu casa: el domingo atiendo mi puesto de miel en el mercado, y la miel no se vende sola. ¡Te va a llegar una planta casi imposible de matar!',
        4: 'El sábado estoy todo el día en un curso de certificación de primeros auxilios. ¿Te llevo la cena una noche de la próxima semana y me enseñas toda la casa?',
        6: 'Tengo muchas ganas de conocer la casa, pero ese día llevo a mi papá a pescar por su cumpleaños, y lo tenemos planeado desde la primavera. ¿Paso el fin de semana siguiente?',
        7: '¡Qué emoción por ti! Esa tarde es mi examen práctico de manejo y, si lo paso, la próxima semana llego manejando yo solo a conocer tu casa.',
        8: 'Esa noche se quedan a dormir en mi casa ocho amigos de segundo de primaria de mi hijo, y alguien tiene que poner orden. ¿Te ayudo a colgar cuadros alguna tarde de la próxima semana?',
        51: 'Ese domingo son las bodas de oro de mis abuelos, con misa y comida para toda la familia. ¡Felicidades por tu casa nueva, paso a conocerla muy pronto!',
      },
    },
    {
      id: 'kids',
      title: 'Fiestas infantiles',
      excuses: {
        1: '¡Muchas gracias por invitar a Valentina a la fiesta de Mateo! Esa mañana tiene competencia de natación, pero ya le hizo una tarjeta.',
        2: 'Santiago viene saliendo de una infección de oído y sigue bastante de malas, así que esta vez no vamos. ¡Un abrazo enorme para tu niño, que ya cumple seis!',
        3: 'Estamos en plena etapa de dejar el pañal y una fiesta de dos horas es una apuesta que todavía no nos animamos a hacer. ¡Feliz cumpleaños a Emilio de parte de todos!',
        4: 'Este fin de semana ya tenemos otras dos fiestas de cumpleaños y una tercera sería demasiado para mis hijos. ¿Los juntamos a jugar otro día?',
        5: 'Lucía es alérgica al maní, y en una mesa de botanas no hay manera de saber qué lo trae. ¿Te parece si le lleva un detalle a Martina a la salida de la escuela?',
        7: 'A Andrea le dan pánico las botargas y me dicen que va a llegar un dinosaurio gigante a la fiesta. ¿Emilia quiere venir a la casa a hornear galletas?',
        51: 'La fiesta es en el parque de trampolines y Nicolás todavía no tiene la edad mínima para brincar, así que se la pasaría llorando en la orilla. ¡Muchas felicidades a Isabel en su día!',
      },
    },
    {
      id: 'honest',
      title: 'Formas honestas de decir que no',
      excuses: {
        1: '¡Mil gracias por invitarme! Este mes dije que sí a demasiadas cosas y necesito un fin de semana en casa, pero que se la pasen increíble.',
        2: 'Esta vez voy a decir que no, porque las cenas de cumpleaños donde la cuenta se divide entre doce no me caben en el presupuesto. ¿Te invito algo tú y yo aparte?',
        3: 'La verdad, las fiestas de disfraces no son lo mío y me pasaría la noche sintiéndome ridículo con capa. ¡Que se diviertan mucho!',
        5: 'Soy madrugadora hasta los huesos, y una fiesta que empieza a las 10:00 de la noche es después de mi hora de dormir. Te aplaudo desde debajo de mi cobija.',
        6: 'Va a estar mi ex y todavía no estoy lista para verlo. Espero que la noche salga increíble; te celebro de otra forma.',
        51: 'Te soy honesta: casi no conozco a nadie de los que van, y en una fiesta así me la paso pegada a la pared. ¿Mejor celebramos tú y yo con un café?',
      },
    },
  ],
  faq: [
    {
      question: '¿Cómo rechazo una invitación a una fiesta con educación?',
      answer:
        'Contesta pronto, dale las gracias a quien te invitó y di con claridad que no vas a poder ir. Una razón breve basta, y hasta puedes omitirla. Luego agrega algo cálido: una felicitación, un buen deseo de cumpleaños o la propuesta de celebrar de otra forma, como una comida o una llamada. A los anfitriones les importan sobre todo dos cosas: que agradezcas la invitación y poder calcular cuántos van a ser. Un no rápido y amable siempre es mejor que un "a lo mejor" eterno.',
    },
    {
      question: '¿Tengo que dar una razón cuando digo que no?',
      answer:
        'No. "No voy a poder ir, pero muchas gracias por la invitación" es una respuesta completa, y la mayoría de los anfitriones no va a pedir más. Dar una razón ayuda cuando el evento es importante para alguien cercano, como un cumpleaños especial o un té de canastilla, porque demuestra que tomaste en serio la invitación. Si la razón real es que estás cansado o no tienes ganas de multitudes, decirlo con amabilidad suele ser mejor que inventar una historia que luego tendrás que recordar.',
    },
    {
      question: '¿Debo mandar regalo si no voy a una boda, un té de canastilla o un cumpleaños?',
      answer:
        'Para bodas y tés de canastilla, sí, si eres cercano a la persona: lo habitual es mandar algo de la mesa de regalos aunque no puedas ir. Para cumpleaños y casas nuevas es opcional, y una tarjeta, un mensaje o un plan para celebrar después suelen ser igual de bienvenidos. En las fiestas infantiles, un detalle que lleves después es un lindo gesto, pero nunca una obligación. Ajusta el regalo a la relación, no a la culpa por faltar.',
    },
    {
      question: '¿Es de mala educación no ir a la posada de la oficina?',
      answer:
        'Normalmente no, siempre que avises con tiempo a quien organiza si están contando asistentes. Mucha gente falta por la familia, un viaje, la salud o simplemente porque los eventos fuera del horario de trabajo no son lo suyo. Si en tu empresa la posada es algo importante o la organiza tu jefe, un mensaje corto para agradecer y desearles a todos una buena noche ayuda mucho. También puedes ir la primera media hora si quieres quedar bien sin pasarte ahí toda la noche.',
    },
    {
      question: '¿Qué tan tarde es demasiado tarde para cancelar después de decir que sí?',
      answer:
        'Intenta avisar al anfitrión con al menos unos días de anticipación, sobre todo si es una cena, un evento con banquete o algo donde se paga por persona. A uno o dos días del evento, cancela solo por algo real, como enfermarte o una necesidad familiar, y dilo directamente. Si cancelas tarde a una cena con lugares asignados o a un evento con boletos, ofrécete a pagar tu parte. Lo peor es no llegar sin avisar: duele mucho más que un mensaje honesto de último momento.',
    },
    {
      question: '¿Y si de plano no me gustan las fiestas?',
      answer:
        'Es muy común, y no tienes que fingir lo contrario. Puedes rechazar la mayoría de las invitaciones con un simple agradecimiento y, con las personas que más te importan, proponer un plan que vaya contigo: un café, una caminata, una cena pequeña. Considera ir un rato a alguna que sea realmente importante, como el cumpleaños especial de un amigo cercano, y retirarte temprano. Reconocer con honestidad que las multitudes te agotan suele ganarte más comprensión que una cadena de excusas.',
    },
  ],
  tips: [
    'Contesta a más tardar uno o dos días después de recibir la invitación, para que el anfitrión no se quede contando indecisos.',
    'Empieza con un agradecimiento o una felicitación antes de decir que no, para que lo primero que escuche el anfitrión sea el cariño.',
    'Limita la razón a una oración corta, o no la des si solo va a sonar a cuento.',
    'Ofrece una alternativa concreta, como un café o un regalo que pases a dejar, en lugar de un vago "para la próxima".',
    'Si dices que no porque necesitas una noche en casa, quédate en casa: aceptar otra fiesta esa misma noche convierte un no amable en una mentira.',
    'Si dijiste que sí y tienes que cancelar, avísale tú directamente al anfitrión en vez de mandarle el recado con alguien más.',
  ],
  related: [
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/social/irse-temprano-de-un-evento',
    '/es/excusas/social/evitar-una-reunion-familiar',
    '/es/excusas/salud/evitar-hablar-con-gente',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
