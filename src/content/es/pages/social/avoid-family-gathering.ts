import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Evitar una reunión familiar',
  category: 'social',
  description:
    'Formas cariñosas de decirle a tu mamá, a tu hermano o a la tía que no vas a la cena de Navidad, a la reunión o a la comida del domingo, y proponer una llamada o una visita en otra fecha.',
  fullTitle: 'Excusas para no ir a una reunión familiar: cómo decir que no llegas sin que nadie se ofenda',
  carousel: true,
  sections: [
    {
      id: 'holidays',
      title: 'Navidad, Año Nuevo y otras fiestas',
      excuses: {
        1: 'Mamá, este año no llego a la cena de Nochebuena: el 28 entrego el borrador de la tesis y necesito cada hora. ¿Te parece si voy un fin de semana largo en enero?',
        2: 'Este año organizo la cena de Navidad aquí para los compañeros del posgrado que no pueden viajar a su tierra, y ya se los prometí. ¿Les marco por WhatsApp antes del postre?',
        3: 'Este año pasamos la Navidad con la familia de Andrés, porque el año pasado estuvimos con ustedes. ¿Organizamos un desayuno de Año Nuevo, nada más nosotros?',
        4: 'Tía Marta, mil gracias por invitarnos a partir la rosca. Ese mismo día organizamos la entrega de juguetes para los niños del condominio, así que te llamo en cuanto se vaya el último niño.',
        5: 'Este 31 me quedo en casa con el perro, que tiembla con cada cohete desde las ocho de la noche. Les marco antes de las doce para darles el abrazo.',
        6: '¿Me dejas saltarme la cena grande con los cuarenta primos y pasar a verlos a ti y a papá una noche más tranquila de esa semana?',
        7: 'Al bebé le toca nacer justo la semana de Navidad, así que este año nos quedamos cerca del hospital. Les mandamos foto en cuanto haya noticias.',
        8: 'Este año estrenamos tradición propia: los tres solos, molletes y pijama hasta el mediodía. ¿Podemos pasar a verlos el 25 en la tarde?',
        9: 'Me voy a perder la comida de Año Nuevo en casa de la abuela porque mi vuelo de regreso a la universidad sale ese día al mediodía. ¿Paso a desayunar con ella camino al aeropuerto?',
        51: 'La posada de la empresa de mi esposo cae el mismo sábado que la de la familia, y ya le prometí acompañarlo. ¿Les llevo ponche el domingo para compensar?',
      },
    },
    {
      id: 'reunions',
      title: 'Reuniones familiares y carnes asadas',
      excuses: {
        1: 'Jorge, me pierdo la carne asada del sábado en tu casa porque tengo puesto en el bazar todo el día. Cómete un taco por mí y salúdame a la tía Teresa.',
        2: 'Siento mucho perderme la reunión familiar en el lago este verano: ese mismo fin de semana mi generación de la preparatoria celebra diez años de egresados. ¿Alguien me manda la foto grupal?',
        3: 'Tía Rosa, la reunión cae justo el fin de semana de la boda de mi mejor amiga, y soy dama de honor. Te llamo el domingo para que me cuentes todo.',
        5: 'Los 90 años del abuelo caen en el segundo día de mi examen de certificación, y salgo a las cinco, imposible llegar a la cena. Esta semana le grabo un video y le mando una carta.',
        6: 'Este año no me apunto al campamento de los primos. Por fin acepté que no soy de casa de campaña, y tres noches durmiendo en el suelo me pondrían de pésimo humor.',
        7: 'El 16 de septiembre desfilo con la banda de guerra de egresados de mi secundaria, así que no llego a la comida. ¡Paso en la tarde si todavía queda birria!',
        8: '¿Está bien si esta vez no voy al día de campo? Dicen que vamos a llegar a 40 grados y con ese calor me pongo fatal, pero les mando mi ensalada de macarrones con Daniel.',
        9: 'No voy a poder ir a la fiesta de graduación de Emilia porque Pablo se gradúa esa misma tarde, a dos horas de aquí. Le mando un regalo y una nota para que sepa lo orgullosa que estoy de ella.',
        51: 'Soy alérgico a los caballos, y la reunión es en el rancho del tío Jesús, entre corrales y caballerizas. Esta vez paso, pero los invito a comer aquí en la ciudad cuando quieran.',
      },
    },
    {
      id: 'in-laws',
      title: 'La comida del domingo con los suegros',
      excuses: {
        2: 'Amor, ¿te molesta ir sin mí a casa de tus papás esta semana? Le prometí a Andrea ayudarla a repasar para su examen de enfermería, y en la noche le hablo a tu mamá.',
        3: 'Este fin nos saltamos la comida porque mi hermana se queda con nosotros hasta que sale su vuelo el domingo en la noche. ¿Vamos el siguiente?',
        4: 'Nos encanta comer con ustedes, pero ir cada domingo nos dejó sin tiempo para el súper y la ropa sucia. ¿Nos saltamos este y de ahora en adelante vamos cada quince días?',
        5: 'Le prometí a mi mamá ayudarla a pintar su cocina el domingo. Dile a tu papá que siento muchísimo perderme su barbacoa.',
        7: 'Perdón, doña Carmen, este domingo es solo para nosotros dos: cumplimos diez años de casados y reservamos una cabaña desde hace meses. ¿Vamos el fin siguiente?',
        51: 'Este domingo jugamos la final del torneo de fútbol de la colonia y soy el portero titular. Guárdenme mole para la noche, que llego con hambre de campeón o de perdedor.',
      },
    },
    {
      id: 'travel',
      title: 'Viajes y dinero',
      excuses: {
        1: 'Los vuelos a Mérida para Navidad pasan de 7,000 pesos este año, y de plano no me alcanza. ¿Escogemos un fin de semana más barato en enero?',
        2: 'Todos los hoteles cerca de su casa están llenos ese fin de semana, y sé que el cuarto de visitas ya está ocupado. ¿Planeamos la visita para la semana siguiente?',
        3: 'Mamá, son nueve horas de carretera de ida y nueve de vuelta para dos días de visita; pasaría más tiempo en el carro que contigo. ¿Nos vemos a medio camino en primavera?',
        4: 'Me mareo horrible en las curvas de la sierra, y a su cabaña son dos horas de pura curva. ¿Y si mejor nos vemos a comer en el pueblo?',
        5: 'No me dieron cita para el pasaporte antes de la boda en Madrid. Me duele en el alma, y desde aquí brindo por ustedes.',
        6: 'La transmisión del carro anda fallando, y no me animo a manejarlo seis horas en carretera. ¿Voy en cuanto me lo entreguen del taller?',
        7: 'La bebé apenas tiene seis semanas, y todavía no nos animamos a llevarla a dormir fuera de casa. Estas fiestas nos las saltamos y planeamos una visita en verano.',
        8: 'Los boletos de autobús para el puente ya se agotaron, y el único que queda llega a las dos de la mañana. Mejor voy unos días después.',
        51: 'La autopista sigue cerrada por el deslave, y el desvío agrega cuatro horas de camino. ¿Voy en cuanto la reabran?',
      },
    },
    {
      id: 'work',
      title: 'Turnos y trabajo',
      excuses: {
        1: 'Me tocó el turno del 24 en el hospital y ya no queda nadie con quien cambiarlo. ¿Me guardan un plato de bacalao?',
        2: 'Mamá, el 10 de mayo doy una conferencia en Monterrey. ¿Te invito a desayunar el lunes que regrese?',
        4: 'Soy contadora, y la reunión cae el 28 de abril, en plena temporada de declaraciones anuales. Sabes que cualquier otro mes del año ahí estaría.',
        5: 'Papá, estoy en un diplomado que tiene clases todos los sábados hasta marzo. ¿Voy a verte el fin de semana después de que termine?',
        7: 'Entré a este trabajo en octubre y todavía no me tocan vacaciones. El año que entra es lo primero que pido.',
        8: 'Esta semana estoy en el turno de noche, así que tu fiesta del sábado en la tarde cae justo en mis horas de sueño. ¿Cenamos temprano el martes?',
      },
    },
    {
      id: 'kids',
      title: 'La agenda de los niños',
      excuses: {
        3: 'Este fin de semana los niños están con su papá, y no quiero que te quedes sin verlos. ¿Vamos el sábado siguiente, que me tocan a mí?',
        4: 'Maya presenta el examen de admisión a la universidad ese sábado temprano, y le prometimos una noche tranquila antes. Sentimos mucho perdernos la fiesta de aniversario.',
        5: 'La niñera acaba de renunciar y no tenemos con quién dejar a los niños para una fiesta solo de adultos. ¿Los invitamos a cenar otra noche?',
        6: 'Lucía llegó de la escuela con piojos y este fin de semana lavamos todas las sábanas de la casa. Créeme, es mejor que no nos acerquemos.',
        7: 'Ese día en la tarde recogemos a los gemelos del campamento, a tres horas de aquí, así que no alcanzamos a llegar a la cena de cumpleaños de la tía Elena.',
        8: 'Las fiestas que terminan tarde convierten a mi niño de dos años en un huracán por varios días. Esta vez nos quedamos en casa, y les marcamos a la hora del baño.',
        51: 'Paula tiene el bailable del festival de primavera el sábado en la mañana, así que no llegamos a la comida en el rancho. ¡Les mandamos el video del baile!',
      },
    },
    {
      id: 'rest',
      title: 'Cuando necesitas descansar',
      excuses: {
        1: 'Dos semanas en Japón me dejaron el cuerpo convencido de que las 4 de la mañana es hora de cenar, y en la mesa sería un zombi. ¿Paso a verlos cuando me ajuste al horario, como el 20?',
        2: 'Apenas me estoy recuperando de un resfriado fuerte y no quiero contagiar al abuelo. Mejor les marco a la hora de la cena.',
        3: 'Me lastimé el hombro en el muro de escalada, y abrazar a veinte parientes suena a muy mala idea. ¿Hablamos el domingo en la noche?',
        8: 'El jueves me operaron de la vista con láser y todavía no aguanto el sol fuerte, así que me salto la mariscada en la playa. ¿Me mandas foto de todo lo que sirvan?',
        9: 'Después de dos semanas con mis suegros en casa, ya no tengo pila para más gente y necesito un fin de semana tranquilo antes de las fiestas. ¿Paso a verte un rato el próximo domingo?',
        51: 'Anoche fue la boda de mi compadre y hoy amanecí con una resaca que no me deja ni levantar la cabeza. No quiero llegar así a la comida de la abuela; paso a saludarla en la tarde.',
      },
    },
    {
      id: 'boundaries',
      title: 'Parientes difíciles y límites claros',
      excuses: {
        1: 'El tío Ramón es un amor, pero las últimas dos comidas terminaron en gritos por política. Esta vez me salto la reunión y lo veo por separado.',
        2: 'El año pasado cociné y lavé trastes todo el día mientras los demás veían el fútbol, así que este año me quedo en casa. ¿La próxima vez nos repartimos las tareas?',
        3: 'Sé que quieres a todos juntos, mamá, pero las fiestas en esa casa todavía me pesan desde que tú y papá se separaron. ¿Paso al día siguiente, cuando todo esté más tranquilo?',
        4: 'Las preguntas de "¿y el novio?" y "¿para cuándo la boda?" me agotan cada año. Esta me la salto y voy a verlos a ti y a papá por mi cuenta.',
        7: 'Mi novio todavía no se siente bienvenido en las reuniones de la familia, y yo no voy sin él. ¿Podemos hablar de cómo mejorar eso?',
        8: 'Este año no voy a la misa de Pascua ni a la comida, y prefiero ser honesta antes que inventar una razón: ir a misa con toda la familia ya no va conmigo.',
        9: 'Este año no me alcanza para un regalo para cada quien, y me da pena llegar con las manos vacías. ¿Y si el próximo año hacemos intercambio?',
        10: 'Este año no voy a estar en la reunión, y por ahora prefiero guardarme el motivo. Te cuento más cuando esté lista.',
        51: 'En cada reunión alguien me pide dinero prestado delante de todos, y en la mesa no sé decir que no. Esta vez paso, pero te invito a comer a ti sola.',
      },
    },
  ],
  faq: [
    {
      question: '¿Cómo le digo a mi familia que no voy sin que se sientan mal?',
      answer:
        'Díselo pronto, con cariño y en pocas palabras. Empieza con algo cierto y amable, como lo mucho que agradeces la invitación, y luego di claramente que no vas a poder ir. Ahórrate la justificación larga: una lista de motivos suena a discusión a punto de empezar. Cierra con algo concreto, como una llamada ese día, una visita el mes que entra o un detalle que mandes con alguien. A la gente le duele mucho menos una ausencia cuando ve que sigues queriendo ser parte de su vida.',
    },
    {
      question: '¿Es mejor ser honesto que inventar una excusa?',
      answer:
        'Con la familia, casi siempre. Los parientes se cuentan todo, y una excusa inventada puede salir a relucir en la siguiente reunión y doler más que la ausencia misma. Eso sí, no le debes a nadie todos los detalles. Decir que necesitas un fin de semana tranquilo, que el viaje no te alcanza o que cierto pariente te lo pone difícil es honesto y muchas veces se recibe mejor que una historia. Un motivo concreto, como un turno o un hijo enfermo, está bien cuando es verdad.',
    },
    {
      question: '¿Con cuánta anticipación debo avisar?',
      answer:
        'En cuanto lo sepas. Para una cena de Navidad o una reunión grande, lo ideal son unas semanas, porque quien organiza está calculando comida, lugares en la mesa y a veces hospedaje para otros invitados. Para la comida de cada domingo, con un par de días basta. A veces cancelar de último momento es inevitable, como con un hijo enfermo o un turno imprevisto, pero si ya sospechas que no vas a ir, dilo ahora. Esperar hasta esa misma mañana convierte una pequeña decepción en una grande.',
    },
    {
      question: '¿Y si va a estar un pariente con el que estoy peleado?',
      answer:
        'Puedes apartarte de una reunión sin convertirlo en un drama familiar. Díselo a quien organiza en privado y con calma: que por ahora prefieres no coincidir con esa persona y que no es nada contra el resto de la familia. Ofrece una visita por separado. Evita desahogarte en el grupo de la familia, porque eso solo reparte la tensión. Si el pleito viene de años, una conversación directa o alguien neutral que sirva de puente puede servir más que faltar a todas las reuniones.',
    },
    {
      question: '¿Qué hago si me hacen sentir culpable por decir que no?',
      answer:
        'Reconoce lo que sienten sin volver a abrir la decisión. Algo como "Sé que te da tristeza y siento mucho perdérmelo, pero aun así no puedo ir" funciona mejor que sumar motivos nuevos, que solo invitan a debatir. Repite la misma frase con cariño si hace falta. Luego lleva la plática a lo que sí puedes ofrecer, como una llamada durante la comida o una visita pronto. Si la presión es constante, una conversación tranquila, en otro momento, sobre a qué reuniones sí puedes ir puede ayudar a todos.',
    },
    {
      question: '¿Puedo ir solo a una parte de la reunión?',
      answer:
        'Muchas veces es el mejor acuerdo. Llegar al postre, quedarte las primeras dos horas o ir el sábado pero no todo el fin de semana te deja ver a quienes te importan y cuidar tu energía, tu bolsillo o tu agenda. Avísale a quien organiza con tiempo para que no se sorprenda cuando te vayas, y dile a qué hora llegas. Muchas familias quedan contentas con una visita corta, sobre todo si mientras estás ahí estás de verdad presente.',
    },
  ],
  tips: [
    'Avísale primero y directamente a quien organiza, en vez de que se entere por un primo o por el grupo de la familia.',
    'Resume tu motivo en una sola frase y usa el resto del mensaje para decirles lo que los quieres.',
    'Ofrece algo concreto a cambio de la reunión, como una llamada ese día o una visita con fecha.',
    'Manda un detalle, como un guisado, una tarjeta o un mensaje de video, para seguir siendo parte del día.',
    'Si prometes una llamada o una visita, apunta la fecha en tu calendario y cumple tu palabra.',
    'Cuando el verdadero problema es un solo pariente, díselo en privado a alguien de confianza en vez de culpar a toda la familia.',
  ],
  related: [
    '/es/excusas/social/no-ir-a-una-fiesta',
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/social/dejar-de-responder',
    '/es/excusas/salud/quedarse-en-casa',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
