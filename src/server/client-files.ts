import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { contentType } from 'mime-types';
import { SHARE_CARD_PREFIX } from '../lib/share-cards';
import { type StoredResponse, storedResponse } from './stored-response';

/** Where the client build keeps its hashed files (scripts, the stylesheet, the icon sprite). */
export const ASSETS_PREFIX = '/assets';

/** The folders of the client build that are served, with everything in them: hashed assets and the pages' share cards. */
const SERVED_FOLDERS = [ASSETS_PREFIX, SHARE_CARD_PREFIX];

/** The forms the build writes beside each text file (scripts/precompress.mjs). */
const PRECOMPRESSED = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Hashed build output never changes under its name; the service worker must be checked for updates
 * on every visit, or a deploy reaches no one; the other files at the top (icons, the manifest) and
 * the pages' share cards (/og, drawn by the build) for a day, then revalidated by their ETag, so a
 * page whose title changes previews with its new card within a day.
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(`${ASSETS_PREFIX}/`)) return 'public, max-age=31536000, immutable';
  if (urlPath === '/sw.js') return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * The client build read into memory once at start-up (about 1.7 MB, and 2.2 MB of share cards), keyed by URL path: each file
 * with the brotli and gzip forms the build wrote beside it and every header it is sent with
 * (`securityHeaders` first). Compressing a page's scripts per request cost the server ~20 ms of CPU
 * per page view, in the very moments the visitor's browser needed the bytes; and a request never
 * costs a file-system lookup. Only the top level and the folders above are read: dot-folders (Vite's
 * manifest) and the compressed files' own names are not served.
 */
export function loadClientFiles(clientDir: string, securityHeaders: readonly [string, string][]): Map<string, StoredResponse> {
  const files = new Map<string, StoredResponse>();
  const visit = (dir: string, urlDir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const urlPath = `${urlDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (SERVED_FOLDERS.some((folder) => urlPath === folder || urlPath.startsWith(`${folder}/`))) visit(file, urlPath);
        continue;
      }
      if (!entry.isFile() || PRECOMPRESSED.some(([, suffix]) => entry.name.endsWith(suffix))) continue;
      const bodies: Parameters<typeof storedResponse>[2] = { identity: readFileSync(file) };
      for (const [encoding, suffix] of PRECOMPRESSED) if (existsSync(file + suffix)) bodies[encoding] = readFileSync(file + suffix);
      const headers: [string, string][] = [
        ...securityHeaders,
        ['Content-Type', contentType(path.extname(entry.name)) || 'application/octet-stream'],
        ['Cache-Control', cacheControlFor(urlPath)],
      ];
      files.set(urlPath, storedResponse(200, headers, bodies));
    }
  };
  visit(clientDir, '');
  return files;
}

/**
 * A path under `/assets` that is not in the build (a previous build's chunk, say) is a plain 404,
 * never the HTML page: a script loader gets nothing it could run.
 */
export function missingAssets(req: Request, _res: Response, next: NextFunction): void {
  const underAssets = req.path === ASSETS_PREFIX || req.path.startsWith(`${ASSETS_PREFIX}/`);
  next(underAssets ? Object.assign(new Error('Not Found'), { status: 404 }) : undefined);
}
