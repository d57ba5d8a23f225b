import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Entregar tarde un trabajo escolar',
  category: 'school',
  description:
    '¿Se te atrasó un ensayo, un reporte de laboratorio o un proyecto? Cómo pedirle una prórroga a tu maestro, qué decir si la fecha ya pasó y cómo ponerte al corriente.',
  fullTitle: 'Excusas para entregar tarde un trabajo escolar: cómo pedir una prórroga',
  carousel: true,
  sections: [
    {
      id: 'workload',
      title: 'Demasiada carga',
      excuses: {
        2: 'El profe de otra materia adelantó una semana su parcial y se me juntó con este ensayo. ¿Sería posible entregarlo el jueves, dos días después?',
        5: 'Trabajo en un supermercado y, con el encargado incapacitado, me tocó cerrar toda la semana y llegaba a mi casa después de las once. ¿Podría entregarlo el lunes?',
        6: 'Esta semana entrego el borrador de mi tesina y ahí se me han ido todas mis horas libres. ¿Este trabajo puede esperar al martes?',
        8: 'Este semestre hago mis prácticas docentes de tiempo completo en una primaria, y revisar los cuadernos de mis alumnos se comió la semana. El viernes lo tengo listo.',
        9: 'Soy candidata a vicepresidenta en una planilla de la sociedad de alumnos, y esta semana fue de debate, carteles y pasar salón por salón. La votación cierra el viernes; ¿podría entregar el reporte de laboratorio el lunes?',
        10: 'Soy tesorero del festival cultural de la facultad, que fue el sábado, y la venta de boletos se llevó todas mis tardes. ¿Podría tener hasta el martes?',
        12: 'Soy ayudante de investigación y la solicitud de financiamiento del laboratorio vencía el viernes, así que pasé todas las noches acomodando sus gráficas. ¿Lo puedo entregar el lunes?',
        13: 'La banda de guerra tuvo tres presentaciones esta semana por el desfile del 20 de noviembre, con ensayo todas las tardes entre una y otra. ¿El jueves estaría bien para el reporte de la práctica?',
        14: 'Esta semana cerraban seis convocatorias de prácticas profesionales, cada una con su carta de motivos, y calculé muy mal cuánto me iban a llevar. ¿Podría entregarlo el lunes en la mañana?',
        51: 'Es la semana del 10 de mayo y en la florería de mis papás estuvimos armando arreglos hasta las once de la noche. ¿Puedo entregar el ensayo el lunes?',
      },
    },
    {
      id: 'health',
      title: 'Salud y bienestar',
      excuses: {
        1: 'Tengo influenza desde el domingo y no he podido avanzar nada en el ensayo. ¿El próximo miércoles sería demasiado tarde?',
        2: 'La semana pasada me di un golpe fuerte en la cabeza jugando fútbol y todavía me da un dolor muy fuerte si veo una pantalla mucho rato. ¿Podría entregarlo el jueves de la próxima semana?',
        3: 'Este mes la ansiedad me ha pegado fuerte y empecé a ir al servicio de psicología de la universidad. ¿Podría entregar el ensayo el próximo lunes?',
        5: 'Llevo dos semanas durmiendo pésimo y nada de lo que escribo tiene pies ni cabeza. ¿Estaría bien si lo entrego el viernes?',
        8: 'Se me rompieron los lentes el lunes y los nuevos están hasta el jueves, así que apenas distingo lo que hay en la pantalla. ¿Podría mandarlo el viernes?',
        9: 'Mi medicamento de siempre lleva dos semanas agotado en las farmacias, y sin él leo la misma página una y otra vez. Me lo surten el martes; ¿podría entregarlo el jueves?',
        51: 'Me cayeron mal unos tacos de la esquina y llevo dos días sin poder alejarme del baño. Ya voy mejor; ¿podría entregarlo el lunes?',
      },
    },
    {
      id: 'tech',
      title: 'Fallas técnicas y de plataforma',
      excuses: {
        1: 'La plataforma se cayó a las 11:50 de la noche y no aceptó mi archivo. Lo adjunto aquí con una captura de pantalla del error.',
        2: 'El disco duro de mi computadora falló dos días antes de la entrega y mi último borrador no tenía respaldo. Lo estoy rehaciendo y puedo entregarlo el jueves.',
        3: 'La impresora 3D del laboratorio se atascó dos veces con mi modelo final, y cada impresión tarda once horas. El tercer intento termina hoy en la noche, así que lo entrego mañana temprano.',
        6: 'Se me cayó el celular al fregadero con las tres entrevistas grabadas, y el técnico está intentando recuperarlas para el miércoles. ¿Podría entregar el viernes?',
        7: 'Las computadoras del centro de cómputo que tienen el programa de diseño estuvieron apartadas toda la semana, y en la mía no corre. Ya aparté una para el sábado en la mañana; ¿podría entregarlo esa tarde?',
        9: 'Un cambio de contraseña me bloqueó la cuenta de la escuela tres días y no pude entrar a Classroom ni a mis archivos. ¿Podría entregarlo el lunes, tres días después?',
        51: 'El video pesa 300 megas y la plataforma solo acepta archivos de 50. Lo estoy comprimiendo y hoy antes de medianoche lo mando por correo con un enlace.',
      },
    },
    {
      id: 'research',
      title: 'Tropiezos en la investigación',
      excuses: {
        1: 'De mi fuente principal hay un solo ejemplar en la biblioteca y estaba prestado. Pedí otro a la biblioteca de otra facultad y llega el miércoles. ¿Podría entregarlo el viernes?',
        2: 'Mi experimento falló dos veces y necesito una corrida más antes de escribir los resultados. ¿Sería posible el próximo lunes?',
        3: 'Dos de las personas que iba a entrevistar para el proyecto cancelaron de último momento. A una ya le di nueva cita para el jueves y conseguí a alguien más en lugar de la otra; ¿podría entregarlo el lunes?',
        4: 'Mi encuesta no juntó suficientes respuestas para analizarlas, así que la dejé abierta tres días más. ¿El análisis podría llegar el próximo viernes?',
        6: 'A la mitad me di cuenta de que mi tesis no se sostenía, y estoy reorganizando el ensayo alrededor de un mejor argumento. ¿Podría tener hasta el viernes para hacerlo bien?',
        7: 'Con las lluvias se cerró el camino a la comunidad donde hago trabajo de campo y no pude tomar las últimas muestras. Lo reabren el martes; ¿podría entregar el jueves?',
        8: 'La base de datos pública que escogí resultó tener miles de celdas vacías y limpiarla me llevó casi toda la semana. ¿Podría tener el análisis listo el lunes?',
        9: 'El laboratorio externo me mandó los resultados una semana después de lo prometido, y todo el análisis depende de ellos. Ya estoy en eso y lo entrego a más tardar el jueves.',
        10: 'Mi compañera de investigación se dio de baja de la materia la semana pasada y me quedé con su mitad de la recolección de datos. ¿Podría entregar hasta el próximo viernes?',
        11: 'Mi asesora tiene que aprobar la metodología antes de que empiece el análisis y está en un congreso hasta el lunes. ¿Podría entregarlo el jueves siguiente?',
        51: 'Con el paro estudiantil, la biblioteca y los laboratorios llevan dos semanas cerrados, y ahí están las fuentes que necesito. ¿Podría entregarlo cinco días hábiles después de que reabran?',
      },
    },
    {
      id: 'family',
      title: 'Asuntos de familia y de casa',
      excuses: {
        2: 'Mi abuela se vino a vivir con nosotros esta semana y pasé cuatro días ayudando a mis papás a empacar su casa. ¿Podría entregar el trabajo el lunes?',
        9: 'A mi mamá la operaron de la rodilla el martes pasado y todas las tardes voy a su casa a hacerle de comer y ayudarla con las escaleras. ¿Podría tener hasta el lunes?',
        10: 'Mi compañera de departamento se fue sin avisar y pasé la semana buscando a alguien para su cuarto, para no pagar la renta doble. ¿Podría mandarlo el domingo en la noche?',
        11: 'Mi papá se quedó sin trabajo la semana pasada y casi todas las tardes cuido a mis hermanos mientras él busca chamba. ¿Podría entregarlo el próximo viernes?',
        12: 'Vengo de intercambio y esta semana tuve que corregir de urgencia unos papeles de mi trámite migratorio, así que pasé dos días enteros en la oficina de movilidad. Puedo entregar el ensayo el jueves.',
        14: 'El viernes pasado me chocaron por detrás en un semáforo. Estoy bien, pero entre el ajustador, el taller y las llamadas a la aseguradora se me fueron todos los ratos libres; ¿podría entregarlo el miércoles?',
        15: 'Cerraron por obras la línea del metro que me lleva a la escuela, y el transporte que pusieron tarda hora y media de ida. Todavía no aprendo a trabajar en el camión; ¿podría entregarlo el viernes?',
        51: 'Mi hermano se casó el sábado y toda la semana fue de recoger invitados en la central de autobuses y armar centros de mesa. ¿Podría entregarlo el martes?',
      },
    },
    {
      id: 'mistakes',
      title: 'Confusiones',
      excuses: {
        1: 'Leí mal el programa de la materia y pensé que el ensayo era para el próximo viernes. Perdón; mañana lo tengo listo.',
        2: 'Subí el archivo a la tarea equivocada en Classroom. Ahora sí va adjunta la versión correcta.',
        3: 'Cité la edición equivocada del libro de texto en todo el trabajo, y corregir cada número de página me está llevando más de lo que pensaba. Hoy en la noche lo entrego.',
        4: 'Mi compañero de laboratorio y yo creímos, cada uno, que el otro iba a subir el reporte. Aquí está, unas horas tarde.',
        5: 'Hice el ensayo sobre otro de los temas de la lista y me di cuenta hasta que releí las instrucciones. ¿Podría rehacerlo y entregarlo en dos días?',
        51: 'Pensé que la entrega era por la plataforma y hoy me enteré de que era impresa. Mañana a primera hora la dejo en la sala de maestros.',
      },
    },
    {
      id: 'honest',
      title: 'Pedirlo con honestidad',
      excuses: {
        1: 'Organicé mal mi tiempo con este trabajo y voy atrasado. Prefiero pedir dos días más que entregar algo hecho a las carreras.',
        5: 'Reescribí la introducción seis veces buscando que quedara perfecta y no me dejé tiempo para lo demás. ¿Podría entregarlo el jueves?',
        7: 'Después de la calificación del parcial me desanimé y dejé pasar este ensayo, pero quiero levantar el semestre. ¿Podría tener hasta el lunes para hacerlo bien?',
        8: 'Me fui de puente con mis amigos y regresé con más trabajo del que tenía previsto, y eso es culpa mía. ¿Podría entregarlo el miércoles?',
        10: 'Este semestre metí demasiadas materias y voy atrasado en todas, no solo en esta. El martes veo a mi tutor para dar de baja una; ¿podría tener hasta el viernes?',
        11: 'Falté a dos clases, me dio pena preguntar qué me había perdido y fui dejando el trabajo para después. ¿Puedo ir a asesoría el martes y entregarlo completo el viernes?',
      },
    },
  ],
  faq: [
    {
      question: '¿Cómo le pido una prórroga a mi maestro?',
      answer:
        'Pídela antes de la fecha de entrega, por correo o en asesoría, y sé breve: qué trabajo va tarde, el motivo en una o dos oraciones, cuánto llevas y qué fecha nueva propones. Revisa antes el programa de la materia, porque muchos cursos ya dicen si aceptan entregas tardías y con qué penalización. Ofrecerte a mandar lo que ya tienes demuestra buena fe. Pedirla la noche anterior es mucho mejor que dar explicaciones después.',
    },
    {
      question: '¿Qué hago si ya se me pasó la fecha?',
      answer:
        'Entrega el trabajo lo antes posible y manda al mismo tiempo un correo breve y respetuoso. Cuenta qué pasó sin rodeos, asume tu parte y pregunta si todavía lo reciben. No esperes la respuesta para terminarlo, porque cada día de retraso suele costar más puntos. Si el retraso se debió a algo serio, la coordinación de tu carrera o el departamento de orientación muchas veces pueden ayudarte a resolverlo con tus maestros.',
    },
    {
      question: '¿Necesito un justificante para que me den más tiempo?',
      answer:
        'Depende de la escuela y del motivo. Para unos días de prórroga, muchos maestros te creen sin más. Para plazos largos o exámenes perdidos, las escuelas suelen pedir un justificante, como una constancia del IMSS, de tu EPS o del servicio médico escolar, que se entrega en servicios escolares o en la coordinación y no a cada maestro. No tienes que contarle detalles médicos privados a tu profe: basta con decir que tuviste un problema de salud y que ya lo estás viendo con la oficina correspondiente.',
    },
    {
      question: '¿Conviene entregar algo incompleto a tiempo?',
      answer:
        'Muchas veces sí. Un trabajo incompleto casi siempre suma algunos puntos, mientras que la penalización por entregar tarde puede quitarte una buena parte de la calificación cada día. Lee la política de entregas tardías y haz cuentas. Si lo que falta es indispensable, como los resultados de un experimento, pregúntale a tu profe qué prefiere. Decidas lo que decidas, agrega una nota corta que explique qué falta y por qué.',
    },
    {
      question: '¿Debo decir la verdad si nada más lo dejé para después?',
      answer:
        'Sí. Los maestros escuchan emergencias inventadas todo el tiempo, y un "organicé mal mi tiempo" dicho con honestidad suele caer mejor que una historia que no cuadra. Acompáñalo de un plan concreto y de una fecha nueva que de verdad puedas cumplir. Si dejar todo para después ya es costumbre, pregunta por las asesorías o los talleres de hábitos de estudio de tu escuela, que existen justo para eso.',
    },
  ],
  tips: [
    'Pide la prórroga antes de la fecha de entrega, nunca a la mañana siguiente.',
    'Di cuánto llevas y propón una fecha nueva concreta que sí puedas cumplir.',
    'Lee en el programa de la materia la política de entregas tardías antes de escribirle a tu maestro.',
    'Guarda cada borrador en la nube para que una computadora descompuesta te cueste minutos y no días.',
    'Acude a orientación o a servicios escolares cuando un problema de salud o familiar dure más de unos días.',
    'Anota todas las fechas de entrega en un solo calendario con un recordatorio tres días antes.',
  ],
  related: [
    '/es/excusas/escuela/no-hacer-la-tarea',
    '/es/excusas/escuela/no-hacer-el-trabajo-en-equipo',
    '/es/excusas/escuela/faltar-a-clase',
    '/es/excusas/trabajo/no-cumplir-un-plazo',
    '/es/excusas/escuela/no-exponer',
  ],
  updated: '2026-12-06',
};

export default page;
