import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Config } from './config';

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * Security headers, as a list fixed at start-up: the Express stack sets them on every answer it
 * makes and every stored answer (pages, the client build) carries them, so both paths send the
 * same ones by construction. Helmet writes them; nothing in them depends on the request.
 */
export function securityHeaderList(config: Config, devServer: boolean): [string, string][] {
  const headers: [string, string][] = [];
  const collector = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  let called = false;
  helmetFor(config, devServer)({} as IncomingMessage, collector as unknown as ServerResponse, () => {
    called = true;
  });
  // Helmet calls on synchronously; if a version ever stopped doing so, the list would be short.
  if (!called) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sets the security headers on every answer the Express stack makes. */
export function securityHeaders(headers: readonly [string, string][]) {
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/**
 * Scripts come only from this origin: the page has no inline script at all
 * (hydration data is non-executable JSON), so no nonce is needed and HTML stays cacheable.
 * Inline styles are allowed because Radix positions popovers with style attributes.
 */
function helmetFor(config: Config, devServer: boolean) {
  const analytics = Boolean(config.analyticsId);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(analytics ? [ANALYTICS_SCRIPT] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(analytics ? ANALYTICS_CONNECT : []), ...(devServer ? ['ws:', 'wss:'] : [])],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicOrigin.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.publicOrigin.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // No Cross-Origin-Opener-Policy: it makes the browser pick the page's process only once the
    // response arrives, not while the request is under way, which delays every first visit's
    // rendering (ADR 011). The site opens no windows and keeps nothing a window handle could reach.
    crossOriginOpenerPolicy: false,
  });
}
