/** `[Boss's Name]`-style placeholders in message templates: found, listed once each, and filled. */
const PLACEHOLDER = /\[([^\]]+)\]/g;

/** Each distinct placeholder name across the texts, in order of first appearance. */
export function placeholdersIn(texts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] as string);
  return [...names];
}

/** A piece of a template: plain text, or a placeholder with the value typed for it (if any). */
export type TemplatePiece = { text: string } | { placeholder: string; value: string };

/** Splits a template so a filled placeholder shows its value and an empty one stays bracketed. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): TemplatePiece[] {
  const pieces: TemplatePiece[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push({ text: text.slice(last, index) });
    const name = match[1] as string;
    pieces.push({ placeholder: name, value: values[name]?.trim() ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

/** The text to copy or send: values in, empty placeholders left as `[Name]`. */
export function filledText(text: string, values: Readonly<Record<string, string>>): string {
  return fillTemplate(text, values)
    .map((piece) => ('text' in piece ? piece.text : piece.value || `[${piece.placeholder}]`))
    .join('');
}
