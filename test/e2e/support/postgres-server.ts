// A second production server on its own PostgreSQL database, for journeys that change the
// catalogue under a running shop (a part retired): SQL runs against its database, and the
// server picks the change up on its next catalogue poll (every second here).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServerProcess } from './server-process';

export interface PostgresServer {
  baseUrl: string;
  sql: (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
  stop: () => Promise<void>;
}

/** Creates a fresh database beside `adminUrl`'s and serves the shop on it. */
export async function startPostgresServer(adminUrl: string): Promise<PostgresServer> {
  const name = `rigforge_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigforge-e2e-pg-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  const stop = async () => {
    await server?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      CATALOG_POLL_SECONDS: '1',
      CSRF_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
    });
    await db.connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: server.baseUrl, sql: (text, values) => db.query(text, values), stop };
}
