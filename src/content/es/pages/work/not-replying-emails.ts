/** Motivos para una respuesta tardía a un correo de trabajo: saturación, fallas reales, viajes y disculpas honestas. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'No responder correos',
  fullTitle: 'Excusas para no responder correos: cómo explicar con cortesía una respuesta tardía en el trabajo',
  category: 'work',
  description:
    '¿Se te juntaron los correos? Formas amables y creíbles de explicar por qué tardaste en contestar, y consejos para ponerte al día sin que se vuelva incómodo.',
  summary: {
    heading: 'Ponte al día sin que sea incómodo',
    text: 'Una respuesta tardía casi nunca necesita una historia larga. Da el motivo real en una oración, discúlpate una sola vez y pon justo debajo la respuesta que estaban esperando.',
    highlights: [
      'Motivos breves que caben en una disculpa de una línea',
      'Frases para semanas pesadas, viajes y fallas técnicas reales',
      'Respuestas honestas para cuando simplemente se te pasó',
      'Consejos para que tu bandeja no se vuelva a desbordar',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'inbox',
      title: 'Bandeja de entrada desbordada',
      excuses: {
        1: 'Leí tu correo en el celular mientras hacía fila en el banco, y como ya aparecía como leído, se me olvidó por completo.',
        2: 'Después del lanzamiento del producto me esperaban más de trescientos correos sin leer. Los voy contestando del más antiguo al más reciente, y el tuyo es el que sigue.',
        8: 'Tu correo merecía una respuesta bien pensada y estuve esperando media hora tranquila para escribirla. Esa media hora nunca llegó esta semana, así que aquí va ahora.',
        9: 'Tu pregunta venía a la mitad de una cadena con cuarenta personas en copia y no me di cuenta de que iba dirigida a mí.',
        10: 'Te escribí la respuesta el martes y ahí se quedó, guardada en borradores. Nunca le di a enviar.',
        11: 'Con doscientos correos al día, uno que solo decía "Pregunta rápida" en el asunto se me perdió entre los demás, y lo encontré hasta esta mañana.',
        12: 'Contesté la primera pregunta de tu correo y la segunda ni la vi. Te respondo ahora mismo.',
        51: 'Te contesté por WhatsApp en la noche y luego caí en la cuenta de que lo necesitabas por correo, para que quedara registro. Aquí va por escrito.',
      },
    },
    {
      id: 'tech',
      title: 'Fallas técnicas de verdad',
      excuses: {
        1: 'Acabo de encontrar tu correo en la carpeta de correo no deseado mientras buscaba otra cosa. Ya te marqué como remitente seguro para que no vuelva a pasar.',
        2: 'El servidor de correo estuvo caído ayer en la tarde, y los mensajes que llegaron en ese rato me están apareciendo apenas ahora.',
        5: 'La semana pasada cambié de celular y no había configurado la cuenta de la oficina, así que no me llegó nada hasta que me senté frente a la computadora esta mañana.',
        7: 'Mi buzón llegó al límite de almacenamiento la semana pasada y creo que tu primer mensaje rebotó. Ya liberé espacio, así que lo que mandes ahora sí me va a llegar.',
        8: 'Me escribiste a mi dirección anterior, la de antes de cambiarme de área, y el reenvío automático apenas empezó a funcionar esta semana.',
        11: 'Se me venció la contraseña mientras estaba fuera y me quedé dos días sin acceso al correo, hasta que los de sistemas me la restablecieron.',
        51: 'El viernes trabajé desde casa y se fue la luz en toda la colonia desde el mediodía. Volvió ya de noche, y tu correo se quedó esperando.',
      },
    },
    {
      id: 'busy',
      title: 'Semanas a tope',
      excuses: {
        2: 'Bloqueé mi agenda para terminar una entrega importante y silencié todas las notificaciones hasta acabarla.',
        5: 'Un problema urgente con un cliente se llevó toda mi semana, y lo demás quedó en pausa hasta que lo resolvimos esta mañana.',
        6: 'Estuve dando un taller de todo el día y no pude salirme ni un momento a revisar mensajes hasta que terminó.',
        10: 'El cierre de mes me tuvo entre hojas de cálculo de la mañana a la noche, y apenas me estoy poniendo al día con todo lo demás.',
        11: 'Tuvimos auditoría toda la semana y me la pasé sacando expedientes para los auditores de sol a sol.',
        12: 'Es la semana del Buen Fin y en la tienda casi no me he acercado a una computadora.',
        13: 'Entré a este puesto apenas la semana pasada y todavía estoy aprendiendo qué solicitudes me tocan a mí.',
        14: 'Estoy cubriendo a mi jefa mientras está de vacaciones, así que he estado atendiendo dos bandejas en lugar de una.',
        15: 'Estamos contratando para dos vacantes y esta semana estuve en doce entrevistas. Apenas hoy pude volver a mi correo.',
        51: 'Perdón por la tardanza: esta semana cambiamos la oficina de piso y me tocó coordinar la mudanza, entre cajas, cables y etiquetas. Apenas hoy me senté con calma a leer el correo.',
      },
    },
    {
      id: 'away',
      title: 'Fuera de la oficina y de viaje',
      excuses: {
        1: 'Estuve toda la semana en un congreso, corriendo de una conferencia a otra, y el correo solo lo revisaba por encima ya en la noche.',
        4: 'Lunes y martes estuve en cama con gripe y no abrí el correo ni una vez. ¡Perdón por la espera!',
        5: 'Fui a la boda de mi prima en Oaxaca, aprovechando el puente, y la computadora se quedó en la maleta los tres días.',
        9: 'Esta semana acompañé a la excursión de la secundaria de mi hija, y entre el camión y pasar lista en las noches, no tuve ni un rato para el correo.',
        10: 'Esta semana me mudé de departamento y apenas ayer me instalaron el internet.',
        11: 'Estuve toda la semana en campo, en una obra sin señal de celular, y apenas anoche regresé a la ciudad.',
        51: 'Me tocó ser funcionario de casilla en la elección del domingo, terminamos el conteo pasada la medianoche y el lunes tomé el día. Hoy apenas abro el correo.',
      },
    },
    {
      id: 'waiting',
      title: 'A la espera de datos',
      excuses: {
        2: 'Me preguntaste si cabía la impresora nueva y no podía responderte hasta medir el área de copiado esta mañana. Sí cabe, y sobran cinco centímetros.',
        3: 'Tu pregunta tiene que ver con una política que se está actualizando este mes, y no quería contestarte con la versión anterior.',
        6: 'Quise probar el arreglo personalmente antes de decirte que estaba resuelto, y me llevó más tiempo del que pensaba.',
        7: 'Estaba esperando que el proveedor confirmara precios para darte una cotización correcta a la primera.',
        8: 'Esperé a que el área jurídica aprobara la redacción del contrato, y su revisión llegó esta mañana. Te adjunto la versión final.',
        10: 'Me preguntaste si podía entrar más temprano, y antes de decirte que sí tenía que resolver quién lleva a los niños a la escuela.',
        11: 'Me preguntaste qué viernes nos acomoda y estaba esperando a que todo el equipo contestara la encuesta. El 14 podemos los seis.',
        13: 'Quería revisar la minuta de la reunión del martes antes de confirmar lo que acordamos, y apenas la mandaron hoy.',
        51: 'No quería contestarte sin el visto bueno de mi jefe, que estuvo de vacaciones hasta ayer. Ya me dio luz verde: sí podemos.',
      },
    },
    {
      id: 'honest',
      title: 'Con toda honestidad',
      excuses: {
        1: 'La verdad, vi que le llegó a todo el equipo y esperaba que alguien más contestara primero. Nadie lo hizo, así que aquí va mi respuesta.',
        3: 'Te confieso que no se veía urgente y lo fui dejando al final de la lista. No fue justo contigo, y aquí tienes mi respuesta.',
        5: 'Te lo digo directo: le estaba dando largas a este correo porque la respuesta es no, y te la debía desde hace días.',
        6: 'Perdón por desaparecerme con este tema. Te cuento cómo va: ya está todo salvo la parte de costos, y desde hoy te mando un avance cada viernes hasta que quede listo.',
        8: 'Cuando lo leí me enojé, y preferí esperar a poder contestarte con calma en lugar de mandarte algo en caliente. Por eso me tardé.',
        10: 'Ya no reviso el correo del trabajo los fines de semana, así que esto lo vi apenas el lunes en la mañana.',
        11: 'Te debía el archivo del mes pasado y no quería contestarte hasta poder mandártelo. Fue un error: aquí va mi respuesta, y el archivo te llega el viernes.',
        12: 'La verdad es que no sabía la respuesta y no me animaba a decírtelo. Ya le pregunté a Mariana y te respondo a más tardar el jueves.',
        51: 'Entre más días pasaban, más vergüenza me daba contestarte, y así se me juntaron dos semanas. Perdón; aquí va todo lo que me pediste.',
      },
    },
  ],
  faq: [
    {
      question: '¿Cuánto tiempo puedo tardar en contestar un correo de trabajo?',
      answer:
        'En la mayoría de las oficinas se espera respuesta en un día hábil, y antes si se trata de un cliente o de tu jefe. Si no puedes dar una respuesta completa tan rápido, manda un acuse breve: que ya lo viste y cuándo puede esperar una respuesta de fondo. Esa sola línea quita casi toda la tensión. Si el mensaje ya tiene más de dos o tres días, no te enredes en explicaciones: una disculpa corta y, enseguida, la respuesta.',
    },
    {
      question: '¿Explico por qué me tardé o solo contesto el correo?',
      answer:
        'Si fue un día o dos, basta con un "perdón por la demora", porque a la otra persona lo que le importa es la respuesta. Da un motivo solo cuando el retraso causó un problema real o pasó de varios días. Que quepa en una oración y vaya al principio; luego ve directo a lo que te preguntaron. Una justificación larga llama más la atención sobre el retraso que el retraso mismo.',
    },
    {
      question: '¿Se vale culpar al filtro de correo no deseado o a una falla técnica?',
      answer:
        'Solo si de verdad pasó. Los problemas de correo son fáciles de comprobar: el área de sistemas ve las caídas y los mensajes retenidos, y quien te escribió quizá sepa que sus otros correos sí te llegaron. Una falla inventada que alguien pone en duda hace más daño que la respuesta tardía. Si la verdad es que lo viste y se te olvidó, dilo así: "Se me pasó, perdón" es honesto, común y casi siempre se acepta sin más.',
    },
    {
      question: '¿Y si el correo que ignoré era de mi jefe?',
      answer:
        'Contesta en cuanto te des cuenta y, si el asunto era urgente, considera también mandarle un mensaje por WhatsApp o pasar a su lugar. Admite el descuido sin rodeos, da la respuesta o una hora concreta en la que la tendrás, y no amontones excusas. A casi todos los jefes les importa mucho más saber que pueden contar contigo de aquí en adelante que entender por qué se perdió un mensaje, así que muéstrale el plan más que el motivo.',
    },
    {
      question: '¿Cómo evito que se me acumule el correo?',
      answer:
        'Fija dos o tres horarios al día para revisar tu bandeja y atiende cada mensaje una sola vez: contestar, delegar, agendar o archivar. Si algo te lleva menos de dos minutos, contesta en ese momento. Usa una carpeta o una marca solo para lo que de verdad requiere más trabajo, y revisa esa lista a diario. Apagar las notificaciones de escritorio también ayuda, porque revisar a cada rato hace más fácil leer un mensaje, sentir que ya lo atendiste y luego olvidarlo.',
    },
  ],
  tips: [
    'Cuando no puedas contestar completo, manda un "recibido, te respondo el jueves": una respuesta de espera te da tiempo sin necesidad de excusas.',
    'Limita la disculpa a una sola oración y pon la respuesta justo debajo, para que quien lee tenga primero lo que necesita.',
    'Ajusta el mensaje al retraso: un día de demora solo pide un "perdón por la tardanza", mientras que una semana de silencio merece una disculpa clara y una fecha.',
    'Menciona una falla técnica solo si de verdad ocurrió, y di qué cambiaste para que no se repita.',
    'Si vas a estar fuera o sin revisar el correo por un tiempo, activa una respuesta automática que diga cuándo regresas y a quién buscar mientras tanto.',
    'Después de contestar, busca en tu bandeja otros mensajes de esos mismos días: si se te pasó uno, lo más seguro es que se te hayan pasado otros.',
  ],
  related: [
    '/es/excusas/trabajo/no-cumplir-un-plazo',
    '/es/excusas/trabajo/faltar-a-una-reunion-de-zoom',
    '/es/excusas/trabajo/faltar-al-trabajo',
    '/es/excusas/trabajo/evitar-la-integracion',
    '/es/generador-de-excusas',
  ],
  updated: '2026-12-06',
};

export default page;
