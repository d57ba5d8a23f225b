/** The Spanish About page's text (`/es/acerca-de`), written from the English one in `src/content/info/about.ts`. */
import { SITE } from '../../../site';
import { CATALOGS } from '../../catalog';
import { CONTACT_EMAIL } from '../../info/contact';
import { PUBLISHED } from '../../registry';
import type { InfoPageContent } from '../../types';

export const ABOUT_ES: InfoPageContent = {
  path: '/es/acerca-de',
  title: `Acerca de ${SITE.brand}`,
  description: `Por qué existe ${SITE.brand}, qué ofrece y los valores detrás de cada excusa que escribimos.`,
  sections: [
    {
      heading: 'Nuestra misión',
      paragraphs: [
        `La vida está llena de pequeños compromisos que no merecen una explicación larga: una reunión a la que no puedes ir, una fiesta después de una semana agotadora, un trabajo en equipo en el que preferirías no estar. ${SITE.brand} te da palabras amables y listas para esos momentos, para que puedas decir que no con elegancia y seguir con tu día.`,
        'Todo lo que hay aquí está pensado para compromisos sociales menores, para entretener y para mostrar cómo se comunica la gente. No es una herramienta para engañar a nadie sobre algo que importa.',
      ],
    },
    {
      heading: 'Lo que ofrecemos',
      paragraphs: ['Todo es gratis, no tienes que crear una cuenta y funciona en cualquier celular o computadora.'],
      points: [
        `${PUBLISHED.es.length} páginas de excusas en ${CATALOGS.es.length} categorías: trabajo, vida social, escuela, salud, citas y una sección de humor que nadie debería tomarse en serio.`,
        'Consejos, recomendaciones honestas y preguntas frecuentes en la mayoría de las páginas, incluido cuándo es mejor decir la verdad.',
        'Plantillas de mensajes en algunas páginas: llena tus datos una vez, copia el mensaje y envíalo.',
        'El generador Dame una excusa, que elige una excusa nueva para tu situación y tu estilo. Te muestra todas las excusas de esa combinación antes de repetir alguna, y tu navegador recuerda en cuál vas, incluso si recargas la página. Sin JavaScript, el formulario le pide la excusa a nuestro servidor, que la elige al azar, así que una excusa puede repetirse antes.',
        'Un buscador que recorre todas las páginas y el generador, y la página Excusas guardadas, que conserva en tu propio navegador las que marcas con estrella.',
      ],
    },
    {
      heading: 'Nuestros valores',
      paragraphs: [],
      points: [
        'La amabilidad primero: una excusa debe permitir que las dos personas queden bien, y nunca debe lastimar ni avergonzar a nadie.',
        'Honestidad cuando importa: no escribimos excusas que inventen una muerte o una enfermedad grave, que involucren un delito o que suplanten a una persona real.',
        'Respeto por todos: nuestro humor se ríe de las situaciones, no de grupos de personas.',
        'Privacidad sin que tengas que pedirla: no hay registro, ni perfil, ni ninguna cookie propia, y nuestra página de privacidad dice exactamente qué llega a nuestro servidor.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        `¿Encontraste una errata, tienes una idea para una página nueva o quieres contarnos que una excusa funcionó un poquito demasiado bien? Escríbenos a ${CONTACT_EMAIL}. Leemos todos los mensajes, por lo general en unos pocos días.`,
      ],
    },
  ],
};
