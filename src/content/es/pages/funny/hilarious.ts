/** Veinte excusas cortas y tontas para cuando importa más una risa que una coartada. */
import type { ExcusePageContent } from '../../../types';

const page: ExcusePageContent = {
  title: 'Excusas graciosas',
  fullTitle: 'Excusas graciosas: frases cortas y tontas para mandar cuando quieres hacer reír a alguien',
  category: 'funny',
  description:
    'Veinte excusas cortas y tontas con un cuervo que hace regalos, una polilla que cumple años y una paradoja sobre la cena, listas para mandar y sacar una sonrisa.',
  summary: {
    heading: 'Veinte risas rápidas',
    text: 'Excusas cortas y tontas para cuando quieres una sonrisa más que una coartada: pretextos creativos, animales con opiniones, objetos de la casa que no cooperan y un poco de filosofía de sillón. Manda una y luego agrega el plan de verdad.',
    highlights: [
      'Pretextos creativos para decir que no a un plan',
      'Mascotas y animales con opiniones muy firmes',
      'Objetos de la casa que se niegan a cooperar',
      'Grandes preguntas para pequeños retrasos',
    ],
  },
  carousel: true,
  sections: [
    {
      id: 'creative',
      title: 'Creatividad sin límites',
      excuses: {
        2: 'Hoy en la noche tengo mi cita semanal conmigo mismo y no me puedo volver a dejar plantado: ya van tres semanas seguidas.',
        4: "Estoy haciendo a mano un letrero de 'Regreso en cinco minutos' para mi puerta. Llevo una hora y apenas voy en la primera letra.",
        5: 'Me quedo en casa a terminar el fuerte de almohadas más ambicioso del mundo. Ya tiene oficina de correos y yo soy el único empleado.',
        7: 'Estoy aprendiendo a hacer malabares con naranjas para el convivio de la oficina y hasta ahora lo único que he hecho es jugo. Dame una hora para trapear y salgo para allá.',
        8: 'Contraté a mi hermanita como vocera y su comunicado oficial es que esta noche no estoy disponible. Cobró una galleta y no acepta preguntas.',
      },
    },
    {
      id: 'animals',
      title: 'Animales con opinión',
      excuses: {
        1: 'Un cuervo me deja regalos en la ventana y el de hoy fue mi propio arete. Ahora estoy en casa esperando a que me diga qué quiere a cambio.',
        2: 'Una oruga va cruzando el escalón de mi entrada y, a su paso, el trayecto le va a tomar veinte minutos. Me parece grosero pasar por encima de ella, así que llego un poco tarde.',
        5: 'Una polilla vive en mi techo y le puse Gerardo. Hoy cumple tres días y, para una polilla, eso ya merece pastel, así que no salgo.',
        6: 'Una ardilla me miró directo a los ojos mientras enterraba uno de mis tomates y necesito un minuto para reponerme de la traición.',
        7: 'Mi perro suspira cada vez que agarro las llaves y no aguanto esa culpa dos veces en un mismo día.',
      },
    },
    {
      id: 'objects',
      title: 'Objetos rebeldes',
      excuses: {
        3: 'Mi taza favorita está en remojo en el fregadero y me niego a empezar la jornada con una taza cualquiera.',
        7: 'Mi sombrilla y yo tenemos un trato: ella se abre y yo salgo. Hoy no se abrió, y un trato es un trato.',
        8: 'Alguien apretó todos los botones del elevador de mi edificio, así que vamos a parar en los diecinueve pisos. Voy en el seis; dame diez minutos.',
        9: 'Mi silla de escritorio rechina igualito a como suena mi nombre y ya le contesté seis veces esta mañana. Seguimos platicando, así que empiecen la junta sin mí.',
        10: 'El control de la tele desapareció entre los cojines del sillón y la tele se quedó en el canal de ventas a todo volumen. No me puedo ir hasta encontrarlo, y ya casi compro una licuadora.',
      },
    },
    {
      id: 'philosophy',
      title: 'Filosofía de sillón',
      excuses: {
        1: 'Cada vez que termino de lavar, la canasta de ropa sucia ya está llena otra vez, como la piedra de Sísifo. Como diría Camus, hay que imaginarme feliz, doblando toallas en casa esta noche.',
        5: 'La fecha de entrega y yo no nos fallamos; simplemente nos distanciamos. Quedamos de vernos otra vez el viernes a mediodía y ese día llevo el informe.',
        7: 'Como buen estoico, solo me preocupo por lo que está bajo mi control, y resulta que levantarme de este sillón no lo está.',
        8: 'Para llegar a tu casa primero tengo que recorrer la mitad del camino, luego la mitad de lo que falta, y así para siempre. Técnicamente nunca voy a llegar; las quejas, con Zenón.',
        9: 'Si a nuestra cena le cambio todo, pieza por pieza, como al barco de Teseo, ¿sigue siendo la misma cena? Ya vamos en que el restaurante es mi cocina y el bistec es cereal, así que vente.',
      },
    },
  ],
  tips: [
    'Mándalas a los amigos que prefieren reírse antes que leer una explicación larga.',
    'Agrega una línea honesta después del chiste para que sepan si sí vas a ir y cuándo tienes tiempo.',
    'Usa una frase filosófica cuando vas unos minutos tarde, no una hora; los retrasos grandes merecen una disculpa sencilla.',
    'Si la excusa del animal es verdad, manda foto: una oruga en el escalón se explica sola.',
    'No le mandes el mismo chiste dos veces a la misma persona; una frase nueva sigue siendo simpática y una repetida suena a evasiva.',
  ],
  related: [
    '/es/excusas/humor/excusas-absurdas',
    '/es/excusas/humor/raras-pero-reales',
    '/es/excusas/humor/cine-y-cultura-pop',
    '/es/generador-de-excusas',
    '/es/excusas/social/no-ir-a-una-fiesta',
  ],
  updated: '2026-12-06',
};

export default page;
