import { jsonForScript } from '../lib/script-json';

/** Structured data in a non-executable script, which a CSP without 'unsafe-inline' allows. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every '<' escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
