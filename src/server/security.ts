import helmet from 'helmet';
import type { Config } from './config';

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/**
 * Security headers. Scripts come only from this origin: the page has no inline script at all
 * (hydration data is non-executable JSON), so no nonce is needed and HTML stays cacheable.
 * Inline styles are allowed because Radix positions popovers with style attributes.
 */
export function securityHeaders(config: Config, devServer: boolean) {
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
