import type { Category } from '../content/catalog';
import { Icon } from './ui/icon';

/** Literal class names so Tailwind finds them when it scans the sources. */
const CATEGORY_ACCENTS: Record<Category['color'], string> = {
  blue: 'bg-blue-100 text-blue-700',
  pink: 'bg-pink-100 text-pink-700',
  amber: 'bg-amber-100 text-amber-800',
  emerald: 'bg-emerald-100 text-emerald-700',
  rose: 'bg-rose-100 text-rose-700',
  violet: 'bg-violet-100 text-violet-700',
};

export function CategoryIcon({ category, size = 'md' }: { category: Category; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-7' : 'size-10';
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-lg ${box} ${CATEGORY_ACCENTS[category.color]}`}>
      <Icon name={category.icon} className={size === 'sm' ? 'size-4' : 'size-5'} />
    </span>
  );
}
