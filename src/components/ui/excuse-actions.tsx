import { useDictionary } from '../../i18n/dictionaries';
import { EXCUSE_ACTIONS_CLASS, excuseActionsHtml } from './excuse-markup';

/**
 * Save, send and copy controls beside an excuse in a list. Plain markup with no state of their own
 * (the same string the long lists use): the list's one delegated handler (`useExcuseListActions`)
 * does the work. The list item needs `data-ref` and `data-page-title`. Without JavaScript they are
 * hidden. `saved` sets the first state where it is known
 * when rendering (the saved list).
 */
export function ExcuseActions({ saved = false }: { saved?: boolean }) {
  const t = useDictionary();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed markup built from constants only
  return <div className={EXCUSE_ACTIONS_CLASS} dangerouslySetInnerHTML={{ __html: excuseActionsHtml(t, saved) }} />;
}
