import { Suspense, useMemo, useRef } from 'react';
import { Link, useLoaderData } from 'react-router';
import { type BreadcrumbItem, Breadcrumbs } from '../components/excuse/breadcrumbs';
import { ExcuseListSection } from '../components/excuse/excuse-list-section';
import { FaqSection } from '../components/excuse/faq-section';
import { type Anchor, JumpList } from '../components/excuse/jump-list';
import { SectionHeading } from '../components/excuse/section-heading';
import { JsonLd } from '../components/json-ld';
import { lateWidget } from '../components/late-widget';
import { PageLayout } from '../components/layout/page-layout';
import { Icon } from '../components/ui/icon';
import { WidgetProviders } from '../components/ui/widget-providers';
import { findCategory } from '../content/catalog';
import { findCatalogPage } from '../content/registry';
import type { ExcusePageContent } from '../content/types';
import { useExcuseListActions } from '../hooks/use-excuse-list-actions';
import { type Dictionary, dictionaryFor, useDictionary, useLang } from '../i18n/dictionaries';
import { langOfPath } from '../i18n/languages';
import { countExcuses } from '../lib/excuses';
import { breadcrumbJsonLd, faqJsonLd } from '../lib/structured-data';
import { cleanText, displayTitle } from '../lib/text';
import { LOCAL_PATHS } from '../paths';
import { useSite } from '../site-context';

/** The templates' section id: their jump-list anchor, and where the form waits to come into view. */
const TEMPLATES_ID = 'templates';

/**
 * The carousel and the template form hydrate after the rest of the page (see `lateWidget`); the
 * form, far down, only once the visitor nears it.
 */
const ExcuseBrowser = lateWidget(async () => (await import('../components/excuse/excuse-browser')).ExcuseBrowser, {
  id: 'excuse-browser',
});
const TemplatesSection = lateWidget(async () => (await import('../components/excuse/templates-section')).TemplatesSection, {
  id: TEMPLATES_ID,
  untilNear: true,
});

/** The server renders the late-hydrating widgets in place: their code must be loaded first. */
export const preloadWidgets = () => Promise.all([ExcuseBrowser.load(), TemplatesSection.loadForRender()]);

/** Pages with more excuses than this get a 'Back to top' link after each section. */
const LONG_PAGE_EXCUSES = 30;

/** The jump-list entries: every section, then the templates and FAQ when the page has them. */
export function pageAnchors(content: ExcusePageContent, t: Dictionary): Anchor[] {
  return [
    ...content.sections.map((section) => ({ id: section.id, title: section.title })),
    ...(content.templates ? [{ id: TEMPLATES_ID, title: content.templates.title }] : []),
    ...(content.faq ? [{ id: 'faq', title: t.excusePage.faqs }] : []),
  ];
}

/** Related pages by path, titled from the catalog; the generator is the one fixed route a page may link to. */
export function relatedLinks(content: ExcusePageContent): { path: string; title: string }[] {
  return content.related.map((path) => {
    const lang = langOfPath(path);
    if (path === LOCAL_PATHS[lang].generator) return { path, title: dictionaryFor(lang).excusePage.generatorTitle };
    const page = findCatalogPage(path);
    if (!page) throw new Error(`Related link to an unknown page: ${path}`);
    return { path, title: dictionaryFor(lang).catalog.pages[page.key] ?? page.key };
  });
}

/** Renders any of the 31 excuse pages from its content module (the route's loader data). */
export function ExcusePage({ path }: { path: string }) {
  const content = useLoaderData() as ExcusePageContent;
  const { origin } = useSite();
  const lists = useRef<HTMLDivElement>(null);
  useExcuseListActions(lists);
  // The same elements on every render: an update reaching a widget still waiting for its code
  // would make React drop the server's HTML and show the empty fallback until the code arrives.
  const { carousel, templates } = useMemo(
    () => ({
      carousel: content.carousel ? (
        <Suspense fallback={null}>
          <ExcuseBrowser sections={content.sections} />
        </Suspense>
      ) : null,
      templates: content.templates ? (
        <Suspense fallback={null}>
          <TemplatesSection block={content.templates} />
        </Suspense>
      ) : null,
    }),
    [content],
  );
  const t = useDictionary();
  const lang = useLang();
  const home = LOCAL_PATHS[lang].home;
  const category = findCategory(content.category, lang);
  const title = displayTitle(content);
  const crumbs: BreadcrumbItem[] = [
    { name: t.excusePage.home, path: home },
    { name: t.catalog.categories[category.id], path: `${home}#category-${category.id}` },
    { name: title },
  ];
  const backToTop = countExcuses(content) > LONG_PAGE_EXCUSES;
  const sectionCount = content.sections.length;

  return (
    <WidgetProviders>
      <PageLayout
        title={title}
        description={cleanText(content.description)}
        fullTitle={content.fullTitle}
        path={path}
        eyebrow={<Breadcrumbs items={crumbs} />}
      >
        <JsonLd data={breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: new URL(crumb.path ?? path, origin).href })))} />
        {content.faq ? <JsonLd data={faqJsonLd(content.faq)} /> : null}

        {content.summary ? (
          <aside aria-labelledby="summary-heading" className="mb-8 rounded-2xl border border-amber-200 bg-amber-50 p-5">
            <h2 id="summary-heading" className="font-bold text-amber-900">
              {cleanText(content.summary.heading)}
            </h2>
            <p className="mt-2 text-amber-950">{cleanText(content.summary.text)}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-amber-950">
              {content.summary.highlights.map((highlight) => (
                <li key={highlight}>{cleanText(highlight)}</li>
              ))}
            </ul>
          </aside>
        ) : null}

        {carousel}
        <JumpList anchors={pageAnchors(content, t)} />

        <div ref={lists}>
          {content.sections.map((section, index) => (
            <ExcuseListSection key={section.id} section={section} number={index + 1} backToTop={backToTop} path={path} pageTitle={title} />
          ))}
        </div>

        {templates}
        {content.faq ? <FaqSection items={content.faq} number={content.faqNumbered ? sectionCount + 1 : undefined} /> : null}

        <section aria-labelledby="tips-heading" className="later-section mb-12">
          <SectionHeading id="tips" title={t.excusePage.tipsHeading} />
          <ul className="mt-5 space-y-3">
            {content.tips.map((tip) => (
              <li key={tip} className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-slate-800">
                <Icon name="lightbulb" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                <span>{cleanText(tip)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="related-heading" className="later-section">
          <SectionHeading id="related" title={t.excusePage.relatedHeading} />
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {relatedLinks(content).map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="card group flex items-center justify-between gap-3 p-4 font-semibold text-slate-800">
                  <span className="group-hover:text-indigo-700">{link.title}</span>
                  <Icon name="arrow-right" className="size-5 text-slate-400 group-hover:text-indigo-600" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </PageLayout>
    </WidgetProviders>
  );
}
