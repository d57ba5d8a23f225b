/** Excusas absurdas e imposibles que nadie debe creer, con consejos para que la broma caiga bien. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Excusas absurdas',
  fullTitle: 'Excusas absurdas: pretextos imposibles para librarte de cualquier cosa',
  category: 'funny',
  description:
    'Un clon en la oficina, una lámpara embrujada del tianguis, un ovni en doble fila: excusas absurdas que nadie se va a creer, con consejos para que la broma caiga bien.',
  carousel: true,
  sections: [
    {
      id: 'scifi',
      title: 'Ciencia ficción y fantasía',
      excuses: {
        1: 'Pequeño problema: mi clon fue a la oficina en mi lugar y el jefe ya lo nombró empleado del mes. Necesito el día para planear mi regreso.',
        2: 'Hay un unicornio echado frente a mi cochera y solo se quita si le digo piropos a su melena. Ya se me acabaron los adjetivos.',
        3: 'Quise ahorrarme el tráfico cruzando por un portal mágico y aparecí en una panadería de Puebla. Empiecen sin mí, pero llevo conchas.',
        4: 'Un dragón se instaló en mi balcón y guarda mi ropa como si fuera su tesoro, así que solo me queda la bata. Pide oro por las camisas y yo nada más tengo monedas de a peso.',
        6: 'Sí me conecto al Zoom, pero me tomé una poción de invisibilidad, así que ese recuadro negro de verdad soy yo. Ya no me pidan que prenda la cámara.',
        7: 'Aterrizó un platillo volador en mi patio y el piloto nada más quiere saber cómo llegar al Periférico. El mapa del celular no habla su idioma, así que le estoy dibujando la ruta en el pasto con la podadora.',
        12: 'Una sirena me rentó la tina todo el fin de semana y el contrato dice que tengo que estar en casa para echarle sal al agua.',
        17: 'Mi coche se convirtió en calabaza a medianoche y el seguro no cubre calabazas. ¿Alguien puede pasar por mí a la huerta?',
        19: 'Mi nuevo mayordomo robot decidió que el mayordomo soy yo, y es de lo más exigente. Llevo desde las 6:00 puliendo su platería y dice que todavía ve una mancha.',
        20: 'Por fin funciona el traductor universal que pedí por internet y resulta que mi conejo tiene una lista larguísima de quejas sobre su jaula. Me quedo a remodelar.',
        51: 'Por fin llamaron los extraterrestres y, de toda la Tierra, marcaron a mi celular. Llevo dos horas explicándoles qué es una quesadilla y no piensan colgar.',
      },
    },
    {
      id: 'supernatural',
      title: 'Fenómenos sobrenaturales',
      excuses: {
        1: 'Estornudé a la mitad de la limpia que me hacía mi tía y ahora todo me sale en rima. Mañana te llamo, prima.',
        2: 'Hice una sesión de espiritismo para pedir consejo y el único espíritu que llegó fue un fantasma de 1890 que quería la clave del wifi. Ahora está viendo series y la conexión anda demasiado embrujada para la llamada.',
        4: 'Nunca compres una lámpara embrujada en el tianguis. La mía hace que llueva dentro de la casa cada vez que intento salir.',
        5: 'Anoche me llegó por error el sueño recurrente de un desconocido: un examen de matemáticas para el que nunca estudió. Amanecí agotado y creo que reprobé.',
        7: 'Amanecí flotando a un metro del piso, lo cual suena divertido hasta que intentas ponerte los pantalones. Empiecen a desayunar sin mí.',
        14: 'A Cupido se le desvió la flecha en la oficina y me enamoré perdidamente de la copiadora. Vamos despacio, así que hoy me quedo tarde para conocerla mejor.',
        17: 'Un duende me escondió las llaves del coche y mi abuela dice que las devuelve si le dejo un dulce en la mesa. Van tres chocolates y el duende sigue negociando.',
        19: 'Mi ángel de la guarda está de vacaciones y el suplente es estricto como ninguno: ya me vetó el café, los zapatos y esta junta. Lo intento el lunes, cuando regrese el titular.',
        20: 'El Ratón Pérez me acaba de mandar la cuenta por treinta años de dientes, con intereses, y llevo toda la mañana en espera con su departamento de cobranza.',
        21: 'Por fin le tomé una foto nítida al chupacabras y me pidió repetirla de su lado bueno. Vamos en el intento cuarenta y sigue saliendo con los ojos cerrados.',
        51: 'La Llorona se sentó en mi zaguán y lleva toda la noche llorando. Ya le di pañuelos y un té de manzanilla, y ahora me está contando sus penas: esto va para largo.',
      },
    },
    {
      id: 'conspiracy',
      title: 'Teorías conspirativas',
      excuses: {
        3: "Llevo días vigilando las nubes encima de mi casa y están escribiendo una lista del súper: ayer decía 'huevo' y hoy dice 'más huevo'. Me quedo afuera a ver para quién hacen las compras.",
        4: 'Los calcetines no se pierden en la lavadora: los están reclutando, y anoche encontré un cartel diminuto de reclutamiento en el filtro de pelusa. Me quedo a proteger los pares que quedan.',
        5: 'El gimnasio y el puesto de tacos de enfrente son del mismo dueño, estoy seguro, y me niego a financiar los dos lados del negocio.',
        8: 'El mapa de la ciudad no incluye la calle Abedules porque solo existe los martes, y hoy es martes. Voy a entrar; si a las 5:00 no sabes de mí, es que ya es miércoles.',
        12: 'En todas las bodas a las que voy sirven exactamente el mismo pollo, y ya estoy convencido de que es un solo pollo que anda de gira. Este sábado lo sigo a su siguiente salón de fiestas.',
        15: 'Pruebas de que el café de la oficina ahora es descafeinado: la cafetera se vacía el doble de rápido, nadie termina una frase desde el martes y el gerente se ve sospechosamente descansado. Trabajo desde casa hasta que alguien confiese.',
        16: 'Las bolsas de papas fritas traen cada vez más aire y menos papas, y llevo desde marzo pesándolas en la báscula de la cocina. Hoy me quedo a registrar la evidencia.',
        21: 'Nadie me quiere decir para quién es el bolsillo diminuto del pantalón de mezclilla, así que anoche dejé una galleta salada adentro y hoy ya no estaba. Me quedo en casa a poner una trampa.',
        23: 'Cada restaurante que me gusta cierra una semana después de que lo recomiendo, así que no te puedo decir dónde voy a cenar hoy, y mucho menos llevarte.',
        51: 'Los adornos navideños salen cada año más temprano en el súper: este año los vi en septiembre. Según mis cálculos, en 2040 van a salir en junio, así que me quedo en casa a avisarle al verano.',
        52: 'El camión de la basura pasa justo cuando me meto a bañar, todos los días, a la hora que sea. Hoy me quedo en la puerta con la bolsa en la mano desde las 6:00 para descubrir quién le avisa.',
      },
    },
    {
      id: 'celebrity',
      title: 'Encuentros con famosos',
      excuses: {
        1: 'Reporte desde el pasillo siete: un chef famoso de la tele está criticando mi carrito producto por producto, y ni siquiera llegamos a las verduras.',
        3: 'Hay que mover la cena: el ilusionista más famoso del mundo se encerró en mi ropero para practicar y lleva cuatro horas. Ya le ofrecí la llave dos veces y dice que eso es trampa.',
        14: 'Cantaba en la regadera y mi voz se coló por la ventila a la habitación de junto, donde se hospeda una leyenda de la música ranchera. Me contrató de corista y salimos de gira esta noche.',
        16: 'Última hora desde la plaza comercial: el guardaespaldas de una estrella del pop me confundió con su cliente y me están sacando a empujones entre cientos de admiradores. Te llamo cuando alguien note que mido treinta centímetros más.',
        17: 'Mi compañera de asiento en el avión es una astronauta retirada y convenció al piloto de tomar la ruta panorámica, pasando por la luna. Aterrizo como el jueves.',
        18: 'Mala noticia: un caricaturista famoso me dibujó en su firma de libros y me quedé en dos dimensiones. Buena noticia: ya quepo por debajo de tu puerta.',
        20: 'Mi abuela se hizo amiga por WhatsApp de un cantante de reguetón famoso y tengo que traducirle sus mensajes antes de que ella le conteste con un audio de siete minutos.',
        22: 'Una violinista de concierto está tocando en el andén del metro y es tan buena que hasta los trenes se detuvieron a escucharla. El conductor está llorando y nada se ha movido en cuarenta minutos.',
        24: 'Una corredora olímpica me preguntó cómo llegar al estadio y llevo diez kilómetros trotando a su lado para indicarle el camino. Ella ni ha sudado y yo ya no siento las piernas.',
        26: 'Mi rival del concurso de oratoria de cuarto de primaria ahora es una novelista famosa, y acabo de descubrir que soy la villana de su nuevo libro. Lo estoy leyendo para ver cómo pierdo.',
        51: 'Un luchador famoso se quedó dormido a mi lado en el camión y me encargó su máscara mientras descansa. No me puedo bajar hasta que despierte y, por respeto, voy con los ojos cerrados.',
      },
    },
    {
      id: 'extreme',
      title: 'Situaciones extremas',
      excuses: {
        3: 'Llegué a la final del concurso de comer tacos de canasta de la feria de mi colonia y no me puedo mover hasta el martes. Con este mensaje, anótenme presente.',
        4: 'Me enrollé en la cobija como taco y ya no encuentro por dónde sacar los brazos. Te estoy escribiendo esto con la nariz.',
        19: 'Le detuve la puerta a una persona en el estadio y ya pasaron doscientas más. Ya no la puedo soltar; sería de mala educación.',
        21: 'Me formé en la fila equivocada del centro comunitario y sin querer me inscribí a un triatlón. Estoy en la carpa entre la natación y la bici, y no entrené para nada de esto.',
        22: 'Una ráfaga agarró la bandera gigante que yo cargaba al frente del desfile y me convirtió en cometa. La torre de control me dio permiso de aterrizar a las 3:00.',
        25: 'Diez mil escarabajos chiquitos, rojos y de puntos negros, me coronaron su reina y los traigo todos en el abrigo. Camino despacito para que no se caiga ninguno, o sea que voy a llegar tarde.',
        26: 'Llevo desde ayer intentando abrir un frasco de jalapeños en vinagre y ya es un asedio: el agua caliente, un guante de hule y dos vecinos fracasaron. A mediodía traemos el gato del coche.',
        27: 'La guerra de globos de agua que empezó en mi cuadra ya abarca tres colonias y soy el único que sabe dónde está el fuerte. No puedo abandonar a mi bando.',
        28: 'Estoy jugando a las escondidas con mis sobrinos y me escondí demasiado bien: ya pasaron nueve horas y se fueron a cenar sin mí.',
        30: 'La rueda de la fortuna se detuvo conmigo hasta arriba para que la pareja de la cabina de al lado se comprometiera, y ella pidió una semana para pensarlo. Manden botanas con un dron.',
        51: 'Me tocó pegarle a la piñata con los ojos vendados y me dieron tantas vueltas que salí por la puerta y sigo caminando. Creo que ya voy en la caseta de la autopista; avísenme si alguien la rompió.',
      },
    },
    {
      id: 'pranks',
      title: 'Bromas que se salieron de control',
      excuses: {
        2: 'Mi sobrino me envolvió todo el coche para regalo como broma. Llevo una hora desenvolviendo y hasta ahora solo he encontrado un moño y más papel.',
        7: 'Mi amiga escondió cuarenta patos de hule en mi departamento. Ya encontré treinta y uno, y los otros nueve no me dejan dormir.',
        10: "Alguien me cambió el corrector del celular para que 'ya voy' se convierta en 'soy una papa'. Si te llegó un mensaje de papa, voy tarde.",
        11: 'Mis amigos juraron que la fiesta era de disfraces y estoy en la entrada vestido de langosta, viendo a todos llegar de mezclilla. O me voy a cambiar o me apartan una silla donde quepan las pinzas.',
        15: "Mientras dormía la siesta, mi hermanito me pegó en la frente un letrero de 'No molestar', y toda la familia lo está respetando.",
        16: 'La guerra de bromas de la oficina se salió de control y mi escritorio amaneció en la azotea. Trabajo desde allá arriba hasta que mantenimiento consiga una escalera.',
        20: 'Mi hermano me puso de alarma el canto de un gallo y el gallo de verdad del vecino se lo tomó personal. Llevan desde las 5:00 en duelo.',
        22: 'Mis hijos convencieron al perro de que soy un desconocido y no me deja entrar a mi propia casa. Estoy negociando con él por debajo del portón.',
        23: "Alguien me puso un letrero de 'Se vende' en la fachada como broma y para la hora de la comida ya tenía cuatro ofertas. Quedé a las 3:00 con el mejor postor, así que a lo mejor me mudo.",
        27: 'Mi broma del Día de los Inocentes de 2019 por fin se activó esta mañana, con mariachi, un corral de borregos y una banda de guerra que por lo visto yo contraté. Me quedo a pedirles perdón a los vecinos.',
        51: 'Me dieron la mordida en mi pastel de cumpleaños con tanto entusiasmo que traigo betún hasta en las cejas. Voy en el tercer baño y sigo oliendo a tres leches.',
      },
    },
    {
      id: 'time',
      title: 'Líos con el tiempo',
      excuses: {
        1: 'Estoy atrapado en un bucle temporal y esta es la decimocuarta vez que te mando este mensaje. Las otras trece veces te lo tomaste muy bien.',
        2: 'Llevo toda la mañana sentado junto a mi refrigerador, que pesa muchísimo, y por la relatividad aquí el tiempo pasa más lento. Según mi reloj, voy temprano.',
        4: "Mi calendario agregó un mes trece que se llama 'Luego', y ahí guardé el informe. Luego empieza el lunes, así que lo tienes ese día a las 10:00.",
        5: 'Le pedí prestada una hora al domingo para terminar la siesta y ya me la está cobrando con intereses, así que mi tarde dura dos horas menos que la tuya. Llego a las 5:00, hora tuya.',
        20: "El Uber lleva tanto tiempo marcando 'llega en cinco minutos' que el chofer y yo ya nos escribimos como compadres y me manda fotos de sus nietos. Te mandan saludos.",
        23: 'Soplé las velas con demasiada fuerza y envejecí cuarenta años, nada más por esta tarde. Me voy a echar una siesta y para la cena ya debería estar más joven.',
        25: 'La señora que lee las cartas en el mercado me dijo que hoy iba a llegar tarde, y me daría pena dejarla mal. Llego a la hora que digan las cartas.',
        26: 'Le puse pausa al universo para terminarme el café y ahora no encuentro el botón para reanudarlo. Todos menos yo están congelados, así que empiecen sin mí cuando se descongelen.',
        27: 'Dicen que el tiempo vuela cuando te diviertes, y la carne asada estuvo tan buena que de alguna forma ya es la próxima semana. Necesito un resumen y, de preferencia, las sobras.',
        28: 'Quería llegar tarde con estilo, pero se me pasó la mano y ahora voy tarde a nivel histórico. ¿Me apartas un lugar en la próxima década?',
        51: 'El reloj de la sala sigue en horario de verano, que en México ya ni existe, y se niega a aceptarlo. Por respeto a su proceso, hoy me rijo por él y llego una hora tarde.',
      },
    },
    {
      id: 'absurd',
      title: 'Absurdas sin remedio',
      excuses: {
        1: 'Todavía no puedo salir: le estoy tejiendo un suéter a mi coche y ya casi acabo la segunda manga.',
        4: 'El yogur del fondo de mi refrigerador desarrolló su propia civilización y me invitaron a la coronación.',
        8: 'Estoy en una batalla de baile contra las luces con sensor del pasillo y se apagan justo a la mitad de mis mejores pasos. Qué poca deportividad.',
        10: 'Le presté mi sentido de orientación a una amiga la semana pasada y no me lo ha devuelto, así que no encuentro tu casa.',
        11: 'Acepté ser la mesa en la fiesta de cumpleaños de mi gato. Es de etiqueta y ya no me puedo rajar.',
        16: 'Mi pijama me demandó por la custodia y, hasta la audiencia, tengo prohibido quitármela. El servicio normal se reanuda el lunes.',
        21: 'Estoy leyendo los términos y condiciones completos por primera vez en mi vida y necesito saber cómo termina.',
        25: 'El lado frío de la almohada empezó a moverse y llevo desde las 6:00 persiguiéndolo por toda la cama. Ya casi lo alcanzo, así que salgo en cuanto lo atrape.',
        26: 'Hoy me lavé los dientes con crema para manos y ahora los tengo suaves como malvavisco. No puedo arriesgarme a morder nada hasta que se endurezcan.',
        28: 'AVISO OFICIAL: el día de hoy se pospuso para mañana, y mañana ya no tiene cupo. Favor de dirigir sus quejas al jueves.',
        51: "Mi tía me dijo 'ahorita vengo' y no me puedo mover de aquí hasta que regrese. Ahorita puede ser en cinco minutos o en 2030, así que ya pedí una torta.",
      },
    },
  ],
  faq: [
    {
      question: '¿Cuándo conviene usar una excusa absurda?',
      answer:
        'Cuando lo que está en juego es poco y la otra persona va a captar la broma al instante: no ir a la noche de juegos con tus amigos de siempre, zafarte de un plan del grupo de WhatsApp o rechazar la segunda ronda de karaoke. Funcionan justo porque nadie debe creerlas. No las uses si alguien depende de ti, si vas a faltar al trabajo, a la escuela o a una cita, ni si la persona ya está molesta. Ahí rinde mucho más una razón corta y verdadera con una disculpa que un unicornio en la cochera.',
    },
    {
      question: '¿Cómo se cuenta una excusa absurda para que funcione?',
      answer:
        "Con total seriedad. Escribe la excusa tal cual, sin diez caras llorando de risa, y deja que lo absurdo haga el trabajo. Que sea de una o dos frases, y justo después manda el mensaje de verdad: 'Ya en serio, hoy estoy muerto de cansancio. ¿Lo dejamos para el domingo?' En persona funciona muy bien decirla con cara seria y luego sonreír. Por mensaje, manda el chiste y la frase real juntos para que nadie se quede con la duda de si sí vas a ir.",
    },
    {
      question: '¿Y si alguien se la cree?',
      answer:
        "Pasa más de lo que crees, sobre todo por mensaje o con gente que no te conoce bien. Aclara el malentendido de inmediato y con amabilidad: 'No, no hay ningún dragón, te lo prometo. Nada más estoy agotado y me quedo en casa.' No dejes que una broma dure tanto que se convierta en un malentendido de verdad. Si alguien se la tomó en serio, es señal de que todavía no conoce tu sentido del humor, así que con esa persona quédate un tiempo con mensajes sencillos y honestos.",
    },
    {
      question: '¿Las excusas de broma me quitan credibilidad?',
      answer:
        'No, si el resto del tiempo eres una persona cumplida. Una excusa graciosa de alguien que casi siempre llega se toma como simpatía; el mismo chiste de alguien que cancela cada semana se toma como evasiva. Úsalas de vez en cuando, acompáñalas de la razón real y cumple lo que ofrezcas a cambio, como el café que cambiaste de fecha. Si notas que recurres al chiste porque la razón honesta te da pena, casi siempre ese es el momento de decir la razón honesta.',
    },
    {
      question: '¿Cómo aclaro que era broma?',
      answer:
        "Casi siempre en la siguiente frase. Las mejores excusas absurdas se delatan solas: 'Mi clon fue a trabajar por mí. Ya en serio, me duele la cabeza y hoy me desconecto temprano.' Si mandaste el chiste solo, escribe otra vez a los pocos minutos en lugar de esperar a ver cómo cae. Un rápido 'obvio es broma', más la razón de verdad y una propuesta, como una nueva fecha, y todo queda en risa.",
    },
    {
      question: '¿Cómo sé si me pasé de la raya?',
      answer:
        'Te pasaste si el chiste se apoya en cosas que asustan o lastiman a la gente de verdad: enfermedades, accidentes, muertes, delitos, o la identidad, el cuerpo o el origen de alguien. También te pasaste si necesitas que te lo crean, si deja a alguien preocupado o si está tapando que de verdad le quedaste mal a la otra persona. Cuando pase, deja el chiste, pide perdón sin rodeos y di la verdad. Nadie se acuerda de la broma; se acuerdan de cómo lo resolviste.',
    },
    {
      question: '¿Qué hago si el chiste no dio risa?',
      answer:
        "No insistas ni expliques el chiste. Di algo como 'Bueno, ese no me salió. La verdad es que me llené de compromisos esta semana', y luego ofrece algo concreto: otro día, un café, un favor. Un chiste que no funcionó solo es un problema si la otra persona se siente ignorada, y un mensaje sincero después lo arregla. La próxima vez, prueba tu humor con un plan menos importante o con alguien que ya se ríe de tus mensajes.",
    },
  ],
  tips: [
    'Guarda las excusas absurdas para planes sin mucha importancia y para gente que ya conoce tu sentido del humor.',
    "Pon la respuesta real en el mismo mensaje que el chiste, por ejemplo: 'Ya en serio, estoy rendido. ¿Qué tal el domingo?'",
    'Elige el chiste según quién lo va a leer: al fan de la ciencia ficción, el platillo volador; a quien no suelta su café, la conspiración del descafeinado.',
    'Con una sola frase absurda basta; una imagen rara funciona mejor que toda una saga.',
    'Nunca uses una excusa de broma para algo que tenga que ver con dinero, seguridad, salud o alguien que cuenta contigo.',
    'Si estás cancelando, propón otro día o un pequeño gesto para compensar, para que la risa no se sienta como un desaire.',
    'Fíjate en cómo está la otra persona y olvídate de los chistes si anda estresada, decepcionada o ya molesta contigo.',
  ],
  related: [
    '/es/excusas/humor/excusas-graciosas',
    '/es/excusas/humor/raras-pero-reales',
    '/es/excusas/humor/cine-y-cultura-pop',
    '/es/generador-de-excusas',
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/trabajo/evitar-la-integracion',
  ],
  updated: '2026-12-06',
};

export default page;
