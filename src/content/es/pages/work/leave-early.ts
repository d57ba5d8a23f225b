import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Salir temprano del trabajo',
  category: 'work',
  description:
    '¿Necesitas irte antes de la hora de salida? Cómo pedir permiso para salir temprano por una cita, los hijos, un malestar o un trámite, y cómo dejar cubierto tu trabajo.',
  fullTitle: 'Excusas para salir temprano del trabajo: buenos motivos y cómo pedírselo a tu jefe',
  carousel: true,
  sections: [
    {
      id: 'appointments',
      title: 'Citas y consultas',
      excuses: {
        2: 'Me acaban de llamar del consultorio porque alguien canceló esta tarde. ¿Te parece bien si aprovecho ese lugar en vez de esperar hasta el próximo mes?',
        5: 'Tengo que renovar mi licencia de manejo y el módulo que me queda más cerca cierra a las 4:30.',
        8: 'Te aviso que hoy salgo a las 3:00: es la entrega de boletas en la escuela de mi hijo y tengo que firmar la suya con la maestra.',
        9: 'Mi gata no ha comido desde ayer y el veterinario la puede ver a las 4:00. ¿Está bien si me salgo a las 3:30?',
        10: 'La firma de las escrituras de la casa quedó para hoy a las 4:00 en la notaría y tengo que ir en persona. ¿Puedo salir a las 3:15?',
        11: 'Mis vacunas para la alergia son un jueves sí y otro no, en la tarde, y después de cada una tengo que esperar treinta minutos. ¿Me puedo ir a las 3:30?',
        12: 'Mi examen de audición es a las 4:00 y la clínica está a cuarenta minutos en carro. ¿Te parece si salgo a las 3:20?',
        14: 'La consulta de los seis meses del bebé, con sus vacunas, es a las 4:00, y esta vez mi pareja no puede salir del trabajo.',
        15: 'Mi cita de terapia se movió a las 4:00 esta semana y no quiero faltar. El último pendiente lo termino en la noche.',
      },
    },
    {
      id: 'family',
      title: 'Familia e hijos',
      excuses: {
        2: 'Hoy en la primaria salen temprano por junta de maestros, así que tengo que estar en la puerta a las 12:00.',
        5: 'A mi esposa se le descompuso el carro de regreso a casa y me está esperando en una gasolinera a veinte minutos de aquí. ¿Puedo salir ya para ir por ella?',
        7: 'A mi hija se le olvidó el inhalador y su competencia de atletismo empieza a las 4:00. ¿Se lo puedo llevar?',
        9: 'Es el cumpleaños de mi pareja y quisiera salir a las 4:00 para prepararle una cena sorpresa antes de que llegue.',
        11: 'A mi hijo le entregan su cinta negra de taekwondo a las 5:00 y yo soy quien se la va a amarrar.',
        12: 'Hoy es el baile de graduación de mi hija y le prometí ayudarla a peinarse antes de que pasen por ella sus amigas.',
        13: 'Apartamos la sesión de fotos familiar en el parque a las 4:30, la última antes de que se meta el sol, y los niños todavía se tienen que cambiar.',
        16: 'A los papás del salón de mi hijo nos tocó el puesto de elotes en la kermés y hay que tenerlo armado a las 5:00. ¿Me das permiso de salir a las 4:15?',
        17: 'Mi mamá se cambia hoy a su departamento nuevo y el edificio solo nos deja usar el elevador de carga hasta las 6:00. ¿Puedo salir a las 3:30 para ayudarla?',
      },
    },
    {
      id: 'home',
      title: 'Casa y pendientes',
      excuses: {
        5: 'Mi hijo me avisa que se metió un murciélago a la sala y no sale, y los bomberos pueden venir hasta las 4:00. ¿Me puedo ir a las 3:30 para abrirles?',
        6: 'Me da un poco de pena, pero estoy casi seguro de que dejé la plancha conectada. ¿Puedo ir rápido a mi casa a revisar?',
        12: 'El ajustador de la aseguradora viene a las 4:00 a revisar lo que la granizada le hizo al techo, y alguien tiene que estar en casa.',
        13: 'Mi hijo me acaba de escribir que se quedó afuera de la casa y está empezando a llover, y yo tengo la única llave. ¿Puedo ir a abrirle?',
        51: 'Por fin me dieron cita para instalar el internet en el departamento nuevo, y el técnico llega entre las 4:00 y las 6:00. ¿Me dejas salir a las 3:30?',
      },
    },
    {
      id: 'unwell',
      title: 'Cuando te sientes mal',
      excuses: {
        2: 'Creo que me está dando algo y prefiero descansar esta noche a tener que faltar mañana.',
        8: 'Ando mareado desde la comida y estar frente a la pantalla lo empeora. ¿Me puedo ir a acostar?',
        10: 'Perdón por irme antes, pero traigo los ojos tan irritados que casi no los puedo abrir. Quiero quitarme los lentes de contacto y descansar.',
        11: 'Los bochornos no me han dado tregua en todo el día y preferiría terminar desde casa, donde puedo controlar la temperatura.',
        12: 'Están pintando el pasillo afuera de la oficina y el olor me dio un dolor de cabeza tremendo. ¿Puedo terminar el día desde casa, lejos de la pintura?',
        13: 'Los cólicos se me pusieron muy fuertes esta tarde y en casa, con algo caliente en el vientre, se me pasarían mejor que aquí. ¿Está bien si me voy?',
      },
    },
    {
      id: 'travel',
      title: 'Carro y viajes',
      excuses: {
        1: 'Mi carro por fin está listo en el taller y cierran a las 5:00. Lo necesito para venir mañana, así que ¿puedo salir a las 4:15?',
        3: 'Tengo un vuelo esta noche y necesito salir a las 3:00 para pasar la revisión del aeropuerto con tiempo.',
        4: 'Anuncian una tormenta fuerte justo a la hora de la salida. ¿Puedo irme a las 3:00 para llegar antes de que se inunden las calles?',
        5: 'Cierran las calles del centro a las 4:00 por el desfile y el desvío me agrega casi una hora de camino. ¿Podría irme a las 3:30?',
        8: 'Voy por mi hermana al aeropuerto a las 5:15 y el tráfico por esa zona se pone horrible después de las 4:00. ¿Te parece si salgo a las 3:45?',
        10: 'La compañera que me lleva a casa se va hoy a las 3:30 porque tiene el partido de su hijo, y no tengo otra forma de regresar. ¿Habría problema?',
      },
    },
    {
      id: 'personal',
      title: 'Compromisos personales',
      excuses: {
        2: 'Mi clase de la maestría empieza a las 5:30 y necesito un poco de margen para llegar a tiempo.',
        5: 'Hoy en la tarde presento mi examen de certificación y en el centro de evaluación solo había lugar a las 4:00.',
        8: 'Esta semana me quedé hasta tarde tres días. ¿Te parece si hoy salgo a las 3:00 para compensar?',
        9: 'A una amiga le hacen un procedimiento menor esta tarde y me toca ir por ella, porque con la anestesia no puede manejar. Tendría que salir a las 2:30.',
        10: 'Ayudo en un refugio de animales y hoy tenemos feria de adopción; me pidieron llegar a las 4:00 para bañar a los perros. ¿Habría problema si salgo a las 3:30?',
        11: 'Mi entrevista para la visa en el consulado es a las 4:00 y hay que llegar temprano por la fila de seguridad. ¿Me autorizas salir a las 3:00?',
        12: 'Mi banda tiene hoy su primera tocada en serio y la prueba de sonido es a las 5:00 al otro lado de la ciudad.',
        13: 'Soy dama en la boda de mi hermana y la última prueba del vestido es a las 4:30.',
        14: 'La fiesta de jubilación de mi antiguo jefe empieza a las 5:00 y me toca decir unas palabras.',
        15: 'Hace un mes aparté cita para cortarme el pelo, hoy a las 4:30, con la única estilista que puede arreglar lo que me hizo la anterior. ¿Me puedo escapar a las 4:00?',
        51: 'Hoy juega la Selección a las 4:00 y quedamos de verlo en casa de mi compadre. Si me dejas salir a las 3:30, mañana llego media hora antes.',
      },
    },
  ],
  faq: [
    {
      question: '¿Cómo le pido a mi jefe salir temprano?',
      answer:
        'Pídelo con la mayor anticipación posible, de preferencia el día anterior o a primera hora. Di a qué hora necesitas irte, da un motivo breve y explica cómo queda cubierto tu trabajo, por ejemplo que el reporte ya está listo o que un compañero puede atender tus llamadas. Una petición clara y concreta es fácil de aprobar. Pedirlo a las 3:55 para irte a las 4:00 pone a tu jefe en aprietos, así que deja eso para imprevistos reales, como un hijo enfermo.',
    },
    {
      question: '¿Tengo que dar un motivo para salir temprano?',
      answer:
        'No siempre. En muchos trabajos basta con decir que tienes una cita o un trámite personal, sobre todo si es ocasional y tu trabajo está al día. Es posible que tu jefe te pida un poco más de explicación si te vas en una temporada de mucho trabajo o antes de una entrega. Nunca tienes que compartir detalles médicos. Si tienes buena relación con tu jefe, la verdad sencilla suele funcionar mejor que una historia elaborada.',
    },
    {
      question: '¿Me pueden descontar si salgo temprano?',
      answer:
        'Depende de tu contrato y del reglamento de la empresa. En muchos trabajos un permiso de unas horas, si es ocasional, no se descuenta; en otros se registra como permiso sin goce de sueldo o te piden reponer el tiempo otro día. Si te pagan por hora, lo normal es que solo cobres las horas trabajadas. Pregunta en recursos humanos cómo funciona en tu caso y ofrece reponer el tiempo llegando antes o quedándote más tarde otro día, si se puede.',
    },
    {
      question: '¿Qué hago si mi jefe me dice que no?',
      answer:
        'Mantén la calma y pregunta qué haría posible el permiso: irte una hora más tarde, terminar primero algo específico o cambiar el horario con un compañero. Si el motivo es urgente, como recoger a un hijo enfermo, dilo con claridad, porque la mayoría de los jefes busca la forma de apoyar en una emergencia real. Si es algo opcional, acepta la respuesta de buena manera e intenta moverlo a otro día. Insistir demasiado por algo pequeño desgasta la relación con tu jefe, y esa la vas a necesitar después.',
    },
    {
      question: '¿Es mejor decir la verdad sobre por qué me quiero ir?',
      answer:
        'Casi siempre, sí. Muchos motivos honestos son perfectamente aceptables: te quedaste hasta tarde esta semana, tienes trámites personales o simplemente estás agotado. Una cita inventada puede traer preguntas incómodas, y las historias son fáciles de desmentir. Si no quieres dar detalles, decir que tienes un compromiso personal es honesto y reservado a la vez. Da más detalles solo cuando le sirvan a tu jefe para organizarse.',
    },
  ],
  tips: [
    'Pide el permiso lo más temprano que puedas y di la hora exacta a la que necesitas irte.',
    'Termina o entrega lo urgente antes de salir, y dile a tu jefe quién puede cubrirte.',
    'Ofrece reponer el tiempo llegando antes o quedándote más tarde otro día.',
    'Marca el horario en el calendario compartido para que nadie te agende reuniones después de que te vayas.',
    'Evita salir temprano el mismo día de cada semana, a menos que hayas acordado un cambio de horario fijo.',
    'Revisa tus mensajes una vez después de salir para que nada urgente se quede sin respuesta hasta el día siguiente.',
  ],
  related: [
    '/es/excusas/trabajo/llegar-tarde',
    '/es/excusas/trabajo/faltar-al-trabajo',
    '/es/excusas/trabajo/faltar-a-una-reunion-de-zoom',
    '/es/excusas/trabajo/evitar-la-integracion',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
