import type { Tone } from '../../generator';

/** The generator's work excuses in Spanish: the same excuse as the English line at each position. */
const excuses: Record<Tone, readonly string[]> = {
  formal: [
    'La guardería de mi hijo cerró hoy por una fuga de agua en su calle, así que trabajaré desde casa con él. Puedo tomar llamadas durante su siesta, de una a tres, y estaré en el chat todo el día.',
    'Necesito salir hoy a las 2:30: se me aflojó una corona dental a la hora de la comida y conseguí la última cita del dentista, a las tres. Le dejo el resumen del cliente en su correo antes de irme.',
    'No podré asistir a la junta de presupuesto de las 3:00, porque el cliente Grupo Herrera cambió su llamada trimestral a ese mismo horario. ¿Podría compartirme las notas? Esta noche me pongo al día con mis pendientes.',
    'Anoche reventó un tubo en la cocina; el plomero viene entre las 10:00 y las 12:00, así que hoy trabajo desde casa. Estaré en el chat toda la mañana y entro por video a la revisión de la 1:00.',
    'Llegaré unos treinta minutos tarde esta mañana: cerraron el puente del periférico por un accidente y la desviación obliga a rodear por todo el centro. Ya moví mi llamada de las 9:00 a las 9:45.',
    'Quisiera pedir el viernes libre para ayudar a mi papá a mudarse a su nuevo departamento en Puebla; el camión de la mudanza llega a las 8:00. Dejaré resuelto todo lo urgente el jueves antes de las cinco.',
    'Quisiera pedirle una prórroga para el reporte trimestral hasta el jueves al mediodía, ya que Finanzas no cerrará las cifras de marzo antes del miércoles en la noche. Mañana le envío las secciones terminadas para que empiece a revisarlas.',
    'Toda mi cuadra está sin internet desde las 6:00 y la compañía calcula restablecerlo al mediodía. Me voy a trabajar a la biblioteca pública, así que entraré a la reunión de equipo de las 9:00 unos quince minutos tarde.',
    'No puedo cubrir el turno extra del sábado, porque esa mañana mi hermana se gradúa de la carrera de enfermería en Guadalajara. Marco se ofreció a tomarlo si usted aprueba el cambio.',
    'No podré ir a la cena de equipo del jueves, ya que entreno al equipo de fútbol de mi hija y tenemos partido de semifinal a las seis. Que la disfruten mucho, y cuenten conmigo para la próxima.',
  ],
  funny: [
    'Llevo veinte minutos mirando fijamente una celda de la hoja de presupuesto, y la celda va ganando. ¿Te mando la hoja a las tres en vez de al mediodía?',
    "Contesté '¡Me parece perfecto!' a una invitación sin leerla, y resulta que yo dirijo la llamada con el cliente de las 4:00. Llego dos minutos tarde; estoy improvisando la agenda.",
    'Me subí al elevador con el director general, me preguntó en qué estoy trabajando y llevamos seis viajes de la planta baja al piso doce mientras le explico. Llego a la revisión de las 2:00 a las 2:10.',
    'Mi foto de credencial es de 2016, antes de la barba, y el nuevo escáner facial del edificio ya me rechazó nueve veces. Me imprimen un pase de visitante y llego a la junta de ventas a las 9:10.',
    'Reporte vial desde la cocina de la oficina: cuatro personas en fila para el microondas, y adelante alguien calienta pescado y tiene todo detenido. La llamada es a la 1:15 y llego a mi escritorio a la 1:20.',
    'Se me bloqueó la cuenta, y el formulario de soporte para desbloquearla me pide iniciar sesión primero. Voy caminando al área de sistemas, así que llego diez minutos tarde a la reunión diaria.',
    "Mi jefa me dijo: 'Eso lo vemos afuera', y me llevó literalmente al estacionamiento, donde llevamos cuarenta minutos de pie. Perdón por faltar a tu revisión de diseño de las 2:00; ¿me pasas las notas?",
    'Entregué mi reporte de gastos a tiempo y me lo regresaron de inmediato: en las seis fotos de los comprobantes sale sobre todo mi pulgar. Los vuelvo a escanear esta mañana y lo reenvío antes de las cinco.',
    'No puedo ir en persona a la junta general de las 10:00: después de seis meses de ajustes, mi silla por fin quedó a la altura perfecta y no pienso levantarme. Me conecto por video.',
    'Mi mañana hasta ahora: derramé café en mi teclado, le pedí prestado el suyo a Beto, derramé café en el de Beto. Entro a la llamada de las 11:00 en cuanto los de sistemas dejen de reírse.',
  ],
  plausible: [
    'El bebé estuvo despierto de 2:00 a 5:00 porque le está saliendo un diente, así que me conecto a las diez en vez de a las nueve, si no hay problema. Me quedo hasta las seis.',
    'En mi edificio prueban las alarmas de incendio de nueve a doce; me voy al café de la esquina y vuelvo al chat a las 9:30. Si en la llamada de las 10:00 se oye una cafetera, es por eso.',
    'Mi hijo es el árbol número dos en el festival de la escuela a la una, así que salgo de 12:30 a 2:30. Lo tomo como mi hora de comida y a las cinco tengo listas las facturas.',
    'Se me rompió un lente de contacto en el camino y con un solo ojo no puedo leer la pantalla, así que regreso por mis anteojos. Llego a las 10:30; ¿me pasas las notas de la reunión de las 9:30?',
    'Empecé fisioterapia para el hombro, martes y jueves a las 8:00, durante las próximas tres semanas. Esos días llego a las 9:30 y me quedo hasta las 6:30 para reponer el tiempo.',
    'Mi perro se salió por el portón esta mañana y lo acabo de alcanzar dos calles más allá. Me conecto a la llamada de las 9:00 desde el celular y a las 9:30 estoy en mi escritorio.',
    'Me anoté en la campaña de donación de sangre del vestíbulo a la 1:30, y piden a los donantes quedarse quince minutos después con un jugo y una galleta. ¿Podemos mover nuestra reunión de las 2:00 a las 2:30?',
    'Vi cerrarse las puertas del tren suburbano de las 8:12 unos diez segundos antes de alcanzarlo, y el siguiente sale a las 8:40. Llego a las 9:20; ¿pueden empezar la reunión semanal sin mí?',
    'Hoy en la mañana firmo el contrato de renta de mi nuevo departamento y en la inmobiliaria van atrasados. Me pierdo la reunión de equipo de las 9:30, pero llego a las 10:30 y me quedo más tarde para reponerlo.',
    'Anoche se cayó el árbol grande de enfrente justo sobre la entrada de la cochera, y no puedo sacar el carro hasta que lo corten a las nueve. Mientras tanto, me conecto desde casa.',
  ],
  outrageous: [
    'Hoy estoy fuera de la oficina en negociaciones de contrato colectivo con las palomas que formaron un sindicato en mi balcón. Para asuntos urgentes, favor de contactar a su delegado, don Goyo; regreso el lunes.',
    'Una banda norteña me viene siguiendo desde que salí del metro, y la tuba no deja oír nada de lo que digo. Entro a la llamada con el cliente a las 10:30, cuando dicen que se les acaban las canciones.',
    'Anoche mi bandeja de entrada llegó a 10,000 correos sin leer y colapsó en un agujero negro, así que no puedo contestar hasta que deje de tragarse las grapadoras. Escríbeme por chat; estoy trabajando en el otro extremo del pasillo.',
    'A las nueve abrí el enlace equivocado y desde entonces estoy dando la conferencia magistral de un congreso de dentistas en Monterrey. Me adoran. Me uno a la reunión de las 11:00 en cuanto termine la ronda de preguntas.',
    'Anoche ascendieron a mi computadora a analista principal y ya no acepta órdenes mías, así que el pronóstico de hoy ahora está en su escritorio. Prometió mandarte el documento el viernes, y le pedí que me pusiera en copia.',
    "Mi calendario me dijo: 'Tenemos que hablar de tus martes', así que estamos en terapia de pareja hasta las dos y me pierdo la revisión de presupuesto de las 11:00. Llego a la junta de planificación de las 3:00.",
    'Nuestra junta diaria de pie se volvió sentada, luego acostada, y ahora todos menos yo duermen en la sala de juntas grande. Estoy publicando los avances en el chat, y a las diez todos volvemos a nuestros escritorios.',
    'Llego tarde a la llamada de las 2:00 porque la máquina expendedora me dio 400 bolsas de papas fritas por diez pesos, y las estoy repartiendo escritorio por escritorio. Me conecto a las 2:15; ¿quieres unas?',
    'Mi presentación para el cliente de las 3:00 ya está terminada; solo que quedó como un mural de doce metros en la pared del estacionamiento. Trae al cliente para allá a las tres, y que venga con zapatos cómodos.',
    'Mis pendientes de hoy: sacar a mi camioneta de la carrera de demolición en la que se inscribió por error, recoger su trofeo y acompañarla a su conferencia de prensa. Llego a las dos para la revisión trimestral.',
  ],
};

export default excuses;
