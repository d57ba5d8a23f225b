import type { ReactNode } from 'react';
import { CLIENT_DATA_ELEMENT_ID, type ClientData } from './client-data';
import { SITE_FOOTER_ID } from './components/layout/site-footer';
import { format } from './i18n/format';
import { jsonForScript } from './lib/script-json';
import { type ClientAssets, PAGE_MODULES_ELEMENT_ID, type PageModules } from './page-modules';
import { FEED_PATHS } from './paths';
import { SITE } from './site';
import { SiteContext } from './site-context';

const ANALYTICS_LOADER = 'https://www.googletagmanager.com/gtag/js';

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` on the
 * client. Page components add their own `<title>` and `<meta>` tags, which React hoists here.
 */
export function Document({
  clientData,
  assets,
  inlineStyles,
  children,
}: {
  clientData: ClientData;
  /** Server only: the page's modules and stylesheets, which the head names. */
  assets?: ClientAssets;
  inlineStyles?: string | undefined;
  children: ReactNode;
}) {
  return (
    <html lang={clientData.lang}>
      <head>
        {/* Server only: the browser has these already, and React leaves the head's nodes it did not
            render alone while hydrating, so the client's code need not carry them. */}
        {import.meta.env.SSR && assets ? <ServerHead clientData={clientData} assets={assets} inlineStyles={inlineStyles} /> : null}
      </head>
      <body>
        <SiteContext
          value={{
            origin: clientData.origin,
            showErrorDetails: clientData.showErrorDetails,
            analyticsEnabled: Boolean(clientData.analyticsId),
          }}
        >
          {children}
        </SiteContext>
        <script
          type="application/json"
          id={CLIENT_DATA_ELEMENT_ID}
          // Non-executable data, escaped by jsonForScript; allowed by a CSP without 'unsafe-inline'.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every '<' escaped
          dangerouslySetInnerHTML={{ __html: jsonForScript(clientData) }}
        />
      </body>
    </html>
  );
}

/** The head's tags that only the server renders: the stylesheet, icons, colours, the feed and module hints. */
function ServerHead({
  clientData,
  assets,
  inlineStyles,
}: {
  clientData: ClientData;
  assets: ClientAssets;
  inlineStyles?: string | undefined;
}) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* Paint once the page's content is parsed, not a half-parsed header or form that then shifts:
          with the stylesheet inline, nothing else holds the first paint back. */}
      <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      {inlineStyles ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, with any '</' escaped
        <style dangerouslySetInnerHTML={{ __html: styleText(inlineStyles) }} />
      ) : null}
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={SITE.themeColor} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={SITE.themeColorDark} />
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <link
        rel="alternate"
        type="application/atom+xml"
        href={FEED_PATHS[clientData.lang]}
        title={format(clientData.dictionary.feedTitle, { brand: SITE.brand })}
      />
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      {/* The page's modules, listed once, as data: `load-after-paint.ts` fetches them once the page has painted, so they
          never compete with the page's text (ADR 015). */}
      <script
        type="application/json"
        id={PAGE_MODULES_ELEMENT_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every '<' escaped
        dangerouslySetInnerHTML={{
          __html: jsonForScript({ entry: assets.entry, preloads: assets.preloads } satisfies PageModules),
        }}
      />
      {clientData.analyticsId ? <script async src={`${ANALYTICS_LOADER}?id=${clientData.analyticsId}`} /> : null}
    </>
  );
}

/** A stylesheet as the text of a `<style>` element: nothing in it may close the element. */
export function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
