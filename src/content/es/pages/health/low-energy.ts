/** Días sin energía: mensajes amables y honestos para cuando no queda pila, con amigos, en el trabajo y en casa. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Días sin energía',
  category: 'health',
  description:
    '¿Andas sin pila? Mensajes amables y honestos para decir que no a un plan, bajarle el ritmo al trabajo y pedir un respiro cuando la energía no te alcanza.',
  fullTitle: 'Excusas para días sin energía: formas amables de decir que necesitas descansar',
  carousel: true,
  sections: [
    {
      id: 'friends',
      title: 'Decirles que no a los amigos',
      excuses: {
        3: 'Para el juego de preguntas del bar necesitan a alguien que se sepa las capitales del mundo, y mi cerebro anda en modo avión. ¿Me apuntan para la próxima semana?',
        5: 'Me duele perderme tu carrera de 5 km del domingo, pero el bebé de los vecinos de arriba nos despierta todas las noches y levantarme a las 6:00 me acabaría de tumbar. ¿Me mandas foto en la meta?',
        6: 'Esta vez no voy a la caminata del fin de semana. Dejé el café el lunes y desde entonces ando con dolor de cabeza y no paro de bostezar; en la subida los retrasaría a todos.',
        7: '¿Te molesta si le vendo mi boleto del concierto a Caro? Esta semana no aguanto horas de pie entre tanta gente hasta la medianoche, y ella se muere por verlos.',
        11: '¿Y si la cena del viernes la hacemos en tu casa? Esta semana no me da para arreglar el departamento para visitas, pero yo llevo el postre.',
        12: 'Sí voy a la cena, pero me voy a las ocho. Me pasé el día mudando mi salón entero al otro edificio, con treinta pupitres y el hámster del grupo incluidos.',
        13: '¿Podemos ir a algún lugar cerca de mi casa? Estoy tan cansada que no me siento segura para manejar cuarenta minutos de regreso esta noche.',
        14: 'Este mes me salto el club de lectura: cuatro noches seguidas me quedé dormido en la página doce. Vuelvo el próximo mes, de preferencia sabiendo cómo termina.',
        15: '¿Te molesta si llego a la cabaña el sábado en la mañana y no el viernes en la noche? Después de esta semana necesito una noche en mi propia cama, y yo llevo el desayuno.',
        51: 'El viernes no llego a la carne asada. Toda la semana hice dos horas de camión de ida y dos de vuelta por las obras de la avenida, y ya no me da la pila.',
      },
    },
    {
      id: 'work',
      title: 'En la oficina',
      excuses: {
        1: 'Aviso: hoy me concentro en el informe de presupuesto y dejo las solicitudes nuevas para mañana temprano. Ando con poca pila y quiero que ese salga bien.',
        2: '¿Podemos hacer esta reunión en 15 minutos? Llevo desde las ocho en llamadas, una tras otra, y ya casi no me puedo concentrar.',
        3: 'Hoy entro a la llamada del equipo sin cámara. Aterricé de Monterrey a la una de la mañana y se me nota, pero estoy escuchando y respondo por el chat.',
        4: 'Hoy sí me tomo la hora de comida completa y regreso a las tres. Toda la semana comí frente a la computadora, y caminar a los tacos de la esquina me va a hacer más bien que otra barrita.',
        5: 'Este año prefiero no entrar a la comisión de seguridad e higiene. Sacar adelante mis propios proyectos me está consumiendo toda la energía, pero el día del simulacro ayudo en lo que haga falta.',
        6: 'Hoy no me quedo a las cervezas: mañana mi hijo tiene entrenamiento de natación a las 5:45 y me toca llevarlo. La primera ronda del próximo viernes la invito yo.',
        7: '¿Puedes llevar tú la presentación con el cliente esta tarde? Yo armé las diapositivas y voy a estar en la llamada, pero hoy tú vas a contestar las preguntas mucho mejor que yo.',
        8: '¿Alguien más puede tomar las notas de la junta de hoy? El detector de humo empezó a pitar por la pila baja a las 3:00 y dormí como cuatro horas.',
        51: 'Hoy me desconecto a las seis en punto. En la mañana fui a donar sangre para la operación del papá de una amiga y ando más lento que de costumbre; lo demás lo termino mañana temprano.',
      },
    },
    {
      id: 'family',
      title: 'En familia y en casa',
      excuses: {
        3: 'Niños, hoy es noche de pizza y película. No me da para cocinar.',
        5: '¿Te encargas tú de dormir a los niños hoy? Esta tarde cargué doce bultos de tierra para el jardín y traigo los brazos molidos. Las próximas dos noches me tocan a mí.',
        7: '¿Me perdonas si el sábado no te ayudo a poner la venta de garaje? Llevo seis días seguidos trabajando y estoy molida, pero el viernes te dejo mis cosas en tu casa, ya con precio.',
        10: 'Mejor ponemos las luces de Navidad el próximo sábado. Subirme a una escalera así de cansado no me parece buena idea.',
        11: 'Hoy ya no doy para la llamada donde van a planear los 80 años del abuelo. Me pasan la lista después y yo agarro la tarea que sobre, aunque sean los globos.',
        12: 'Acepta que la mamá de Mariana te traiga del entrenamiento hoy, ¿va? Yo ya estoy en pijama, y le mando un mensaje para darle las gracias.',
        13: '¿Tus papás se animarían a venir a comer el domingo en lugar de quedarse todo el fin de semana? Quiero verlos, pero ahorita no puedo con tres días de visitas.',
      },
    },
    {
      id: 'errands',
      title: 'Pendientes y mandados',
      excuses: {
        1: 'La ropa sucia es oficialmente problema de mañana. Hoy me alcanza para recoger a los niños y hacer la cena, y ya.',
        2: 'Este sábado no vamos al súper: pedimos el mandado a domicilio, con todo y propina. Quiero esa hora en el sillón con los pies arriba.',
        3: '¿Puedes pasar por el paquete a la paquetería de camino a casa? Desde las ocho llevé a los niños a la escuela, a Diego al dentista y al perro al veterinario, y no puedo con esa fila.',
        4: '¿Me tomas notas en la junta de vecinos de hoy? Si el pleito por los lugares del estacionamiento se vuelve a alargar, a las ocho me quedo dormida en la silla plegable.',
        6: 'Las devoluciones pueden seguir paseando en el coche otra semana. Tengo treinta días, y hoy no cruzo la ciudad por un suéter que no me quedó.',
        7: 'Hoy no me da para ir a ver el departamento. ¿Vemos primero las fotos del anuncio en línea y vamos si nos gusta?',
        9: 'Esta semana le voy a pagar al hijo de la vecina para que corte el pasto. No es por la espalda, es que ya no me queda energía para nada.',
        51: 'La lista de útiles puede esperar al sábado. Hoy no me da para recorrer la papelería con tres niños y sus opiniones sobre cada cuaderno.',
      },
    },
    {
      id: 'after',
      title: 'Después de una semana pesada',
      excuses: {
        2: '¿Y si mejor desayunamos el domingo en vez de vernos el viernes en la noche? Entregamos el proyecto grande el jueves a medianoche y necesito una noche con cobija y el celular en silencio.',
        3: 'Ser dama de honor en la boda de mi mejor amiga me dejó rendida: la misa, los brindis, el baile hasta las cuatro. ¿Lo dejamos para el jueves?',
        6: 'Ayer regresamos en carretera de casa de mi hermana: once horas, dos niños y un solo cargador para todo el coche. Dame hasta el miércoles para volver a sentirme persona.',
        9: 'Llevo desde el martes de pie en el módulo de la empresa en una feria, sonriendo a puros desconocidos, y ya no me queda nada de plática. ¿Nos vemos más adelante en la semana?',
        10: 'Acabo de regresar de una semana como guía de un campamento con veinte niños de diez años, y mi voz y yo necesitamos un fin de semana libre. ¿Cenamos la próxima semana?',
        12: 'Perdón por cancelar lo de hoy. Ayer recibimos a treinta personas en la fiesta de graduación de mi hijo y sigo encontrando vasos en el patio.',
        51: 'Con el aguacero de la semana pasada se nos metió el agua a la planta baja, y llevo todas las noches sacando lodo y secando muebles. Hoy me baño y a las nueve estoy dormida.',
        52: 'El domingo corrí mi primer medio maratón y hoy bajar una escalera es todo un deporte extremo. ¿Lo dejamos para el fin de semana, cuando ya pueda caminar normal?',
      },
    },
    {
      id: 'honest',
      title: 'Sinceridad sobre tu energía',
      excuses: {
        1: 'Estoy tomando clases en la noche dos veces por semana además del trabajo, y el viernes llego sin pila. Hasta que termine el semestre, los fines de semana son para dormir.',
        3: 'Sigo recuperando fuerzas desde que estuve enferma el mes pasado, así que ando diciendo que no más seguido que de costumbre. No es por ti, te lo juro.',
        5: 'Este sábado lo dejo completamente libre: sin planes, sin alarma y sin pendientes. Desde agosto no he tenido un solo fin de semana libre, pero el domingo en la tarde soy toda tuya.',
        8: 'Tenemos una cachorra de diez semanas que tiene que salir a las dos y a las cinco de la mañana. Hasta que ella aguante más horas, no acepto planes después de las ocho.',
        9: 'Me di cuenta de que todos los días a las tres de la tarde me apago, así que por un tiempo solo hago planes en las mañanas. ¿Un café el sábado a las nueve?',
        11: 'Entré a un trabajo nuevo hace dos semanas y aprender todo de golpe me está quitando toda la energía. ¿Seguimos por mensaje mientras me acomodo?',
        12: 'Mi pareja anda de viaje de trabajo esta semana, así que me toca sola llevar a los niños a la escuela, hacer las cenas y acostarlos. Vuelvo a tener vida social cuando llegue el refuerzo.',
        51: 'Hace un mes que vivo en la Ciudad de México y todavía no me acostumbro a la altura: subo dos pisos y ya quiero siesta. Dame unas semanas para aclimatarme y salimos.',
      },
    },
  ],
  tips: [
    'Puedes decir "hoy ando sin energía" sin contar una historia más larga; casi todo el mundo lo entiende y lo respeta.',
    'Ofrece una alternativa concreta, como una llamada el domingo, para que el no suene a "ahora no" y no a "tú no".',
    'Cancela lo antes que puedas: un mensaje en la mañana es más amable que uno una hora antes del plan.',
    'Elige una o dos cosas que de verdad importen hoy y deja que lo demás espere a mañana.',
    'Si el cansancio te dura semanas, habla con un médico o con alguien de confianza; vale la pena revisarlo en vez de aguantarlo.',
    'Descansar es un motivo válido. Si hoy cuidas tu energía, mañana vas a poder cumplir mejor con los demás.',
  ],
  related: [
    '/es/excusas/salud/quedarse-en-casa',
    '/es/excusas/salud/evitar-hablar-con-gente',
    '/es/excusas/salud/no-ir-al-gimnasio',
    '/es/excusas/social/cancelar-planes',
    '/es/excusas/trabajo/faltar-al-trabajo',
  ],
  updated: '2026-12-06',
};

export default page;
