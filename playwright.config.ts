import { defineConfig, devices } from '@playwright/test';
import debianChromium from './scripts/chromium.json' with { type: 'json' };

const PORT = 4173;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium: Playwright never downloads a browser here. */
const chromium = { ...debianChromium, executablePath: process.env.CHROMIUM_PATH ?? debianChromium.executablePath };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'off',
    // The offline worker would answer requests that tests route or count; only the offline test allows it.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @desktop or @phone run only at that width; the rest run at both.
    { name: 'phone', grepInvert: /@desktop/, use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true } },
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // The production build, as operators run it (built first when missing or stale).
    command: 'node scripts/ensure-build.mjs && node dist/server/server.js',
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    // A build when the sources changed, then every page rendered and compressed before it listens.
    timeout: 180_000,
    env: { NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_ORIGIN: BASE_URL, LOG_LEVEL: 'warn' },
  },
});
