import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Evitar hablar de la relación',
  category: 'dating',
  description:
    '¿Todavía no estás listo para el "qué somos"? Formas amables de posponer la plática sin darle falsas esperanzas a nadie, y cuánto tiempo suele salir la gente antes de querer definir la relación.',
  fullTitle: 'Excusas para evitar la plática de "qué somos" (y cuándo dejar de evitarla)',
  carousel: true,
  sections: [
    {
      id: 'timing',
      title: 'No es el momento',
      excuses: {
        1: 'De verdad quiero hablar de nosotros, pero no en medio de un bar lleno de gente. ¿Lo dejamos para una noche tranquila en casa?',
        2: 'Ya casi es medianoche y los dos entramos temprano a trabajar. Mejor platiquemos de esto el sábado, con la cabeza fresca.',
        5: 'Estamos de vacaciones y lo estoy disfrutando muchísimo. ¿Dejamos los temas serios para cuando regresemos y este viaje lo disfrutamos sin presión?',
        6: 'Esto merece más que una conversación por WhatsApp. ¿Lo hablamos en persona el viernes?',
        9: 'Acabamos de discutir y no quiero decidir nada importante mientras los dos estamos enojados. ¿Lo retomamos mañana?',
        11: 'Ya están llamando a abordar a mi grupo. No te estoy sacando la vuelta, te lo juro: ¿me llamas mañana en la noche, cuando ya haya aterrizado y dormido?',
        12: 'El lunes presentas tu examen de certificación y no quiero que esto te ande dando vueltas en la cabeza mientras estudias. Hablemos el martes, con una cena para celebrar.',
        51: 'La película empieza en cinco minutos y esta plática no cabe en los cortos. ¿La tenemos a la salida, con unos tacos y sin prisas?',
      },
    },
    {
      id: 'early',
      title: 'Todavía es pronto',
      excuses: {
        1: 'Apenas llevamos cuatro citas. Me gusta cómo va esto y quiero dejar que crezca un poquito más.',
        6: 'Todavía no conozco a tus amigos ni a tu familia. Me encantaría conocer más de tu mundo antes de ponerle nombre a esto.',
        9: '¿Y si hacemos un viaje de fin de semana antes de decidir nada? Quiero saber si nos seguimos cayendo bien después de seis horas en carretera.',
        12: 'Eres de la familia de mi mejor amiga, así que si esto sale mal, su posada de diciembre se va a poner muy incómoda. Antes de hacerlo oficial quiero tenerlo muy claro.',
        13: 'Apenas la semana pasada borré las aplicaciones de citas y quiero un rato para acostumbrarme antes de ponerle etiqueta a lo nuestro.',
        14: 'Llegaste a la ciudad apenas en agosto y quiero que tengas tu propia gente aquí antes de que yo sea el centro de todo. ¿Lo dejamos para después de las fiestas de diciembre?',
        15: 'Nuestros amigos no dejan de preguntar qué somos, y quiero que lo decidamos por nosotros, no para darles una respuesta. ¿Los ignoramos un mes más?',
      },
    },
    {
      id: 'past',
      title: 'Lo que ya viví',
      excuses: {
        1: 'Mi última relación avanzó muy rápido y terminó mal. Esta vez me gustaría ir más despacio, si te parece bien.',
        2: 'Hace apenas unos meses salí de una relación larga y quiero estar segura de que te elijo por lo que eres y no por llenar un hueco.',
        4: 'Mi ex usaba las etiquetas para controlarme, así que palabras como "novia" todavía me ponen tensa. Estoy trabajando en eso.',
        6: 'Mis papás se separaron cuando yo tenía diez años y crecí desconfiando de las grandes promesas. No quiero hacerte una que no pueda cumplir.',
        7: 'Llevo cinco años sin pareja y me está costando acostumbrarme a compartir mi vida otra vez. Tenme paciencia mientras me adapto.',
        9: 'En mi última relación me engañaron y a mí la confianza me regresa despacio. No tiene nada que ver contigo.',
      },
    },
    {
      id: 'busy',
      title: 'Ahorita tengo la vida llena',
      excuses: {
        2: 'Este mes me cambio de departamento y quiero tener esta plática con calma, cuando ya estén desempacadas las cajas.',
        4: 'Soy contadora y es temporada de declaraciones anuales: semanas de noventa horas hasta el 30 de abril. ¿Tenemos esta plática cuando haya dormido más de cinco horas?',
        9: 'Mi panadería abre en tres semanas y vivo de harina y cuatro horas de sueño. ¿Lo hablamos después de la inauguración?',
        10: 'Mi renovación de visa sigue en el aire y no puedo prometer nada a nadie hasta saber si me puedo quedar.',
        12: 'Estoy remodelando mi cocina con mis propias manos y mi vida es puro aserrín hasta que termine. ¿Hablamos cuando vuelva a tener fregadero?',
        15: 'Me postulé para presidir el comité vecinal y hasta la votación de noviembre mis tardes son de tocar puertas y repartir volantes. ¿Tenemos esta plática la semana siguiente?',
        16: 'Mi banda está grabando su primer disco este mes y estoy en el estudio todas las noches hasta las 10:00. Lo retomamos cuando esté mezclada la última canción.',
        17: 'Soy madrina en la boda de mi mejor amiga dentro de tres semanas y traigo la cabeza llena de acomodos de mesas y discursos. Después de la fiesta, soy toda tuya y toda oídos.',
        51: 'Estoy terminando la tesis y el servicio social al mismo tiempo, y no me queda ni un rato libre. ¿Lo platicamos cuando entregue la tesis en marzo?',
      },
    },
    {
      id: 'deflect',
      title: 'Salidas con humor',
      excuses: {
        3: 'Te digo qué somos en cuanto termine este capítulo. Bueno, con la reproducción automática eso es mentira, así que mejor lo hablamos mañana en el desayuno, con unos huevos rancheros.',
        9: 'No puedo contestarte eso con tu gata mirándome como si le debiera la renta. Pregúntame otra vez el domingo en mi casa, donde la única que juzga es mi planta.',
        13: 'Según mis cuentas somos 62 % pareja, 30 % amigos que comparten papas fritas y 8 % indecisos. ¿Redondeamos el domingo?',
        14: 'Va, pero primero tendríamos que definir "definir", y eso ya es un debate de tres horas. Hagamos las dos cosas el viernes en la cena; yo llevo el diccionario.',
        15: 'Confesión total: busqué "qué somos" en internet y tampoco supo. Dame hasta el fin de semana.',
        16: '¡Mira, una estrella fugaz! Bueno, era un avión, pero de verdad necesito hasta el domingo para encontrar las palabras.',
        17: 'Cosas que tengo claras: tú, los tacos y esta lista de canciones. En proceso: la palabra "novio". ¿Me das una semana?',
        18: 'Última hora: pareja local informa que su situación sentimental sigue en revisión. Se espera un comunicado el viernes y hoy no se aceptan preguntas.',
        19: '¿Qué somos tú y yo? / Mi corazón dice sí, / mi boca: "¿el lunes?"',
        20: 'Te digo qué somos en cuanto tú me lo digas, y tú me lo dices en cuanto yo te lo diga. Rompamos el círculo mañana con un café.',
        21: 'Aplican restricciones: cualquier respuesta sobre nosotros es válida solo después de un café. El café es el sábado a las 10:00 y yo invito.',
        51: 'Ahorita somos como frijoles en la olla: ya huele muy rico, pero todavía no están cocidos. ¿Les damos otra semana a fuego lento?',
      },
    },
    {
      id: 'honest',
      title: 'Respuestas de frente',
      excuses: {
        3: 'La verdad, todavía no sé bien lo que quiero, y mereces una respuesta de verdad. ¿Me das hasta fin de mes?',
        4: 'Veo que esto es importante para ti. Ahorita no busco nada serio y no quiero hacerte perder el tiempo.',
        7: 'Sé que sigo dándole largas a esto. No es justo para ti, así que sentémonos esta semana a hablar con honestidad.',
        9: 'La verdadera razón por la que evito el tema: me gustas más de lo que esperaba y eso me da un poco de miedo. ¿Hablamos el domingo?',
        10: 'Todavía hablo con mi ex casi todos los días y quiero resolver eso antes de dar el siguiente paso. Mereces saberlo.',
        11: 'No te he contado que tengo un hijo y me daba miedo que eso cambiara las cosas. ¿Podemos hablar de eso primero?',
        12: 'Mis papás todavía creen que no salgo con nadie, y contarles es todo un drama familiar, por eso he estado evitando esta plática. No es por ti.',
        13: 'Viajo por trabajo tres semanas al mes y no sé si es justo pedirle a alguien que se apunte a eso. ¿Hablamos primero de esa parte?',
      },
    },
  ],
  faq: [
    {
      question: '¿Cuánto tiempo hay que salir antes de hablar de la relación?',
      answer:
        'No hay una regla fija, pero mucha gente quiere saber en qué punto están después de unos 2 a 3 meses de salir con regularidad. Para entonces ya pasaron suficiente tiempo juntos como para saber si quieren ser exclusivos. Algunas parejas lo hablan antes, sobre todo si una de las dos personas quiere dejar de salir con otras. Si llevan meses saliendo y sigues esquivando la pregunta, la otra persona puede tomar tu evasión como respuesta.',
    },
    {
      question: '¿Está bien posponer la plática?',
      answer:
        'Sí, si dices con honestidad el motivo y das un plazo aproximado. "Prefiero esperar a que pasen mis exámenes" es justo. Posponerla sin fecha no lo es: deja a la otra persona adivinando y puede sentir que le estás dando largas. Si ya sabes que no quieres una relación, no pospongas nada; dilo con amabilidad desde ahora para que pueda tomar sus propias decisiones.',
    },
    {
      question: '¿Y si todavía no sé lo que quiero?',
      answer:
        'Dilo tal cual. "Todavía no lo tengo claro y no quiero darte una respuesta de la que luego me arrepienta" es honesto y respetuoso. Después ponte una fecha límite para aclararlo y piensa qué es lo que de verdad te frena: el momento, heridas del pasado o dudas sobre esta persona. Platicarlo con una amistad de confianza puede ayudarte a ver la diferencia.',
    },
    {
      question: '¿Cómo evito darle falsas esperanzas a alguien?',
      answer:
        'Que tus acciones coincidan con tus palabras. Si no estás listo para comprometerte, evita comportarte en todo como pareja formal mientras esquivas la conversación. Deja claro si estás saliendo con otras personas y no hagas planes a futuro que no piensas cumplir. Si tienes dudas, es mejor contar de más que de menos: la gente lleva mucho mejor saber a tiempo que no lo tienes claro que llevarse una sorpresa después.',
    },
    {
      question: '¿Qué hago si mi pareja insiste en tener la plática?',
      answer:
        'Tómalo como señal de que la pregunta le importa mucho y pon una fecha para la conversación en lugar de volver a esquivarla. Puedes decirle que necesitas un día para ordenar tus ideas. La insistencia también puede venir de la inseguridad, así que dale tranquilidad sobre lo que sí sabes, como que disfrutas el tiempo juntos, y sé sincero sobre lo que todavía no sabes.',
    },
  ],
  tips: [
    'Si necesitas más tiempo, dilo y da un plazo aproximado en lugar de cambiar de tema cada vez.',
    'Escoge un momento tranquilo y en privado para la conversación, no una fiesta ni un trayecto en coche.',
    'Deja claro si estás saliendo con otras personas, aunque todavía no quieras ponerle nombre a la relación.',
    'Guarda las bromas para los momentos ligeros; si la pregunta vuelve a salir, contéstala en serio.',
    'Si ya sabes que no quieres una relación, díselo ahora para que esa persona decida qué quiere.',
    'Dale tranquilidad sobre lo que sí tienes claro, como lo bien que la pasas a su lado, y sé honesto con lo demás.',
  ],
  related: [
    '/es/excusas/citas/no-conocer-a-sus-amigos',
    '/es/excusas/citas/no-contestar-mensajes',
    '/es/excusas/citas/cancelar-una-cita',
    '/es/excusas/social/dejar-de-responder',
    '/es/excusas/humor/excusas-graciosas',
  ],
  updated: '2026-12-06',
};

export default page;
