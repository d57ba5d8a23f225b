import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'No contestar mensajes',
  category: 'dating',
  description:
    '¿Dejaste a alguien en visto? Formas cálidas de explicar una respuesta tardía a tu cita o a tu pareja, cuánto tiempo es demasiado y cuándo conviene una respuesta directa en lugar de un pretexto.',
  fullTitle: 'Excusas por no contestar mensajes: qué decir después de tardar en responder',
  carousel: true,
  sections: [
    {
      id: 'busy',
      title: 'Días a tope',
      excuses: {
        1: 'Hoy fue día de inventario en el trabajo: contamos caja por caja en la bodega y apenas voy saliendo. ¡Cuéntame de tu día!',
        2: 'Clases todo el día, luego laboratorio hasta las 8:00, y apenas me estoy sentando a cenar. ¿Cómo va tu semana?',
        8: 'Cociné para doce personas en el cumpleaños de mi amiga y no me senté hasta que quedó seco el último plato. ¿Qué tal tu noche?',
        11: 'Estuve todo el día en una feria del empleo, saludando gente y repartiendo mi currículum. Ya llegué a casa y soy todo oídos.',
        12: 'Me pasé el día tallando el departamento para que me regresen el depósito, hasta las parrillas del horno, con unos guantes de hule que nunca me quité. Me duele todo, pero quedó reluciente, y tus mensajes son mi premio.',
        13: 'Me pasé toda la tarde configurando el celular nuevo de mi mamá y, no sé cómo, ni una sola vez revisé el mío.',
        17: 'Hoy jugamos tres partidos de futbol bajo el sol y apenas me estoy despegando del sillón. ¿Qué tal tu sábado?',
        19: 'Me pasé todo el domingo haciendo mi declaración anual del SAT, con las facturas del año regadas por la sala, y no levanté la vista hasta enviarla. ¡Me toca devolución, y a ti, respuesta!',
        20: 'Anoche estrenamos la obra del grupo de teatro de la colonia y entre los dos actos y la fiesta del elenco no salí ni a respirar. Ahora sí, tienes toda mi atención.',
        21: 'Fui con mi sobrina a buscar su vestido de quince años: seis tiendas, cuarenta vestidos y un sí muy emocionado. Mi celular pasó el día en el fondo de su bolsa, así que cuéntame del tuyo.',
        51: 'Acompañé a mi abuela a sus trámites de la pensión: tres oficinas, dos filas larguísimas y un formato que hubo que llenar dos veces. Ya estoy libre, ¿cómo te fue a ti?',
      },
    },
    {
      id: 'phone',
      title: 'Problemas con el celular',
      excuses: {
        1: 'Se me murió el celular al mediodía y el cargador estaba en mi casa. Apenas vi todo lo que me mandaste.',
        2: 'En la mañana se me cayó el celular al fregadero y estuvo todo el día metido en una bolsa de arroz. ¡Ya revivió, y yo también!',
        7: 'Le puse el modo no molestar para ver una película y no lo quité hasta hoy en la mañana. Por eso no te contesté, ¡perdón!',
        8: 'La semana pasada estaba bloqueando números de publicidad y, no sé cómo, te bloqueé a ti también. Acabo de ver tu nombre en mi lista de bloqueados, ¡qué pena!',
        10: 'Anoche olvidé el celular en el asiento de atrás de un taxi y el chofer me lo pudo regresar hasta hoy en la mañana.',
        11: 'Se me acabó el saldo y ni cuenta me di hasta hoy en la mañana. ¡Ya recargué y aquí estoy!',
        13: 'La aplicación de citas me sacó de mi cuenta después de una actualización y no sabía que tenía mensajes tuyos hasta que volví a entrar hoy. ¿Nos pasamos a WhatsApp para que no vuelva a pasar?',
        14: 'Tenía la memoria del celular tan llena que ya no me bajaban los mensajes. Acabo de borrar dos mil capturas de pantalla, ¡y aquí estás!',
        51: 'Me cambié de compañía telefónica y estuve dos días sin línea mientras hacían la portabilidad de mi número. Ya quedó, y lo primero que hice fue escribirte.',
      },
    },
    {
      id: 'missed',
      title: 'Se me pasó',
      excuses: {
        1: 'Le di corazón a tu mensaje y, no sé por qué, lo conté como respuesta. Un corazón no es respuesta, así que aquí va una de verdad: ¡sí, el jueves me queda!',
        2: 'Tu mensaje llegó a la 1:00 de la mañana, lo leí entre sueños y juraba que lo había soñado. Acabo de revisar la conversación y sí es real: el mercado nocturno del domingo suena perfecto.',
        3: 'Tu mensaje quedó enterrado debajo de cincuenta mensajes del grupo de la familia. Perdón por tardar tanto.',
        9: '¡Contesté en el chat equivocado! Mi mamá acaba de recibir un sí muy emocionado para el viernes en la noche, y era para ti.',
        10: 'Me preguntaste por el sábado y quería revisar mi horario del trabajo antes de decirte que sí. ¡Ya lo publicaron y estoy libre!',
        11: 'Reescribí seis veces mi respuesta a tu chiste para estar a tu altura y de repente ya era medianoche. Va la versión sin pulir: me hiciste reír a carcajadas.',
        13: 'Tu mensaje llegó mientras iba siguiendo el mapa y quité la notificación sin leerla. Acabo de encontrarla, y sí, ¡me encantaría ir a ver al trío de jazz el viernes!',
        51: 'Te contesté en el metro, sin señal, y mi respuesta se quedó todo el día sin enviarse; no me había dado cuenta. Aquí va otra vez: ¡claro que sí!',
      },
    },
    {
      id: 'away',
      title: 'Fuera de casa o de viaje',
      excuses: {
        2: 'Mi mejor amiga entró en trabajo de parto el sábado en la noche y la acompañé hasta que nació su hijo el domingo a mediodía. Mateo está perfecto y yo por fin me pongo al corriente con tus mensajes.',
        3: 'Estuve en la boda de mi primo desde la misa hasta el último baile. ¿Qué tal tu día?',
        4: 'Pasé el fin de semana ayudando a mi tía en su puesto de cerámica en una feria artesanal de Puebla, envolviendo tazas en periódico de 8:00 a 6:00. Te guardé una que quedó torcida.',
        5: 'Me fui todo el fin de semana a un festival de música y el celular solo salió para grabar videos borrosos del escenario principal. Te mando el que menos se mueve.',
        10: 'Acabo de regresar de una semana en casa de mi hermano en Corea y allá traía los datos apagados para que no me cobraran de más. ¡Todos tus mensajes me llegaron de golpe al aterrizar!',
        11: 'Ayudé a mi hermana a mudarse a la ciudad donde va a estudiar la universidad: doce horas de cajas y escaleras, y ella me necesitaba más que mi celular.',
        51: 'Fui a la fiesta del pueblo de mis abuelos y allá la señal solo llega si te subes a la azotea. Ya regresé, con pan de pueblo y con ganas de platicar contigo.',
      },
    },
    {
      id: 'space',
      title: 'Necesitaba espacio',
      excuses: {
        1: 'Tuve una semana de bajón y me desaparecí con todo el mundo, no solo contigo. Ya ando mejor y me da gusto ver tu nombre en la pantalla.',
        8: 'Después de nuestra última cita sentí que las cosas iban más rápido de lo que acostumbro, y en vez de decírtelo, dejé de escribir.',
        10: 'El lunes anunciaron recorte de personal en el trabajo y, aunque mi puesto no corre peligro, he andado con los nervios de punta. Ya me calmé y me encantaría ponernos al día.',
        12: 'Estuve dándole vueltas a una oferta de trabajo en otra ciudad y no sabía qué decirle a nadie. Ayer la rechacé, así que me quedo, y me encantaría verte esta semana.',
        13: 'Estoy probando noches sin celular para dormir mejor y esta semana se me pasó la mano. Tú mereces una excepción.',
        14: 'El martes me encontré a mi ex en el súper y me movió el piso unos días. No tuvo nada que ver contigo.',
      },
    },
    {
      id: 'honest',
      title: 'Respuestas sinceras',
      excuses: {
        1: 'No soy de mandar mensajes, pero de verdad me gusta platicar contigo. ¿Mejor nos hablamos por teléfono esta semana?',
        2: 'La verdad, he estado platicando con varias personas de la aplicación y perdí la cuenta de a quién le había contestado. No habla nada bien de mí, y perdón por dejarte esperando.',
        4: 'He estado saliendo con alguien más y ya se volvió algo serio. Debí decírtelo antes en lugar de dejar de contestar.',
        6: 'Me di cuenta de que ahorita no tengo cabeza para salir con nadie. Mereces una respuesta, no silencio.',
        8: 'He tardado en contestar porque no sé si queremos lo mismo. ¿Nos vemos y lo hablamos con sinceridad?',
        9: 'No tenía claro si tu mensaje era para una cita o para vernos como amigos, y me quedé sin saber qué contestar. Ojalá haya sido una cita.',
        12: 'Lo confieso: me piqué con un videojuego y se me fue el fin de semana entero sin contestarle a nadie, ni a ti. ¿Te compenso con una cena?',
        15: 'La verdad, vi tu mensaje de inmediato y esperé un día para que no se me notaran las ganas. Fue una tontería y no lo vuelvo a hacer: contigo, nada de juegos.',
        16: 'La verdad es que no me alcanzaba para el concierto que propusiste, me dio pena y no dije nada. ¿Hacemos algo más barato, como caminar y comer unos tacos?',
      },
    },
  ],
  faq: [
    {
      question: '¿Cuánto tiempo es demasiado para contestar un mensaje?',
      answer:
        'Si estás saliendo con alguien, contestar en un plazo de 24 a 48 horas es una regla razonable. Después de eso, la otra persona puede empezar a preguntarse si te interesa. No tienes que responder en minutos, y tener un día pesado es normal, pero un "hoy ando a mil, en la noche te contesto bien" ayuda muchísimo. Si ya pasaron varios días, admite la demora en una frase en lugar de hacer como si nada.',
    },
    {
      question: '¿Debo explicar por qué no contesté?',
      answer:
        'Una explicación corta ayuda si pasó mucho tiempo o si el mensaje era importante, como una pregunta o un plan. Que sea una sola frase y luego sigue con la conversación. No hace falta contar toda tu semana. Si la razón es que no sabes qué sientes por esa persona, eso merece una conversación honesta, no un pretexto. En general, la gente prefiere una respuesta clara a una historia muy creativa.',
    },
    {
      question: '¿Y si ya no quiero seguir hablando con esa persona?',
      answer:
        'Manda un mensaje amable y claro en lugar de dejar que la conversación se enfríe sola. Algo como "Me dio gusto conocerte, pero no siento una conexión" es suficiente. No le debes una explicación detallada. La excepción es cuando alguien te faltó al respeto o te hizo sentir en peligro: en ese caso está bien dejar de contestar y bloquear el número si lo necesitas.',
    },
    {
      question: '¿Es mala señal que alguien tarde en contestar?',
      answer:
        'No por sí solo. Hay personas que viven pegadas al celular y otras que lo revisan dos veces al día. Importan más la constancia y el esfuerzo: ¿cumple los planes, te pregunta por tu vida y llega cuando dice que va a llegar? Si te molestan las respuestas lentas, dilo con cariño y pregúntale qué prefiere, ya sea llamadas, menos mensajes o un momento fijo para platicar.',
    },
    {
      question: '¿Cómo retomo una conversación después de un silencio largo?',
      answer:
        'Reconoce el silencio en pocas palabras y abre con algo concreto, como una pregunta sobre algo que te contó o un plan. "Perdón por desaparecer, tuve unos días de locos. ¿Cómo te fue en el maratón?" funciona mejor que un "hola" genérico. Si no responde, espera unos días y, si sigue sin contestar, no insistas. Un recordatorio amistoso está bien; varios seguidos pueden agobiar.',
    },
  ],
  tips: [
    'Un rápido "hoy estoy a tope, en la noche te contesto" toma diez segundos y evita casi todos los malentendidos.',
    'Si estás saliendo con alguien, procura contestar en un plazo de 24 a 48 horas, aunque sea con poco.',
    'Reconoce un silencio largo en una sola frase y luego sigue adelante con la conversación.',
    'Si no te interesa, manda un mensaje amable y claro en vez de ir desapareciendo poco a poco.',
    'Cuenta desde el principio cómo eres con los mensajes, para que una respuesta lenta no se confunda con falta de interés.',
    'Cuando el tema es serio, propón una llamada en lugar de una conversación larguísima por mensajes.',
  ],
  related: [
    '/es/excusas/citas/cancelar-una-cita',
    '/es/excusas/citas/evitar-hablar-de-la-relacion',
    '/es/excusas/social/dejar-de-responder',
    '/es/excusas/trabajo/no-responder-correos',
    '/es/excusas/salud/evitar-hablar-con-gente',
  ],
  updated: '2026-12-06',
};

export default page;
