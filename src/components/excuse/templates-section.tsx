import type { TemplateBlock } from '../../content/types';
import { cleanText } from '../../lib/text';
import { CopyButton } from '../ui/copy-button';
import { SectionHeading } from './section-heading';

/** Ready-to-send messages: subject, when to use, and a body with [placeholders] to fill in. */
export function TemplatesSection({ block }: { block: TemplateBlock }) {
  return (
    <section id="templates" aria-labelledby="templates-heading" className="mb-12">
      <SectionHeading id="templates" title={block.title} />
      <p className="mt-2 text-slate-600">{cleanText(block.intro)}</p>
      <div className="mt-5 space-y-4">
        {block.items.map((template) => (
          <article key={template.subject} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-bold text-slate-900">{cleanText(template.subject)}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  <span className="font-semibold">When to use:</span> {cleanText(template.whenToUse)}
                </p>
              </div>
              <CopyButton text={template.body} label={`Copy message: ${template.subject}`} />
            </div>
            <p className="mt-4 rounded-xl bg-slate-50 p-4 leading-relaxed whitespace-pre-line text-slate-800">{cleanText(template.body)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
