/** Percances raros pero creíbles: excusas que dan risa porque de verdad le pasan a la gente. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Excusas raras que suenan reales',
  fullTitle: 'Excusas raras que suenan reales: percances extraños que le pasan a cualquiera',
  category: 'funny',
  description:
    'Un perro que cuida tu coche, una gaviota ladrona, el tinaco vacío a media regadera: excusas raras pero creíbles para esos días extraños que de verdad pasan.',
  carousel: true,
  sections: [
    {
      id: 'tech',
      title: 'La tecnología me odia',
      excuses: {
        2: 'Mis audífonos se conectaron por error a la bocina del vecino y le acabo de poner mi música del gimnasio a todo volumen en su cocina. Primero voy a pedirle perdón.',
        4: 'Mi aspiradora robot se enredó con el cargador y tiró la computadora del escritorio. La computadora sobrevivió, la aspiradora está castigada en el ropero y entro a la llamada en cinco minutos.',
        6: 'Mi reloj inteligente confundió mi baile en la cocina con una caída y le avisó a mi contacto de emergencia. Mi mamá ya viene en camino con un refractario de guisado.',
        7: 'Se me trabó un filtro en la cámara y no lo puedo quitar, así que entraría a la junta como gato de caricatura. ¿Me puedo conectar nada más por teléfono?',
        9: 'Mis audífonos con cancelación de ruido funcionaron tan bien que no oí el aviso del cambio de andén. Vi el tren irse desde el otro lado de las vías; tomo el de las 9:40 y llego 20 minutos tarde.',
        10: "La pantalla de mi celular empezó a tocar cosas sola: le marcó tres veces a mi dentista y le dio 'me gusta' a una foto vieja de mi ex. Queda boca abajo hasta que abra el taller.",
        12: 'Mi bocina inteligente oyó un comercial y pidió doce bultos de arena para gato. No tengo gato, así que estoy en espera con la tienda para cancelar antes de que lo envíen; me conecto en quince minutos.',
        17: 'Desde que movimos el módem, el único lugar del departamento con wifi es la tina vacía. Me conecto desde ahí en dos minutos, con todo y cortina.',
        19: "El cajero se tragó mi tarjeta y me dio un comprobante que solo dice 'Gracias'. La sucursal abre a las 9:00 y ahí voy a estar, primero en la fila, para recuperarla.",
        23: 'Mi hijo de dos años me puso el celular en finlandés y llevo veinte minutos en la configuración guiándome por los iconos. Hasta ahora activé el modo avión y puse una alarma a las 4:00.',
        51: 'La compañía de internet me dijo que el técnico llega entre las 9:00 y las 18:00, así que estoy en la ventana desde temprano. Seguro toca el timbre justo cuando me meta a bañar.',
      },
    },
    {
      id: 'animals',
      title: 'Encuentros con animales',
      excuses: {
        1: 'Un perro de la calle se echó a dormir debajo de mi coche y me gruñe cada vez que me acerco. Estamos negociando con una salchicha.',
        4: 'Se me metió una abeja al coche en un semáforo y tuve que orillarme y abrir todas las puertas hasta que se salió. Ya se fue, y mi calma también.',
        7: 'Mi perro se revolcó en algo espantoso en el parque y luego se sacudió encima de mí, así que nos toca bañarnos a los dos antes de ir a cualquier lado.',
        14: 'Una gaviota bajó en picada en el malecón y me quitó la empanada de la mano, con todo y salsa. Estoy otra vez en la fila, cuidando la nueva como portero en penales.',
        16: 'Mi perro enterró mi gafete del trabajo en algún lugar del patio y no quiere decir dónde. Estoy escarbando junto a los rosales, donde se ve más culpable, así que llego quince minutos tarde.',
        17: 'Mi perico aprendió el tono de mi celular, así que hoy le he contestado cuatro veces a él y a ti te dejé sonando dos. Ya te marco.',
        20: "Mi hijo trajo el hámster del salón el fin de semana y se escapó dentro del sillón. Lo estoy desarmando cojín por cojín, así que voy tarde, y su reporte del fin de semana por ahora solo dice 'se fue'.",
        21: 'Mi perro metió la cabeza entre los barrotes del portón para perseguir a un gato y ya no la puede sacar. El vecino y yo le estamos untando jabón de trastes.',
        22: 'Una ardilla mordió un cable del motor y dejó un montón ordenado de bellotas encima, como si fuera el recibo. El coche no arranca, así que me voy en camión y llego a las 10:00.',
        24: 'Mi gata se coló en mi maleta del gimnasio y no me di cuenta hasta que la abrí en los vestidores. Vamos las dos de regreso a casa, y solo una está arrepentida.',
        51: 'Encontré un alacrán dentro de mi zapato justo antes de ponérmelo, y ahora reviso cada zapato, cada calcetín y la cama dos veces. Llego en diez minutos, con los pies inspeccionados.',
      },
    },
    {
      id: 'household',
      title: 'Desastres en casa',
      excuses: {
        1: 'Abrí el ropero del pasillo y todo lo que he metido ahí desde marzo se me vino encima. Estoy debajo de una aspiradora, dos tapetes de ejercicio y una caja de series navideñas, así que dame diez minutos.',
        6: 'Me probé el suéter de lana que encogí en la lavadora y ahora estoy atorado adentro, con los dos brazos arriba de la cabeza. Mi compañera de departamento viene con unas tijeras.',
        8: 'Me pegué el pulgar con pegamento instantáneo a la tapa de la azucarera que estaba arreglando, así que te escribo con una mano mientras sostengo una tapa.',
        13: 'Se fue la luz y el portón eléctrico se quedó cerrado con mi coche adentro, y la palanca para abrirlo a mano está detrás de seis años de cosas de campamento. Estoy escarbando entre casas de campaña.',
        16: 'Se atoró el cajón de la cocina con la única espátula adentro, así que apagué la estufa y lo estoy aflojando con un cuchillo para mantequilla. El desayuno va tarde, y yo también.',
        19: 'Quise cambiar un foco y el vidrio se me quedó en la mano con la rosca todavía metida en la lámpara. La estoy sacando con media papa, que en internet juran que funciona.',
        20: 'Anoche reorganicé la cocina para ser más eficiente y ahora no encuentro el café, los filtros ni la razón por la que empecé. Estoy abriendo cada alacena en orden, así que llego veinte minutos tarde.',
        21: 'El tapete nuevo venía tan apretado que se vuelve a enrollar solo, y la última vez se llevó al gato adentro. Estamos deteniendo las esquinas con libros de cocina.',
        23: '¿Sabías que una lavadora puede caminar? La mía se desequilibró en el centrifugado, cruzó el cuarto de lavado y se desconectó sola con mi ropa de trabajo todavía empapada.',
        24: 'Me corté el fleco yo solo antes del trabajo y quedó perfectamente recto, como dos centímetros más arriba de lo debido. Traigo gorra hasta que lo acepte.',
        51: 'Se acabó el agua del tinaco cuando estaba a media regadera y sigo enjabonado, esperando a que la bomba suba más agua. Llego en veinte minutos si la bomba coopera.',
        52: 'Se acabó el gas a la mitad de los frijoles y ando persiguiendo por toda la colonia al camión del gas. Ya lo oigo, pero no lo veo.',
      },
    },
    {
      id: 'transport',
      title: 'Líos en el camino',
      excuses: {
        3: 'Las puertas del metro se cerraron con la correa de mi mochila afuera y las siguientes tres estaciones abren del otro lado. Voy pegado a la puerta, sonriendo hacia el andén.',
        5: 'El túnel de lavado se detuvo a la mitad conmigo adentro y estoy sentado bajo una cortina de espuma esperando al encargado.',
        9: 'Le hice demasiado caso a la aplicación de mapas y me llevó directo a una rampa para lanchas. Frené a tiempo y estoy arriba de la rampa buscando otra ruta.',
        14: 'La aerolínea mandó mi maleta a Mérida mientras yo volaba a Monterrey, así que ella se la está pasando mejor que yo. Llego a la junta con la ropa deportiva con la que volé.',
        17: 'Tardé diez minutos en estacionarme con las indicaciones del que cuida los coches y de dos señores sentados en una banca. Me aplaudieron, hice una reverencia y ya voy para allá.',
        18: 'El chofer del camión tomó una desviación y se metió a una calle cerrada, y ahora vamos todos en reversa mientras veinte pasajeros le gritamos qué tan cerca está el poste. Faltan como treinta centímetros.',
        20: 'Estamos parados entre dos estaciones porque una vaca se metió a las vías y no tiene ninguna prisa por moverse. Te aviso cuando arranquemos.',
        22: 'No encuentro mi coche en el estacionamiento del aeropuerto, así que recorro piso por piso apretando el botón de la alarma. En el cuarto piso algo pitó de vuelta, pero era un señor haciendo lo mismo.',
        23: 'Dejé la mochila en el asiento del camión y me bajé sin ella. Voy corriendo detrás de la ruta 12, dos paradas atrás.',
        51: 'A la combi se le acabó la gasolina a media avenida y el chofer nos pidió que empujáramos. Somos doce pasajeros empujando, así que llego sudado y tarde.',
        52: 'El chofer del camión se bajó a comprar tacos y preguntó si alguien quería algo. Ya van doce órdenes y la señora del puesto está sola, así que llego en quince.',
      },
    },
    {
      id: 'nature',
      title: 'La naturaleza no coopera',
      excuses: {
        1: 'Me perdí caminando en un parque más chico que mi oficina. Desde aquí veo el letrero de la salida; el sendero simplemente se niega a llevarme ahí.',
        3: 'Se prendieron los regadores del parque mientras atravesaba el pasto, de esos que giran y te persiguen. Estoy empapado exactamente de un lado.',
        4: 'Me senté en un hormiguero en el día de campo sin darme cuenta y me fui enterando hormiga por hormiga. Voy a mi casa a cambiarme, así que llego media hora tarde.',
        5: 'El lodo del sendero se tragó una de mis botas y no la quiso devolver. Voy de regreso al coche brincando en un pie.',
        10: "Me subí al árbol del patio a bajar la cometa de mi hijo y descubrí que bajar es otra habilidad. Mi esposa trae la escalera y el plan de mi hijo es 'brinca'.",
        13: 'Quise hacer rebotar una piedra en el lago y lo que aventé fue la llave del coche. La piedra sigue en mi mano.',
        14: 'Las chicharras están tan fuertes que no me oigo ni pensar, mucho menos la junta. Vuelvo a entrar cuando el coro haga una pausa.',
        15: 'Pisé un rastrillo escondido entre las hojas y el mango me pegó en la frente igualito que en las caricaturas. Estoy bien, nada más con hielo en un chichón del tamaño de un huevo; te marco en diez.',
        16: 'Me quedé dormido en la hamaca del patio y me quemé con el dibujo exacto de la red. Parezco mantel de cuadros, así que estoy buscando una camisa de manga larga.',
        20: 'Camino al sendero me cayó encima la caca de un pájaro y, mientras me limpiaba, otro me atinó también. Dicen que es de buena suerte, así que compro un billete de lotería y una playera, y te veo en quince.',
        23: 'Me cayó resina de pino en el pelo mientras comía bajo un árbol y ahora es una sola pieza. En internet dicen que se quita con aceite de oliva y paciencia, y la paciencia se me está acabando.',
      },
    },
    {
      id: 'mixups',
      title: 'Malentendidos y confusiones',
      excuses: {
        1: 'Me subí al Versa gris equivocado afuera del concierto, y el chofer y yo ya llevábamos diez minutos de camino cuando alguno de los dos revisó. Me va a regresar, y mi Uber de verdad ya se fue hace rato.',
        3: "Le mandé 'ya estoy afuera, baja' a mi ex en lugar de a mi hermana, y sí bajó, con dos cafés. Ahora estamos teniendo una plática muy educada y muy confundida en su puerta.",
        4: "Mi compañero colombiano me invitó a 'tomar un tinto' y llegué con una botella de vino. Era un café a las 9:00 en la oficina, y ahora todos me miran raro.",
        9: 'Le dije a una amiga que la ayudaba con la mudanza, pensando que era mover un sillón de un cuarto a otro. Era de Guadalajara a Mérida.',
        13: 'Puse la junta en el calendario a las 3:00 de la madrugada en lugar de las 3:00 de la tarde, así que estuve bien despierto para nadie y dormido para todos.',
        17: "Mi hijo le contó a todo su salón que soy espía porque 'trabajo en secreto desde la casa', y la maestra me pidió ir hoy a aclararlo frente a veintidós niños.",
        18: 'Me subí al metro rumbo a mi trabajo anterior por pura costumbre y me di cuenta hasta que mi gafete no abrió la puerta. Llevo tres meses trabajando del otro lado de la ciudad, así que llego veinte minutos tarde.',
        21: 'Mi hermano y yo creímos, cada quien por su lado, que el otro iba a ir por mi abuela al aeropuerto. Lleva una hora esperando en la banqueta y ya tiene el sermón preparado.',
        24: 'Le estuve haciendo cariños al bebé nuevo de mi vecina un buen rato antes de darme cuenta de que era un chihuahua con gorrito. Sigo en su cochera pidiéndoles disculpas a los dos.',
        25: "Anoté 12 en la columna de 'docenas' de la lista para el festival de la escuela, así que prometí 144 gelatinas. Voy en la gelatina 97.",
        28: 'Le di indicaciones muy seguro a un turista para llegar al museo y dos cuadras después me di cuenta de que le expliqué cómo llegar al acuario. Voy corriendo detrás de él.',
        51: 'Llegué a la fiesta de quince años equivocada en el mismo salón de eventos, y ya me había comido el pastel cuando noté que no conocía a la festejada. Voy al salón de al lado.',
      },
    },
    {
      id: 'weather',
      title: 'Cosas del clima',
      excuses: {
        4: 'Mi coche estuvo todo el día al sol y el volante quema. Estoy sentado con el aire a todo y unos guantes de cocina, esperando a poder agarrarlo.',
        5: 'El granizo dejó el coche con abolladuras tan parejas que parece pelota de golf, y el hijo del vecino me preguntó si ahora llega más lejos. El ajustador viene a las 9:00, así que llego a las 10:00.',
        7: 'Los truenos mandaron a mi perra a la regadera y decidió que solo está a salvo si yo me meto también, vestido. Estamos aguantando la tormenta juntos.',
        9: 'Con el calor, el pastel de chocolate que iba a llevar se convirtió en malteada. Paso por un postre de repuesto, y por vasos.',
        10: 'El viento tumbó mi ropa del tendedero y la regó por tres azoteas vecinas, y estoy tocando puertas para pedir que me devuelvan mis calzones. Llego en veinte, con un poco menos de dignidad.',
        16: 'Con la tormenta se tapó la coladera y mi coche quedó en un lago hasta media llanta. Un niño está navegando un barco de papel junto a mi puerta; lo dejo zarpar antes de meterme al agua.',
        18: 'Las jacarandas soltaron tanta flor en la noche que mi coche amaneció morado, y los limpiadores la hicieron puré. Estoy en el túnel de lavado para poder ver por el parabrisas.',
        20: 'Mi vuelo está retrasado por una tormenta de nieve en Canadá y yo estoy en la playa con un sol espléndido. Nuestro avión está atrapado allá, así que doscientas personas en chanclas estamos viendo el radar de otro país.',
        21: 'La neblina está tan espesa que hoy me pasé dos veces de mi parada del camión. Ya me bajé en una que creo que sí es la mía, y voy caminando de regreso.',
        51: 'Cayó el aguacero de las 4:00 justo cuando salí y estoy bajo el toldo de una tienda con quince personas, un perro y un señor que vende impermeables de plástico. Llego en cuanto escampe.',
        52: 'Hace tanto calor que mi celular se apagó solo y no prende hasta que se enfríe. Lo tengo frente al ventilador y te escribo desde la computadora de mi hermana.',
      },
    },
    {
      id: 'bizarre',
      title: 'Rarezas que sí pasan',
      excuses: {
        1: 'Un globo aerostático acaba de aterrizar en nuestro terreno, con todo y canastilla, y la tripulación lo está doblando encima de mi huerto. Estoy deteniendo una cuerda y sirviendo agua de limón, así que llego un poco tarde.',
        3: 'Al paletero se le descompuso el congelador del carrito justo enfrente de mi casa y está regalando todo antes de que se derrita. Me tocó repartir paletas a toda la cuadra.',
        4: 'Un señor tocó para decirme que creció en mi casa y me pidió ver su antiguo cuarto. Lleva veinte minutos contándome de sus trofeos de futbol infantil y no me atrevo a apurarlo.',
        5: 'Mi vecino de dos casas más allá se llama exactamente igual que yo y hoy dejaron su colchón nuevo en mi puerta. Lo voy llevando por la banqueta en una carretilla.',
        7: 'Una pareja que estaba en la fila del súper me pidió ser su testigo en el registro civil esta tarde. Los conozco desde hace once minutos y ya me pidieron que diga unas palabras.',
        13: 'Un camión de turistas se paró afuera de mi casa porque el guía cree que es la de una película famosa, y treinta personas le toman fotos a mi bote de basura. Estoy en bata esperando a que se vayan.',
        16: 'Llevo tres horas seguidas con hipo y ya probé el azúcar, el agua al revés y el susto. Mi abuela ya viene con su hilo rojo para la frente, así que dame veinte minutos.',
        20: 'Me ofrecí de voluntario con un mago callejero y el reloj que desapareció todavía no vuelve. Los dos le estamos revisando las mangas.',
        22: 'Compré un solo boleto en la rifa de la feria del pueblo y me gané un chivo. Estoy viendo cómo meterlo al asiento de atrás de un coche compacto.',
        23: 'Unas golondrinas hicieron su nido arriba de mi puerta y me da cosa molestarlas, así que salgo por la puerta de atrás, que se atora. Dame un minuto.',
        24: 'Se fue la luz en toda la cuadra menos en mi casa, y ahora tengo a los vecinos en la sala con una extensión y doce cargadores. No puedo salir hasta que todos estén al cien.',
        51: 'Me salieron tres muñecos en la misma rebanada de rosca de Reyes, así que el 2 de febrero me tocan los tamales de toda la oficina. Estoy haciendo cuentas antes de salir.',
      },
    },
  ],
  faq: [
    {
      question: '¿Estas excusas raras se basan en cosas que de verdad pasan?',
      answer:
        'Sí, esa es la idea de esta página. Cada una es el tipo de percance extraño pero cotidiano que le pasa a la gente todo el tiempo: el agua del tinaco que se acaba a media regadera, una abeja suelta en el coche, un portón eléctrico que se queda cerrado con el coche adentro, una maleta que viaja a otra ciudad. Dan risa porque son curiosamente específicas. Úsalas para contar tu propio día raro con una sonrisa, o para reírte con alguien a quien le pasó lo mismo, no para inventar una coartada.',
    },
    {
      question: '¿Por qué una excusa rara a veces suena más creíble que una normal?',
      answer:
        "Porque la vida real es rara, y los detalles específicos suenan a algo vivido, cosa que un 'me surgió algo' nunca logra. Justo por eso conviene tener cuidado: los detalles generan confianza, y gastar esa confianza en una historia inventada te sale caro cuando se cae. Si tu percance raro de verdad pasó, cuéntalo. Si no, una razón sencilla como 'me llené de compromisos' es más amable y mucho más fácil de sostener.",
    },
    {
      question: '¿Puedo usar una de estas aunque no me haya pasado?',
      answer:
        "Como broma evidente entre amigos, claro: di que te quedaste atorado en el túnel de lavado y agrega 'no es cierto, nada más estoy cansado'. Como excusa real para tu jefe, tu maestra o una cita, no. Un percance prestado que presentas como verdad sigue siendo una mentira, y uno tan específico invita a que te hagan preguntas. La verdad, dicha en corto, casi siempre funciona mejor: 'Voy atrasado y llego a las 10:00.'",
    },
    {
      question: '¿Cómo cuento una historia rara pero cierta sin que parezca inventada?',
      answer:
        "Empieza por lo que le importa a la otra persona: a qué hora llegas o qué sigue. Luego agrega el detalle raro en una frase corta. 'Llego quince minutos tarde: un perro está cuidando mi coche' es más claro que un párrafo sobre el perro. Si tienes foto, compártela, ríete un poco de ti mismo y guarda la historia completa para cuando estén en persona.",
    },
    {
      question: '¿Qué hago si me piden pruebas?',
      answer:
        'Si de verdad pasó y tienes una foto, compártela si quieres, pero no le debes pruebas a nadie por un retraso menor. Repite con calma la parte práctica: a qué hora vas a llegar y cómo vas a reponer el tiempo. Si la historia no era cierta, que te pidan pruebas es la señal para decir la verdad pronto. Una disculpa breve cuesta mucho menos que defender un cuento que nunca pasó.',
    },
    {
      question: '¿Cuándo conviene olvidarse de la anécdota y nada más pedir perdón?',
      answer:
        'Cuando tu ausencia causa problemas de verdad: una llamada con un cliente que se perdió, un amigo esperándote solo en el aeropuerto, una entrega de la que depende alguien más. En esos momentos la otra persona necesita que reconozcas lo que pasó y un plan, no entretenimiento. Pide perdón primero, di qué estás haciendo para arreglarlo y deja el detalle raro para después. Cuando todo esté resuelto, el alacrán en tu zapato puede volverse una buena anécdota.',
    },
    {
      question: '¿Puedo usarlas como broma con mis amigos?',
      answer:
        'Claro que sí. Como suenan creíbles, funcionan mejor cuando el contexto deja claro que es broma, como decirle a un amigo que un perro está cuidando tu coche cuando sabe que estás echado en el sillón. Agrega un guiño o la razón real justo después para que nadie lo entienda al pie de la letra. Las que tienen que ver con tu trabajo, tu dinero o tu salud, guárdalas para las historias que de verdad pasaron.',
    },
  ],
  tips: [
    'Si lo raro de verdad pasó, empieza por la hora a la que llegas y después explica lo del perro.',
    'Una foto del coche inundado o del perro debajo de tu coche dice más que un párrafo de explicaciones.',
    'Da una hora nueva y honesta, aunque sea aproximada, para que los demás se puedan organizar.',
    'Ríete de ti primero; la gente se relaja cuando ve que a ti también te da risa.',
    'Si el percance no te pasó a ti, no lo tomes prestado: da una razón corta y honesta.',
    'En un mensaje de trabajo, deja el detalle curioso en una sola frase y usa el resto para la solución.',
    'Guarda la historia completa para después, cuando nadie te esté esperando y sea puro entretenimiento.',
  ],
  related: [
    '/es/excusas/humor/excusas-absurdas',
    '/es/excusas/humor/excusas-graciosas',
    '/es/excusas/humor/cine-y-cultura-pop',
    '/es/excusas/trabajo/llegar-tarde',
    '/es/excusas/social/cancelar-planes',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
