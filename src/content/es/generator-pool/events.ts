import type { Tone } from '../../generator';

/** The generator's events excuses in Spanish: the same excuse as the English line at each position. */
const excuses: Record<Tone, readonly string[]> = {
  formal: [
    'Lamento mucho perderme su boda el 14 de junio: esa semana completa estaré en una feria comercial en Guadalajara. Me encantaría invitarlos a cenar cuando regresen de la luna de miel.',
    'Lamentablemente no podré asistir a la gala del viernes: esa tarde presento una ponencia en un congreso en Monterrey y no aterrizo antes de las once. Enviaré un donativo para la subasta silenciosa.',
    'Siento no poder ir a la fiesta de jubilación de Gloria el día 22: ese día me mudo y tengo el camión hasta las ocho de la noche. El viernes le dejo una tarjeta para ella con mis mejores deseos.',
    'Mi vuelo de conexión en la Ciudad de México trae dos horas de retraso, así que lamentablemente me perderé la cena de bienvenida de esta noche. Llego al hotel a las once y mañana estaré temprano en la ceremonia.',
    'Tendré que retirarme de la recepción justo después del brindis, porque llevo a mi hija a una competencia de natación a las 6:00, a dos horas de distancia. Gracias por la invitación; por nada del mundo me perdería la ceremonia.',
    'Lamento cancelar tan a última hora, pero nuestro hijo de cuatro años regresó del preescolar con conjuntivitis, así que no iremos a la fiesta de Elena. El domingo en la tarde les llevamos su regalo.',
    'Agradezco mucho la invitación a su posada, pero esa noche canto en el concierto de invierno de mi coro. ¿Me permite pasar a visitarlos el siguiente fin de semana con galletas?',
    'Lamento no poder ir a la fiesta de compromiso del día 9: ese fin de semana tengo guardia en la clínica veterinaria y no puedo salir de la ciudad. Enviaré un regalo y el domingo llamo a los novios.',
    'Lamento faltar hoy al club de lectura: sigo en la oficina cerrando la nómina antes del plazo de mañana. Ya terminé la novela y antes de la próxima reunión les mando por correo mis comentarios.',
    'Lo lamento mucho, pero me quedé sin voz por completo y no podré dar mi brindis en la fiesta de aniversario de mi tía el sábado. Mi hermano se ofreció a leerlo, y ahí estaré para brindar con todos.',
  ],
  funny: [
    'Confirmé tu fiesta de casa nueva y la carne asada de mi primo, ambas el sábado a las dos, porque no sé decir que no. Llego a la tuya a las 4:30 con una salsa de disculpa.',
    'Ya leí la responsiva del parque de trampolines: a los adultos les pide un contacto de emergencia y un quiropráctico de confianza. En la fiesta de Nacho me salto los brincos y llego al pastel a las tres, echando porras.',
    'Mis tres razones para no ir a la carrera con causa del domingo: empieza a las 7:00, son cinco kilómetros y mis tenis siguen en la caja. A las nueve los espero en la meta con pan dulce.',
    'No puedo salir a la boda hasta que se me sequen las uñas, y no se secan mientras sigo tocándolas para ver si ya se secaron. ¿Me apartas un lugar atrás? Llego a las 3:10, sin tocar nada.',
    "Aviso oficial sobre la fiesta sorpresa de Daniel: no puedo aguantarme la risa, y esta semana ya me cachó dos veces con una sonrisa sospechosa. Espero en el estacionamiento hasta después del '¡Sorpresa!' y entro a las 8:15.",
    'Quedé de hacer la lista de canciones para tu fiesta y, después de cuatro horas, dura 19 horas. La estoy recortando a las tres mejores, así que llego a las 8:30 con la bocina.',
    "Mi amiga me acaba de escribir: 'No vas a llevar otra vez el acordeón a la bohemia de Ana, ¿verdad?'. Mensaje recibido: me salto las canciones y llego a las nueve para el pastel, sin acordeón.",
    "Llevo una hora investigando qué significa 'etiqueta festiva' para tu fiesta, y sigo sin saber si es traje o una boa de escarcha navideña. Llego a las 7:30 con lo que parezca menos equivocado.",
    "No puedo hacer la entrada coreografiada en la boda, pero ofrezco mis servicios como guardián de sacos, vigilante de bebidas o quien grita '¡Que vivan los novios!' en el momento justo. Elige uno y cuenta conmigo toda la noche.",
    'Llego tarde al té de canastilla porque ya envolví el regalo tres veces y sigue pareciendo que perdió una pelea. Voy a comprar una bolsa de regalo y llego a las 2:15.',
  ],
  plausible: [
    'Me bajo del viaje de despedida de soltera a la playa: 6,000 pesos por dos noches es más de lo que puedo gastar este mes. Pero sí voy a la despedida en casa e invito a cenar a la novia.',
    'Me está empezando una migraña y las luces del concierto de hoy me rematarían. Ve sin mí, ¿y mañana me llamas para contarme qué tocaron?',
    'Hoy en la mañana me sacaron una muela del juicio y tengo el cachete como pelota de golf, así que no voy a la cata de vinos de hoy. Mándame fotos y cuenta conmigo para la próxima.',
    '¡Mi hermana acaba de entrar en trabajo de parto y voy para el hospital, así que me pierdo tus tragos de cumpleaños! Lo reponemos la próxima semana, y llevo fotos del bebé.',
    'No me había dado cuenta de que la obra de teatro era el miércoles, y el jueves a mediodía tengo que entregar una solicitud de beca. ¿Le doy mi boleto a Mariana?',
    'Mi vestido no va a estar listo en la tintorería antes de las seis, así que adelántense a la gala y los alcanzo allá a las 7:15.',
    'Este mes no estoy tomando alcohol, así que hoy me salto la hora feliz del bar. ¿Mejor vamos por tacos el sábado?',
    'La fiesta de jubilación de mi compañero se cambió al viernes a las siete y yo doy el brindis, así que me pierdo tu cena de despedida. ¿Te invito a desayunar el domingo?',
    'Este fin de semana largo recibo a mis suegros, así que no puedo ir al viaje al lago. ¿Los alcanzo el lunes? Llevo el pastel que sobre.',
    'Me acabo de enterar de que mi ex va a la fiesta de Rodrigo, así que mejor no voy. ¿Vamos al cine el domingo?',
  ],
  outrageous: [
    'No puedo ir a la boda en el jardín porque mi acompañante es una nube de lluvia chiquita, y llora en las ceremonias. Mandamos un regalo y, muy probablemente, una llovizna.',
    'Me metí a la lavadora con mi suéter favorito y encogimos: ahora mido ocho centímetros y vivo en el filtro de pelusa. Me uno por video a la reunión de generación si alguien deja un celular en el piso.',
    'Reporte, día dos de la víbora de la mar en la boda de mi primo: salió del salón el sábado en la noche y ya cruzó a Guatemala. Empiecen el almuerzo del domingo sin mí; llego cuando dé la vuelta.',
    "Me llamó la piñata de tu última fiesta, ya remendada con cinta: 'Por favor, no vengas el sábado. Sabes lo que hiciste'. Te mando el regalo por paquetería y me mantengo lejos de los dulces.",
    'Mi esmoquin es rentado por minuto, y con las tarifas actuales me alcanza para la ceremonia, medio brindis y 40 segundos de pastel. Me escabullo después del pastel, eso sí, guapísimo.',
    'Mi invitación venía escrita con tinta invisible y acabo de revelarla con jugo de limón y una secadora: la fiesta fue el sábado pasado. Hoy en la noche te dejo tu regalo, un poco alimonado.',
    'Mi regalo de casa nueva para ti es una segunda casa, y viene en una plataforma que no cabe por tu calle, así que voy a llegar tarde. Llego a las ocho; por favor, mueve tu carro.',
    'Hace tres días se me disparó el cañón de confeti en la sala y sigue cayendo a razón de tres centímetros por hora. Me pierdo la noche de juegos del viernes, pero el domingo ya debería poder salir excavando.',
    'Lamento informar que el fabricante retiró del mercado mis habilidades de malabarista, así que me retiro del concurso de talentos del sábado. Estaré en primera fila, aplaudiendo con gran habilidad.',
    "No puedo ir a la posada de la oficina porque mi deseo de cumpleaños, 'ya no más fiestas de oficina', se cumplió: la puerta de la sala de juntas no me deja entrar. Pasen pastel por debajo, por favor.",
  ],
};

export default excuses;
