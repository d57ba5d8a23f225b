import { PageLayout } from '../components/layout/page-layout';
import type { InfoPageContent, InfoSection } from '../content/types';
import { useSite } from '../site-context';

/** Renders About, Privacy and Terms from their content. */
export function InfoPage({ content }: { content: InfoPageContent }) {
  const { analyticsEnabled } = useSite();
  // Sections that describe analytics say what is true for this deployment.
  const shownHere = (section: InfoSection) => section.whenAnalytics === undefined || section.whenAnalytics === analyticsEnabled;
  return (
    <PageLayout title={content.title} description={content.description} path={content.path}>
      {content.note ? <p className="-mt-4 mb-6 text-sm text-slate-500">{content.note}</p> : null}
      <div className="space-y-8">
        {content.sections.filter(shownHere).map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.points ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </PageLayout>
  );
}
