import type { Tone } from '../../generator';

/** The generator's random excuses in Spanish: the same excuse as the English line at each position. */
const excuses: Record<Tone, readonly string[]> = {
  formal: [
    'Lamento cancelar mi clase de piano del miércoles, pero el domingo me hice un esguince en la muñeca derecha cargando las bolsas del mandado. ¿Podríamos hacer una pausa hasta el día 20 y retomar donde nos quedamos?',
    'No podré asistir a la reunión vecinal de esta tarde, ya que a las 6:30 tengo la junta de padres de familia de mi hija. ¿Alguien podría enviarme el acta, por favor?',
    'Lamento tardar en responder sobre el presupuesto del condominio: esta semana me estoy quedando con mi papá mientras se recupera de una operación de rodilla. Enviaré mis comentarios el viernes.',
    'No podré ayudar en la venta de libros de la biblioteca este sábado, pues ya acepté ser jurado del concurso de mole de la feria del pueblo esa mañana. Con gusto tomo un turno el próximo mes.',
    'Lamento no poder encargarme del boletín del club de jardinería este mes, ya que doy una clase nocturna en la universidad hasta mediados de octubre. Con gusto vuelvo a ayudar a partir de noviembre.',
    'Tendré que faltar a mi turno del sábado en el banco de alimentos, porque la ceremonia de naturalización de mi hermano quedó programada para esa mañana. ¿Podría tomar el turno del miércoles en la tarde?',
    'Necesito posponer nuestra comida del miércoles: el técnico viene a revisar los daños de la tormenta en el techo entre las 11:00 y las 2:00. ¿Le vendría bien el viernes a la una?',
    'Lamento llegar tarde a la orientación del huerto comunitario: esta semana me tocaba a mí llevar y traer a los niños del grupo de padres, y la competencia de natación se alargó una hora. Hoy leo el reglamento y el sábado llevo mis dudas.',
    'Perdone que me haya tardado tanto en devolverle su escalera: mi hermano me la pidió prestada para su mudanza y apenas me la regresó anoche. El sábado en la mañana se la dejo en su cochera.',
    'Necesito cambiar mi cita para el corte de pelo del martes a las 4:00 al jueves a la misma hora, si tiene lugar; me programaron la visita de un cliente el martes en la tarde.',
  ],
  funny: [
    "Voy tarde al tenis porque la función de títeres de 'cinco minutos' de mi sobrina acaba de hacer un intermedio, y estoy en primera fila. Llego a la cancha a las 2:30 si el segundo acto es breve.",
    'Llevo 35 minutos regateando una lámpara de 20 pesos en una venta de garaje, y ya vamos en 17. Llego a la playa a las tres, con la lámpara.',
    'Técnicamente sí mandé tu tarjeta de cumpleaños a tiempo: se me olvidó la estampilla, así que me la regresaron a mí. Mañana temprano mando otra, ahora sí con estampilla.',
    'No puedo ir al partido porque estoy regando las plantas de mi vecina, y me dejó una guía de seis páginas con mapa. Voy en la página tres; guárdenme un lugar para el segundo tiempo.',
    'El lavaplatos inundó la cocina, así que no puedo recibir al club de lectura, pero tengo opciones: el patio, sin sillas; el porche, con una sola; o tu casa, y yo llevo las botanas. ¿Cuál prefieres?',
    'Le devolví el saludo a un desconocido que saludaba a alguien detrás de mí y, para no quedar mal, ya caminé con él tres cuadras en sentido contrario. Llego a la feria de artesanías a las once.',
    "La cajera me preguntó: '¿Cómo va su día?', y le di la respuesta honesta, con todo y detalles. Voy a llegar como veinte minutos tarde a la noche de juegos.",
    'Búsqueda de la última pieza del rompecabezas, hora dos: no está en la caja ni bajo el sillón, y quizá está en la bolsa de la aspiradora. Llego media hora tarde al concurso de preguntas, con o sin pieza.',
    'El librero y yo declaramos una tregua en el paso 14 de 36, porque lo armé todo al revés. Llego al cine a las 7:40 y el sábado lo volvemos a intentar.',
    'Un ganso decidió que la banqueta es suya, me bloquea el camino al carro y me sisea a cada paso. Mi compañera de cuarto habla ganso y ya viene para acá, así que llego al almuerzo a las 11:30.',
  ],
  plausible: [
    'Mi segunda entrevista en el despacho de diseño ya pasó de la hora, y ahora me quieren dar un recorrido por el estudio. Llego como 45 minutos tarde a la cena; ¿empiezan sin mí?',
    'Mi hermana me deja a sus gemelos a las siete porque hoy trabaja hasta tarde sirviendo un banquete, así que no voy al karaoke. ¿Desayunamos mañana?',
    'Mi prima está de escala en la ciudad solo por hoy, así que la llevo a comer y no puedo ir a la caminata. ¿Puedes mañana?',
    'Estoy ayudando a mi vecina a bajar a su periquito, que se escapó y está en la canaleta del techo, así que llego como 20 minutos tarde al cine. ¿Me apartas un lugar?',
    'Dejé el celular en el casillero del gimnasio al mediodía y no lo recuperé sino hasta las cinco, así que apenas estoy viendo tus mensajes. ¿Sigue en pie lo de los tacos a las 7:30?',
    'Estoy ayudando a mi mamá a configurar su celular nuevo por video y llevamos 40 minutos pasando sus contactos, así que voy tarde a nuestra cita. ¿Me pides un café helado?',
    'Me acabo de dar cuenta de que mañana vence el plazo para la verificación del carro y el centro cierra a las 6:00, así que hoy no voy al gimnasio. ¿Vamos el jueves?',
    'Están enseñando mi departamento a posibles inquilinos de 11:00 a 1:00 y no pienso dejar a unos desconocidos solos con mi gato. ¿Movemos la comida a las 2:00?',
    'Mi cachorro se tragó una liga para el pelo, así que estamos en urgencias de la veterinaria y no voy a poder ir al boliche. Te llamo cuando estemos en casa.',
    'Estoy cubriendo el turno de cierre de mi compañero en la librería hasta las diez, así que me voy a perder casi toda la fogata. Si a las once sigue, paso para el final.',
  ],
  outrageous: [
    'Mi podadora robot se rebeló y está podando mis iniciales en todos los jardines de la cuadra. Llego a tu fiesta en el jardín cuando se le acabe la batería, como a las cuatro.',
    'Mi semana está llena: lunes, enseñarle a mi pez dorado a traer la pelota; de martes a viernes, pedirle disculpas al pez. No puedo ayudarte a vaciar el garaje el miércoles, pero el sábado estoy libre.',
    'No puedo ir a cenar el jueves porque esa noche mi perro da su primera cena de gala, y yo soy el invitado de honor. Todo es croquetas, pero lleva semanas preparando el menú. ¿Movemos la nuestra al día 20?',
    'Mi tostador se niega a tostar cualquier pan que no le hayan presentado formalmente, y llevo desde las siete haciendo presentaciones. Salgo al almuerzo en cuanto se reconcilie con el bolillo, seguramente a las diez.',
    'Mis plantas formaron un club de debate y el ficus no deja salir a nadie hasta resolver la moción sobre la luz del sol. Llego al mercado de productores a mediodía si el helecho cede.',
    'Mis flamencos de plástico empezaron su migración al sur y prometí acompañarlos a cruzar la esquina del alto. Con una sola pata van lento, así que llego una hora tarde a tu día de campo; ¿me guardas una limonada?',
    'Mi hipo ya es récord mundial oficial, y los jueces que tengo en la sala llevan contados 9,412. Hoy no puedo ir al cine, pero te llamo en el hipo 10,000 para elegir otra noche.',
    'Mi pila de trastes sucios fue declarada monumento histórico y hoy a las ocho corto el listón en su inauguración. Me pierdo el karaoke, pero guárdenme una canción el próximo viernes; llevo un plato conmemorativo.',
    'No puedo ayudarte con la mudanza el sábado, porque mis 40 ardillas entrenadas tienen su examen final esa mañana, pero te las mando el domingo. Cada una carga una cuchara y empacan tu cocina antes del mediodía; esconde las nueces.',
    'Lo confieso: desde hace tres años soy en secreto la voz del elevador de mi edificio, y hoy es noche de inspección. Llego tarde al brindis de cumpleaños de Lorena, en cuanto el inspector llegue al último piso.',
  ],
};

export default excuses;
