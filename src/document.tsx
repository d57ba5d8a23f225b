import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { BOOT_ELEMENT_ID, type BootData } from './boot';
import { jsonForScript } from './lib/script-json';
import { SITE } from './site';
import { SiteContext } from './site-context';

const ANALYTICS_LOADER = 'https://www.googletagmanager.com/gtag/js';

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` on the
 * client. Page components add their own `<title>` and `<meta>` tags, which React hoists here.
 */
export function Document({ boot, children }: { boot: BootData; children: ReactNode }) {
  // The server's hints for the page's modules; in the browser they are in the page already, and
  // React would search the document for each one during hydration.
  if (import.meta.env.SSR) for (const href of boot.assets.preloads) preloadModule(href, { as: 'script' });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={SITE.themeColor} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={SITE.themeColorDark} />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {boot.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {boot.analyticsId ? <script async src={`${ANALYTICS_LOADER}?id=${boot.analyticsId}`} /> : null}
      </head>
      <body>
        <SiteContext value={{ origin: boot.origin, showErrorDetails: boot.showErrorDetails, analyticsEnabled: Boolean(boot.analyticsId) }}>
          {children}
        </SiteContext>
        <script
          type="application/json"
          id={BOOT_ELEMENT_ID}
          // Non-executable data, escaped by jsonForScript; allowed by a CSP without 'unsafe-inline'.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every '<' escaped
          dangerouslySetInnerHTML={{ __html: jsonForScript(boot) }}
        />
      </body>
    </html>
  );
}
