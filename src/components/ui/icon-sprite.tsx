/**
 * Icons a page repeats many times, drawn once and referenced with `<use href>`, so a long list
 * costs one small element per icon instead of a full inline SVG (paths from Lucide, ISC licence).
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol
        id="icon-copy"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
        <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
      </symbol>
      <symbol
        id="icon-check"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 6 9 17l-5-5" />
      </symbol>
    </svg>
  );
}

export function SpriteIcon({ name, className }: { name: 'copy' | 'check'; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
