import type { Tone } from '../../generator';

/** The generator's dating excuses in Spanish: the same excuse as the English line at each position. */
const excuses: Record<Tone, readonly string[]> = {
  formal: [
    'Lamento mucho faltar a la cena de esta noche en La Terraza: cancelaron el último autobús de mi hermana desde Querétaro y voy a la central a recogerla. ¿Te parecería bien el miércoles a las siete?',
    'Perdona el aviso de última hora: esta tarde me torcí el tobillo jugando fútbol y no voy a aguantar el recorrido a pie de esta noche. ¿Te parece si mejor cenamos tranquilos en la fonda cerca de mi casa?',
    'Siento cancelar nuestra tarde del martes en el museo de arte, pero me seleccionaron como jurado y el juicio dura de nueve a cinco toda la semana. ¿Te parecería bien el sábado en la tarde?',
    'Te pido una disculpa: se me cruzaron dos compromisos esta noche, porque me toca recibir a mi club de lectura y llegan doce personas a las siete. ¿Me permites invitarte a cenar el viernes en el centro?',
    'Siento pedírtelo, pero ¿podríamos pasar la cena del viernes a la próxima semana? Mi examen de certificación como contador es el sábado a las 8:00, y quiero poder dedicarte toda mi atención.',
    'Lamento perderme la cena con tus amigos esta noche: mañana abro la panadería a las 5:00 y tengo que dormirme a las nueve. Me encantaría conocerlos; ¿la organizamos para el próximo sábado?',
    'Siento perderme el festival de jazz contigo el sábado: ese fin de semana ayudo a mis abuelos a cerrar su casa del rancho, y allá no hay señal. Te llamo el domingo en la noche para planear otra salida.',
    'Perdona que tarde en contestar esta semana: cubro el turno de noche en la recepción del hotel mientras un compañero está de incapacidad, y duermo por las tardes. ¿Hablamos el domingo a mediodía para planear el fin de semana?',
    'Lo siento, pero no podré ir a la inauguración de la galería el sábado: esa mañana corro el medio maratón de la ciudad y voy a terminar sin energía para disfrutarla. ¿Te parece un almuerzo el domingo?',
    'Siento que todavía es pronto para conocer a tus papás en Semana Santa, y prefiero decírtelo ahora que cancelar después. ¿Nos damos un par de meses más y lo volvemos a platicar en junio?',
  ],
  funny: [
    'No reservo la cena del viernes hasta saber qué te vas a poner, y tú no eliges ropa hasta que yo elija lugar. Rompo el círculo: pizzería de la esquina a las siete, con ropa que aguante manchas de salsa.',
    "Confieso que cuando dije que me encanta el senderismo me refería a caminos planos con un puesto de quesadillas al final, y la ruta del sábado tiene 'cumbre' en el nombre. ¿Empezamos con un desayuno y vamos subiendo de nivel?",
    'Mi presupuesto para citas esta semana es de 537.50 pesos, y acabo de ver el menú del restaurante de cortes del sábado. ¿Vamos mejor a los tacos de la avenida, donde 537.50 pesos alcanzan para los dos, con guacamole?',
    "Mi compañera de cuarto me preguntó: '¿Así vas a ir?', y desde entonces me he cambiado cuatro veces. Llego a la vinoteca a las 7:20, con el atuendo número cinco.",
    'Técnicamente llegué puntual a nuestra cita de las 4:00: estoy en la cafetería, solo que en la sucursal del otro lado de la ciudad. Llego a la tuya a las 4:25; pídeme cualquier cosa con espuma.',
    'Puedo llegar a cenar a las siete, o puedo cumplir mi promesa de llevar al perro al parque; él ya está sentado junto a la puerta con la correa en el hocico. ¿Lo dejamos a las 8:15, después del parque?',
    'No puedo ir por unos tragos hoy: a mi compañera de departamento y a mí nos faltan tres capítulos para el final de la serie, y verlos sin ella es causa de desalojo. ¿Qué tal el sábado?',
    "Mi mamá se enteró de nuestra cita de hoy y anunció que estará en el restaurante 'de casualidad' a las ocho. ¿Nos vamos mejor a las tortas de la otra cuadra? Esas no las conoce.",
    'Boletín de la cena: la pasta casera que te prometí se fundió en un solo fideo del tamaño de una tapa de alcantarilla. Yo invito la comida a domicilio; ¿pizza o comida china?',
    'Estoy en el restaurante, y mi ex también, en la mesa de al lado, en una cita con nuestro antiguo casero. Salí a tomar aire; ¿probamos el lugar de junto?',
  ],
  plausible: [
    'Mi sillón nuevo tenía que llegar al mediodía y lo acaban de traer a las 6:40, así que estoy ayudando a subirlo cuatro pisos. ¿Nos vemos para cenar a las 8:00 en vez de a las 7:30?',
    'Acabo de volver de la despedida de soltero de mi primo en Acapulco y dormí cuatro horas. ¿Movemos la cena de hoy al sábado, cuando ya sea buena compañía?',
    'Se me olvidó por completo que le prometí a mi hermana ayudarla a armar la cuna del bebé esta noche, así que no puedo ir al cine. ¿Vamos el jueves?',
    'Mi chofer de Uber se pasó la salida del puente, así que voy unos 15 minutos tarde a la cena. ¿Apartas una mesa junto a la ventana?',
    'Se me cayó salsa en toda la camisa comiendo en la oficina, así que voy a casa a cambiarme. Llego al bar a las 8:15 en vez de a las 8:00.',
    'En mi edificio cortaron el agua desde las cinco por reparaciones y vengo directo del gimnasio. ¿Nos saltamos el concurso de cultura general del bar y cenamos a las nueve, cuando ya haya agua?',
    'Estoy de guardia en soporte técnico hasta la medianoche, así que no puedo ir al show de comedia. ¿Quieres venir a mi casa y pedimos pizza?',
    'La fiesta de mi sobrino va para largo y todavía ni rompen la piñata. ¿Podemos mover la cena a las 7:30? Te llevo una rebanada de pastel.',
    'Tengo que cancelar lo del mercado nocturno de hoy: a mi mejor amiga acaban de cortarla y le prometí helado y películas malas. ¿Mañana?',
    'Mi mamá me cayó de sorpresa, con todo y maleta, así que se cancela la cena de hoy. ¿Qué tal el domingo, cuando ya vaya en el autobús de regreso?',
  ],
  outrageous: [
    'No puedo llegar a cenar a las siete porque mi zapato izquierdo se fugó con el zapato derecho de un desconocido y me toca organizar la fiesta de la boda. Quedo libre después del pastel, como a las nueve.',
    'Mi perico estuvo contestando mis mensajes toda la tarde, así que ignora los graznidos en mayúsculas y la promesa de llevar a seis de sus primos el viernes. Sigue siendo mesa para dos a las siete; ya recuperé el celular.',
    'Ya estoy en la pista de patinaje para nuestra cita, puntual, pero en 1987, y el del sonido solo se sabe cuatro canciones. Voy patinando de regreso a este año; pídeme unas papas y llego a las ocho.',
    'Resumen de mi tarde: un cisne me nombró caballero, me pidió vigilar su estanque y acepté sin leer la letra chiquita. Estoy de guardia hasta la medianoche; ¿movemos la cena de hoy al viernes?',
    'Mi galleta de la fortuna dice: nada de romance hasta que domine la tuba, así que hoy tengo clase de tuba en vez de cena. A este ritmo lo logro en 2031; ¿salimos el sábado sin decirle a la galleta?',
    "Mi bocina inteligente me oyó ensayar mis chistes para la primera cita, dijo: 'Por favor, no', y me inscribió en una clase de improvisación que es hoy en la noche. ¿Movemos la cena al jueves?",
    'Mi carro se convirtió en renta vacacional para una familia de zarigüeyas, y lo reservaron hasta el sábado. ¿Pasas por mí para el concierto del viernes? Yo pago el estacionamiento.',
    'Me confundieron con una famosa casamentera y 312 solteros esperanzados me esperan en el gimnasio de la secundaria, así que me pierdo el día de campo del sábado. Los estoy emparejando rápido; ¿qué tal el primer sábado de junio?',
    'Me encantaría ir al cine al aire libre el jueves, pero me contrataron como doble de acción de un caracol de jardín en un documental. Filmamos toda la noche, muy despacio; ¿qué tal un desayuno el domingo?',
    'Mi reflejo dejó de imitarme y se está arreglando por su cuenta para nuestra cena en Casa Rosa, con mi chamarra buena. Llego en cuanto recupere la chamarra, como a las ocho.',
  ],
};

export default excuses;
