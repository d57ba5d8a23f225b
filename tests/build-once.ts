/** Vitest global setup: the process tests run the built server, so build it once if it is missing or stale. */
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../scripts/ensure-build.mjs';

export default function setup(): void {
  ensureBuild();
}
