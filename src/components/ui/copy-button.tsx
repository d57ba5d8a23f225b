import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { useDictionary } from '../../i18n/dictionaries';
import { Icon } from './icon';

export interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: 'Copy excuse', 'Copy message'. */
  label?: string;
  /** The visible word before copying, for example 'Copy Excuse'. */
  idleText?: string;
  /** Show the word next to the icon (it is always there for screen readers). */
  showText?: boolean;
  /** `quiet` sits beside an excuse in a list; `primary` is the main action of a widget. */
  variant?: 'quiet' | 'primary';
  className?: string;
}

const VARIANTS = {
  quiet: {
    base: 'rounded-lg border px-2.5 py-1.5 text-sm font-medium',
    idle: 'border-slate-200 bg-white text-slate-700 hover:border-indigo-300 hover:text-indigo-700',
    copied: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  },
  primary: {
    base: 'h-11 rounded-xl px-4 text-sm font-semibold',
    idle: 'bg-indigo-600 text-white hover:bg-indigo-700',
    copied: 'bg-emerald-600 text-white',
  },
} as const;

/** Copies `text`; reads 'Copied!' for two seconds. Hidden without JavaScript, where it cannot work. */
export function CopyButton({ text, label, idleText, showText = true, variant = 'quiet', className = '' }: CopyButtonProps) {
  const t = useDictionary();
  const { copied, copy } = useCopyToClipboard();
  const style = VARIANTS[variant];
  return (
    <button
      type="button"
      onClick={() => copy(text)}
      aria-label={label}
      className={`inline-flex shrink-0 items-center gap-1.5 transition noscript:hidden ${style.base} ${copied ? style.copied : style.idle} ${className}`}
    >
      {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
      <span aria-live="polite" className={showText ? '' : 'sr-only'}>
        {copied ? t.copy.copied : (idleText ?? t.copy.copy)}
      </span>
    </button>
  );
}
