import { isLang, LANGS, type Lang } from '../../i18n/languages';
import type { ParameterError } from '../../lib/generator-query';

/** The API's `lang` parameter: absent is English; anything but a site language (or given twice) is refused. */
export function langParam(params: URLSearchParams): { ok: true; lang: Lang } | { ok: false; error: ParameterError } {
  const values = params.getAll('lang');
  if (values.length > 1) return { ok: false, error: { parameter: 'lang', message: 'Give this parameter only once.' } };
  const [value = 'en'] = values;
  if (!isLang(value))
    return { ok: false, error: { parameter: 'lang', message: `Unknown language "${value}". Choose one of: ${LANGS.join(', ')}.` } };
  return { ok: true, lang: value };
}
