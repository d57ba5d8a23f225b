/**
 * The built server as a process: it starts from the build, serves, and on SIGTERM turns
 * /readyz to 503, finishes what is in flight, drops idle keep-alive sockets and exits 0.
 * Needs `npm run build` first (CI builds before it tests).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER = 'dist/server/server.js';
let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

function start(port: number): Promise<ChildProcess> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run "npm run build" before the tests.`);
  const proc = spawn(process.execPath, [SERVER], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    proc.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"listening"')) resolve(proc);
    });
    proc.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const exited = (proc: ChildProcess) => new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));

describe('the production server process', () => {
  it('serves, then shuts down cleanly on SIGTERM without waiting on idle keep-alive sockets', async () => {
    const port = 4300 + Math.floor(Math.random() * 500);
    const proc = await start(port);
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, '/readyz', agent)).status).toBe(200);
    expect((await get(port, '/', agent)).body).toContain('Most Popular');
    // The agent now holds an idle keep-alive socket; shutdown must not wait 65 s for it.
    const inFlight = get(port, '/get-my-excuse?category=work&tone=formal');
    // Let the server accept and read the request before the signal arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    proc.kill('SIGTERM');
    const [code, response] = await Promise.all([exited(proc), inFlight]);
    expect(response.status).toBe(200);
    expect(response.body).toContain('</html>');
    expect(response.body).toContain('data-testid="excuse-text"');
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    agent.destroy();
  }, 20_000);

  it('refuses to start with a bad setting, naming it', async () => {
    if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run "npm run build" before the tests.`);
    const proc = spawn(process.execPath, [SERVER], {
      env: { ...process.env, NODE_ENV: 'production', PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    proc.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    expect(await exited(proc)).toBe(1);
    expect(stderr).toContain('PORT must be a whole number');
  }, 20_000);
});
