import type { Tone } from '../../generator';

/** The generator's family excuses in Spanish: the same excuse as the English line at each position. */
const excuses: Record<Tone, readonly string[]> = {
  formal: [
    'Lamento faltar a la comida del domingo: el lunes a las 9:00 entrego a mi asesor el borrador de la tesis y aún me faltan dos apartados. Les llamo el domingo en la noche y la próxima semana ahí estoy.',
    'Lamento no poder ir a la reunión familiar en Mérida este julio: este año estamos juntando cada peso para el enganche de una casa. Me encantaría conectarme por video, y el próximo verano ahí estaré.',
    'Tía Carmen, siento avisarle que llegaré tarde a la cena de Nochebuena: en la tienda me alargaron el turno hasta las cinco. No me esperen, por favor; llego a las 6:30 con el pan, como quedamos.',
    'Este año no podré recibir a la familia para la posada, porque la remodelación de la cocina no termina sino hasta enero. ¿Puedo llevar el ponche y los postres a la casa de quien la organice?',
    'Me encantaría estar en la comida de cumpleaños de la tía Lucha, pero esa tarde soy dama de honor en la boda de mi amiga Lorena. Denle un abrazo de mi parte; le llamo esa misma noche.',
    'En la comida del Día de las Madres solo podré quedarme hasta el postre, porque tengo que tomar el autobús de las 9:40 para regresar, y al día siguiente trabajo. Espero que no haya inconveniente.',
    'Siento no poder ayudar con la mudanza del abuelo el sábado: coordino la jornada de adopción del refugio de animales, algo con lo que me comprometí desde marzo. ¿Puedo pasar el martes en la tarde a ayudarlo a desempacar?',
    'Me agarró un resfriado y no quisiera contagiar a mi abuela en la casa de retiro, así que no iré a la visita del domingo. ¿Les parece bien si mejor la llamo a las cuatro?',
    'Empecé un trabajo nuevo y no llego a casa antes de las ocho, así que este mes no podré cocinar las cenas familiares de los martes. Si les ayuda, me encargo de la comida de los domingos.',
    'No podré visitarlos el fin de semana largo de noviembre, porque desde hace meses se lo prometimos a mis suegros en Monterrey. ¿Buscamos otro fin de semana en diciembre?',
  ],
  funny: [
    'Mi hija de tres años solo acepta ir a la cena de cumpleaños del abuelo disfrazada de dinosaurio, y el disfraz sigue en la secadora. Llegamos a las 6:30, rugiendo.',
    "La parada de 'cinco minutos' de mi papá en la ferretería ya recorrió los pasillos del 1 al 14, y veníamos por una bisagra. Dile a la abuela que llegamos tarde a la comida; le faltan del 15 al 22.",
    "Mi mamá me pidió llevar 'unas cuantas sillas plegables' a la carne asada del domingo, y su lista dice 18. En mi carro caben seis, así que haré tres viajes y llego como a las dos.",
    "Mi hermana me pidió el carro el lunes para 'una vuelta rápida', ya es jueves, y la vuelta probablemente ya salió del estado. ¿Alguien pasa por mí para el almuerzo de cumpleaños de mamá el domingo?",
    "Mi mamá descubrió las notas de voz y ya me mandó catorce desde el desayuno, y todas empiezan con 'Bueno, ya, lo último'. Voy en la nueve, así que te llamo después de comer para lo del cumpleaños de papá.",
    'No voy a la noche de juegos en familia porque sigue vigente mi veto del Turista desde la Navidad de 2019. Llego por el pastel y echo porras desde el sillón.',
    'Llevé un platillo a la comida de la tía Mago, como prometí: un refractario vacío precioso. El guisado que va adentro sale de mi horno a las 6:15 y se lo llevo corriendo.',
    'Mi hermano no se sube al carro hasta que yo termine de arreglarme, y no me arreglo hasta verlo en el carro: ya una vez lo esperé cuarenta minutos. Empiecen el día de campo sin nosotros; llegamos a la una.',
    'Aviso oficial: renuncio al cargo de fotógrafo de la familia, porque después de doce años me gustaría salir en una foto. Alguien más tendrá que llevar el trípode al desayuno del domingo de Pascua.',
    "Mi abuela me preguntó: '¿Y tú para cuándo?', y como no hay nadie, me agendó la tarde del sábado con el nieto de su comadre. Llego a la alberca de mi tía a las cinco, quizá con pareja.",
  ],
  plausible: [
    'Voy a llegar unos veinte minutos tarde a partir la rosca de Reyes: prometí llevarla y en el súper ya no quedaba ninguna. ¡Voy volando a la panadería de la otra cuadra!',
    'No puedo ir a la comida del domingo porque estoy todo el día en un torneo de fútbol en Chihuahua con mi equipo. ¿Me guardas un plato de barbacoa?',
    'No puedo cuidar a los niños el viernes en la noche: es la última clase de mi taller de cerámica y vamos a esmaltar los tazones que hicimos. ¿Te parece si me los llevo el sábado en la mañana?',
    'Se fue la luz en toda la calle, así que no puedo hornear el pastel para la fiesta de papá. Compro uno en el súper de camino.',
    'Estoy en la oficina de tránsito con 40 personas delante de mí, así que me voy a perder el principio del recital de Mariana. ¿Me apartas un asiento junto al pasillo?',
    'No puedo ayudar a pintar la reja de la abuela el sábado, porque le prometí a Carla ayudarla con su venta de garaje, pero puedo pasar el domingo en la tarde con una brocha.',
    'No le contesté a la abuela durante mi junta de las 2:00, y ahora está jugando lotería en el salón parroquial. La llamo a las siete, cuando ya esté en su casa.',
    'La niñera va veinte minutos tarde, así que empiecen la cena de cumpleaños de mamá sin mí. ¿Me piden el salmón?',
    'Tengo que irme de la fiesta de papá a las nueve, porque mañana llevo a mi compañera de departamento al aeropuerto a las 4:00 para su vuelo de las 6:00. Eso sí, me quedo a partir el pastel.',
    'Anoche cayeron como treinta centímetros de nieve en nuestro camino y la máquina quitanieves no llega antes del mediodía. Llegamos con mi mamá para la cena en vez de la comida.',
  ],
  outrageous: [
    'Mi mamá convirtió mi cuarto de la infancia en un museo sobre mí, con boletos, y me toca el recorrido de las 3:00. Llego a la mariscada del abuelo a las cuatro, con un llavero de la tienda de regalos.',
    'Mis primos y yo empezamos a jugar a las escondidas en la reunión de 1998, y Pancho sigue sin aparecer. Hoy salgo con la brigada de búsqueda y falto a la noche de películas; la próxima la organizo.',
    'Mi figura de cartón va a la cena de Año Nuevo en mi lugar desde 2019, y este año mi mamá solo invitó a la figura. La dejo a las seis; le gusta la silla junto a la ventana.',
    'Mis hijos declararon la sala república independiente y cerraron la frontera en la puerta. Mi entrevista para la visa es a las cuatro y el trámite cuesta tres galletas; llego una hora tarde a la cena de la abuela.',
    'Mi equipo para recibir la comida de Pascua: un horno, jubilado en Acapulco; una charola para hornear, en año sabático; una mesa plegable, desaparecida desde 1976. ¿Alguien más puede organizarla este año? Yo pongo las servilletas.',
    'Sí salí a tiempo a la reunión familiar del sábado; solo que salí en una bicicleta de una sola rueda, y así el camino es largo. Guárdenme postre; llego el martes.',
    'Llego tarde a la comida del domingo porque la abuela retó al mar a un concurso de miradas y yo le sostengo el rebozo. Empiecen sin nosotros; llegamos para el postre, o cuando parpadee la marea.',
    'Tengo que confesar algo: desde la primavera me escribo cartas con el pavo de este año, así que no puedo sentarme a la mesa en Navidad. Yo hago el puré de papa y me lo como en el patio.',
    'La receta familiar de lasaña tiene 47 capas, vamos en la 31 y se acaban las láminas de pasta. Llego al aniversario de la tía Rosa cuando esté lista la capa 47, o sea, quizá el miércoles.',
    "A nuestro árbol genealógico le brotó anoche una rama de primos. A las seis tocaron: 'Hola, soy Brayan, y estos son los otros trece'. Tras servir 14 desayunos, llego a la carne asada del 16 de septiembre a las tres.",
  ],
};

export default excuses;
