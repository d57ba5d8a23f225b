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
export const CATEGORY_ACCENTS: Record<Category['color'], { icon: string; border: string }> = {
  blue: { icon: 'bg-blue-100 text-blue-700', border: 'border-t-blue-500' },
  pink: { icon: 'bg-pink-100 text-pink-700', border: 'border-t-pink-500' },
  amber: { icon: 'bg-amber-100 text-amber-800', border: 'border-t-amber-500' },
  emerald: { icon: 'bg-emerald-100 text-emerald-700', border: 'border-t-emerald-500' },
  rose: { icon: 'bg-rose-100 text-rose-700', border: 'border-t-rose-500' },
  violet: { icon: 'bg-violet-100 text-violet-700', border: 'border-t-violet-500' },
};

export function CategoryIcon({ category, size = 'md' }: { category: Category; size?: 'sm' | 'md' }) {
  const Icon = ICONS[category.icon];
  const box = size === 'sm' ? 'size-7' : 'size-10';
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-lg ${box} ${CATEGORY_ACCENTS[category.color].icon}`}>
      <Icon aria-hidden="true" className={size === 'sm' ? 'size-4' : 'size-5'} />
    </span>
  );
}
