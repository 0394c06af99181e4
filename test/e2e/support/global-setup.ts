// Starts one production server (built SPA + API, fresh PGlite in a temp dir) for all browser journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url} within ${timeoutMs} ms`);
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;

// What `npm run build` compiles and `npm start` runs (plain node, no tsx).
const SERVER_BUNDLE = path.join('dist', 'server', 'server.js');

export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` (npm run test:e2e does)`);
  }
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigforge-e2e-'));
  child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      CSRF_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
      // Every journey saves from 127.0.0.1: the per-client save limit would throttle the suite.
      SAVE_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child, 90_000);
  project.provide('baseUrl', baseUrl);
}

export async function teardown(): Promise<void> {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
