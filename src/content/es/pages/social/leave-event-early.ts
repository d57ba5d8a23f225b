import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Irse temprano de un evento',
  category: 'social',
  description:
    'Formas amables de irte antes de tiempo de una cena, una boda, un concierto o una salida con los compañeros de trabajo: qué decirle al anfitrión al salir y qué escribirle después.',
  fullTitle: 'Excusas para irse temprano de un evento: cómo despedirte con educación antes del final',
  carousel: false,
  sections: [
    {
      id: 'dinner',
      title: 'Cenas y comidas en familia',
      excuses: {
        2: 'Perdón por irme antes de los juegos de mesa. Dejé el coche en una calle donde a partir de las 10:00 pasa la grúa, y no quiero amanecer con él en el depósito.',
        6: 'No te levantes, yo me salgo solo. Se me secaron los lentes de contacto y ya casi no veo la mesa, pero todo estuvo delicioso.',
        7: '¿Te molesta si me voy después del plato fuerte? Mi abuela me llama todos los domingos a las 8:00 y se preocupa si no le contesto.',
        8: 'Tía Carmen, gracias por la cena. Esta semana estoy cuidando la casa de los Ramírez y prometí meter su correspondencia y prender las luces antes de las 10:00.',
        9: 'Mi compañera de departamento sale de su turno de Navidad a las 8:00 y quiero que encuentre un plato caliente al llegar. ¿Me das un poco de tu pavo para llevarle?',
        11: '¡Perdón por irme antes del pastel anoche! Mi vecino me escribió que estaba sonando mi detector de humo, y resultó ser la pila que se estaba acabando.',
        12: 'Los niños ya están en pleno berrinche, así que nos vamos a retirar. Gracias por aguantar el relajo, mamá.',
        51: 'Perdón por irme antes de las 12:00: esta Nochebuena también nos esperan en casa de mis suegros, y allá cenan tardísimo. ¡Gracias por el bacalao!',
      },
    },
    {
      id: 'weddings',
      title: 'Bodas',
      excuses: {
        2: 'Me encantaría quedarme a la víbora de la mar, pero la niñera se va a las 10:00. Fue un día precioso.',
        4: 'Mis tacones ya dijeron basta, así que me retiro. La ceremonia estuvo perfecta.',
        6: 'La carretera de regreso no tiene alumbrado y quiero salir antes de que oscurezca por completo. ¡Muchas felicidades!',
        7: 'Voy a llevar a mis abuelos a su hotel, y mi abuelo ya quiere dormirse. Sus votos me hicieron llorar; gracias por invitarme a un día tan especial.',
        9: 'Estoy despierta desde las 6:00 por las fotos y el peinado de las damas, y ya abracé a todos dos veces. Mi cama me llama, y fue el día más bonito.',
        10: 'Soy la encargada de los sobres de regalo y prometí dejarlos hoy mismo en la caja fuerte del hotel. ¡Felicidades, y nos vemos en el desayuno!',
        51: 'Me retiro temprano para guardar fuerzas para el recalentado de mañana, que según tu tía es donde de verdad se pone buena la fiesta. ¡Felicidades a los dos!',
      },
    },
    {
      id: 'concerts',
      title: 'Conciertos, obras y partidos',
      excuses: {
        1: 'Me salgo antes de las últimas canciones para no quedarme atorado una hora en el estacionamiento. ¡Luego me pasas la lista de canciones!',
        2: 'Me zumban los oídos y se me olvidaron los tapones, así que me voy después de esta canción. ¡Tú sigue disfrutando allá adelante!',
        3: 'Me voy en el intermedio porque mi espalda no aguanta otro acto en estas butacas. La primera parte me encantó, luego me cuentas cómo termina.',
        5: 'La lluvia está cada vez más fuerte y la zona general ya parece alberca, así que hasta aquí llego. ¡Gracias otra vez por los boletos!',
        6: 'Vamos perdiendo cuatro a cero, así que me voy en el medio tiempo. Eres más valiente que yo por quedarte.',
        7: 'Alguien me acaba de echar una cerveza entera en la espalda y estoy pegajoso y muerto de frío. Me voy a bañar a la casa, pero gracias por el boleto.',
        51: 'Yo venía por el grupo abridor, que es de unos amigos, y ya tocaron. ¡Disfruta a la banda principal por los dos!',
      },
    },
    {
      id: 'networking',
      title: 'Eventos de trabajo y salidas con colegas',
      excuses: {
        1: 'Qué gusto conocerte. Le prometí a mi hija que hoy le leía el cuento antes de dormir, así que te mando mi contacto y nos tomamos un café la próxima semana.',
        3: '¡Felicidades por el lanzamiento! Vengo manejando, así que solo una copa para el brindis y me voy, pero no me lo quería perder.',
        6: 'Me voy antes de que empiece el karaoke; créanme, nadie quiere oírme cantar. Muy buen trabajo este trimestre, equipo.',
        9: 'Hoy soy el último con llaves de la oficina, así que tengo que regresar a cerrar. Me dio gusto platicar de trabajo contigo; mañana te escribo.',
        11: 'Estoy en el comité de vecinos de mi condominio y a las 7:00 votamos el impermeabilizante de la azotea, así que solo me puedo quedar la primera hora. ¡Por fin te conocí en persona!',
        51: 'El transporte de personal sale a las 8:00 en punto y, si lo pierdo, son dos horas de camión hasta mi casa. ¡Felicidades por el evento!',
      },
    },
    {
      id: 'morning',
      title: 'Mañana madrugo',
      excuses: {
        1: 'Tengo un vuelo a las 6:00 de la mañana y no he empacado nada. Si no me voy ahorita, mañana ando corriendo por el aeropuerto.',
        3: 'Mañana a primera hora presentamos la propuesta al cliente y quiero tener la cabeza despejada. ¡Diviértanse y luego me ponen al tanto!',
        4: 'Mañana abro la cafetería a las 5:00, así que hasta aquí llego.',
        8: 'Mañana hago desayuno para doce personas y la masa de las conchas tiene que reposar toda la noche en el refrigerador. ¡Gracias por una noche tan divertida!',
        9: 'Mañana paso por mi mamá a las 7:30 para una cita temprano, así que ya me voy a dormir.',
        51: 'Mañana a las 8:00 es mi examen de admisión a la universidad y necesito dormir más de cinco horas. ¡Gracias por invitarme!',
      },
    },
    {
      id: 'home',
      title: 'Transporte, hijos y mascotas',
      excuses: {
        1: 'Mi amiga ya está afuera con el coche prendido para llevarme y no la quiero hacer esperar. ¡Qué buena noche, gracias!',
        2: 'El último metro hacia mi rumbo pasa a las 11:15, así que tengo que irme caminando a la estación. ¡Gracias por recibirme!',
        5: 'Mi hija me acaba de pedir que la recoja en casa de su amiga, así que voy para allá.',
        6: 'Mi perro no ha salido desde las 5:00 y prefiero no averiguar qué pasa si me quedo más tiempo.',
        9: 'Mi hija adolescente tiene que estar en casa a las 11:00, así que lo lógico es que yo llegue antes que ella.',
        51: 'Después de la medianoche la tarifa dinámica del Uber se pone por las nubes, así que me voy ahora que el viaje todavía cuesta lo normal. ¡Gracias por todo!',
      },
    },
    {
      id: 'tired',
      title: 'Cansancio y pocas energías',
      excuses: {
        1: 'Los dos expresos que me tomé en la comida ya dejaron de hacer efecto y me estoy apagando. Gracias por la noche; mañana te escribo.',
        4: 'Creo que la segunda copa de vino me pegó más de lo que esperaba. Voy a pedir un taxi a casa y a tomar mucha agua.',
        5: 'Mis alergias se están poniendo feas con los gatos, así que mejor me salgo. Dales una caricia de mi parte.',
        7: 'Hoy tuve que despedir a dos personas de mi equipo y pensé que la fiesta me iba a distraer, pero no soy buena compañía. Perdón por irme así; te llamo el fin de semana.',
        8: 'Mañana temprano me hago unos análisis en ayunas, y estar junto a esta mesa de bocadillos con el estómago vacío es más de lo que puedo soportar. ¡Estuvo precioso, mil gracias!',
        51: 'El mole estuvo buenísimo, pero me serví tres veces y ya solo pienso en mi cama. ¡Gracias por la cena!',
      },
    },
    {
      id: 'honest',
      title: 'Salidas honestas y con estilo',
      excuses: {
        2: 'Convivir con desconocidos no se me da nada bien, y ya se me acabó la plática por hoy. Gracias por invitarme a tu casa.',
        4: '¡Perdón por irnos tan pronto! Diego y yo nos peleamos en el camino y tu fiesta merecía algo mejor que nosotros dos de malas en un rincón.',
        6: 'Me prometí irme a las 10:00 y lo voy a cumplir. Me la pasé increíble y me voy con ganas de más.',
        7: 'Perdón por irme sin despedirme bien: se llenó tanto que empecé a sentir pánico, salí a tomar aire y ya no regresé. Estabas a media historia y no quise interrumpirte.',
        8: 'La verdad, vine sobre todo a verte, y vas a estar ocupada atendiendo a todos toda la noche. Vamos a comer esta semana, nada más tú y yo.',
        9: 'Siendo honesto, la plática de política en nuestro lado de la mesa se está calentando y prefiero irme antes de decir algo de lo que me arrepienta. Gracias por una velada tan linda.',
        51: 'Mañana a las 7:00 corro mi primera carrera de 10 kilómetros y quiero llegar descansada. ¡Salud y gracias por todo!',
      },
    },
  ],
  faq: [
    {
      question: '¿Qué tan temprano es demasiado temprano para irse de una fiesta?',
      answer:
        'En una fiesta casual, quedarte más o menos una hora suele bastar para demostrar que fuiste por el anfitrión y no solo para cumplir. Las cenas con lugar en la mesa son distintas: intenta quedarte por lo menos hasta el plato fuerte, porque quien cocinó planeó la comida para cierto número de invitados. En una boda, quedarte a la cena y al brindis cubre los momentos que más le importan a la pareja. Si sabes que te vas a ir temprano, avisa en cuanto llegues, no a mitad de la fiesta.',
    },
    {
      question: '¿Tengo que dar una razón para irme temprano?',
      answer:
        'No. "Muchas gracias por todo, ya me voy" es una frase completa, y la mayoría de los anfitriones anda tan ocupada que ni va a preguntar. Dar una razón ayuda cuando te vas de una cena pequeña o de una celebración importante, donde tu salida se nota más. Que sea breve y verdadera. Una historia larga y detallada llama más la atención que la salida misma, y después es fácil olvidar lo que dijiste.',
    },
    {
      question: '¿Me despido del anfitrión o me salgo sin decir nada?',
      answer:
        'En una reunión pequeña, busca siempre al anfitrión, aunque sea diez segundos. En una fiesta grande o en una boda donde el anfitrión no se da abasto, irte sin despedirte está bien, siempre que le mandes un mensaje esa noche o a la mañana siguiente para darle las gracias. No interrumpas un brindis, un discurso ni una conversación importante para despedirte. Busca una pausa natural, sé breve y sal sin armar una despedida en grupo en la puerta.',
    },
    {
      question: '¿Qué le escribo al anfitrión después de irme temprano?',
      answer:
        'Dale las gracias, menciona algo concreto que hayas disfrutado y sáltate la disculpa larga. Algo como "Gracias por lo de anoche, la lasaña estuvo increíble y me encantó conocer a tu hermana" dice más que un párrafo explicando por qué te fuiste. Si te perdiste un momento importante, como el brindis o la partida del pastel, pide una foto o un video. Manda el mensaje esa misma noche o a la mañana siguiente, mientras la reunión sigue fresca.',
    },
    {
      question: '¿Es de mala educación irse temprano de una boda?',
      answer:
        'No, si te quedas a los momentos que le importan a la pareja. Intenta estar en la cena, el brindis, el primer baile y la partida del pastel, y luego retírate sin sacar a los novios de la fiesta para despedirte. Si están muy ocupados, pídele a uno de sus papás o a alguien del cortejo que les haga llegar tus felicitaciones. Un mensaje cariñoso al día siguiente es un lindo detalle, sobre todo si te perdiste el final de la fiesta.',
    },
    {
      question: '¿No es mejor decir la verdad sobre por qué me quiero ir?',
      answer:
        'Casi siempre, sí. "Estoy cansado" o "mañana madrugo" son razones normales que ningún anfitrión razonable te va a reprochar. La honestidad también te evita una razón inventada que un amigo en común podría contradecir después. Puedes cuidar tu privacidad sin inventar nada: "Necesito una noche tranquila" es verdad y es suficiente. Si notas que siempre quieres irte temprano de las reuniones del mismo grupo, vale la pena pensarlo y, quizá, tener una conversación amable y directa.',
    },
  ],
  tips: [
    'Si sabes que te vas a ir temprano, avísale al anfitrión en cuanto llegues para que no se sorprenda después.',
    'Despídete del anfitrión en una pausa natural, nunca en medio de un brindis o de un discurso.',
    'Que tu frase de salida sea de una o dos oraciones, y vete sin juntar a medio mundo en la puerta.',
    'Manda un mensaje corto de agradecimiento esa misma noche o a la mañana siguiente, y menciona algo que hayas disfrutado.',
    'Antes de irte, paga tu parte de la cuenta, entrega tu regalo y devuelve lo que te hayan prestado.',
    'Ofrécete a organizar la siguiente reunión si quieres demostrar que irte temprano no tuvo nada que ver con ellos.',
  ],
  related: [
    '/es/excusas/social/no-ir-a-una-fiesta',
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/social/evitar-una-reunion-familiar',
    '/es/excusas/trabajo/salir-temprano',
    '/es/excusas/salud/evitar-hablar-con-gente',
  ],
  updated: '2026-12-06',
};

export default page;
