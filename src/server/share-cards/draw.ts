import { Resvg, type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori from 'satori';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../lib/share-cards';
import { FONTS } from './design';

/**
 * resvg loads no system fonts: the SVG satori writes has its text as outlines and needs none, and
 * scanning the system's fonts cost more than the drawing.
 */
const RESVG_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } };

/**
 * A card as a 1200 x 630 PNG: satori lays it out into an SVG (its text as outlines, in the bundled
 * font), resvg rasterises that. resvg runs on the calling thread, so a thread that draws cards
 * takes one core at most; `onThreadPool` runs it on libuv's thread pool instead, for the build,
 * which draws several cards at once and has nothing else to serve (in the service the pool is
 * shared with the serving thread's file, zlib and crypto work).
 */
export async function drawCard(card: ReactNode, { onThreadPool = false } = {}): Promise<Buffer> {
  const svg = await satori(card, { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, fonts: [...FONTS] });
  const image = onThreadPool ? await renderAsync(svg, RESVG_OPTIONS) : new Resvg(svg, RESVG_OPTIONS).render();
  return image.asPng();
}
