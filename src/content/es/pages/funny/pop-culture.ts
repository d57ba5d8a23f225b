/** Excusas hechas con películas, series, telenovelas, videojuegos, anime y clásicos, para amigos que van a captar la referencia. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: '105 excusas de cine y cultura pop',
  fullTitle: 'Excusas de cine y cultura pop: referencias de películas, series, telenovelas, videojuegos, anime y libros',
  category: 'funny',
  description:
    'Caparazones azules, esferas del dragón, el barril de la vecindad y una ballena blanca: excusas hechas con películas, series, telenovelas, videojuegos, anime y clásicos.',
  carousel: true,
  sections: [
    {
      id: 'fantasy',
      title: 'Fantasía y ciencia ficción',
      excuses: {
        1: 'Hoy no puedo salir: tengo que llevar un anillo chiquito hasta un volcán y dicen que la caminata es larga.',
        3: 'Un pequeño robot azul y blanco sigue proyectando en mi pared a una princesa que dice que soy su única esperanza. Ya le expliqué dos veces que se equivocó de persona y vuelve a empezar.',
        5: 'Iría caminando desde la playa, pero todavía no domino eso de caminar sin ritmo y no quiero despertar a ningún gusano de arena. ¿Pasas por mí al malecón?',
        6: 'Un gato negro pasó dos veces frente a mi puerta, exactamente igual. En Matrix eso significa que cambiaron algo en el sistema, así que no salgo hasta saber qué.',
        11: 'Mi invitado necesita llamar a su casa y ya se gastó todos mis datos. Cuando le pregunté dónde vive, nada más señaló hacia arriba con un dedo luminoso.',
        12: 'Choqué los talones tres veces para llegar a tu fiesta y me regresaron directo a mi casa. Debí leer las instrucciones.',
        14: 'La iguana nueva de mi hijo aprendió a abrir la puerta de la cocina, como en Parque Jurásico. Estoy poniéndole seguro a cada manija, así que llego una hora tarde.',
        16: 'Mi DeLorean necesita un rayo para volver a arrancar y el próximo no cae en la torre del reloj sino hasta el sábado.',
        18: 'El Sombrero Seleccionador me mandó a la casa de los que se van de las fiestas a las 9:00 y fue muy firme. Te acompaño la primera hora.',
        51: 'Un fauno me puso tres pruebas antes de la luna llena y en la segunda tengo prohibido probar cualquier cosa de un banquete. Sí voy a tu cena, pero no me ofrezcas uvas.',
      },
    },
    {
      id: 'tv',
      title: 'Series y telenovelas',
      excuses: {
        1: 'Alguien volvió a meter mi grapadora en gelatina. Llego cinco minutos tarde a la junta, y llevo cuchara.',
        2: "Estoy ayudando a un amigo a subir un sillón por una escalera angosta, como en Friends, y ya gritamos '¡gira!' cuarenta veces sin subir un escalón. Empiecen a cenar sin mí.",
        8: "Las series navideñas de mi sala no dejan de parpadear y estoy casi seguro de que mi hermano me manda señales desde el Mundo del Revés, o sea, la azotea. Hasta ahora ha deletreado 'BOTANAS' dos veces.",
        11: 'Estoy cuidando a un niño verde chiquito que ya se comió los huevos de rana de un vecino, así que no le puedo quitar la vista de encima ni un segundo. Este es el camino.',
        12: 'Es el atraco familiar de cada año y quien tenga la salsera fea de la abuela a medianoche gana. No la puedo soltar, y tampoco te puedo decir dónde estoy escondido.',
        13: 'Llevo desde el amanecer cazando medusas y ya casi atrapo la primera. Avísale al Crustáceo Cascarudo que llego a la hora de la comida.',
        16: "Ya iba de salida, pero me detuve en la puerta con mi gabardina arrugada y dije: 'Una última cosa'. Eso fue hace seis cosas y sigo en la puerta.",
        19: 'No puedo ir: alguien tiene que teclear los números en la computadora de la escotilla cada 108 minutos y hoy me toca a mí.',
        51: 'Me metí al barril del patio a pensar, como cierto niño de la vecindad, y ahora no puedo salir. Fue sin querer queriendo, pero voy a llegar tarde.',
        52: 'Hoy sesiona de emergencia el cuartel de las feas, como en Betty la fea: hay chisme nuevo en presidencia y sin nosotras nadie en la empresa se entera de nada. Salgo cuando se acabe el café.',
        53: 'Sopló un viento misterioso en mi cuarto, se movió una rosa blanca y entendí que primero tengo que pedirle perdón a mi hermana. Llego en cuanto termine mi capítulo.',
      },
    },
    {
      id: 'movies',
      title: 'Películas',
      excuses: {
        1: 'Mi familia se fue de vacaciones sin mí, así que estoy solo defendiendo la casa, y las trampas de la escalera no se ponen solas.',
        5: 'No voy al viaje a la playa. Anoche volví a ver Tiburón y, a menos que alguien lleve un barco más grande, me quedo en tierra.',
        7: 'Voy nadando a Australia con un pez payaso que es un papá muy preocupado y con su amiga azul, tan olvidadiza que cada cinco minutos me pregunta quién soy.',
        12: 'Amarré unos cuantos miles de globos a mi casa para librarme del tráfico y ahora voy flotando sobre el río sin volante. Aterrizo cuando el viento quiera.',
        13: 'Mi balón de voleibol se pone triste cuando lo dejo solo y, desde que le dibujé una cara, no me da el corazón para hacerlo. Te manda saludos.',
        16: 'Mi jefa, muy al estilo de El diablo viste a la moda, me pidió para hoy el manuscrito inédito del próximo libro del niño mago. Eso es todo.',
        17: 'Mi vecino aceptó enseñarme artes marciales si primero le encero el coche, y resulta que tiene cuatro. Pon cera, quita cera; llego a las 7:00.',
        18: 'Mis planes del fin de semana llegaron en una cinta que se autodestruyó a los cinco segundos y solo alcancé a oír la mitad. De verdad no sé dónde se supone que tengo que estar.',
        20: 'Hay algo extraño en el vecindario y ya sabes a quién llamé, así que tengo que estar en casa para abrirles.',
        51: 'Mi familia prohibió la música hace cuatro generaciones, como en Coco, y me descubrieron con una guitarra. Estoy castigado hasta el Día de Muertos.',
        52: 'Un ogro se instaló en mi patio y me llenó la casa de criaturas de cuento desalojadas. Estoy organizando la fila del baño: van tres cerditos y un burro que no se calla.',
      },
    },
    {
      id: 'heroes',
      title: 'Superhéroes',
      excuses: {
        3: 'Alguien está proyectando la Batiseñal en las nubes otra vez. Seguro es mi vecino probando su reflector nuevo, pero no me puedo arriesgar.',
        4: 'Me enojé un poquito de más por una multa de estacionamiento y ahora ninguna camisa me queda y estoy medio verde. Dame una hora para calmarme.',
        6: 'Esta mañana mi martillo decidió que no soy digno y, después del karaoke de anoche, tiene razón. Mañana lo vuelvo a intentar.',
        7: 'Estoy practicando el lanzamiento del escudo con la tapa del bote de basura y no ha regresado ni una vez. Está en la alberca del vecino y la estoy pescando con un rastrillo.',
        8: 'Me encogí para arreglar una tecla floja de la computadora y llevo toda la mañana perdido entre las teclas. Por favor no escribas nada.',
        10: 'Revisé catorce millones de futuros posibles y solo en uno llego a la fiesta. No es este.',
        14: 'El enano de jardín nuevo de mi vecino brilla verde y estoy casi seguro de que es de kriptonita. Se me doblan las rodillas cada vez que paso frente a su casa.',
        17: 'No me regenero como cierto mutante con garras, así que esta cortada de papel me va a tomar toda la tarde en sanar. Empiecen sin mí.',
        18: 'Probé lo de la picadura de araña y ya me puedo pegar al techo, pero lo de despegarme no venía incluido. Sigo aquí arriba.',
        19: 'La diseñadora de Los Increíbles tenía razón: nada de capas. La mía se atoró en la puerta giratoria del banco y voy en la vuelta cuarenta. ¿Alguien puede dejar de empujar?',
        51: 'Todos mis movimientos estaban fríamente calculados, menos el de esta mañana: le di al despertador con el chipote chillón y me volví a dormir. Llego tarde, pero llego.',
      },
    },
    {
      id: 'games',
      title: 'Videojuegos',
      excuses: {
        1: 'Iba primero en la fila de la cafetería hasta que salió de la nada un caparazón azul: un pedido de cuarenta capuchinos. Ahora voy en noveno lugar.',
        2: 'Es peligroso ir solo y nadie me ha dado una espada todavía. Salgo en cuanto alguien me la dé.',
        3: 'Apareció un Pokémon muy raro en el parque y soy uno de cuarenta adultos corriendo hacia él en completo silencio. ¡Llego justo después!',
        4: 'Estoy acomodando las maletas en el coche como en Tetris y llevo veinte minutos esperando una pieza larga y recta. Salimos en cuanto caiga.',
        5: 'Hay una criatura verde de Minecraft siseando afuera de mi puerta, y la última vez que abrí perdí media entrada. Salgo cuando se vaya.',
        6: 'Todas mis barras de ánimo están en rojo y el diamante que flota sobre mi cabeza ya cambió de color. La única solución es bañarme, comer algo y dormir nueve horas.',
        8: 'Cuatro fantasmas de colores me llevan una hora persiguiendo por la misma cuadra y estoy guardando mi última pastilla de poder para llegar corriendo a tu puerta. Dame diez minutos.',
        14: 'Como en Fortnite, la tormenta ya se cierra sobre mi departamento: mis suegros aterrizan a las 6:00 y tengo una hora para que parezca que aquí no vive nadie desordenado.',
        19: 'Convoqué a una reunión de emergencia con mis compañeros de departamento para saber quién se comió mis sobras, y uno anda muy sospechoso. Salgo en cuanto votemos.',
        20: 'Por fin llegué al restaurante y resulta que la reservación es en su otra sucursal. Nuestra mesa está en otro castillo.',
        51: 'Estoy en las máquinas de videojuegos de la tienda de la esquina con mi última ficha y hay una fila de niños esperando a que pierda. No me puedo ir: es cuestión de honor.',
      },
    },
    {
      id: 'anime',
      title: 'Anime y manga',
      excuses: {
        1: 'Me estoy arreglando al estilo de las chicas mágicas: listones, destellos, una vuelta y una pose, y la transformación completa dura un capítulo. Llego en veintidós minutos.',
        3: 'Quise agarrar el control desde el otro lado del cuarto con mi brazo de hule de pirata y todavía se está regresando. Ya voy.',
        4: 'Estoy en la parada, bajo la lluvia, esperando al autobús con forma de gato gigante. El camión normal ya pasó dos veces, pero yo aguanto.',
        6: 'Conseguí trabajo en una casa de baños para espíritus y la jefa se quedó con mi nombre como parte del contrato. No puedo firmar nada hasta acordarme de cómo me llamo.',
        10: 'No puedo ir al lago el sábado por el intercambio equivalente: mi hermano le dio de comer a mi gato toda la semana y el precio es cuidar a sus tres perros enormes. Tengo libre el fin de semana siguiente.',
        16: "Estoy en el puesto de fideos que recomienda cierto ninja vestido de naranja, en el plato siete del reto 'cómete diez y no pagas'. Empiecen la película; llego rodando para la segunda mitad.",
        21: 'Nací sin ningún poder especial, así que entreno a la antigua: sacando basura de la playa todas las mañanas. Empiecen sin mí; voy en el último refrigerador.',
        22: 'Mi sobrino me retó a un duelo de cartas y, por lo visto, mi alma está en juego. Estoy leyendo el reglamento con muchísimo cuidado.',
        25: 'Amanecí en el cuerpo de una desconocida en un pueblo chiquito de montaña y esta noche le toca bailar en un festival. Para el jueves ya debería estar de vuelta en el mío, ¿lo movemos?',
        51: 'Estoy juntando las siete esferas del dragón para pedir que la quincena llegue antes, y me falta la de cuatro estrellas, que creo que está debajo del sillón. Llego en cuanto la encuentre.',
        52: 'Estoy en el partido de futbol de la cuadra y, como en Supercampeones, mi tiro lleva dos capítulos en el aire. En cuanto llegue a la portería, salgo para allá.',
        53: 'Ya se encendió el reloj de fuego y, como cierto caballero de bronce, tengo doce horas para cruzar las doce casas. Nuestro café queda para mañana.',
      },
    },
    {
      id: 'classics',
      title: 'Clásicos de la literatura',
      excuses: {
        2: 'Hablamos más tarde: ando persiguiendo a una ballena blanca muy específica y la tripulación ya empieza a decir que me lo tomé personal.',
        4: 'Ir o no ir: esa es la cuestión, y llevo toda la tarde dándole vueltas en la muralla del castillo.',
        6: 'Mi proyecto de ciencias cobró vida anoche y ahora quiere una plática larga sobre quién lo hizo y por qué.',
        7: 'Estoy luchando contra unos molinos que estoy casi seguro de que son gigantes, y mi escudero no me deja irme a media batalla.',
        8: 'Estoy intentando volver a casa y voy en el tercer año de desvíos: un gigante de un solo ojo, un remolino y un dios del mar que me trae entre ojos.',
        11: 'Desperté en una playa donde todos miden quince centímetros y me amarraron con cientos de hilos diminutos. Podría romper cualquiera, pero se me hace grosero.',
        13: 'Esta mañana desperté convertido en un escarabajo gigante y me está costando muchísimo levantarme de la cama.',
        14: 'Mi único reloj está dentro de un cocodrilo, así que para saber la hora lo sigo por toda la colonia. Hoy anda lento, por eso voy tarde.',
        17: 'Por el lodo en mis botas, las agujas de pino en mi pelo y el dolor en las pantorrillas, deduzco que ayer fui de excursión y que hoy no puedo caminar.',
        51: 'Está lloviendo como en Macondo y, según mis cálculos, escampa en unos cuatro años. Te aviso cuando salga el sol.',
        52: 'Estoy domesticando a un zorro, como en El principito, y me pidió que llegue todos los días a la misma hora. Son las 5:00, así que hoy no puedo.',
        53: 'Hice la cena llorando, igual que Tita en Como agua para chocolate, y ahora todos los invitados están llorando también. Nadie puede manejar así; salimos cuando se calmen.',
      },
    },
  ],
  faq: [
    {
      question: '¿Para quién son las excusas de cine y cultura pop?',
      answer:
        "Para amigos, hermanos, compañeros de departamento y del trabajo que comparten contigo las películas, series, videojuegos y libros favoritos. Una referencia es una pequeña broma entre ustedes: dice 'sé que vas a entender esto', y eso suaviza un no o una llegada tarde. Están pensadas para planes casuales, como una noche de juegos, un maratón de películas o una cena con el grupo. Para algo serio, desde un turno que no vas a cubrir hasta una cita que cancelas, un mensaje claro y honesto sigue siendo la mejor opción.",
    },
    {
      question: '¿Y si la otra persona no vio la película o la serie?',
      answer:
        "Entonces el chiste se vuelve un acertijo, y nadie quiere tarea junto con la excusa. Quédate con lo que sabes que a la persona le encanta, o elige una referencia muy conocida, como El Chavo, Coco o Pokémon. Si no estás seguro, agrega la versión sencilla justo después: 'Me cayó un caparazón azul en la fila. Traducción: perdí mi lugar, llego diez minutos tarde.' Así el mensaje funciona aunque no capten la referencia.",
    },
    {
      question: '¿Puedo usar excusas de cultura pop en el trabajo?',
      answer:
        'A veces. Con un compañero que ya cita series contigo, una frase sobre la grapadora en gelatina cuando vas tarde a una junta es una broma inofensiva. Con tu jefe, un cliente o cualquier cosa que tenga fecha de entrega, empieza por la información real: a qué hora llegas y cuándo estará listo el trabajo. Puedes agregar una referencia ligera al final si tu oficina es relajada, pero nunca dejes que reemplace el aviso de verdad.',
    },
    {
      question: '¿Cómo hago que una excusa de cultura pop funcione?',
      answer:
        'Que sea corta, elige un momento que la persona reconozca al instante y ajusta la referencia a tu situación en lugar de citar una frase completa. Las mejores conectan la referencia con algo real: un caparazón azul para cuando perdiste tu lugar en la fila, una criatura verde afuera de la puerta para quedarte en casa. Luego agrega una frase sencilla con el plan real. El momento también ayuda: una misión de fantasía cae mejor un viernes en la noche que a la mitad de un día pesado de trabajo.',
    },
    {
      question: '¿Debo dar después la razón real?',
      answer:
        "Sí, casi siempre. Una referencia saca una sonrisa, pero no le dice a la otra persona si vas a ir, cuándo tienes tiempo o si todo está bien. Agrega una segunda línea con la verdad y, si estás cancelando, un plan nuevo: 'Es broma lo de las esferas del dragón. Estoy agotado, pero el jueves tengo libre.' Si la razón real es privada, 'Hoy no puedo, pero me encantaría que lo cambiáramos de día' es honesto y suficiente.",
    },
  ],
  tips: [
    'Elige la referencia según la persona: al fan de La guerra de las galaxias, el robot con el mensaje; al del anime, las esferas del dragón.',
    'Escoge obras que la otra persona sí haya visto, o el chiste se vuelve tarea.',
    'Si citas algo, que sean unas pocas palabras; la referencia tiene que funcionar sin recitar el guion.',
    'Después de la referencia, pon una frase sencilla sobre lo que de verdad pasa y cuándo tienes tiempo.',
    'En el trabajo, guárdalas para los compañeros que ya te mandan chistes de películas y series.',
    'No le arruines la sorpresa a nadie: nada de chistes con el final de algo que tu amigo todavía está viendo.',
    'Si nadie lo entiende, explica el chiste en una línea y sigue adelante en lugar de contarles toda la trama.',
  ],
  related: [
    '/es/excusas/humor/excusas-absurdas',
    '/es/excusas/humor/excusas-graciosas',
    '/es/excusas/humor/raras-pero-reales',
    '/es/generador-de-excusas',
    '/es/excusas/social/no-ir-a-una-fiesta',
  ],
  updated: '2026-12-06',
};

export default page;
