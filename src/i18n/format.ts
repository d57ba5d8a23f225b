/** A phrase that changes with a count: `one` for exactly 1, `other` for the rest (English and Spanish need no more). */
export interface Plural {
  one: string;
  other: string;
}

/** A template with its `{name}` placeholders filled in. */
export function format(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The form of a phrase for a count, filled in (`{count}` and any other values). */
export function plural(forms: Plural, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  return format(count === 1 ? forms.one : forms.other, { count, ...values });
}
