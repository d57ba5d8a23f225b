/**
 * JSON that is safe as the text of a non-executable `<script>` (hydration data, JSON-LD): every
 * `<` is escaped, so nothing in the data can close the element early.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
