import { Check, Copy } from 'lucide-react';
import { useCopyToClipboard } from '../../lib/clipboard';

export interface CopyButtonProps {
  text: string;
  /** What is copied, for screen readers: 'Copy excuse', 'Copy message'. */
  label?: string;
  /** Show the word next to the icon. */
  showText?: boolean;
  className?: string;
}

/** Copies `text`; reads 'Copied!' for two seconds. Hidden without JavaScript, where it cannot work. */
export function CopyButton({ text, label = 'Copy', showText = true, className = '' }: CopyButtonProps) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <button
      type="button"
      onClick={() => copy(text)}
      aria-label={label}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-medium transition noscript:hidden ${
        copied
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
          : 'border-slate-200 bg-white text-slate-700 hover:border-indigo-300 hover:text-indigo-700'
      } ${className}`}
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite" className={showText ? '' : 'sr-only'}>
        {copied ? 'Copied!' : 'Copy'}
      </span>
    </button>
  );
}
