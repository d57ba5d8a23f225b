import type { Tone } from '../../generator';

/** The generator's school excuses in Spanish: the same excuse as the English line at each position. */
const excuses: Record<Tone, readonly string[]> = {
  formal: [
    'Lamento faltar a Biología el martes: cancelaron mi vuelo de regreso de Semana Santa y el siguiente aterriza el martes en la noche. Pediré los apuntes a mi compañero de laboratorio y le escribiré mis dudas antes del viernes.',
    "Otro lector apartó el único ejemplar de 'Los pueblos del río', la fuente principal de mi ensayo de historia, y el lunes tuve que devolverlo; regresa el jueves. ¿Podría entregar el ensayo el viernes a mediodía y no el miércoles?",
    'Tengo tres exámenes parciales entre el lunes y el miércoles, incluido el de química orgánica. ¿Sería posible entregar el reporte de laboratorio el viernes a las 5:00 de la tarde en lugar del miércoles?',
    'El viernes estaré fuera por la boda de mi prima en León. ¿Podría entregar el jueves la serie de ejercicios del viernes? ¿Y podría indicarme qué secciones debo leer para el lunes?',
    'Lamento no haber llegado hoy a su horario de asesoría: la práctica de física se alargó cuarenta minutos porque repetimos las mediciones del péndulo. ¿Podría pasar el jueves a las 2:00?',
    'En mi colonia se fue la luz de las 9:00 de la noche a las 2:00 de la madrugada, así que no pude enviar el examen en línea. Le adjunto una captura del mapa de cortes; ¿podría presentarlo hoy?',
    'Faltaré al laboratorio de química del miércoles porque participo en el torneo regional de debate en Querétaro. ¿Podría reponerlo en el laboratorio abierto del viernes a la 1:00?',
    'El jueves a las 3:15 tengo cita con el oftalmólogo al otro lado de la ciudad, así que necesitaré salir de clase diez minutos antes. Le pediré a Jorge la última parte de los apuntes.',
    'Lo siento, pero mi ensayo de reflexión responde la pregunta equivocada: escribí sobre el capítulo 6 en lugar del 7. ¿Podría entregar el correcto el lunes a las 9:00?',
    'Faltaré el viernes 10 de octubre por una visita guiada a la Universidad de Guadalajara. Recogeré la hoja de trabajo el jueves y la entregaré el lunes en la mañana.',
  ],
  funny: [
    'Llego cinco minutos tarde a Español porque me ganó el sueño sobre los apuntes en la hora libre y desperté con una raya de plumón amarillo en el cachete. Me la estoy tallando.',
    'Para la discusión de hoy traigo la lectura a medias: leí el título, los subtítulos y todas las palabras en negritas, o sea, los grandes éxitos del autor. Lo de en medio lo leo antes del examen del jueves.',
    'Nuestro proyecto en equipo está terminado, pero quedó guardado en la computadora del único integrante al que ninguno de nosotros conoce. ¿Se puede entregar el viernes? Primero tenemos que encontrarlo.',
    'Mi rival del club de ajedrez lleva 47 minutos en una sola jugada, con once suspiros y dos parpadeos. No me dejan levantarme del tablero, así que ¿puedes pasar por mí a las cinco en vez de a las cuatro?',
    "Mi hermanito me preguntó: '¿Por qué el cielo es azul?', y luego '¿Pero por qué?' once veces más. Ya vamos en los átomos, así que llego diez minutos tarde a natación.",
    'Levanté la mano en la hora de tutoría para hacer una pregunta y, no sé cómo, salí de presidente del club de reciclaje. El jueves falto al ensayo de la obra por nuestra primera junta; vuelvo el viernes.',
    "Mis apuntes de la clase del martes solo dicen '¡¡importante!!' junto al dibujo de un caballo. ¿Me prestas los tuyos antes del examen? Te los regreso con un caballo mejor.",
    'No puedo ir a la sesión de repaso porque por fin conseguí un lugar junto a la ventana en el tercer piso de la biblioteca, y si me paro, lo pierdo. Me quedo hasta que cierren; ¿me mandas las diapositivas?',
    'No puedo ir al lavado de autos de la banda el sábado: la última vez que agarré la manguera mojé al director. Ofrezco 200 pesos, dos cubetas y a mi primo Pepe, que tiene mejor puntería; llega a las nueve.',
    'Llego quince minutos tarde porque, para no estudiar, les estoy horneando galletas a todos y siguen en el horno. Llego a las 7:15 con un plato lleno y sin haber leído ni una página.',
  ],
  plausible: [
    'Me quedo tarde en el laboratorio para terminar nuestro cartel del simposio de investigación de mañana, así que me pierdo el partido de voleibol de hoy. ¿Le avisas al capitán que voy al del jueves?',
    'Me tocó cerrar el restaurante a medianoche y solo alcancé a leer la mitad, así que hoy en el seminario voy a escuchar más que hablar. Termino los capítulos 5 y 6 en la noche; ¿comparamos notas mañana?',
    'Estoy cuidando a mis hermanitas hasta que mi mamá llegue a las 7:00, así que no puedo ir a la reunión del proyecto en la biblioteca. ¿Mejor hacemos una llamada por video a las 7:30?',
    'Mi examen práctico de manejo es a las 10:15, así que me pierdo la tercera hora. ¿Me mandas una foto de la pizarra?',
    'Estoy en la oficina de la profesora Luna, que está recontando mi parcial hoja por hoja porque encontró un error en la calificación. Empiecen el grupo de estudio sin mí; llego a las 2:15.',
    'Anoté mal la fecha en mi agenda y el ensayo de literatura es para mañana, no para el próximo viernes. Hoy no voy al cine porque tengo que escribirlo; cuenten conmigo para la próxima.',
    'La encargada de la residencia acaba de convocar a una junta obligatoria de piso a las 12:30, así que adelántense a comer. Los veo en la explanada a la 1:00.',
    'Dejé mis lentes de seguridad en el carro de mi compañera de cuarto, que trabaja hasta las cuatro, así que estoy comprando otros en la papelería. Llego diez minutos tarde al laboratorio; ¿me apartas lugar en nuestra mesa?',
    'Se me rompió la cadena de la bici a medio camino a la universidad, así que sigo a pie, empujándola. Me pierdo el principio del repaso para el examen; ¿me guardas la hoja?',
    'Estoy dando asesoría de geometría a un alumno de primer semestre hasta las 5:00, así que me pierdo la junta del anuario. ¿Alguien me escribe qué páginas me tocaron?',
  ],
  outrageous: [
    'Mi casillero se tragó mi libro de historia y eructó una trompeta, así que al parecer ya estoy en la banda de guerra. Los ensayos son a la misma hora que Historia; vuelvo el viernes, cuando me sepa la marcha.',
    'Mi lápiz tiene el gusto de anunciar que alcanzó la iluminación y ahora solo escribe poemas japoneses: mi ensayo de cinco páginas son diecisiete sílabas muy profundas. Ya conseguí una pluma menos espiritual y entrego las cinco páginas el viernes.',
    'Llevo 2 horas y 14 minutos dando vueltas en el ala que la escuela construyó anoche, donde cada pasillo termina en la misma máquina de refrescos. ¿Puedo hacer el examen de matemáticas en el recreo, cuando encuentre la salida?',
    'No estudié para el examen de anatomía porque el esqueleto del laboratorio tocó a mi puerta a medianoche, sin un hueso del pie, y lo buscamos por todo el campus hasta el amanecer. ¿Puedo presentarlo el viernes?',
    'Mi ensayo sobre la Luna me quedó tan bien que la Luna pidió leerlo primero, y solo sale de noche. El lunes lo recupero y lo entrego, con sus comentarios.',
    'Mis enanos de jardín me eligieron alcalde, y mi primera sesión extraordinaria de presupuesto cae justo en la excursión del viernes. La hoja de trabajo del museo la hago en línea el fin de semana.',
    'Por error me inscribieron en las 214 materias, así que voy a cada una 90 segundos hasta que control escolar lo arregle. A Química llego de 10:41 a 10:42:30; ¿puedo reponer el examen del viernes la próxima semana?',
    'Mi mochila pesa tanto que ya tiene su propia gravedad, y cada vez que saco la tarea de inglés vuelve a caer adentro. La entrego mañana, junto con todo lo que esté en órbita.',
    'No terminé la novela porque en la página 40 los personajes empezaron una discusión privada y me pareció grosero seguir escuchando. Voy a tocar antes de seguir leyendo y la termino para la discusión del lunes.',
    'Mi proyecto de historia puede entregarse hoy como danza interpretativa o el viernes como cartel. La danza ya está lista, y traje una máquina de humo.',
  ],
};

export default excuses;
