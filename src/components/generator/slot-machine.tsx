import { useMemo } from 'react';

/** Ten emoji; each of the three reels shows twenty drawn from them. */
export const SLOT_EMOJI = ['🎲', '🤔', '😅', '🙈', '🚗', '📱', '🐶', '🌧️', '⏰', '🎉'] as const;
export const REEL_COUNT = 3;
export const ICONS_PER_REEL = 20;

function drawReel(): string[] {
  return Array.from({ length: ICONS_PER_REEL }, () => SLOT_EMOJI[Math.floor(Math.random() * SLOT_EMOJI.length)] as string);
}

/** The spinning reels shown while an excuse is being found; still under reduced motion. */
export function SlotMachine() {
  // Drawn once per spin; only ever rendered in the browser, after a click.
  const reels = useMemo(() => Array.from({ length: REEL_COUNT }, drawReel), []);
  return (
    <div className="flex justify-center gap-3" aria-hidden="true" data-testid="slot-machine">
      {reels.map((icons, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the reels are fixed in number and never reorder
        <div key={reel} className="h-20 w-16 overflow-hidden rounded-xl border-2 border-indigo-200 bg-white shadow-inner sm:h-24 sm:w-20">
          <div
            className="flex animate-spin-reel flex-col items-center motion-reduce:animate-none"
            style={{ animationDuration: `${0.5 + reel * 0.15}s` }}
            data-testid="reel"
          >
            {icons.map((icon, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: icons repeat; position is the identity
              <span key={index} className="flex h-20 items-center text-4xl sm:h-24 sm:text-5xl">
                {icon}
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
