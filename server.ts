/**
 * Starts Excusely: `npm start` runs the built copy of this file in production, `npm run dev`
 * runs it from source with Vite in middleware mode and hot reload.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerEntry } from './src/render-contract';
import { createApp } from './src/server/app';
import { devServerAssets, manifestAssets } from './src/server/assets';
import { ConfigError, loadConfig } from './src/server/config';
import { CardThread } from './src/server/excuse-cards';
import { createLogger, errorFields } from './src/server/logger';
import { renderOptions } from './src/server/page-handler';
import { buildPageStore } from './src/server/page-store';
import { RenderThread } from './src/server/render-thread';
import { securityHeaderList } from './src/server/security';
import { SITE } from './src/site';

/** Longer than a typical load balancer's 60 s idle timeout, so the balancer closes first. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
const HEADERS_TIMEOUT_MS = 66_000;
const REQUEST_TIMEOUT_MS = 120_000;
const CONNECTION_CHECK_MS = 1_000;
const CAP_WARNING_INTERVAL_MS = 60_000;
/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);

  let appParts: ReturnType<typeof createApp>;
  if (config.production) {
    // The built server sits in dist/server beside the built entry; the client build in dist/client.
    const here = path.dirname(fileURLToPath(import.meta.url));
    const clientDir = path.resolve(here, '../client');
    const entryUrl = pathToFileURL(path.join(here, 'entry-server.js')).href;
    // Pages are rendered on a thread of their own (ADR 010); the entry loaded here answers the
    // rest (the route table's pages and spellings, sitemap, search). A thread that cannot load stops the start-up.
    const renderThread = new RenderThread(path.join(here, 'render-worker.js'), { entryPath: entryUrl, clientDir }, logger);
    const [localEntry] = await Promise.all([import(/* @vite-ignore */ entryUrl) as Promise<ServerEntry>, renderThread.ready]);
    const entry = renderThread.entry(localEntry);
    const pageOptions = { config, logger, loadEntry: async () => entry, assets: manifestAssets(clientDir) };
    // Every page is rendered and compressed once, before the server listens (ADR 012); the pages with
    // the excuse of the day, once for each UTC day, the next day's shortly before midnight (ADR 020).
    const pageStore = await buildPageStore(entry, {
      origin: config.publicOrigin,
      securityHeaders: securityHeaderList(config, false),
      renderOptions: (pagePath) => renderOptions(pageOptions, pagePath, true),
      // The day's answers stay rendered per request until a later run makes them.
      onRefreshError: (error) => logger.error('page store refresh failed', errorFields(error)),
    });
    // Generated excuses' share cards are drawn on a thread of their own, started on the first request for one.
    const cardThread = new CardThread(path.join(here, 'card-worker.js'), logger);
    appParts = createApp({ ...pageOptions, clientDir, pageStore, drawExcuseCard: cardThread.draw });
  } else {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    appParts = createApp({
      config,
      logger,
      loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<ServerEntry>,
      assets: devServerAssets(),
      devMiddleware: vite.middlewares,
      // Drawn on this thread: development only.
      drawExcuseCard: async (id) => {
        const { drawExcuseCard } = (await vite.ssrLoadModule(
          '/src/server/share-cards/excuse-card.tsx',
        )) as typeof import('./src/server/share-cards/excuse-card');
        const png = await drawExcuseCard(id);
        if (!png) throw new Error(`No built-in excuse has the id ${id}`);
        return png;
      },
    });
  }

  const { handle, lifecycle } = appParts;
  let stopping = false;
  // Timeouts are enforced on each check of open connections: check often, so a client that trickles
  // its headers (Slowloris) is dropped when the headers timeout runs out, not up to 30 s later.
  const server = http.createServer({ connectionsCheckingInterval: CONNECTION_CHECK_MS }, (req, res) => {
    // Once shutdown has begun, every answer closes its connection, so keep-alive clients cannot
    // hold the process open by sending request after request.
    if (stopping) res.shouldKeepAlive = false;
    handle(req, res);
  });
  server.listen(config.port, config.host, () => {
    logger.info('listening', {
      url: `http://${config.host}:${config.port}`,
      publicOrigin: config.publicOrigin,
      production: config.production,
    });
  });
  // Past the cap, Node closes each new connection at once: the process never runs out of file
  // descriptors, and the connections it has keep being served. Said once a minute at most.
  server.maxConnections = config.maxConnections;
  let lastCapWarning = Number.NEGATIVE_INFINITY;
  server.on('drop', () => {
    if (performance.now() - lastCapWarning < CAP_WARNING_INTERVAL_MS) return;
    lastCapWarning = performance.now();
    logger.warn('connection limit reached, closing new connections', { maxConnections: config.maxConnections });
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('error', (error) => {
    logger.error('server error', errorFields(error));
    process.exit(1);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.ready = false;
    logger.info('shutting down', { signal });
    // Stop accepting, let in-flight requests finish, and drop idle keep-alive sockets now.
    server.close(() => {
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn('shutdown grace period over, closing remaining connections');
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(`${SITE.brand} failed to start:`, error);
  process.exit(1);
});
