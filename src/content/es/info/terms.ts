/** The Spanish Terms page's text (`/es/terminos`), written from the English one in `src/content/info/terms.ts`: every promise and limit as there. */
import { SITE } from '../../../site';
import { CONTACT_EMAIL } from '../../info/contact';
import type { InfoPageContent } from '../../types';

export const TERMS_ES: InfoPageContent = {
  path: '/es/terminos',
  title: 'Términos de servicio',
  description: `Las reglas sencillas para usar ${SITE.brand}, su generador de excusas y su API pública.`,
  note: 'Última actualización: 25 de noviembre de 2026.',
  sections: [
    {
      heading: `Uso de ${SITE.brand}`,
      paragraphs: [
        `Al usar este sitio web, aceptas estos términos. ${SITE.brand} es gratis. Puedes copiar, adaptar y enviar cualquier excusa o plantilla que encuentres aquí, y las aplicaciones, bots, programas y otros sitios web pueden usar nuestra API pública, como se explica más abajo.`,
      ],
    },
    {
      heading: 'Para qué es el sitio',
      paragraphs: [
        `${SITE.brand} es para las cosas pequeñas: librarte con amabilidad de compromisos sociales menores, reírte un rato y ver cómo redacta la gente este tipo de mensajes. Muchas de nuestras páginas, como las de faltar al trabajo por enfermedad, incluyen opciones honestas, y te animamos a usarlas. Por favor, no uses nada de lo que hay aquí para sacarle dinero a alguien con engaños, para evadir una obligación legal, como presentarte a una audiencia en un juzgado, ni para hacerle daño a nadie. Tú eres responsable de los mensajes que envías y de sus consecuencias.`,
      ],
    },
    {
      heading: 'La API pública',
      paragraphs: [
        `Nuestra API JSON está abierta a cualquier aplicación, bot, programa o sitio web, gratis y sin clave: /api/excuses entrega las excusas del generador y /api/search, los resultados de la búsqueda del sitio; las dos contestan en español si agregas lang=es. Por favor, identifica tu aplicación en su encabezado User-Agent, mantén un ritmo de solicitudes razonable y guarda en caché lo que puedas. El servicio limita cuántas solicitudes puede hacer cada cliente por minuto, y podemos bloquear a los clientes que le pongan una carga pesada. Las mismas reglas sobre para qué es ${SITE.brand} se aplican a lo que construyas con ella.`,
      ],
    },
    {
      heading: 'Sin garantías',
      paragraphs: [
        'Escribimos cada excusa con cuidado, pero no podemos prometerte que te crean una excusa, que te la acepten ni que sea la adecuada para tu situación. El sitio y la API se ofrecen tal como están, sin garantías de ningún tipo, y en la medida en que la ley lo permita, no somos responsables de ninguna pérdida que resulte de usarlos.',
      ],
    },
    {
      heading: 'Nuestro contenido',
      paragraphs: [
        `Los textos, el diseño y el código de ${SITE.brand} son nuestros. Para eso existen nuestras excusas: para mandárselas a un amigo, y también para mostrarlas en una aplicación o en un sitio a través de nuestra API. No está permitido copiar partes grandes de las páginas del sitio para volver a publicarlas en otro lugar sin nuestro permiso.`,
      ],
    },
    {
      heading: 'Cambios en estos términos',
      paragraphs: [
        'Podemos actualizar estos términos de vez en cuando. Si hacemos un cambio importante, lo avisaremos en esta página al menos 30 días antes de que entre en vigor. Seguir usando el sitio después de esa fecha significa que aceptas los nuevos términos.',
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [`Puedes enviarnos tus preguntas sobre estos términos a ${CONTACT_EMAIL}.`],
    },
  ],
};
