import { SpriteIcon } from './icon-sprite';

/**
 * Copy control beside an excuse in a list. Plain markup with no state of its own: the list's one
 * delegated handler (`useDelegatedExcuseCopy`) copies the item's paragraph and shows 'Copied!'.
 * Needs an `IconSprite` on the page.
 */
export function ExcuseCopyButton() {
  return (
    <button type="button" data-copy-excuse aria-label="Copy excuse" className="copy-quiet noscript:hidden">
      <SpriteIcon name="copy" className="copy-idle size-4" />
      <SpriteIcon name="check" className="copy-done size-4" />
      <span data-copy-label aria-live="polite" className="sr-only">
        Copy
      </span>
    </button>
  );
}
