import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Real-user vitals (LCP, INP, CLS) reach the operator through the analytics hook, and only where
 * analytics is configured: a second production server with a measurement id is started for the
 * first case; the suite's own server has none.
 */
const PAGE = '/excuses/work/late-to-work';
const VITALS_CHUNK = /\/assets\/vitals-[^/]+\.js$/;

/** The event names pushed to the analytics queue so far. */
const analyticsEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((entry) => {
      const args = Array.from(entry as ArrayLike<unknown>);
      return args[0] === 'event' ? [String(args[1])] : [];
    }),
  );

/** What the browser does when the visitor switches away: web-vitals reports its final values. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test.describe('with analytics configured @desktop', () => {
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address() as { port: number };
        probe.close(() => resolve(address.port));
      });
    });
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['dist/server/server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: base,
        LOG_LEVEL: 'warn',
        GA_MEASUREMENT_ID: 'G-TEST12345',
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
  });

  test('LCP, INP and CLS are sent as analytics events once the page is hidden', async ({ page, problems }) => {
    problems.allow(/googletagmanager|Failed to load resource|net::ERR/);
    // Google's loader is not reachable here; the page queues its events all the same.
    await page.route(/googletagmanager\.com/, (route) => route.abort());
    const vitalsLoaded = page.waitForRequest(VITALS_CHUNK);
    await page.goto(base + PAGE);
    await waitForHydration(page);
    await vitalsLoaded;
    // INP counts interactions that take 40 ms or more: on a fast machine a bare click may not, so
    // the click's handler takes 120 ms, as a slow tap on a phone does.
    await page.evaluate(() =>
      document.addEventListener('pointerdown', () => {
        const end = performance.now() + 120;
        while (performance.now() < end);
      }),
    );
    // The chunk's request does not mean its observers are running yet: web-vitals reports LCP on
    // the first click it sees, so click until it does.
    const heading = page.getByRole('heading', { level: 1 });
    await expect
      .poll(async () => {
        await heading.click();
        return analyticsEvents(page);
      })
      .toContain('LCP');
    // One more tap now that its observers are surely running. The browser times an interaction
    // only after the next paint, and web-vitals files it in an idle callback: hide the page once
    // both have happened for this tap, as a visitor's tab would be hidden later.
    const timedTap = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const seenBefore = new Set(performance.getEntriesByType('event').map((entry) => (entry as PerformanceEventTiming).interactionId));
          new PerformanceObserver((list, observer) => {
            const fresh = list.getEntries().some((entry) => {
              const { interactionId } = entry as PerformanceEventTiming;
              return interactionId && !seenBefore.has(interactionId);
            });
            if (fresh) {
              observer.disconnect();
              requestIdleCallback(() => resolve());
            }
          }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
        }),
    );
    await heading.click();
    await timedTap;
    await hidePage(page);
    await expect.poll(() => analyticsEvents(page)).toEqual(expect.arrayContaining(['page_view', 'LCP', 'INP', 'CLS']));
  });
});

test('without analytics, the vitals code is never loaded and nothing is queued', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (VITALS_CHUNK.test(request.url())) requested.push(request.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  // Give the idle callback that would load it every chance to run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 200))));
  await page.getByRole('heading', { level: 1 }).click();
  await hidePage(page);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
});
