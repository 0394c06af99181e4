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
import { lockDataDir } from './data-dir-lock';

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
  /**
   * Deadline in ms to connect and for each query (client- and server-side); none when unset.
   * A database that went away then fails calls within seconds instead of hanging for a minute.
   */
  timeoutMs?: number;
}

/** Opens the configured database and brings it to the latest migration. */
export async function openDatabase(
  target: DatabaseTarget,
  options: Pick<PostgresOptions, 'timeoutMs'> = {},
): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target.url, options);
}

/** Pool settings that bound a database that is away: connect and query deadlines, TCP keepalive. */
function timeoutSettings(timeoutMs: number | undefined): pg.PoolConfig {
  const keepAlive = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 };
  if (timeoutMs === undefined) return keepAlive;
  return {
    ...keepAlive,
    connectionTimeoutMillis: timeoutMs,
    // Client-side: a black-holed connection never answers, so the server's timeout never fires.
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
  };
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
  // One process per folder: a second one would run its own Postgres over the same files.
  const unlock = dataDir === 'memory://' ? () => undefined : await lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(
      dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    ping: () => ping(db),
    close: async () => {
      await client.close();
      unlock();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const connection = {
    connectionString: url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  };
  // Migrations run on their own connection without query deadlines: waiting for another
  // node's migration lock, or a long migration, is not an outage.
  await migrateWithLock(connection, options.migrationsSchema, options.timeoutMs);
  const pool = new pg.Pool({
    ...connection,
    max: options.max ?? 10,
    ...timeoutSettings(options.timeoutMs),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
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

/**
 * The server could not reach its PostgreSQL at start-up: says where (host, port, database and
 * user from DATABASE_URL, never the password), what went wrong and what to check.
 */
export class DatabaseStartError extends Error {
  constructor(url: string, timeoutMs: number | undefined, cause: unknown) {
    const target = URL.parse(url);
    const where = target
      ? `${target.hostname || 'localhost'}:${target.port || '5432'}` +
        ` (database '${decodeURIComponent(target.pathname.slice(1)) || 'postgres'}',` +
        ` user '${decodeURIComponent(target.username) || 'postgres'}')`
      : 'the address in DATABASE_URL';
    const reason = cause instanceof Error ? cause.message : String(cause);
    const timedOut = /timeout/i.test(reason);
    super(
      `Cannot start: PostgreSQL at ${where} did not ` +
        (timedOut && timeoutMs
          ? `answer within ${timeoutMs / 1000} s (${reason}).`
          : `accept the connection (${reason}).`) +
        '\nCheck that the database server is running and reachable from this host (DATABASE_URL, ' +
        'firewall, network), that the user and database exist' +
        (timeoutMs ? ', or raise DATABASE_TIMEOUT_SECONDS for a slow network.' : '.'),
      { cause },
    );
    this.name = 'DatabaseStartError';
  }
}

async function migrateWithLock(
  connection: pg.ClientConfig & { connectionString: string },
  migrationsSchema: string | undefined,
  connectTimeoutMs: number | undefined,
): Promise<void> {
  const client = new pg.Client({
    ...connection,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseStartError(connection.connectionString, connectTimeoutMs, error);
  }
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
    await client.end();
  }
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
