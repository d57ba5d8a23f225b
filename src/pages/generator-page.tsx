import { type FormEvent, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { SlotMachine } from '../components/generator/slot-machine';
import { lateWidget } from '../components/late-widget';
import { PageLayout } from '../components/layout/page-layout';
import { Icon } from '../components/ui/icon';
import { LabeledSelect } from '../components/ui/labeled-select';
import { WidgetProviders } from '../components/ui/widget-providers';
import { CATEGORY_LABELS, GENERATOR_CATEGORIES, type GeneratorCategory, TONE_LABELS, TONES, type Tone } from '../content/generator';
import { DEFAULT_CATEGORY, DEFAULT_TONE, type GeneratedExcuse, sharePath } from '../lib/generator-options';
import { whenIdle } from '../lib/idle';
import { loadPool } from '../lib/load-generator-pool';
import { excuseCardPath } from '../lib/share-cards';
import { GENERATION_DELAY_MS } from '../lib/timings';
import { PATHS } from '../paths';
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
  if (loaderData.kind === 'invalid') {
    return (
      <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">We could not use that link:</p>
        <ul className="mt-1 list-disc pl-5">
          {loaderData.errors.map((error) => (
            <li key={`${error.parameter}-${error.message}`}>{error.message}</li>
          ))}
        </ul>
        <p className="mt-1">Pick a situation and a style below instead.</p>
      </div>
    );
  }
  if (loaderData.kind === 'unknown-id') {
    return (
      <div role="alert" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
        <p className="font-semibold">Excuse not found</p>
        <p className="mt-1">{`No excuse has the id "${loaderData.id}". The link may be mistyped. Generate a fresh one below.`}</p>
      </div>
    );
  }
  return null;
}

const GENERATOR_DESCRIPTION = 'Pick a situation and a style, and get a fresh excuse in seconds. Copy it or share it.';

function pageHead(loaderData: GeneratorLoaderData) {
  if (loaderData.kind === 'result' && loaderData.shared) {
    const { excuse } = loaderData;
    const title = `${TONE_LABELS[excuse.tone]} ${CATEGORY_LABELS[excuse.category]} Excuse`;
    return {
      title,
      // A link preview shows the excuse itself; the page shows it once, in its card.
      description: excuse.text,
      lede: 'Someone sent you this excuse. Copy it from the card below, or pick a situation and a style for one of your own.',
      path: sharePath(excuse.id),
      // The excuse's own card, drawn by the service on its first request.
      image: { path: excuseCardPath(excuse.id), alt: `${title}: ${excuse.text}` },
    };
  }
  if (loaderData.kind === 'unknown-id')
    return { title: 'Excuse Not Found', description: 'This excuse link does not exist.', path: PATHS.generator };
  return {
    title: 'Get My Excuse',
    description: GENERATOR_DESCRIPTION,
    path: PATHS.generator,
  };
}

export function GeneratorPage() {
  const loaderData = useLoaderData() as GeneratorLoaderData;
  const initial = loaderData.kind === 'result' ? loaderData.excuse : null;
  const [category, setCategory] = useState<GeneratorCategory>(initial?.category ?? DEFAULT_CATEGORY);
  const [tone, setTone] = useState<Tone>(initial?.tone ?? DEFAULT_TONE);
  const [phase, setPhase] = useState<Phase>(initial ? 'done' : 'idle');
  const [excuse, setExcuse] = useState<GeneratedExcuse | null>(initial);
  const [showNotice, setShowNotice] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Fetched once the page is idle, so the first excuse is not held up by the download.
  useEffect(() => whenIdle(() => void Promise.all([loadPool(), preloadResult()]).catch(() => {})), []);

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
    const pool = loadPool();
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

  const head = pageHead(loaderData);
  // Once the visitor asks for another excuse the shared one is gone, and so is the lead about it.
  const lede = 'lede' in head ? (showNotice ? head.lede : GENERATOR_DESCRIPTION) : undefined;
  return (
    <WidgetProviders>
      <PageLayout title={head.title} description={head.description} lede={lede} path={head.path} image={head.image} heading="Get My Excuse">
        {showNotice ? <Notice loaderData={loaderData} /> : null}
        <form
          method="get"
          action={PATHS.generator}
          onSubmit={onSubmit}
          className="rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledSelect
              label="Situation"
              name="category"
              value={category}
              options={GENERATOR_CATEGORIES}
              labels={CATEGORY_LABELS}
              disabled={generating}
              onChange={setCategory}
            />
            <LabeledSelect
              label="Style"
              name="tone"
              value={tone}
              options={TONES}
              labels={TONE_LABELS}
              disabled={generating}
              onChange={setTone}
            />
          </div>
          <button type="submit" disabled={generating} className="button-primary button-lg mt-5 w-full">
            <Icon name="sparkles" className="size-5" />
            {phase === 'done' ? 'Get Another!' : 'Get My Excuse!'}
          </button>
        </form>

        <div role="status" aria-live="polite" aria-busy={generating} className="mt-8 min-h-40">
          {generating ? (
            <div className="flex flex-col items-center gap-4 py-4">
              <SlotMachine />
              <p className="font-semibold text-indigo-800">Finding Perfect Excuse...</p>
            </div>
          ) : (
            result
          )}
        </div>
      </PageLayout>
    </WidgetProviders>
  );
}
