import { type FormEvent, useEffect, useRef, useState } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ExcuseResult } from '../components/generator/excuse-result';
import { SlotMachine } from '../components/generator/slot-machine';
import { PageLayout } from '../components/layout/page-layout';
import { Icon } from '../components/ui/icon';
import { LabeledSelect } from '../components/ui/labeled-select';
import { WidgetProviders } from '../components/ui/widget-providers';
import { CATEGORY_LABELS, GENERATOR_CATEGORIES, type GeneratorCategory, TONE_LABELS, TONES, type Tone } from '../content/generator';
import { DEFAULT_CATEGORY, DEFAULT_TONE, type GeneratedExcuse, sharePath } from '../lib/generator-options';
import { type ParameterError, parseGeneratorQuery } from '../lib/generator-query';
import { whenIdle } from '../lib/idle';
import { excuseCardPath } from '../lib/share-cards';
import { loadChunk } from '../lib/stale-build';
import { GENERATION_DELAY_MS } from '../lib/timings';
import { PATHS } from '../paths';

export type GeneratorLoaderData =
  | { kind: 'idle' }
  | { kind: 'result'; excuse: GeneratedExcuse; shared: boolean }
  | { kind: 'invalid'; errors: ParameterError[] }
  | { kind: 'unknown-id'; id: string };

/**
 * The 240 built-in excuses, loaded on demand: they are a tenth of the page's JavaScript and no one
 * needs them before asking for an excuse (a shared or generated one arrives in the page's data).
 */
const loadPool = () => loadChunk(PATHS.generator, () => import('../lib/generator'));

/**
 * Without JavaScript the selectors submit as a GET form, so the server answers
 * `?category=&tone=` with a result at once; `?id=` renders a shared excuse.
 */
export async function generatorLoader({ request }: LoaderFunctionArgs) {
  const parsed = parseGeneratorQuery(new URL(request.url).searchParams, { api: false });
  if (!parsed.ok) return data<GeneratorLoaderData>({ kind: 'invalid', errors: parsed.errors }, { status: 400 });
  const { query } = parsed;
  if (query.kind === 'id') {
    const excuse = (await loadPool()).findExcuse(query.id);
    if (!excuse) return data<GeneratorLoaderData>({ kind: 'unknown-id', id: query.id }, { status: 404 });
    return data<GeneratorLoaderData>({ kind: 'result', excuse, shared: true });
  }
  if (query.kind === 'generate') {
    const [excuse] = (await loadPool()).generateExcuses({ category: query.category, tone: query.tone, count: 1 });
    if (excuse) return data<GeneratorLoaderData>({ kind: 'result', excuse, shared: false }, { headers: { 'Cache-Control': 'no-store' } });
  }
  return data<GeneratorLoaderData>({ kind: 'idle' });
}

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

function pageHead(loaderData: GeneratorLoaderData) {
  if (loaderData.kind === 'result' && loaderData.shared) {
    const { excuse } = loaderData;
    return {
      title: `${TONE_LABELS[excuse.tone]} ${CATEGORY_LABELS[excuse.category]} Excuse`,
      description: excuse.text,
      path: sharePath(excuse.id),
      // The excuse's own card, drawn by the service on its first request.
      image: { path: excuseCardPath(excuse.id), alt: `${title}: ${excuse.text}` },
    };
  }
  if (loaderData.kind === 'unknown-id')
    return { title: 'Excuse Not Found', description: 'This excuse link does not exist.', path: PATHS.generator };
  return {
    title: 'Get My Excuse',
    description: 'Pick a situation and a style, and get a fresh excuse in seconds. Copy it or share it.',
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
  useEffect(() => whenIdle(() => void loadPool().catch(() => {})), []);

  // A navigation to another result (a shared link) replaces what is shown.
  useEffect(() => {
    clearTimeout(timer.current);
    setExcuse(initial);
    setPhase(initial ? 'done' : 'idle');
    setShowNotice(true);
  }, [initial]);

  const generating = phase === 'generating';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExcuse(null);
    setShowNotice(false);
    setPhase('generating');
    const pool = loadPool();
    timer.current = setTimeout(async () => {
      try {
        const [next] = (await pool).generateExcuses({ category, tone, count: 1, theme: 'random' });
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
  return (
    <WidgetProviders>
      <PageLayout title={head.title} description={head.description} path={head.path} image={head.image} heading="Get My Excuse">
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
          ) : excuse ? (
            <ExcuseResult excuse={excuse} />
          ) : null}
        </div>
      </PageLayout>
    </WidgetProviders>
  );
}
