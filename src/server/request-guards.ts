import type { NextFunction, Request, Response } from 'express';

/** Longer URLs are refused before any routing work: no page on the site needs one. */
export const MAX_URL_LENGTH = 2048;

const PAGE_METHODS = new Set(['GET', 'HEAD']);

function sendPlain(res: Response, status: number, message: string): void {
  res.status(status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(`${message}\n`);
}

/**
 * 414 for over-long URLs, 400 for a target that is not a path (the absolute form
 * `GET http://host/about`, which browsers never send) or for percent-encoding that does not decode.
 */
export function rejectMalformedUrls(req: Request, res: Response, next: NextFunction): void {
  if (!req.originalUrl.startsWith('/')) {
    sendPlain(res, 400, 'Bad Request: the request target must be a path on this site, such as /about.');
    return;
  }
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    sendPlain(res, 414, `URI Too Long: the address is longer than ${MAX_URL_LENGTH} characters.`);
    return;
  }
  try {
    decodeURIComponent(req.path);
    // URLSearchParams never throws, so check the raw query's escapes too.
    const query = req.originalUrl.split('?')[1];
    if (query) decodeURIComponent(query.replace(/\+/g, ' '));
  } catch {
    sendPlain(res, 400, 'Bad Request: the address contains malformed percent-encoding.');
    return;
  }
  next();
}

/** Pages and files are read-only: anything but GET and HEAD is a 405 that says what is allowed. */
export function allowOnlyReads(req: Request, res: Response, next: NextFunction): void {
  if (PAGE_METHODS.has(req.method)) {
    next();
    return;
  }
  res.set('Allow', 'GET, HEAD');
  sendPlain(res, 405, `Method Not Allowed: ${req.method} is not supported here; use GET.`);
}

/**
 * A 301 whose Location a browser resolves to this site, whatever the target: a backslash (which
 * browsers read as a slash, so `/\evil.example` is another host) is percent-encoded and leading
 * slashes collapse to one, so the Location is always a path here, never `//host`.
 */
export function redirectWithinSite(res: Response, target: string): void {
  const path = `/${target.replace(/\\/g, '%5C').replace(/^\/+/, '')}`;
  res.redirect(301, path);
}

/** `/about/` and `//about` answer 301 to `/about`, keeping the query, always on this site. */
export function redirectToCanonicalPath(req: Request, res: Response, next: NextFunction): void {
  const [rawPath = '/', ...rest] = req.originalUrl.split('?');
  const clean = rawPath.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1');
  if (clean === rawPath) {
    next();
    return;
  }
  const query = rest.length ? `?${rest.join('?')}` : '';
  redirectWithinSite(res, `${clean}${query}`);
}
