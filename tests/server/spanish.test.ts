/**
 * The Spanish site, as a visitor and a crawler meet it: addresses under /es with Spanish words,
 * a head that names the language and every version of the page, Spanish on every screen, search
 * that folds accents, the API and the feed in Spanish, and never a redirect by language.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { makeTestApp, ORIGIN } from './test-app';

const { app } = await makeTestApp();
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

const LATE_EN = '/excuses/work/late-to-work';
const LATE_ES = '/es/excusas/trabajo/llegar-tarde';

describe('a Spanish page', () => {
  it('names its language in <html lang>, Content-Language, og:locale and a self canonical', async () => {
    const response = await request(app).get(LATE_ES).expect(200).expect('Content-Language', 'es');
    const head = headOf(response.text);
    expect(response.text).toContain('<html lang="es">');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${LATE_ES}"/>`);
    expect(head).toContain('<meta property="og:locale" content="es_LA"/>');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    expect(head).toContain('<title>Llegar tarde al trabajo | Excusely</title>');
  });

  it('lists every version of the page as an hreflang alternate, itself included, both ways, with x-default to English', async () => {
    const expected = [
      `<link rel="alternate" hrefLang="en" href="${ORIGIN}${LATE_EN}"/>`,
      `<link rel="alternate" hrefLang="es" href="${ORIGIN}${LATE_ES}"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${LATE_EN}"/>`,
    ];
    for (const path of [LATE_EN, LATE_ES]) {
      const head = headOf((await request(app).get(path).expect(200)).text);
      for (const link of expected) expect(head, path).toContain(link);
    }
    const home = headOf((await request(app).get('/es').expect(200)).text);
    expect(home).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}/"/>`);
    expect(home).toContain(`<link rel="alternate" hrefLang="es" href="${ORIGIN}/es"/>`);
  });

  it('shows its header, menus and footer in Spanish, with a link to the same page in English', async () => {
    const { text } = await request(app).get(LATE_ES).expect(200);
    for (const words of [
      'Saltar al contenido',
      'Inicio',
      'Dame una excusa',
      'Preguntas frecuentes',
      'Consejos para usar estas excusas',
      'Privacidad',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain('Skip to content');
    const languageLink = (html: string, name: string) => html.match(new RegExp(`<a [^>]*>${name}</a>`))?.[0] ?? '';
    expect(languageLink(text, 'English')).toContain(`href="${LATE_EN}"`);
    expect(languageLink(text, 'English')).toContain('lang="en"');
    const english = (await request(app).get(LATE_EN).expect(200)).text;
    expect(languageLink(english, 'Español')).toContain(`href="${LATE_ES}"`);
    expect(languageLink(english, 'Español')).toContain('lang="es"');
  });

  it('answers an unknown path under /es with the Spanish 404 page', async () => {
    const { text } = await request(app).get('/es/no-existe').expect(404).expect('Content-Language', 'es');
    expect(text).toContain('<html lang="es">');
    expect(text).toContain('No encontramos la página');
    const english = await request(app).get('/no-such-page').expect(404).expect('Content-Language', 'en');
    expect(english.text).toContain('Page not found');
  });

  it('never redirects or varies by Accept-Language: a visitor who asked for a language gets that page', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      [LATE_EN, 'en'],
      ['/es', 'es'],
    ] as const) {
      const response = await request(app)
        .get(path)
        .set('Accept-Language', lang === 'en' ? 'es-MX,es;q=0.9' : 'en-US,en;q=0.9')
        .expect(200);
      expect(response.headers['content-language']).toBe(lang);
      expect(response.headers.vary ?? '').not.toMatch(/accept-language/i);
    }
  });
});

describe('search in Spanish', () => {
  it('folds accents and case, so reunion finds reunión, and lists Spanish pages only', async () => {
    const { text } = await request(app).get('/es/buscar?q=REUNION').expect(200);
    expect(text).toMatch(/<mark>reunión<\/mark>|<mark>Reunión<\/mark>/);
    expect(text).toMatch(/excusas? coincide/);
    expect(text).not.toMatch(/href="\/excuses\//);
    const api = await request(app).get('/api/search?q=reunion&lang=es').expect(200);
    const groups = api.body.groups as { path: string }[];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.path).toMatch(/^\/es\//);
  });

  it('refuses an unknown language with a plain 400', async () => {
    const response = await request(app).get('/api/search?q=dentist&lang=fr').expect(400);
    expect(response.body.errors).toEqual([{ parameter: 'lang', message: 'Unknown language "fr". Choose one of: en, es.' }]);
  });
});

describe('the generator and its excuses in Spanish', () => {
  it('answers the API in Spanish with lang=es: the same ids, Spanish text and Spanish share links', async () => {
    const [english] = (await request(app).get('/api/excuses?id=work-formal-3').expect(200)).body.excuses;
    const [spanish] = (await request(app).get('/api/excuses?id=work-formal-3&lang=es').expect(200)).body.excuses;
    expect(spanish.id).toBe(english.id);
    expect(spanish.text).not.toBe(english.text);
    expect(spanish.url).toBe(`${ORIGIN}/es/generador-de-excusas?id=work-formal-3`);
    const many = (await request(app).get('/api/excuses?category=school&tone=funny&count=3&lang=es').expect(200)).body.excuses;
    for (const excuse of many) expect(excuse.category).toBe('school');
  });

  it('shows a shared excuse in Spanish, with its Spanish card', async () => {
    const { text } = await request(app).get('/es/generador-de-excusas?id=work-formal-3').expect(200);
    expect(text).toContain('Alguien te mandó esta excusa');
    expect(text).toContain(`${ORIGIN}/og/es/excuse/work-formal-3.png`);
  });

  it('explains a bad generator link in Spanish', async () => {
    const { text } = await request(app).get('/es/generador-de-excusas?category=nope').expect(400);
    expect(text).toContain('No pudimos usar ese enlace');
    expect(text).toContain('No conocemos la situación');
  });

  it('has a Spanish feed of the excuses of the day', async () => {
    const response = await request(app).get('/es/feed.xml').expect(200).expect('Content-Type', /atom/);
    expect(response.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">');
    expect(response.text).toContain('La excusa del día');
    expect(response.text).toContain(`${ORIGIN}/es/generador-de-excusas?id=`);
  });
});
