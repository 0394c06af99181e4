// Starting and stopping the compiled production server (dist/server/server.js) as its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// What `npm run build` compiles and `npm start` runs (plain node, no tsx).
export const SERVER_BUNDLE = path.join('dist', 'server', 'server.js');

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the compiled server on a free port with these settings and waits until it is ready. */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` (npm run test:e2e does)`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitUntilReady(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, child, stop };
}
