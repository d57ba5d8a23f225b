import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Librarse de una exposición',
  category: 'school',
  description:
    '¿Te toca exponer y no quieres o no puedes? Motivos para pedir exponer otro día, alternativas que puedes proponerle a tu maestro y consejos para cuando por fin pases al frente.',
  fullTitle: 'Excusas para no exponer en clase (y alternativas que puedes pedir)',
  carousel: true,
  sections: [
    {
      id: 'unwell',
      title: 'Enfermo justo ese día',
      excuses: {
        1: 'Anoche me quedé sin voz de tanto gritar en la final del torneo, y apenas puedo hablar en susurros. ¿Podría exponer el jueves?',
        3: 'Hoy en la mañana me sangró la nariz dos veces y la última tardó veinte minutos en parar. ¿Podría exponer la próxima clase?',
        8: 'Me está dando un resfriado y estornudo cada dos segundos. ¿Puedo pasar otro día de esta semana, cuando ya no le estornude encima a la primera fila?',
        9: 'Hoy en la mañana me pegué en la frente con la puerta de la alacena y traigo un chichón enorme. ¿Puedo exponer mañana, cuando ya no parezca personaje de caricatura?',
        10: 'Me lastimé el ojo al ponerme un lente de contacto y no lo puedo tener abierto el tiempo suficiente para leer mis notas. ¿Podría exponer el lunes?',
        11: 'Amanecí con ronchas por todo el cuerpo y no puedo dejar de rascarme. ¿Puedo pasar al último, cuando ya me haga efecto el antihistamínico?',
        13: 'Ando mareada desde que me levanté y me da miedo tener que agarrarme del escritorio a media exposición. ¿Puedo cambiarme al miércoles?',
      },
    },
    {
      id: 'nerves',
      title: 'Los nervios de pasar al frente',
      excuses: {
        1: 'Hablar frente a todo el grupo me pone muy nervioso. ¿Podría hacer mi exposición en privado a la hora del recreo?',
        3: 'Mi mejor amiga expone justo antes que yo, y si nos vemos mientras alguien habla en serio nos da un ataque de risa. ¿Se puede poner a alguien entre las dos?',
        7: 'Cuando me pongo nervioso tartamudeo, y me sentiría mejor con tarjetas y un tiempo más corto. ¿Sería posible?',
        9: 'La última vez que expuse, unos se rieron cuando me perdí, y desde entonces le tengo pavor a exponer. ¿Puedo pasar primero, antes de que me eche para atrás?',
        10: 'Me paralizo cuando me graban, y los videos de las exposiciones se suben al grupo de la clase. ¿Podría exponer sin cámara?',
        11: 'Soy autista y sostener la mirada de todo el salón me cuesta muchísimo. ¿Está bien si casi todo el tiempo miro mis notas?',
        51: 'En mi casa hablamos zapoteco y en español todavía me trabo cuando expongo. ¿Podría ensayar mi parte una vez antes, solo con el profe?',
      },
    },
    {
      id: 'prep',
      title: 'Todavía no está lista',
      excuses: {
        2: 'Uno de mi equipo faltó y él tiene la mitad de la exposición. ¿Podemos exponer juntos la próxima clase?',
        4: 'Todavía estoy esperando los resultados de la encuesta de la que depende mi exposición, y llegan el lunes. ¿Podría exponer el martes?',
        5: 'Mis láminas se mojaron con la lluvia en la parada del camión y se corrió toda la tinta. ¿Puedo exponer mañana, después de rehacerlas hoy en la noche?',
        6: 'La semana pasada me cambiaron el tema y apenas he tenido tres días para investigarlo. ¿Podría exponer el miércoles?',
        7: 'Anoche encontré un error de cálculo en la gráfica en la que se basa toda mi exposición, y cada diapositiva que sigue usa el dato equivocado. ¿Podría exponer el jueves con las cifras corregidas?',
        8: 'Anoche cronometré mi exposición con las tarjetas y se pasa once minutos del límite. ¿Podría exponer el viernes, cuando ya la haya recortado?',
        9: 'La enfermera a la que iba a entrevistar en vivo en clase canceló hoy en la mañana, pero puede venir el jueves. ¿Podría exponer ese día?',
        10: 'Mi compañero y yo hicimos cada uno su mitad de las diapositivas y no combinan para nada. Necesitamos una noche más para unirlas.',
      },
    },
    {
      id: 'schedule',
      title: 'Choca con otra cosa',
      excuses: {
        3: 'Esa mañana presento el examen de certificación de inglés y me ocupa la primera mitad de la clase. ¿Hay otro lugar libre esa semana?',
        6: 'El grupo de danza folclórica sale ese día a un concurso en Puebla. ¿Podría pasar mi exposición a la semana siguiente?',
        7: 'Mi cita para la vacuna de la alergia cae justo la mañana que me toca exponer, y en la clínica solo las ponen los martes. ¿Puedo exponer un día antes, el lunes?',
        9: 'Mi intérprete de lengua de señas falta ese día y quiero exponer cuando ella pueda interpretarme. ¿Escogemos un día de la semana siguiente?',
        10: 'Esa mañana hay sesión del consejo universitario y soy representante estudiantil. ¿Podría exponer con el grupo de la tarde?',
        12: 'Esa mañana tengo mi entrevista de admisión en la universidad. ¿Podría cambiar mi lugar con alguien que exponga el jueves?',
        13: 'Mi hermano se gradúa de la escuela naval en Veracruz ese viernes y nos vamos en camión un día antes. ¿Podría exponer al principio de la semana?',
        51: 'Cumplo 18 la semana que entra, y la única cita que encontré para sacar mi credencial para votar es justo esa mañana. ¿Podría exponer el viernes?',
      },
    },
    {
      id: 'tech',
      title: 'Fallas técnicas',
      excuses: {
        1: 'Mi computadora no se conecta al cañón del salón. ¿Puedo pasar después del recreo, cuando consiga un adaptador?',
        3: 'Guardé mis diapositivas en la carpeta compartida del grupo, y en la noche un archivo con el mismo nombre las reemplazó. Traigo mis notas impresas; ¿puedo exponer hoy sin diapositivas y mandárselas más tarde?',
        4: 'Anoche quitaron de internet el fragmento del documental en el que se basa toda mi exposición, y necesito un día para encontrar otro. ¿Podría exponer al final de la semana?',
        7: 'Hice mis diapositivas en un programa que la computadora del salón no tiene, y al convertirlas se desacomodó todo. ¿Puedo arreglarlas hoy en la noche y exponer mañana?',
        8: 'Tengo mis notas en el celular y hoy en la mañana se me estrelló tanto la pantalla que no las puedo leer. ¿Puedo imprimirlas y pasar al final?',
        9: 'Mi demostración funciona en una página que la red de la escuela bloquea. ¿Podría pasar cuando los de sistemas la desbloqueen, o mejor muestro una grabación?',
      },
    },
    {
      id: 'alternatives',
      title: 'Proponer otra opción',
      excuses: {
        1: '¿Podría convertir mi exposición en un trabajo escrito con la misma investigación? Escribir se me da mucho mejor.',
        2: 'La semana de las exposiciones me operan de las amígdalas. ¿Puedo grabar antes un video de mi exposición y entregarlo a tiempo?',
        5: 'Me cuesta procesar las preguntas que me hacen en el momento. ¿Habría problema si las contesto por escrito después, en lugar de en vivo frente a todos?',
        8: 'Todavía me queda una semana con muletas. ¿Podría exponer sentada en mi lugar, con todo proyectado en la pantalla?',
        9: '¿Se puede exponer en pareja? Valeria y yo hicimos nuestros proyectos sobre la Revolución Mexicana, y repartirnos lo que hay que decir me ayudaría a controlar los nervios.',
        10: '¿Está bien si en lugar de diapositivas hago una demostración en vivo? Explico mucho mejor cuando tengo algo en las manos.',
      },
    },
    {
      id: 'honest',
      title: 'Pedirlo de frente',
      excuses: {
        7: 'Me pasé toda la semana leyendo fuentes y nunca armé las diapositivas, y eso es culpa mía. ¿Podría exponer el lunes si hoy mando mis notas de investigación?',
        8: 'Falté el día que repartieron los turnos y, la verdad, no sabía que hoy me tocaba. ¿Podría pasar el viernes?',
        9: 'Mi proyecto es sobre la historia de mi familia y prefiero no compartir la parte personal con todo el grupo. ¿Podría mostrar esa parte en privado, después de clase?',
        10: 'Creí que con repasarla en mi cabeza bastaba, y anoche, cuando por fin la dije en voz alta, me trabé desde la diapositiva tres. ¿El lunes estaría bien?',
        11: 'Me desvelé hasta las tres terminando un ensayo de historia que se entregaba hoy, y traigo la cabeza demasiado nublada para exponer bien. ¿Podría pasar mañana?',
        12: 'Esta semana las cosas en mi casa han estado difíciles y no pude concentrarme en mi exposición. ¿Podría exponer la próxima semana y contar un poco más después de clase?',
        14: 'La verdad, la mitad de mis diapositivas están copiadas de una sola página, y quiero rehacerlas con mis propias palabras antes de exponer. ¿Podría pasar el jueves?',
      },
    },
  ],
  faq: [
    {
      question: '¿Me pueden exentar de exponer por ansiedad?',
      answer:
        'Muchas veces se consigue un ajuste, aunque casi nunca que te exenten por completo. Habla con tu maestro en privado y con tiempo, y propón una alternativa, como exponer solo ante él, grabar un video o exponer desde tu lugar. Si la ansiedad te afecta en muchas materias, el departamento de orientación o de psicología de tu escuela puede ayudarte a pedir ajustes formales. Los pasos pequeños, como exponer primero ante unas pocas personas, también te dan confianza con el tiempo.',
    },
    {
      question: '¿Cómo le pido a mi maestro exponer otro día?',
      answer:
        'Pídelo en cuanto lo sepas, de preferencia con uno o más días de anticipación, no cuando la clase ya está empezando. Explica el motivo en pocas palabras y ofrece un día concreto en que sí puedas exponer. Proponer un cambio con un compañero que ya esté listo es una solución fácil. Si amaneces enfermo ese día, escríbele antes de la clase y ofrece mandar tus diapositivas, así queda claro que el trabajo está hecho.',
    },
    {
      question: '¿No exponer me va a bajar la calificación?',
      answer:
        'Puede ser. Las exposiciones suelen pesar mucho en la calificación, y algunos maestros no dan otra oportunidad sin un buen motivo. Faltar sin avisar es lo que más cuesta. Pedir otra fecha o un formato distinto con anticipación es la mejor forma de cuidar tu calificación, sobre todo si tienes un motivo claro, como una enfermedad o un compromiso que ya estaba programado.',
    },
    {
      question: '¿Y si expongo en equipo y no voy a poder ir?',
      answer:
        'Avísales de inmediato a tu equipo y a tu maestro, y asegúrate de que tus diapositivas y tus notas las tenga alguien que pueda exponerlas. Ofrece contestar las preguntas por escrito después o exponer tu parte en otro momento. Dejar a tu equipo sin tu material el mismo día es lo único que seguro le baja la calificación a todos.',
    },
    {
      question: '¿Cómo le hago para que exponer me dé menos miedo?',
      answer:
        'Ensaya en voz alta por lo menos tres veces, una de ellas frente a un amigo o alguien de tu familia. Usa tarjetas con palabras clave en lugar de un guion completo, y mide tu tiempo para saber que te alcanza. Ubica una cara amigable en el salón y regresa a ella cuando sientas los nervios. La mayoría de tus compañeros está pensando en su propio turno, no juzgando el tuyo, y desde el público los nervios se notan mucho menos de lo que se sienten.',
    },
  ],
  tips: [
    'Pide otra fecha u otro formato por lo menos un día antes, no cuando la clase ya empezó.',
    'Propón una alternativa concreta, como exponer solo ante tu maestro o grabar un video.',
    'Si estás enfermo, manda tus diapositivas por correo para que tu maestro sepa que el trabajo está hecho.',
    'Ensaya en voz alta tres veces: es la forma más rápida de bajarle a los nervios.',
    'Si no vas a poder estar, avísale pronto a tu equipo y entrégales tu parte.',
    'Si la ansiedad se te atraviesa una y otra vez, pide en orientación que te acompañen durante el semestre.',
  ],
  related: [
    '/es/excusas/escuela/no-hacer-el-trabajo-en-equipo',
    '/es/excusas/escuela/faltar-a-clase',
    '/es/excusas/escuela/no-hacer-la-tarea',
    '/es/excusas/trabajo/faltar-a-una-reunion-de-zoom',
    '/es/excusas/salud/evitar-hablar-con-gente',
  ],
  updated: '2026-12-06',
};

export default page;
