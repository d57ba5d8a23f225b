/**
 * Writes brotli (`.br`, quality 11) and gzip (`.gz`, level 9) forms beside every text file under a
 * folder that has none yet, so servers send them as they are instead of compressing per request:
 * the Node server for the client build, any static host for the export.
 * Usage: node scripts/precompress.mjs <dir>   (npm run build runs it on dist/client)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|xml|txt|js|css|svg|json|webmanifest|ico)$/;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** Every compressible file under `dir` without a `.br` beside it, compressed on the thread pool. Returns how many. */
export async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !existsSync(`${file}.br`));
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        toBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        toGzip(body, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gz);
    }),
  );
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <dir>');
    process.exit(1);
  }
  console.log(`Precompressed ${await precompress(dir)} files in ${dir} (.br and .gz beside each)`);
}
