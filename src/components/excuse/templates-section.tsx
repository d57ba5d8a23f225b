import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import type { TemplateBlock } from '../../content/types';
import { useDictionary } from '../../i18n/dictionaries';
import { format } from '../../i18n/format';
import { filledText, fillTemplate, placeholdersIn } from '../../lib/placeholders';
import { readTemplateDetails, type TemplateDetails, writeTemplateDetails } from '../../lib/template-details';
import { cleanText } from '../../lib/text';
import { CopyButton } from '../ui/copy-button';
import { Icon } from '../ui/icon';
import { openSendMenu } from '../ui/send-menu';
import { SectionHeading } from './section-heading';

/**
 * Ready-to-send messages with a "Your details" form: each distinct placeholder on the page once;
 * typing fills every template live, copy copies the filled text, and a placeholder left empty stays
 * bracketed and marked. Without JavaScript the form is hidden and the templates read as written.
 */
export function TemplatesSection({ id, block }: { id: string; block: TemplateBlock }) {
  const t = useDictionary();
  const placeholders = placeholdersIn(block.items.flatMap((template) => [template.subject, template.body]));
  const [values, setValues] = useState<TemplateDetails>({});
  // Until the stored details are read, there is nothing to store.
  const [loaded, setLoaded] = useState(false);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form hydrates
  useEffect(() => {
    // Text typed before this widget's code arrived is in the inputs already: it wins over what is stored.
    const typed = placeholders.flatMap((name) => {
      const input = form.current?.elements.namedItem(name);
      return input instanceof HTMLInputElement && input.value ? [[name, input.value] as const] : [];
    });
    setValues((current) => ({ ...readTemplateDetails(), ...current, ...Object.fromEntries(typed) }));
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) writeTemplateDetails(values);
  }, [loaded, values]);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="later-section mb-12"
      // A template with its buttons is about 28rem tall on a phone, plus the details form.
      style={{ '--estimated-height': `${block.items.length * 28 + 20}rem` } as CSSProperties}
    >
      <SectionHeading id={id} title={block.title} />
      <p className="mt-2 text-slate-600">{cleanText(block.intro)}</p>
      {placeholders.length ? (
        <form
          ref={form}
          aria-label={t.excusePage.yourDetails}
          className="mt-5 rounded-2xl border border-indigo-100 bg-indigo-50/60 p-5 noscript:hidden"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="flex items-center justify-between gap-3">
            <h3 className="font-bold text-slate-900">{t.excusePage.yourDetails}</h3>
            <button
              type="button"
              className="text-sm font-semibold text-indigo-700 underline underline-offset-4"
              onClick={() => setValues({})}
            >
              {t.excusePage.clear}
            </button>
          </div>
          <p className="mt-1 text-sm text-slate-600">{t.excusePage.fillHint}</p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {placeholders.map((name, index) => (
              <label key={name} htmlFor={`${formId}-${index}`} className="text-sm font-medium text-slate-800">
                {name}
                <input
                  id={`${formId}-${index}`}
                  name={name}
                  type="text"
                  value={values[name] ?? ''}
                  onChange={(event) => {
                    const { value } = event.target;
                    setValues((current) => ({ ...current, [name]: value }));
                  }}
                  autoComplete="off"
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base font-normal text-slate-900"
                />
              </label>
            ))}
          </div>
        </form>
      ) : null}
      <div className="mt-5 space-y-4">
        {block.items.map((template) => (
          <article key={template.subject} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-bold text-slate-900">{cleanText(filledText(template.subject, values))}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  <span className="font-semibold">{t.excusePage.whenToUse}</span> {cleanText(template.whenToUse)}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  aria-haspopup="menu"
                  aria-label={format(t.send.sendMessage, { subject: template.subject })}
                  className="save-toggle noscript:hidden"
                  onClick={(event) =>
                    openSendMenu(
                      event.currentTarget,
                      cleanText(filledText(template.body, values)),
                      cleanText(filledText(template.subject, values)),
                    )
                  }
                >
                  <Icon name="send" className="size-4" />
                </button>
                <CopyButton text={filledText(template.body, values)} label={format(t.copy.copyMessage, { subject: template.subject })} />
              </div>
            </div>
            <p className="mt-4 rounded-xl bg-slate-50 p-4 leading-relaxed whitespace-pre-line text-slate-800" data-testid="template-body">
              {fillTemplate(cleanText(template.body), values).map((piece, index) =>
                'text' in piece ? (
                  piece.text
                ) : piece.value ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed template
                  <mark key={index} className="rounded bg-emerald-100 px-0.5 text-emerald-900">
                    {piece.value}
                  </mark>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed template
                  <span key={index} className="rounded bg-amber-100 px-0.5 text-amber-900" data-empty-placeholder>
                    [{piece.placeholder}]
                  </span>
                ),
              )}
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}
