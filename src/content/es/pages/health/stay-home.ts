/** Quedarse en casa todo el día: motivos amables para no salir, con amigos, familia y trabajo. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Quedarse en casa todo el día',
  category: 'health',
  description:
    '¿Se te antoja un día entero sin salir? Motivos amables para quedarte en casa, para amigos, familia y trabajo, desde una entrega que no llega hasta un día de sillón sin culpa.',
  fullTitle: 'Excusas para quedarte en casa todo el día: formas amables de decir que hoy no sales',
  carousel: true,
  sections: [
    {
      id: 'waiting',
      title: 'Esperando algo',
      excuses: {
        2: 'El colchón nuevo llega en algún momento entre las ocho y las cuatro, y alguien tiene que firmar de recibido. ¿Mejor tomamos el café en mi casa?',
        8: 'Mi perrita puede tener a sus cachorros en cualquier momento y desde anoche está haciendo su nido en el cesto de la ropa. Yo de aquí no me muevo, pero las primeras fotos son tuyas.',
        9: 'Hoy salen los resultados del examen de admisión a la universidad y mi hija quiere que estemos todos en casa cuando los abra.',
        10: 'Hoy me llama la reclutadora para hablar de la oferta, y quiero estar en un lugar tranquilo cuando suene el teléfono.',
        11: 'Los boletos del concierto salen a la venta a las diez y la página me tiene en la fila virtual con más de catorce mil personas adelante de mí. No me levanto de la silla hasta que pase.',
        51: 'Tengo el mole en la lumbre desde la mañana y hay que estarlo moviendo para que no se pegue. Ven a las seis y te doy de comer.',
        52: 'Ayer barnizaron el piso de la sala y no se puede pisar hasta la noche. Estoy atrapada en la recámara con un libro y un paquete de galletas.',
      },
    },
    {
      id: 'recovering',
      title: 'Descanso y recuperación',
      excuses: {
        8: 'La acidez no me dejó dormir hasta las cuatro, así que hoy me levanto tarde y no voy al mercado. ¿Vas sin mí y me traes unos mangos?',
        13: 'Ayer estrené botas en la feria y ahora tengo ampollas en los dos talones. Hoy no me puedo poner ningún zapato.',
        14: 'Sigo mareada por el paseo en lancha de ayer y el cuarto no deja de moverse. Hoy necesito tierra firme y cero planes.',
        16: 'Me di un tirón en el costado por un estornudo, aunque no lo creas. Ríete si quieres; yo no puedo, porque me duele.',
        18: 'Amanecí con un orzuelo y tengo el ojo como si me hubieran dado un golpe. Me quedo en casa con compresas tibias.',
        19: 'Me subí a unos patines por primera vez en veinte años y traigo las dos rodillas raspadas. Me quedo en casa con gasas y lo poco que me queda de dignidad.',
        51: 'En el paseo al río me picaron como cuarenta zancudos y quedé llena de ronchas. Hoy no salgo ni a la tienda de la esquina.',
      },
    },
    {
      id: 'projects',
      title: 'Proyectos en casa',
      excuses: {
        1: 'Por fin me aparté el día para pintar la recámara. Si salgo, no se pinta nunca.',
        2: 'Hoy le toca limpieza a fondo a la cocina, y todo lo de las alacenas está regado en el piso.',
        4: 'La caja del librero nuevo dice "se requieren dos personas para armarlo", y hoy mi único ayudante es el gato. No salgo hasta que se sostenga solo.',
        5: 'Desde marzo el correo y los papeles se adueñaron de la mesa del comedor, y hoy ordeno hasta la última pila. Te marco cuando vuelva a ver la madera.',
        7: 'Hoy estoy trasplantando todas mis plantas y la sala parece vivero.',
        9: 'Me comprometí a hornear seis docenas de galletas para la kermés de mañana en la escuela, y se me va a ir todo el día en eso.',
        11: 'Hoy coso los disfraces de los niños para el festival de la escuela, y prometí que las alas del dragón sí se iban a mover.',
        12: 'Hoy paso quince años de fotos a la computadora nueva y la barra dice que faltan seis horas. Me quedo aquí a cuidarla.',
        13: 'Estoy arreglando el barandal de la terraza antes de que vengan mis suegros, y ya di dos vueltas a la ferretería.',
        51: 'Hoy pongo la ofrenda de Día de Muertos: papel picado, flores, veladoras y las fotos de la familia. No salgo hasta que quede.',
      },
    },
    {
      id: 'family',
      title: 'Familia y mascotas',
      excuses: {
        2: 'Acabamos de traer a casa a la gata que adoptamos y no quiero dejarla sola en su primer día.',
        9: 'La abuela viene en la tarde a enseñarles a los niños su receta de tamales, y no me lo pierdo. A las dos la cocina va a estar llena de masa hasta el techo.',
        10: 'Hoy se quedan a dormir tres amigos de mi hijo, y alguien tiene que ser el adulto a cargo de la pizza.',
        12: 'Hoy es la fiesta del santo patrono de la colonia, los cohetes no paran y a mi perro le tiembla todo. Me quedo con él y la tele a todo volumen.',
        14: 'Mi hija por fin quiere andar en bici sin las ruedas de apoyo, así que toda la tarde vamos a estar dando vueltas en la cochera.',
        15: 'Esta semana le estamos quitando el pañal al niño, y cada salida ha terminado en cambio de ropa. En casa estamos más seguros.',
        51: 'Hoy no hay clases por junta de consejo técnico, así que me quedo con los niños armando un fuerte de cobijas en la sala.',
        52: 'Mi esposo regresó anoche después de seis meses trabajando en un crucero, y hoy los cuatro vamos a estar de flojos en el sillón.',
      },
    },
    {
      id: 'weather',
      title: 'El clima y la calle',
      excuses: {
        4: 'Hay alerta por vientos fuertes hasta las ocho de la noche y ya se cayó una rama grande en mi calle. ¿Mejor nos vemos mañana, cuando se calme?',
        9: 'Es el primer sábado soleado después de semanas de lluvia, así que todos los parques, terrazas y estacionamientos van a estar llenos. Yo aquí en mi casa, feliz.',
        12: 'La neblina está tan espesa que desde la puerta no veo ni la esquina. No manejo a ningún lado hasta que se levante en la tarde.',
        13: 'Pronostican granizo para esta tarde, y quiero que mi coche y yo estemos bajo techo cuando caiga.',
        51: 'Está cayendo ceniza del volcán y el patio amaneció gris. Hoy no salgo ni a tender la ropa, mucho menos a caminar por el centro.',
        52: 'Entró el frente frío y amaneció a cuatro grados. Hoy no salgo de abajo de las cobijas más que por café.',
      },
    },
    {
      id: 'me-time',
      title: 'Un día para mí',
      excuses: {
        1: 'Hoy es día de no salir: leo, duermo siesta y dejo el celular en otro cuarto. Te contesto en la noche.',
        4: 'Hoy hay maratón de cine de oro: tres películas en blanco y negro y un tazón enorme de palomitas.',
        9: 'Estoy armando un rompecabezas de mil piezas y la mitad es cielo. Hoy somos la mesa del comedor y yo.',
        10: 'Llevo meses queriendo terminar un cuento y por fin la casa está en silencio. Hoy escribo.',
        11: 'Es mi cumpleaños y lo que quiero es un día tranquilo en casa y en pijama. Los pasteles a domicilio son bienvenidos.',
        12: 'Mi primera noche de micrófono abierto es el próximo viernes, así que hoy me dedico a tocar las mismas tres canciones hasta que me duelan los dedos.',
        13: 'Hoy planeo el viaje de vacaciones: mapas, reseñas y demasiadas pestañas abiertas.',
        14: 'Mi mejor amiga vive en Australia y hoy es nuestra llamada del mes; con la diferencia de horario, nos toca justo a media tarde. No me la pierdo.',
        15: 'Hoy me consiento en casa: mascarilla de aguacate, una hora en la tina y las uñas de los pies pintadas por mí, como salgan. Te marco mañana.',
        51: 'Hoy juega la selección y voy a ver el partido completo desde mi sillón, con botana y sin que nadie me platique a media jugada.',
      },
    },
    {
      id: 'work',
      title: 'Trabajar desde casa',
      excuses: {
        2: 'Hoy trabajo desde la mesa de la cocina porque la línea del metro que tomo está cerrada por obras.',
        5: 'Hoy tengo llamadas por Zoom de corrido todo el día, así que prefiero tomarlas desde el cuarto tranquilo de mi casa y no desde la oficina abierta.',
        8: 'Esta semana le están cambiando la alfombra a la oficina, así que todo el equipo trabaja desde casa hasta el jueves.',
        9: 'El perro tiene cita con el veterinario a las once, a cinco minutos de mi casa. ¿Puedo trabajar desde casa hoy en lugar de hacer el trayecto dos veces?',
        10: '¿Podría trabajar desde casa esta semana? Mi mamá se está quedando con nosotros después de su operación de rodilla y me gustaría estar en el cuarto de al lado.',
        51: '¿Te parece si hoy trabajo desde casa? La llamada con el equipo de Madrid es a las siete de la mañana, y así me conecto sin salir de madrugada.',
      },
    },
  ],
  tips: [
    'Un día en casa no necesita una historia larga; "hoy me quedo en casa" es una respuesta honesta y completa.',
    'Si cancelas un plan para quedarte en casa, propón otro día para que la otra persona sepa que no es por ella.',
    'Cuando trabajes desde casa, di en qué horario estás disponible y mantén actualizado tu estado en el chat del trabajo.',
    'Avisa con tiempo a quien cuenta contigo, no en el momento en que te está esperando.',
    'Si quedarte en casa se está volviendo una forma de esconderte de todo, busca a un amigo o a un profesional; no tienes que resolverlo solo.',
    'Disfruta el día que elegiste: después de un fin de semana de descanso, eres mejor compañía toda la semana.',
  ],
  related: [
    '/es/excusas/salud/dias-sin-energia',
    '/es/excusas/salud/evitar-hablar-con-gente',
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/social/evitar-una-reunion-familiar',
    '/es/excusas/trabajo/faltar-al-trabajo',
  ],
  updated: '2026-12-06',
};

export default page;
