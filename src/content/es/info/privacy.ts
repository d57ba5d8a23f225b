/** The Spanish Privacy page's text (`/es/privacidad`), written from the English one in `src/content/info/privacy.ts`: every promise and limit as there. */
import { SITE } from '../../../site';
import { CONTACT_EMAIL } from '../../info/contact';
import type { InfoPageContent } from '../../types';

export const PRIVACY_ES: InfoPageContent = {
  path: '/es/privacidad',
  title: 'Política de privacidad',
  description: `Qué datos recopila ${SITE.brand} (muy pocos), para qué y qué opciones tienes.`,
  note: 'Última actualización: 6 de diciembre de 2026.',
  sections: [
    {
      heading: 'En pocas palabras',
      paragraphs: [
        `${SITE.brand} no tiene cuentas, ni formularios de registro, ni publicidad. Puedes usar todas las páginas sin decirnos quién eres. Aquí está todo lo que llega a nuestro servidor y todo lo que guarda tu navegador.`,
      ],
    },
    {
      heading: 'Lo que llega a nuestro servidor',
      paragraphs: [
        'Como cualquier sitio web, nuestro servidor recibe cada solicitud que hace tu navegador: la dirección que pide, tu dirección IP y los datos habituales que los navegadores envían con ella, como el nombre del navegador, los idiomas que prefiere y, a veces, la dirección de la página que tenía el enlace a nuestro sitio. Usamos tu dirección IP para una sola cosa: nuestra API pública cuenta las solicitudes de cada dirección, en memoria, de minuto en minuto, para evitar que un solo cliente la sature.',
        'Por cada solicitud, nuestro servidor escribe una línea en su registro: la hora, el método, la ruta de la página, el código de estado de la respuesta, su tamaño y cuánto tardó. La ruta se corta en el signo de interrogación, así que el registro nunca guarda lo que viene después, como las palabras que buscaste, lo que elegiste en el generador o el identificador de una excusa compartida. Una página que no se encuentra, o que falla por un error, deja una línea más con la misma ruta (y, si es un error, qué salió mal). El registro no anota tu dirección IP, tu navegador ni ninguna cookie. Usamos estas líneas para mantener el sitio funcionando y para encontrar errores, nunca para crear perfiles. Cuánto tiempo se conservan lo decide quien opera el servidor, como parte de la configuración de su alojamiento.',
      ],
    },
    {
      heading: 'Búsquedas',
      paragraphs: [
        'Las palabras que escribes en el buscador sí llegan a nuestro servidor, porque ahí es donde se hace la búsqueda. Llegan en una de dos direcciones: la de la página de búsqueda, como /es/buscar?q=dentista, cuando esa página se carga completa (por ejemplo, sin JavaScript o cuando abres un enlace de búsqueda), o la de nuestra API de búsqueda, como /api/search?q=dentista&lang=es, que la página consulta para mostrarte resultados mientras escribes. El servidor busca las excusas que coinciden, te las envía y no guarda nada: como dijimos arriba, el registro solo anota /es/buscar o /api/search.',
        'Las palabras de búsqueda también aparecen en la barra de direcciones, así que el historial de tu navegador las guarda como cualquier otra dirección, y una respuesta de búsqueda puede quedarse unos minutos en la caché normal de tu navegador.',
      ],
    },
    {
      heading: 'Lo que guarda tu navegador',
      paragraphs: ['Algunas cosas se guardan en tu dispositivo, nunca en nuestro servidor:'],
      points: [
        'Excusas guardadas: cada excusa que marcas con estrella, con su texto y el título de su página, en el almacenamiento local de tu navegador. Para descartar las que el sitio ya no tiene, la página Excusas guardadas descarga la lista de las direcciones de todas las excusas del sitio, que es la misma para todos, así que no nos dice nada de lo que guardaste. Para quitar una, vuelve a tocar su estrella, en la página Excusas guardadas o en su propia página.',
        'Rotación del generador: para cada situación y estilo que le has pedido al generador, los identificadores de sus excusas que todavía no te ha mostrado y el de la última que te mostró, en el almacenamiento local, para que te muestre todas las excusas antes de repetir alguna. No contiene nada de lo que escribiste y nunca se nos envía.',
        'Datos de las plantillas: lo que escribes en el formulario Tus datos de una página, como nombres y horas, en el almacenamiento local, para que las plantillas de todas las páginas puedan usarlo. Nunca se nos envía. El botón Borrar del formulario lo vacía por completo.',
        'Copias sin conexión: en tu primera visita, cuando una página termina de cargar y sigue abierta unos 10 segundos más, se instala un pequeño programa que permite usar el sitio sin conexión, y ese programa guarda la página de inicio. A partir de entonces guarda una copia de cada página que tu navegador carga completa desde nuestro servidor, como una que abres en una pestaña nueva o que vuelves a cargar, bajo la dirección de esa página, junto con el código, los estilos y los íconos del sitio. Guarda como máximo las últimas 40 páginas que abriste y borra las más antiguas a medida que abres otras, y cuando el sitio se actualiza borra el código y los estilos de la versión anterior. Nunca guarda una página de búsqueda, con o sin tus palabras de búsqueda, ni una excusa que el generador creó para ti; el enlace de una excusa compartida, como /es/generador-de-excusas?id=work-formal-3, se guarda como cualquier otra página. El sitio no tiene un botón para borrar estas copias: se borran cuando borras los datos de este sitio en tu navegador (te explicamos cómo más abajo).',
      ],
    },
    {
      heading: 'Cómo borrar lo que guarda tu navegador',
      paragraphs: [
        'Para quitarlo todo de una vez, borra los datos de este sitio en la configuración de tu navegador (suele aparecer como cookies y datos de sitios, o datos de sitios web): eso borra al mismo tiempo tus excusas guardadas, los datos de tus plantillas, la rotación del generador y las copias sin conexión. Una ventana privada o de incógnito no conserva nada de esto después de que la cierras.',
      ],
    },
    {
      heading: 'Excusas que generas, copias o envías',
      paragraphs: [
        'Con JavaScript activado, el generador elige la excusa dentro de tu navegador. Los botones de copiar escriben en tu portapapeles, y Enviar le pasa el texto a tu aplicación de mensajes, a tu aplicación de correo o al menú para compartir de tu dispositivo. Ninguna de estas acciones nos manda nada.',
        'Sin JavaScript, el generador es un formulario sencillo: tu navegador le envía a nuestro servidor la situación y el estilo que elegiste dentro de la dirección de la página (por ejemplo, /es/generador-de-excusas?category=work&tone=formal), y el servidor responde con una excusa. Un enlace para compartir lleva el identificador de una de las excusas del generador (por ejemplo, /es/generador-de-excusas?id=work-formal-3). Ninguno de los dos contiene nunca algo que hayas escrito, y nuestro registro deja fuera esa parte de la dirección.',
      ],
    },
    {
      heading: 'Estadísticas de visitas',
      whenAnalytics: true,
      paragraphs: [
        'Las estadísticas de visitas están activadas en este sitio. Tu navegador le envía a Google Analytics un aviso por cada página que abres, con la dirección completa de la página, incluido todo lo que va después de un signo de interrogación, como las palabras que buscaste, lo que elegiste en el generador o el identificador de una excusa compartida, y con el título de la página. En la página de búsqueda la dirección cambia mientras escribes, así que se envía un aviso por cada búsqueda en la que te detienes. Google también recibe los datos técnicos que envía cualquier navegador, como el tamaño de la pantalla, y una ubicación aproximada a partir de tu dirección IP. Usamos los totales solo para saber qué páginas le sirven a la gente. Cualquier bloqueador de contenido común impide estos avisos, y el sitio funciona igual sin ellos.',
      ],
    },
    {
      heading: 'Estadísticas de visitas',
      whenAnalytics: false,
      paragraphs: [
        'Las estadísticas de visitas están desactivadas en este sitio: ningún servicio de estadísticas recibe páginas vistas, direcciones ni clics, y no se carga ningún código de estadísticas.',
      ],
    },
    {
      heading: 'Cookies',
      whenAnalytics: true,
      paragraphs: [
        `${SITE.brand} no instala ninguna cookie propia. Google Analytics puede instalar sus propias cookies para distinguir unas visitas de otras.`,
      ],
    },
    {
      heading: 'Cookies',
      whenAnalytics: false,
      paragraphs: [`${SITE.brand} no instala ninguna cookie, de ningún tipo.`],
    },
    {
      heading: 'Menores de edad',
      paragraphs: [
        `${SITE.brand} es un sitio para todo público y no recopila a sabiendas información personal de nadie, incluidos los niños menores de 13 años.`,
      ],
    },
    {
      heading: 'Cambios y contacto',
      paragraphs: [
        `Si cambiamos esta política, actualizaremos esta página y su fecha. Si tienes preguntas sobre privacidad, escríbenos a ${CONTACT_EMAIL}.`,
      ],
    },
  ],
};
