import { describe, expect, it } from 'vitest';
import { languageToSuggest, preferredLanguage } from '../../src/components/layout/language-choice';
import { alternatesOf, pathIn } from '../../src/i18n/alternates';
import { langOfPath } from '../../src/i18n/languages';

describe('the language suggestion', () => {
  it("offers the browser's first language the site has, when it is not the page's", () => {
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(preferredLanguage(['fr-FR', 'en-GB', 'es'])).toBe('en');
    expect(preferredLanguage(['fr', 'de'])).toBeUndefined();
    expect(languageToSuggest('en', ['es-CO', 'es'], undefined)).toBe('es');
    expect(languageToSuggest('es', ['en-US'], undefined)).toBe('en');
    expect(languageToSuggest('es', ['es-AR'], undefined)).toBeUndefined();
    expect(languageToSuggest('en', ['fr'], undefined)).toBeUndefined();
  });

  it('stays away once the visitor has chosen, whichever way', () => {
    expect(languageToSuggest('en', ['es-MX'], 'en')).toBeUndefined();
    expect(languageToSuggest('en', ['es-MX'], 'es')).toBeUndefined();
  });
});

describe('the language links', () => {
  it('go to the same page in the other language, a query kept where it means the same', () => {
    expect(pathIn('es', '/excuses/work/late-to-work')).toBe('/es/excusas/trabajo/llegar-tarde');
    expect(pathIn('en', '/es/excusas/trabajo/llegar-tarde')).toBe('/excuses/work/late-to-work');
    expect(pathIn('es', '/')).toBe('/es');
    expect(pathIn('en', '/es')).toBe('/');
    expect(pathIn('es', '/search', '?q=dog')).toBe('/es/buscar?q=dog');
    expect(pathIn('en', '/es/generador-de-excusas', '?id=work-formal-3')).toBe('/get-my-excuse?id=work-formal-3');
    expect(pathIn('es', '/about', '?utm_source=x')).toBe('/es/acerca-de');
  });

  it("go to the nearest page there is when there is none (the other language's home)", () => {
    expect(pathIn('es', '/no/such/page')).toBe('/es');
    expect(pathIn('en', '/es/no-existe')).toBe('/');
  });

  it('pair every page with each of its versions, both ways', () => {
    const late = alternatesOf('/excuses/work/late-to-work');
    expect(late).toEqual({ en: '/excuses/work/late-to-work', es: '/es/excusas/trabajo/llegar-tarde' });
    expect(alternatesOf('/es/excusas/trabajo/llegar-tarde')).toEqual(late);
    expect(langOfPath('/es')).toBe('es');
    expect(langOfPath('/esto')).toBe('en');
    expect(langOfPath('/es/x')).toBe('es');
  });
});
