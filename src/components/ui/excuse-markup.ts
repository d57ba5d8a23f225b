import type { Dictionary } from '../../i18n/en';
import type { SearchResults } from '../../lib/search';
import { cleanText } from '../../lib/text';

/**
 * Excuse lists as HTML strings, identical on the server and in the browser. A long page holds over a
 * hundred excuses with three buttons each; handed to React as `dangerouslySetInnerHTML`, they cost
 * hydration one element per list instead of some fifteen hundred, which is most of a phone's
 * blocking time on load. Nothing here needs React: the page's one delegated handler
 * (`useExcuseListActions`) works the buttons.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] as string);

/**
 * The save, send and copy buttons beside one excuse; `saved` is the first state where it is known.
 * Their icons are drawn by CSS (`.list-icon`), not SVG elements: a long page has hundreds.
 */
export function excuseActionsHtml(t: Dictionary, saved = false): string {
  return [
    `<button type="button" data-save-excuse="" aria-pressed="${saved}" aria-label="${saved ? t.list.removeSaved : t.list.saveExcuse}" class="save-toggle list-icon"></button>`,
    `<button type="button" data-send-excuse="" aria-haspopup="menu" aria-label="${t.list.sendExcuse}" class="save-toggle list-icon"></button>`,
    `<button type="button" data-copy-excuse="" aria-label="${t.copy.copyExcuse}" class="copy-quiet list-icon"><span data-copy-label="" aria-live="polite" class="sr-only">${t.copy.copy}</span></button>`,
  ].join('');
}

/** Class of the box around the buttons: hidden without JavaScript, since only the handler makes them work. */
export const EXCUSE_ACTIONS_CLASS = 'flex shrink-0 gap-2 noscript:hidden';

/**
 * One excuse's list item: its reference and its page's title for saving, then `body`, whose first
 * paragraph is the excuse the buttons copy, send or save, then the buttons.
 */
function excuseItemHtml(item: { id?: string; ref: string; pageTitle: string; body: string }, t: Dictionary): string {
  const id = item.id === undefined ? '' : ` id="${escapeHtml(item.id)}"`;
  return `<li${id} class="excuse-item" data-ref="${escapeHtml(item.ref)}" data-page-title="${escapeHtml(item.pageTitle)}">${item.body}<div class="${EXCUSE_ACTIONS_CLASS}">${excuseActionsHtml(t)}</div></li>`;
}

/** List items for one section, each carrying its stable anchor id (`#traffic-3`). */
export function excuseItemsHtml(items: readonly { id: string; text: string }[], path: string, pageTitle: string, t: Dictionary): string {
  return items
    .map(({ id, text }) =>
      excuseItemHtml(
        {
          id,
          ref: `${path}#${id}`,
          pageTitle,
          body: `<p class="flex-1 leading-relaxed text-slate-800">${escapeHtml(cleanText(text))}</p>`,
        },
        t,
      ),
    )
    .join('');
}

type SearchHit = SearchResults['groups'][number]['hits'][number];

/**
 * One page's search hits, like its lists: the matched words marked, a link to the excuse on its
 * page, and the same buttons (a query can match sixty excuses or more).
 */
export function searchHitsHtml(hits: readonly SearchHit[], pageTitle: string, t: Dictionary): string {
  return hits
    .map((hit) => {
      const text = hit.highlighted
        .map((piece) => (piece.match ? `<mark>${escapeHtml(piece.text)}</mark>` : escapeHtml(piece.text)))
        .join('');
      const link = `<a href="${escapeHtml(hit.href)}" class="mt-1 inline-block text-sm text-indigo-700 underline underline-offset-4">${escapeHtml(hit.sectionTitle)}: ${t.search.seeOnPage}</a>`;
      return excuseItemHtml(
        {
          ref: hit.href,
          pageTitle,
          body: `<div class="flex-1"><p class="leading-relaxed text-slate-800">${text}</p>${link}</div>`,
        },
        t,
      );
    })
    .join('');
}
