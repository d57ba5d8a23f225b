import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Faltar a una reunión de Zoom',
  category: 'work',
  description:
    '¿Se cayó el internet, te confundiste de horario o tu niño se encerró en el baño? Qué decirle a quien organizó la reunión de Zoom que te perdiste, y correos para ponerte al día.',
  fullTitle: 'Excusas para faltar a una reunión de Zoom: motivos y correos para el trabajo a distancia',
  carousel: true,
  sections: [
    {
      id: 'tech',
      title: 'Fallas de conexión y de equipo',
      excuses: {
        1: 'Se me cayó el internet justo cuando empezaba la reunión y, para cuando el módem volvió a conectar, la llamada ya casi terminaba.',
        3: 'Se me descompusieron el micrófono y la cámara al mismo tiempo, y la invitación no traía un número para entrar por teléfono.',
        7: 'Zoom me cerró la sesión y me pidió un código de verificación que llega al celular del trabajo, que se me quedó en la oficina.',
        8: 'La red de la empresa bloqueó el enlace que mandó el cliente, y los de sistemas no lo pudieron desbloquear antes de que terminara la llamada.',
        9: 'Zoom me obligó a actualizar en cuanto le di clic a entrar, y se quedó quince minutos en la pantalla de instalación.',
        12: 'Sin querer entré desde la computadora y desde el celular, y el chillido del eco estaba tan fuerte que me salí para arreglarlo.',
        13: 'Estaba en la oficina y la pantalla de la sala de juntas no se conectó a la llamada por más que le movimos.',
        14: 'Mi computadora tenía 2 por ciento de batería y el cargador, que ya venía fallando, por fin dejó de servir, así que se apagó antes de que pudiera entrar.',
      },
    },
    {
      id: 'schedule',
      title: 'Confusiones de horario',
      excuses: {
        1: 'Como en Estados Unidos ya cambiaron de horario y aquí no, me hice bolas y pensé que la reunión era una hora más tarde.',
        2: 'Limpiando mi calendario rechacé sin querer toda la serie de reuniones, así que desapareció de mi agenda.',
        4: 'La invitación decía opcional, así que aproveché la hora para terminar la cotización del cliente de Guadalajara. ¿Salió algo de la reunión que me toque hacer?',
        7: 'Mandaron dos invitaciones para la misma reunión con enlaces distintos, y me pasé la hora entera en la sala vacía.',
        9: 'Se me empalmó con una cita fija que tengo un martes sí y otro no, y con tan poco aviso no la pude mover.',
        10: 'Pedí la tarde libre y la marqué en el calendario del equipo, así que no vi la invitación hasta la noche. ¿Qué me perdí?',
        11: 'Pensé que se había cancelado después del correo de la semana pasada, por eso no la tenía en mi lista. Perdón por la confusión.',
        12: 'Estaba metido de lleno en el informe trimestral y no levanté la cabeza hasta veinte minutos después de que empezó. Ya puse un segundo recordatorio para que no se repita.',
        13: 'Mariana y yo pensamos que la otra iba a representar al equipo, y al final no entró ninguna de las dos. Ya quedamos en quién va de ahora en adelante.',
        51: 'Estaba convencido de que hoy era puente por el día festivo y ni prendí la computadora. Ya vi mi error; ¿me pasas lo que se acordó?',
      },
    },
    {
      id: 'home',
      title: 'Interrupciones en casa',
      excuses: {
        3: 'El dueño del departamento llegó con posibles inquilinos justo a la hora de la reunión, y no podía dejar a desconocidos solos en mi casa.',
        4: 'En la obra de al lado empezaron a romper concreto justo cuando iba a entrar. No se oía absolutamente nada, así que voy a ver la grabación.',
        8: 'Empezó a gotear el techo por una fuga del departamento de arriba, y estuve poniendo cubetas y buscando al administrador del edificio.',
        10: 'Salí al balcón antes de la llamada y la puerta se cerró detrás de mí. Mi compañera de departamento no llegó a abrirme hasta cuarenta minutos después.',
        13: 'Mi niño vació una bolsa entera de harina en el piso de la cocina justo antes de la llamada, y limpiar el desastre me tomó la media hora completa.',
        14: 'Soy alérgico a las picaduras y se metió una avispa a mi cuarto de trabajo justo cuando empezó la llamada. Cerré la puerta y esperé en el pasillo hasta que mi vecino la sacó.',
        15: 'Un balón de los niños de al lado me rompió la ventana de la sala, y estaba barriendo vidrios y hablando con ellos cuando debía estar conectado.',
        16: 'Mi hija se cayó del columpio del patio justo cuando me sentaba a conectarme. Está bien, pero primero tuve que revisarla y calmarla.',
        19: 'A mi hijo le dio fiebre en la escuela, así que estaba en la dirección recogiéndolo en vez de estar en la llamada.',
        52: 'Pasó el camión del gas y ya no nos quedaba nada en el tanque, así que salí corriendo a alcanzarlo justo cuando empezaba la reunión.',
      },
    },
    {
      id: 'work',
      title: 'Otros compromisos de trabajo',
      excuses: {
        1: 'Se cayó un anaquel de frascos de vidrio en el pasillo seis justo antes de la llamada, y estuve cuidando que los clientes no pasaran mientras limpiábamos.',
        2: 'Mi reunión anterior se alargó media hora y no me podía salir porque yo era quien estaba presentando.',
        3: 'Llegaron de Protección Civil a revisar el local sin avisar y, como encargada del turno, tuve que acompañarlos en todo el recorrido.',
        6: 'Estaba en una visita de obra donde casi no había señal, y la conexión se caía cada vez que intentaba entrar.',
        7: 'Estaba ayudando a la compañera nueva en su primer día, y configurar su computadora nos tomó mucho más de lo planeado.',
        9: 'Era el día de la mudanza del equipo al piso nuevo, y los de sistemas no me conectaron la computadora hasta que terminó la reunión.',
        10: 'Una señora perdió de vista a su niño en la tienda y yo no me iba a mover hasta encontrarlo. Estaba escondido entre los percheros de abrigos.',
        13: 'Hubo simulacro en el edificio justo a la hora de la reunión y estuvimos todos en el estacionamiento hasta que terminó la llamada.',
        16: 'Una compañera se cortó la mano en el comedor y, como me toca la brigada de primeros auxilios del piso, me quedé con ella hasta que la atendieron.',
        17: 'Estaba cubriendo la recepción mientras la recepcionista salía a comer, y no podía dejar el lugar solo.',
      },
    },
    {
      id: 'personal',
      title: 'Asuntos personales y de salud',
      excuses: {
        5: 'Me sentí mal, me acosté un rato y me quedé dormido sin oír el recordatorio.',
        7: 'Me agarró el tráfico de regreso a casa y no quise conectarme mientras manejaba.',
        8: 'El festival de la escuela de mi hijo se alargó, y no me iba a salir justo antes de que le entregaran su diploma.',
        13: 'Me quemé la mano con el agua hirviendo justo antes de la llamada y la tenía bajo el chorro de agua fría cuando empezó.',
        14: 'El carro de mi vecina, una señora mayor, no arrancaba después de la comida, y estuve en el estacionamiento pasándole corriente con los cables hasta que prendió.',
        15: 'Llevaba cuarenta minutos en espera con la aseguradora y si colgaba perdía mi turno.',
        16: 'Mi perro se tragó un calcetín y estuve al teléfono con el veterinario de urgencias toda la reunión. Ya está bien.',
        18: 'Mi mamá me llamó muy asustada después de picarle a un enlace falso, y la estaba ayudando a cambiar sus contraseñas cuando empezó la reunión.',
        19: 'Mi chequeo anual iba con casi una hora de retraso, y seguía en la sala de espera cuando empezó la reunión.',
        51: 'Salí a correr a la hora de la comida, me torcí el tobillo a diez cuadras de la casa y regresé cojeando. Cuando llegué, la reunión ya había terminado.',
      },
    },
  ],
  templates: {
    title: 'Correos listos para enviar',
    intro:
      'Correos para antes o después de una reunión que te perdiste. Completa lo que está entre corchetes, sé breve y pregunta siempre cómo ponerte al día. Van de usted para que sirvan con jefes y clientes; si con quien organiza se hablan de tú, cambia el trato.',
    items: [
      {
        subject: 'Disculpe mi ausencia en [Nombre de la reunión]',
        whenToUse: 'Un problema técnico no te dejó entrar a la reunión.',
        body: 'Hola, [Nombre de quien organiza]:\n\nLe ofrezco una disculpa por no haber estado hoy en [Nombre de la reunión]. Tuve [Problema técnico] y no logré conectarme a tiempo. ¿Me podría compartir la grabación o las notas? Las reviso hoy mismo y le escribo si tengo dudas.\n\nSaludos,\n[Tu nombre]',
      },
      {
        subject: 'No podré asistir a [Nombre de la reunión] el [Fecha]',
        whenToUse: 'Sabes con tiempo que vas a tener un choque de horarios.',
        body: 'Buenos días, [Nombre de quien organiza]:\n\nTengo [Motivo] a la misma hora que [Nombre de la reunión] del [Fecha] y no podré asistir. Le dejo mi avance sobre [Proyecto o tema]: [Resumen breve]. Si se graba, la veo después, y con gusto respondo cualquier pregunta por correo.\n\nMuchas gracias,\n[Tu nombre]',
      },
      {
        subject: 'Para ponerme al día con [Nombre de la reunión]',
        whenToUse: 'Ibas tan tarde que entrar habría interrumpido la llamada.',
        body: 'Buenas tardes, [Nombre de quien organiza]:\n\nSe me atravesó [Motivo] y llevaba más de [Minutos] minutos de retraso, así que preferí no interrumpir la reunión a medias. ¿Sería tan amable de mandarme las notas o la grabación? Me pongo al corriente antes de que termine el día.\n\nGracias de antemano,\n[Tu nombre]',
      },
      {
        subject: 'Una disculpa por faltar a [Nombre de la reunión]',
        whenToUse: 'Simplemente se te olvidó y quieres reconocerlo.',
        body: '[Nombre de quien organiza], buen día:\n\nLe debo una disculpa: hoy se me pasó [Nombre de la reunión], y fue descuido mío. Ya activé recordatorios para que no vuelva a pasar. ¿Me puede decir qué me perdí o si hay algo de lo que se habló que me toque retomar?\n\nUn saludo cordial,\n[Tu nombre]',
      },
    ],
  },
  faq: [
    {
      question: '¿Entro tarde o mejor no entro?',
      answer:
        'Si vas unos minutos tarde, entra sin hacer ruido, con el micrófono apagado, y ponte al día por el chat. Si vas más de 15 o 20 minutos tarde, casi siempre es mejor no entrar y pedirle a quien organizó las notas o la grabación. Entrar tan tarde suele significar interrumpir, pedir que repitan cosas o perderte el contexto de lo que se decidió. La excepción es una reunión donde te toca presentar o decidir algo: ahí entra en cuanto puedas.',
    },
    {
      question: '¿Con cuánto tiempo le aviso a quien organiza?',
      answer:
        'Con todo el que puedas. Si sabes del choque de horarios desde el día anterior, rechaza la invitación con una nota corta y manda el avance que te tocaba presentar. Si algo surge de último momento, basta un mensaje rápido por el chat antes de que empiece. Si faltaste sin avisar, manda una disculpa ese mismo día, lo antes posible, y pregunta cómo ponerte al corriente.',
    },
    {
      question: '¿Se vale pedir la grabación o las notas?',
      answer:
        'Sí, y demuestra que te importa lo que te perdiste. Muchos equipos graban sus reuniones o llevan notas compartidas, así que pedirlas es lo normal. Sé concreto: di si quieres la grabación, las notas o solo los acuerdos y pendientes, y cuándo los vas a revisar. Si no se grabó nada, pídele un resumen de dos minutos a un compañero en lugar de a quien organizó, que quizá esté muy ocupado. Después da seguimiento a lo que te hayan asignado.',
    },
    {
      question: '¿Y si simplemente se me olvidó la reunión?',
      answer:
        'Entonces dilo. Olvidar una reunión es muy común, y una disculpa directa suele caer mejor que una falla técnica que alguien podría poner en duda. Dile a quien organizó que no estuviste, que fue descuido tuyo y qué hiciste para que no se repita, como activar los recordatorios del calendario. Ofrece ponerte al día con lo que te correspondía. Ser honesto aquí cuida tu credibilidad para cuando de verdad te falle la conexión.',
    },
    {
      question: '¿Puedo entrar con la cámara apagada en lugar de faltar?',
      answer:
        'En la mayoría de los casos, sí. Si estás enfermo, en un lugar con ruido o con un fondo desordenado, entrar con la cámara y el micrófono apagados suele ser mejor que no aparecer. Escribe un mensaje breve en el chat explicando por qué no tienes cámara. En algunas reuniones, como entrevistas, llamadas con clientes o reuniones uno a uno, se espera video, así que consúltalo antes con quien organiza. En todas las demás, estar presente y escuchar cuenta mucho.',
    },
    {
      question: '¿Cómo evito fallas técnicas antes de una reunión importante?',
      answer:
        'Abre el enlace cinco minutos antes: si Zoom pide actualizarse o iniciar sesión, que no te agarre con la reunión empezada. Deja la computadora conectada a la corriente, prueba el micrófono y la cámara en la configuración de Zoom y ten unos audífonos a la mano. Guarda el número telefónico de la invitación para entrar por teléfono si falla el internet. Para llamadas importantes, compartir datos desde el celular es un buen respaldo. Con estos hábitos las fallas reales son raras, y cuando pasan, nadie las pone en duda.',
    },
  ],
  tips: [
    'Avisa antes de que empiece la reunión siempre que puedas: si avisas con tiempo, faltar casi nunca es problema.',
    'Pide la grabación, las notas o un resumen rápido, y date tiempo para revisarlos ese mismo día.',
    'Si vas más de 15 o 20 minutos tarde, no entres: ponte al día después en lugar de interrumpir.',
    'Manda por correo o por chat el avance que te tocaba presentar, para que la reunión pueda seguir sin ti.',
    'Abre los enlaces unos minutos antes y ten a la mano el número telefónico de respaldo.',
    'Si se te olvidó, dilo sin rodeos: una disculpa corta y un plan para ponerte al día es todo lo que la mayoría espera.',
  ],
  related: [
    '/es/excusas/trabajo/llegar-tarde',
    '/es/excusas/trabajo/faltar-al-trabajo',
    '/es/excusas/trabajo/no-responder-correos',
    '/es/excusas/trabajo/salir-temprano',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
