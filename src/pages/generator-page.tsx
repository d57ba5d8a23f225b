import { type FormEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { SlotMachine } from '../components/generator/slot-machine';
import { lateWidget } from '../components/late-widget';
import { PageLayout } from '../components/layout/page-layout';
import { Icon } from '../components/ui/icon';
import { LabeledSelect } from '../components/ui/labeled-select';
import { WidgetProviders } from '../components/ui/widget-providers';
import { GENERATOR_CATEGORIES, type GeneratorCategory, TONES, type Tone } from '../content/generator';
import { type Dictionary, useDictionary, useLang } from '../i18n/dictionaries';
import { format } from '../i18n/format';
import type { Lang } from '../i18n/languages';
import { DEFAULT_CATEGORY, DEFAULT_TONE, type GeneratedExcuse, sharePath } from '../lib/generator-options';
import { whenIdle } from '../lib/idle';
import { loadPool } from '../lib/load-generator-pool';
import { excuseCardPath } from '../lib/share-cards';
import { GENERATION_DELAY_MS } from '../lib/timings';
import { LOCAL_PATHS } from '../paths';
import type { GeneratorLoaderData } from './generator-loader';

/**
 * The result card (with its copy, save and send buttons) is needed only once there is a result: a
 * first visit fetches it with the excuses, when the page is idle; a shared link's result, rendered
 * by the server, hydrates when its code arrives (see `lateWidget`).
 */
const ExcuseResult = lateWidget(async () => (await import('../components/generator/excuse-result')).ExcuseResult, {
  id: 'excuse-result',
});

/** The server renders a shared or generated result in place: its code must be loaded first. */
export const preloadResult = () => ExcuseResult.load();

type Phase = 'idle' | 'generating' | 'done';

function Notice({ loaderData }: { loaderData: GeneratorLoaderData }) {
  const t = useDictionary();
  if (loaderData.kind === 'invalid') {
    return (
      <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t.generator.badLink}</p>
        <ul className="mt-1 list-disc pl-5">
          {loaderData.errors.map((error) => (
            <li key={`${error.parameter}-${error.message}`}>{error.message}</li>
          ))}
        </ul>
        <p className="mt-1">{t.generator.badLinkAfter}</p>
      </div>
    );
  }
  if (loaderData.kind === 'unknown-id') {
    return (
      <div role="alert" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">{t.generator.notFoundHeading}</p>
        <p className="mt-1">{format(t.generator.notFoundText, { id: loaderData.id })}</p>
      </div>
    );
  }
  return null;
}

/** A shared excuse's title from its style and situation (the Spanish one names them in lowercase). */
function sharedTitle(generator: Dictionary['generator'], excuse: GeneratedExcuse): string {
  const tone = generator.tones[excuse.tone];
  const category = generator.categories[excuse.category];
  return format(generator.sharedTitle, { tone, category, toneLower: tone.toLowerCase(), categoryLower: category.toLowerCase() });
}

function pageHead(loaderData: GeneratorLoaderData, t: Dictionary, lang: Lang) {
  const { generator } = t;
  if (loaderData.kind === 'result' && loaderData.shared) {
    const { excuse } = loaderData;
    const title = sharedTitle(generator, excuse);
    return {
      title,
      // A link preview shows the excuse itself; the page shows it once, in its card.
      description: excuse.text,
      lede: generator.sharedLede,
      path: sharePath(excuse.id, lang),
      // The excuse's own card, drawn by the service on its first request.
      image: { path: excuseCardPath(excuse.id, lang), alt: `${title}: ${excuse.text}` },
    };
  }
  if (loaderData.kind === 'unknown-id')
    return { title: generator.notFoundTitle, description: generator.notFoundDescription, path: LOCAL_PATHS[lang].generator };
  return { title: generator.title, description: generator.description, path: LOCAL_PATHS[lang].generator };
}

export function GeneratorPage() {
  const loaderData = useLoaderData() as GeneratorLoaderData;
  const t = useDictionary();
  const lang = useLang();
  const initial = loaderData.kind === 'result' ? loaderData.excuse : null;
  const [category, setCategory] = useState<GeneratorCategory>(initial?.category ?? DEFAULT_CATEGORY);
  const [tone, setTone] = useState<Tone>(initial?.tone ?? DEFAULT_TONE);
  const [phase, setPhase] = useState<Phase>(initial ? 'done' : 'idle');
  const [excuse, setExcuse] = useState<GeneratedExcuse | null>(initial);
  const [showNotice, setShowNotice] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Fetched once the page is idle, so the first excuse is not held up by the download.
  useEffect(() => whenIdle(() => void Promise.all([loadPool(lang), preloadResult()]).catch(() => {})), [lang]);

  // A navigation to another result (a shared link) replaces what is shown.
  useEffect(() => {
    clearTimeout(timer.current);
    setExcuse(initial);
    setPhase(initial ? 'done' : 'idle');
    setShowNotice(true);
  }, [initial]);

  const generating = phase === 'generating';
  // The same element while the excuse is the same: an update reaching the result while its code is
  // still on its way would make React drop the server's HTML and show nothing until it arrives.
  const result = useMemo(
    () =>
      excuse ? (
        <Suspense>
          <ExcuseResult excuse={excuse} />
        </Suspense>
      ) : null,
    [excuse],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The excuse the page arrived with (a shared link, or the server's answer without JavaScript),
    // still on screen, counts as shown: the next draw of the rotation leaves it out.
    const arrivedWith = excuse === initial ? excuse?.id : undefined;
    setExcuse(null);
    setShowNotice(false);
    setPhase('generating');
    const pool = loadPool(lang);
    preloadResult().catch(() => {}); // shown when the animation ends; a failure is retried then
    timer.current = setTimeout(async () => {
      try {
        const next = (await pool).nextExcuse(category, tone, arrivedWith);
        if (!next) throw new Error(`No excuse matched ${category}/${tone}`);
        setExcuse(next);
        setPhase('done');
      } catch (error) {
        // The spec asks for the console only; the button simply becomes usable again.
        console.error('Excuse generation failed:', error);
        setPhase('idle');
      }
    }, GENERATION_DELAY_MS);
  }

  const head = pageHead(loaderData, t, lang);
  // Once the visitor asks for another excuse the shared one is gone, and so is the lead about it.
  const lede = 'lede' in head ? (showNotice ? head.lede : t.generator.description) : undefined;
  return (
    <WidgetProviders>
      <PageLayout
        title={head.title}
        description={head.description}
        lede={lede}
        path={head.path}
        image={head.image}
        heading={t.generator.title}
      >
        {showNotice ? <Notice loaderData={loaderData} /> : null}
        <form
          method="get"
          action={LOCAL_PATHS[lang].generator}
          onSubmit={onSubmit}
          className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledSelect
              label={t.generator.situation}
              name="category"
              value={category}
              options={GENERATOR_CATEGORIES}
              labels={t.generator.categories}
              disabled={generating}
              onChange={setCategory}
            />
            <LabeledSelect
              label={t.generator.style}
              name="tone"
              value={tone}
              options={TONES}
              labels={t.generator.tones}
              disabled={generating}
              onChange={setTone}
            />
          </div>
          <button type="submit" disabled={generating} className="button-primary button-lg mt-5 w-full">
            <Icon name="sparkles" className="size-5" />
            {phase === 'done' ? t.generator.getAnother : t.generator.getMine}
          </button>
        </form>

        <div role="status" aria-live="polite" aria-busy={generating} className="mt-8 min-h-40">
          {generating ? (
            <div className="flex flex-col items-center gap-4 py-4">
              <SlotMachine />
              <p className="font-semibold text-indigo-800">{t.generator.finding}</p>
            </div>
          ) : (
            result
          )}
        </div>
      </PageLayout>
    </WidgetProviders>
  );
}
