import { Briefcase, GraduationCap, Heart, HeartPulse, Laugh, type LucideIcon, Users } from 'lucide-react';
import type { Category } from '../content/catalog';

const ICONS: Record<Category['icon'], LucideIcon> = {
  briefcase: Briefcase,
  users: Users,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
  heart: Heart,
  laugh: Laugh,
};

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
  const Icon = ICONS[category.icon];
  const box = size === 'sm' ? 'size-7' : 'size-10';
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-lg ${box} ${CATEGORY_ACCENTS[category.color]}`}>
      <Icon aria-hidden="true" className={size === 'sm' ? 'size-4' : 'size-5'} />
    </span>
  );
}
