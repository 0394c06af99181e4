import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type DatabaseHandle } from './database';
import { OutageProxy } from './outage-proxy';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** 'pglite' always; 'postgres' too when TEST_DATABASE_URL points at a server. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated database: in-memory PGlite, or on PostgreSQL a throwaway
 * schema `t_<random>` (dropped on close). Create one per test file, not per test.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openPglite('memory://', { loadDataDir: await pgliteTemplate() });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema "${schema}"`);
  let handle: DatabaseHandle;
  try {
    handle = await openPostgres(url, { searchPath: schema, migrationsSchema: schema, max: 4 });
  } catch (error) {
    await adminQuery(url, `drop schema "${schema}" cascade`);
    throw error;
  }
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(url, `drop schema if exists "${schema}" cascade`);
    },
  };
}

/** One statement on the server at `url` (create or drop a schema or database), outside any pool. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A dump of a freshly migrated PGlite database, made once per set of migrations and kept in
 * the temp folder: loading it is several times quicker than initdb plus the migrations, for
 * every test file. Keyed by the migrations' content, so a new migration makes a new template.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `rigforge-pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openPglite('memory://');
  const dump = await handle.dump?.();
  await handle.close();
  if (!dump) throw new Error('PGlite handles can dump their data folder');
  // Written under a unique name then renamed, so parallel test workers never read half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Settles within `ms`: a hung call shows as 'hung' instead of stalling the test. */
export function within<T>(ms: number, promise: Promise<T>): Promise<T | 'hung'> {
  return Promise.race([promise, new Promise<'hung'>((r) => setTimeout(() => r('hung'), ms))]);
}

/**
 * A throwaway database on the PostgreSQL at `adminUrl`, reached through an OutageProxy the test
 * can black-hole or refuse; `close` stops the proxy and drops the database.
 */
export async function proxiedDatabase(adminUrl: string, prefix: string) {
  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${database}`);
  const target = new URL(adminUrl);
  const proxy = await OutageProxy.start(target.hostname, Number(target.port || 5432));
  const url = new URL(adminUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${database}`;
  return {
    proxy,
    url: url.toString(),
    close: async () => {
      await proxy.close();
      await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    },
  };
}
