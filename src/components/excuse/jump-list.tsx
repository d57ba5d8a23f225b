import { useDictionary } from '../../i18n/dictionaries';

export interface Anchor {
  id: string;
  title: string;
}

/** The table of contents: one link per section anchor on the page. */
export function JumpList({ anchors }: { anchors: readonly Anchor[] }) {
  const t = useDictionary();
  return (
    <nav aria-labelledby="jump-list" className="mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="jump-list" className="text-sm font-bold tracking-wide text-slate-600 uppercase">
        {t.excusePage.jumpTo}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a
              href={`#${anchor.id}`}
              className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-indigo-300 hover:text-indigo-700"
            >
              {anchor.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
