import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Faltar al trabajo por enfermedad',
  category: 'work',
  description:
    'Qué decir cuando te sientes tan mal que no puedes trabajar, desde una gripe o algo que te cayó mal hasta un hijo con fiebre o un día de salud mental, y cuándo te van a pedir la incapacidad.',
  fullTitle: 'Faltar al trabajo por enfermedad: motivos y cómo avisarle a tu jefe',
  summary: {
    heading: 'Avisar que estás enfermo sin complicarte',
    text: 'Sé breve, avisa antes de tu hora de entrada y di cuándo piensas regresar. A la mayoría de los jefes solo les importa saber que no vas y si hay algo que cubrir.',
    highlights: [
      'Avisa antes de tu hora de entrada',
      'Dos o tres frases bastan',
      'Menciona los pendientes urgentes y quién los puede cubrir',
      'Infórmate de cuándo te piden la incapacidad',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'common',
      title: 'Malestares de todos los días',
      excuses: {
        1: 'Agarré un resfriado tremendo: no paro de estornudar y traigo la nariz tapada. Hoy me quedo en cama, pero reviso el correo de vez en cuando por si surge algo urgente.',
        2: 'Anoche me corté la mano haciendo la cena y me tuvieron que dar cuatro puntadas. Me duele mucho y casi no puedo agarrar una pluma, así que hoy la dejo descansar.',
        4: 'Tengo una infección en las vías urinarias y voy a la clínica en cuanto abra. Hoy me quedo en casa tomando mucha agua.',
        5: 'Tengo una sinusitis que no me deja concentrarme. Hoy descanso y calculo regresar en uno o dos días.',
        6: 'Con el frío de estos días se me alborotó el asma en la noche y me falta el aire hasta para ir a la cocina. Hoy me quedo en casa con mi inhalador.',
        7: 'Amanecí con vértigo y todo me da vueltas cada vez que volteo la cabeza. ¿Alguien me puede cubrir las llamadas hoy?',
        9: 'Me duele muchísimo el oído y escucho todo como apagado. Hoy no voy y mañana temprano te escribo para decirte cómo sigo.',
        12: 'Dormí en mala posición y amanecí con un nervio atrapado en el hombro; no puedo levantar el brazo derecho sin que me dé una punzada. Hoy me quedo en casa sin moverlo.',
        13: 'Me torcí la rodilla jugando fútbol anoche y amaneció tan tiesa que las escaleras son todo un problema. Hoy me quedo en casa con hielo.',
        14: 'Ayer me picó una abeja en el labio y se me hinchó media cara. No es nada grave, pero prefiero quedarme en casa hasta que se desinflame.',
        15: '¿Me das permiso de faltar hoy? Anoche me resbalé en la regadera y me golpeé una costilla, y hoy hasta sentarme me duele.',
        51: 'Ayer pasé todo el día al sol en la boda de mi prima y amanecí insolado, con escalofríos y un dolor de cabeza que no me deja ni ver el celular. Hoy no voy.',
      },
    },
    {
      id: 'stomach',
      title: 'Problemas del estómago',
      excuses: {
        2: 'Creo que me cayeron mal los tacos de anoche, porque desde las 3:00 no salgo del baño.',
        3: 'Hoy traigo el colon irritable muy alborotado y necesito tener mi baño cerca. Sí puedo contestar mensajes.',
        4: 'La medicina nueva que empecé ayer me tiene con muchas náuseas. Hoy voy a descansar a ver si se me asienta el estómago.',
        5: 'Me despertó un dolor fuerte en el estómago que no parece una indigestión normal. Voy a urgencias para quedarme tranquilo.',
        9: 'El reflujo no me dejó dormir casi nada y amanecí revuelto y agotado. Me tomo el día para descansar.',
        10: 'Los cólicos de este mes están tan fuertes que necesito un día en casa con la bolsa de agua caliente. Mañana ya debo estar bien.',
      },
    },
    {
      id: 'headaches',
      title: 'Dolores de cabeza y migrañas',
      excuses: {
        1: 'Tengo una migraña que empezó anoche y no me suelta. Las pantallas la empeoran, así que hoy necesito estar en un cuarto a oscuras.',
        3: 'Desde ayer en la tarde traigo un dolor de cabeza por tensión que no se me quita ni con pastillas, y tengo el cuello tieso. Hoy descanso.',
        4: 'Ayer barnizaron los pisos de la casa y el olor me dejó con un dolor de cabeza que no se me quita. Voy a pasar el día en casa de mi hermana, lejos del olor.',
        6: 'Creo que la graduación de mis lentes nuevos quedó mal, porque después de un día con ellos tengo un dolor de cabeza constante. Hoy descanso la vista y mañana los llevo a revisar.',
        7: 'Voy en el tercer día sin café y el dolor de cabeza por la abstinencia me tiene tirado en el sillón con las cortinas cerradas. Mañana regreso, ya con lo peor pasado.',
      },
    },
    {
      id: 'family',
      title: 'Cuidar a la familia',
      excuses: {
        1: 'Mi hijo tiene fiebre y hoy no puede ir a ningún lado, así que me quedo a cuidarlo.',
        2: 'Suspendieron clases en la escuela de mi hija porque se quedaron sin agua, y con tan poco aviso no encontré quién me la cuidara.',
        4: 'Mi papá se está recuperando de una gripe fuerte y hoy no puede quedarse solo; soy la única persona que puede acompañarlo.',
        6: 'Hoy operan a mi mamá de cataratas; yo la llevo y me quedo con ella después.',
        10: 'Mi hija se torció la muñeca anoche en el entrenamiento. Hoy la llevo a que la revisen y le pongan una férula.',
        11: 'Mi perrita estuvo mala toda la noche y el veterinario la puede ver a las 10:00. Me tomo el día para llevarla y quedarme con ella.',
        12: 'Mi esposo se lastimó la espalda anoche y no puede cargar a la bebé, así que hoy tengo que estar en casa para cuidarla.',
      },
    },
    {
      id: 'appointments',
      title: 'Citas médicas',
      excuses: {
        1: 'Mañana temprano tengo una resonancia de la rodilla y el único lugar con cita está a una hora de aquí. ¿Me das el día?',
        2: 'Hoy me toca la curva de tolerancia a la glucosa del embarazo: ayuno y un piquete cada hora. Siempre me deja agotada, así que me tomo el día completo.',
        3: 'En mi examen de la vista me van a dilatar las pupilas, así que durante varias horas no voy a poder ver una pantalla ni manejar.',
        4: 'A las 9:00 me quitan una uña enterrada y voy a tener el pie dormido y vendado el resto del día. Regreso a la oficina el jueves.',
        9: 'Aviso para mañana: me sacan las muelas del juicio y me van a dormir, así que no voy a poder manejar ni trabajar el resto del día.',
        10: 'Hoy no voy a ir porque tengo las pruebas de alergia. Tuve que dejar los antihistamínicos toda la semana y ando estornudando y con los ojos hinchados.',
        11: 'Tengo una infusión de hierro a las 9:00 que dura casi toda la mañana, y la última me dejó con dolor de cuerpo y calentura toda la tarde. Hoy no voy.',
        51: 'Por fin me dieron la cita con el especialista en la EPS, pero es hoy a las 10:00 en una sede al otro lado de la ciudad. ¿Me puedo tomar el día?',
        52: 'En mi clínica del IMSS las fichas para consulta se reparten a las 7:00 y nunca sé a qué hora me van a atender, así que hoy no voy a poder ir a trabajar.',
      },
    },
    {
      id: 'mental',
      title: 'Días de salud mental',
      excuses: {
        1: 'Llevo un mes de jornadas de doce horas y estoy en las últimas; necesito un día para descansar antes de terminar quemado de verdad. Mañana regreso descansado.',
        4: 'Una amiga muy cercana tuvo una crisis anoche y me quedé con ella hasta las 3:00. Estoy agotado emocionalmente y hoy no voy a rendir.',
        5: 'Estoy pasando por un asunto personal que me tiene muy afectado. Necesito un día para atenderlo.',
        6: 'Me dio un ataque de pánico en el camino esta mañana y me regresé a la casa. Estoy bien, pero hoy necesito tranquilizarme.',
        9: 'Hoy me tomo el día para mí: tengo terapia en la mañana y no quiero ir con prisas.',
      },
    },
    {
      id: 'contagious',
      title: 'Contagios y precauciones',
      excuses: {
        1: 'Tengo síntomas de influenza y estoy esperando el resultado de la prueba. Mientras no lo sepa, prefiero guardar distancia y quedarme en casa.',
        4: 'Tengo una infección en la garganta y hasta que lleve un día entero con el antibiótico puedo contagiar, así que calculo regresar el miércoles.',
        6: 'Por fin se me quitó la calentura anoche. ¿Me puedo tomar un día más para ya no contagiar a nadie cuando regrese?',
        7: 'Mi hijo tuvo la enfermedad de mano, pie y boca la semana pasada y ahora me la pegó a mí. Voy a faltar hasta que ya no contagie.',
        9: 'Amanecí con un sarpullido y quiero que me lo revisen antes de estar cerca de alguien, por si es contagioso.',
        10: 'Mi compañero de departamento amaneció con una infección estomacal. Yo me siento bien por ahora, pero ¿puedo trabajar desde casa hoy para no llevarla a la oficina?',
        11: 'Amanecí con conjuntivitis y se contagia muy fácil, así que hoy no me paro por la oficina. Regreso en cuanto se me desinflamen los ojos.',
      },
    },
  ],
  faq: [
    {
      question: '¿Me van a pedir incapacidad si falto por enfermedad?',
      answer:
        'Por un solo día, muchas veces no. Si faltas varios días seguidos, lo normal es que te pidan un comprobante, y en buena parte de América Latina el que cuenta es la incapacidad que expide tu seguridad social, como el IMSS en México o tu EPS en Colombia, no cualquier receta. Algunas empresas aceptan la constancia de un médico particular y otras no. Como la incapacidad se expide cuando te atienden, ve a consulta desde el primer día si crees que vas a faltar varios. Pregunta en recursos humanos cómo entregarla y qué pasa con tu sueldo esos días.',
    },
    {
      question: '¿Cuánto le tengo que contar a mi jefe?',
      answer:
        'Muy poco. En la mayoría de los trabajos basta con decir que estás enfermo, que hoy no vas y cuándo crees que vas a regresar. Normalmente no tienes que compartir un diagnóstico, y los detalles de más solo alargan un mensaje sencillo. Lo que sí conviene mencionar es cualquier cosa con fecha, como una junta o una entrega, y quién la puede cubrir. Si tu jefe te hace una pregunta, contéstala en pocas palabras y con la verdad.',
    },
    {
      question: '¿Aviso por llamada, WhatsApp o correo?',
      answer:
        'Usa el medio que se espera en tu trabajo. En muchas oficinas basta un WhatsApp, un mensaje en el chat del equipo o un correo, mientras que en los trabajos por turnos suele pedirse una llamada al supervisor. El reglamento interno o recursos humanos te lo pueden aclarar. Elijas lo que elijas, avisa antes de tu hora de entrada para que tu equipo se organice. Si mandas mensaje y nadie contesta, llama: un aviso que nadie leyó no cuenta como aviso.',
    },
    {
      question: '¿Está bien tomarme un día de salud mental?',
      answer:
        'Sí, y cada vez más empresas lo entienden, aunque todavía no en todas. El agotamiento afecta tu trabajo tanto como una gripe. Puedes decir simplemente que no te sientes bien y que necesitas un día para recuperarte; no tienes que dar más explicaciones. Si notas que necesitas estos días con frecuencia, vale la pena hablar con tu jefe o con recursos humanos sobre la carga de trabajo, o preguntar si la empresa ofrece algún programa de apoyo psicológico.',
    },
    {
      question: '¿Y si en realidad no estoy enfermo?',
      answer:
        'Entonces casi siempre es mejor pedir un permiso o un día de vacaciones. Muchas empresas tienen días personales o permisos justo para eso, y pedirlo con honestidad cuida tu credibilidad para cuando de verdad te enfermes. Una enfermedad inventada te obliga a cargar con una historia, y más si después te piden la incapacidad que no tienes. Si en tu trabajo es casi imposible pedir un día por motivos legítimos, ese es un tema que vale la pena plantear directamente.',
    },
    {
      question: '¿Mejor trabajo desde casa en vez de faltar?',
      answer:
        'Solo si de verdad te sientes con fuerzas y tu puesto lo permite. Trabajar desde casa evita que una gripe llegue a la oficina, pero trabajar con fiebre suele alargar la recuperación y bajar la calidad de lo que entregas. Si estás realmente enfermo, tómate el día completo y olvida los pendientes. Si te sientes bien pero podrías contagiar a alguien, ofrecer el trabajo desde casa es un punto medio que muchos jefes agradecen.',
    },
  ],
  tips: [
    'Manda el aviso antes de tu hora de entrada y, si tu trabajo lo exige, llama también a tu supervisor.',
    'Dilo en dos o tres frases: que te sientes mal, que no vas a ir y cuándo piensas regresar.',
    'Menciona cualquier junta o entrega que vayas a perder y sugiere quién la puede cubrir, para que tu ausencia afecte lo menos posible.',
    'Lee la parte del reglamento interno sobre faltas para saber cómo avisar y a partir de cuántos días te piden la incapacidad.',
    'Descansa de verdad: un día de dormir y tomar líquidos te recupera más rápido que contestar correos desde la cama.',
    'Cuando no estés enfermo de verdad, pide un permiso o un día de vacaciones y deja las faltas por enfermedad para cuando de verdad te enfermes.',
  ],
  related: [
    '/es/excusas/trabajo/llegar-tarde',
    '/es/excusas/trabajo/salir-temprano',
    '/es/excusas/trabajo/faltar-a-una-reunion-de-zoom',
    '/es/excusas/trabajo/no-cumplir-un-plazo',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
