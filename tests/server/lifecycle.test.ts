/**
 * The built server as a process: it starts from the build, serves, and on SIGTERM stops
 * accepting, finishes the request in flight, drops idle keep-alive sockets and exits 0.
 * The build is made first when it is missing or stale.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { PATHS } from '../../src/paths';
import { freePort, startServer, stopServers } from './test-app';

const SERVER = 'dist/server/server.js';
beforeAll(() => ensureBuild(), 120_000);

afterEach(stopServers);

/** Starts the built server on a port. */
const start = (port: number) => startServer([SERVER], { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' });

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
  it('on SIGTERM finishes the request in flight, drops idle keep-alive sockets and exits 0', async () => {
    const port = 4300 + Math.floor(Math.random() * 500);
    const { proc, logged } = await start(port);
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, '/readyz', agent)).status).toBe(200);
    expect((await get(port, PATHS.home, agent)).body).toContain('Most Popular');
    // The agent now holds an idle keep-alive socket; shutdown must not wait 65 s for it.

    // A request genuinely in flight: its headers are half sent, so the server cannot have answered it.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET ${PATHS.generator}?category=work&tone=formal HTTP/1.1\r\nHost: localhost\r\n`);
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
    });
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));

    const started = Date.now();
    const exit = exited(proc);
    proc.kill('SIGTERM');
    await logged('shutting down');
    // The server no longer takes new connections...
    await expect(get(port, '/readyz')).rejects.toThrow(/ECONNREFUSED/);
    // ...but the request it had already begun to read still gets its whole answer.
    socket.write('Connection: close\r\n\r\n');
    const [code] = await Promise.all([exit, socketClosed]);
    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('data-testid="excuse-text"');
    expect(response.trimEnd().endsWith('</html>') || response.includes('</html>')).toBe(true);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    agent.destroy();
  }, 20_000);

  it('closes connections past MAX_CONNECTIONS at once, says so, and serves again when one frees up', async () => {
    const port = await freePort();
    const { lines, logged } = await startServer([SERVER], {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      MAX_CONNECTIONS: '5',
    });
    const connect = async () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      return socket;
    };
    // Five silent sockets fill the cap (a socket counts once the server has accepted it).
    const silent = [];
    for (let index = 0; index < 5; index += 1) silent.push(await connect());
    const refused = await connect();
    const closed = new Promise((resolve) => refused.once('close', resolve));
    refused.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    let answer = '';
    refused.on('data', (chunk) => {
      answer += chunk;
    });
    await closed;
    expect(answer).toBe('');
    await logged('connection limit reached, closing new connections');
    expect(lines.filter((line) => line.includes('connection limit reached'))).toHaveLength(1);
    // One frees up: the next client is served.
    const freed = silent.pop();
    const freedClosed = new Promise((resolve) => freed?.once('close', resolve));
    freed?.destroy();
    await freedClosed;
    await expect.poll(async () => (await get(port, '/healthz').catch(() => ({ status: 0 }))).status).toBe(200);
    for (const socket of silent) socket.destroy();
  }, 30_000);

  it('refuses to start with a bad setting, naming it', async () => {
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
