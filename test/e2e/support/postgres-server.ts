// A second production server on its own PostgreSQL database, for journeys that change the
// catalogue under a running shop (a part retired): SQL runs against its database, and the
// server picks the change up on its next catalogue poll (every second here).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  baseUrl: string;
  sql: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  stop: () => Promise<void>;
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

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready at ${url}`);
}

/** Creates a fresh database next to `adminUrl`'s and serves the shop on it. */
export async function startPostgresServer(adminUrl: string): Promise<PostgresServer> {
  const name = `rigforge_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigforge-e2e-pg-'));
  const child = spawn(process.execPath, [path.join('dist', 'server', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      CATALOG_POLL_SECONDS: '1',
      LOG_LEVEL: 'warn',
      CSRF_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(baseUrl, child, 90_000);
    await db.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, sql: (text, values) => db.query(text, values), stop };
}
