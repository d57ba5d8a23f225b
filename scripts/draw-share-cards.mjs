/**
 * Draws the share card of every sitemap page (1200 x 630 PNG: its title, category colour and icon,
 * its real excuse count, the site name) into the client build, at the path its `og:image` names
 * (`/og/index.png` for home, `/og/excuses/work/late-to-work.png`, ...), so the Node service and the
 * static export serve it like the build's other files. The cards are laid out with the server
 * build's dist/server/share-cards.js (src/server/share-cards/), from the same content and design
 * tokens as the pages, in the font bundled in fonts/: nothing is fetched.
 * Usage: node scripts/draw-share-cards.mjs   (npm run build runs it after the server build)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/client');
/** Cards drawn at once: satori lays one out on this thread while resvg rasterises others on libuv's threads. */
const CONCURRENCY = 4;

const started = performance.now();
const startedCpu = process.cpuUsage();
const { pageCards, drawCard } = await import(pathToFileURL(path.join(root, 'dist/server/share-cards.js')).href);
const cards = await pageCards();
const outDir = path.join(clientDir, 'og');
rmSync(outDir, { recursive: true, force: true });

let next = 0;
let bytes = 0;
async function drawNext() {
  while (next < cards.length) {
    const { cardPath, card } = cards[next++];
    const png = await drawCard(card, { onThreadPool: true });
    const file = path.join(clientDir, cardPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
    bytes += png.length;
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, drawNext));

// CPU time too: on a busy machine the wall time says more about the neighbours than about the cards.
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const { user, system } = process.cpuUsage(startedCpu);
const cpuSeconds = ((user + system) / 1e6).toFixed(1);
console.log(
  `Share cards: ${cards.length} pages drawn into dist/client/og in ${seconds} s (${cpuSeconds} s of CPU), ${Math.round(bytes / 1024)} KB`,
);
