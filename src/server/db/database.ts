import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseTarget } from '../config';

/**
 * The one database type repositories use: both drivers (PGlite and
 * node-postgres) are a Drizzle PgDatabase with the same query builder.
 * No relational schema is attached: repositories use the core builder
 * (`db.select().from(table)`, `db.insert(table)`), which needs none.
 */
export type Database = PgDatabase<DatabaseQueryResultHKT>;

/** What `db.execute<Row>(sql'…')` answers on both drivers: at least `{ rows }`. */
export interface DatabaseQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
type QueryRows<Row> = { rows: Row[] };

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's state, for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: a dump of the data folder (tests start new databases from one). */
  dump?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: serialises concurrent migrations of several nodes starting at once. */
const MIGRATION_LOCK_ID = 4_242_017;

export interface PostgresOptions {
  /** Schema to put first on every pooled connection's search_path (tests use a throwaway one). */
  searchPath?: string;
  /** Where Drizzle keeps its migrations journal; default 'drizzle'. */
  migrationsSchema?: string;
  max?: number;
}

/** Opens the configured database and brings it to the latest migration. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url);
}

export interface PgliteOptions {
  /** Start from this dump of a data folder (PGlite's dumpDataDir) instead of running initdb. */
  loadDataDir?: Blob;
}

export async function openPglite(
  dataDir: string | 'memory://',
  options: PgliteOptions = {},
): Promise<DatabaseHandle> {
  // PGlite does not create parent folders.
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    kind: 'pglite',
    db,
    ping: () => ping(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  try {
    await migrateWithLock(pool, options.migrationsSchema);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool });
  return {
    kind: 'postgres',
    db,
    ping: () => ping(db),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

async function migrateWithLock(pool: pg.Pool, migrationsSchema: string | undefined): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePostgres(drizzlePostgres({ client }), {
        migrationsFolder: MIGRATIONS_FOLDER,
        ...(migrationsSchema ? { migrationsSchema } : {}),
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
