import { useEffect, useState } from 'react';
import { type Dictionary, pageDictionary, useDictionary, useLang } from '../../i18n/dictionaries';
import { format } from '../../i18n/format';
import { type GeneratedExcuse, sharePath } from '../../lib/generator-options';
import { isSaved, SAVED_CHANGED, toggleSaved } from '../../lib/saved';
import { SITE } from '../../site';
import { useSite } from '../../site-context';
import { CopyButton } from '../ui/copy-button';
import { Icon } from '../ui/icon';
import { openSendMenu } from '../ui/send-menu';
import { showToast } from '../ui/toasts';

/** Shares through the phone's share sheet where there is one, and copies the link otherwise. */
async function shareLink(url: string, text: string, t: Dictionary['generator']): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: format(t.shareTitle, { brand: SITE.brand }), text, url });
      return;
    } catch (error) {
      // Closing the share sheet is not an error worth a message.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    await showToast('success', t.linkCopied, t.linkCopiedText);
  } catch {
    const { copy } = pageDictionary();
    await showToast('error', copy.errorTitle, copy.errorText);
  }
}

export function ExcuseResult({ id, excuse }: { id: string; excuse: GeneratedExcuse }) {
  const { origin } = useSite();
  const t = useDictionary();
  const path = sharePath(excuse.id, useLang());
  const url = new URL(path, origin).href;
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const refresh = () => setSaved(isSaved(path));
    refresh();
    window.addEventListener(SAVED_CHANGED, refresh);
    return () => window.removeEventListener(SAVED_CHANGED, refresh);
  }, [path]);
  return (
    <article id={id} className="rounded-2xl border border-indigo-200 bg-white p-6 shadow-md" data-testid="excuse-result">
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-indigo-100 px-2.5 py-1 text-indigo-800">{t.generator.categories[excuse.category]}</span>
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">{t.generator.tones[excuse.tone]}</span>
      </div>
      <p className="mt-4 text-xl leading-relaxed font-medium text-slate-900" data-testid="excuse-text">
        {excuse.text}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <CopyButton text={excuse.text} idleText={t.copy.copyExcuseButton} variant="primary" />
        <button
          type="button"
          aria-pressed={saved}
          onClick={() => setSaved(toggleSaved({ ref: path, text: excuse.text, pageTitle: t.generator.savedPageTitle }))}
          className="button-secondary h-11 noscript:hidden"
        >
          <Icon name="star" className={`size-4 ${saved ? 'fill-amber-500 text-amber-500' : ''}`} />{' '}
          {saved ? t.generator.saved : t.generator.save}
        </button>
        <button
          type="button"
          aria-haspopup="menu"
          onClick={(event) => openSendMenu(event.currentTarget, excuse.text)}
          className="button-secondary h-11 noscript:hidden"
        >
          <Icon name="send" className="size-4" /> {t.generator.send}
        </button>
        <button type="button" onClick={() => shareLink(url, excuse.text, t.generator)} className="button-secondary h-11 noscript:hidden">
          <Icon name="share" className="size-4" /> {t.generator.share}
        </button>
        <a href={path} className="text-sm font-medium text-indigo-700 underline underline-offset-4">
          {t.generator.link}
        </a>
      </div>
    </article>
  );
}
