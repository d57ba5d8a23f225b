import { SpriteIcon } from './icon-sprite';

/**
 * Save and copy controls beside an excuse in a list. Plain markup with no state of their own: the
 * list's one delegated handler (`useExcuseListActions`) does the work. The list item needs
 * `data-ref` and `data-page-title`, and the page an `IconSprite`. Without JavaScript they are hidden.
 * `saved` sets the first state where it is known when rendering (the saved list).
 */
export function ExcuseActions({ saved = false }: { saved?: boolean }) {
  return (
    <div className="flex shrink-0 gap-2 noscript:hidden">
      <button
        type="button"
        data-save-excuse
        aria-pressed={saved}
        aria-label={saved ? 'Remove from saved' : 'Save excuse'}
        className="save-toggle"
      >
        <SpriteIcon name="star" className="size-4" />
      </button>
      <button type="button" data-send-excuse aria-haspopup="menu" aria-label="Send excuse" className="save-toggle">
        <SpriteIcon name="send" className="size-4" />
      </button>
      <button type="button" data-copy-excuse aria-label="Copy excuse" className="copy-quiet">
        <SpriteIcon name="copy" className="copy-idle size-4" />
        <SpriteIcon name="check" className="copy-done size-4" />
        <span data-copy-label aria-live="polite" className="sr-only">
          Copy
        </span>
      </button>
    </div>
  );
}
