import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';

/**
 * The language suggestion, loaded once the page is idle: it is decided in the browser after the
 * page has loaded anyway, so its code need not be part of any page's start-up.
 */
export function LanguageSuggestionLater() {
  const [Suggestion, setSuggestion] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      whenIdle(() => {
        import('./language-suggestion').then(
          (module) => setSuggestion(() => module.LanguageSuggestion),
          () => {}, // offline or a stale build: no suggestion this time
        );
      }),
    [],
  );
  return Suggestion ? <Suggestion /> : null;
}
