import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { contentDigest, type StoredResponse, sendStored } from './stored-response';

/** Where the client build keeps its hashed files (scripts, the stylesheet, the icon sprite). */
export const ASSETS_PREFIX = '/assets';

/** The forms the build writes beside each text file (scripts/precompress.mjs). */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

export interface ClientFile extends StoredResponse {
  /** For Content-Type, as Express's `res.type` reads it. */
  extension: string;
  cacheControl: string;
}

/**
 * Hashed build output never changes under its name; the service worker must be checked for updates
 * on every visit, or a deploy reaches no one; the other files at the top (icons, the manifest) for a day.
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(`${ASSETS_PREFIX}/`)) return 'public, max-age=31536000, immutable';
  if (urlPath === '/sw.js') return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * The client build read into memory once at start-up (about 1.7 MB), keyed by URL path: each file
 * with the brotli and gzip forms the build wrote beside it. Compressing a page's scripts per request
 * cost the server ~20 ms of CPU per page view, in the very moments the visitor's browser needed the
 * bytes; and a request never costs a file-system lookup.
 */
export function loadClientFiles(clientDir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  const visit = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const urlPath = `${urlDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (urlPath === ASSETS_PREFIX) visit(file, urlPath);
        continue;
      }
      if (!entry.isFile() || PRECOMPRESSED.some(([, suffix]) => entry.name.endsWith(suffix))) continue;
      const body = readFileSync(file);
      const digest = contentDigest(body);
      const variants: ClientFile['variants'] = { identity: { body, etag: `"${digest}"` } };
      for (const [encoding, suffix] of PRECOMPRESSED) {
        if (existsSync(file + suffix)) variants[encoding] = { body: readFileSync(file + suffix), etag: `"${digest}-${encoding}"` };
      }
      files.set(urlPath, { status: 200, variants, extension: path.extname(entry.name), cacheControl: cacheControlFor(urlPath) });
    }
  };
  visit(clientDir, '');
  return files;
}

/**
 * Serves the client build from memory, precompressed where the client accepts it. A path under
 * `/assets` that is not in the build (a previous build's chunk, say) is a plain 404, never the
 * HTML page: a script loader gets nothing it could run.
 */
export function serveClientFiles(files: ReadonlyMap<string, ClientFile>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const file = files.get(req.path);
    if (!file) {
      const underAssets = req.path === ASSETS_PREFIX || req.path.startsWith(`${ASSETS_PREFIX}/`);
      next(underAssets ? Object.assign(new Error('Not Found'), { status: 404 }) : undefined);
      return;
    }
    res.setHeader('Cache-Control', file.cacheControl);
    res.type(file.extension);
    sendStored(req, res, file);
  };
}
