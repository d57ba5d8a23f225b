/** Both languages' generators at once: for the server (the API, the feed, the cards, the search index), never for a page. */
import type { Lang } from '../i18n/languages';
import type { Generator } from './generator';
import { GENERATOR as en } from './pool';
import { GENERATOR as es } from './pool-es';

export const GENERATORS: Readonly<Record<Lang, Generator>> = { en, es };
