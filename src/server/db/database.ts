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
import { DatabaseAwayError, DatabaseCircuit } from './database-circuit';

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
  /** PostgreSQL with a deadline: whether it answers, shared by every call (ADR 098). */
  circuit?: DatabaseCircuit;
}

/** While PostgreSQL is away, how often to try it again. */
const RETRY_MS = 1_000;

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
  const timeoutMs = options.timeoutMs;
  const circuit =
    timeoutMs === undefined
      ? undefined
      : new DatabaseCircuit(() => probe(connection, timeoutMs), { retryMs: RETRY_MS });
  if (circuit) guardPool(pool, circuit);
  const db = drizzlePostgres({ client: pool });
  return {
    kind: 'postgres',
    db,
    ping: () => ping(db),
    close: async () => {
      circuit?.close();
      await pool.end();
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    ...(circuit ? { circuit } : {}),
  };
}

/** One connection and `select 1` within the deadline: whether the database answers again. */
async function probe(connection: pg.ClientConfig, timeoutMs: number): Promise<void> {
  const client = new pg.Client({
    ...connection,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

type Args = unknown[];
const hasCallback = (args: Args) =>
  typeof args[args.length - 1] === 'function' ||
  typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';

/**
 * Puts the pool's calls behind the circuit (Drizzle uses `pool.query(...)` and, for
 * transactions, `pool.connect()` then `client.query(...)`, in their promise forms; pg-pool's
 * own callback-form calls go straight through). A call abandoned in an outage leaves its
 * connection destroyed, not pooled; and connections made before an outage are not reused
 * after it (a partition can leave them open and silent).
 */
function guardPool(pool: pg.Pool, circuit: DatabaseCircuit): void {
  let generation = 0;
  const born = new WeakMap<object, number>();
  const broken = new WeakSet<object>();
  const guarded = new WeakSet<object>();
  pool.on('connect', (client) => {
    born.set(client, generation);
    // pg-pool listens for errors only on idle clients; one checked out by a call the circuit
    // abandoned can lose its connection too, which must not crash the process.
    client.on('error', () => broken.add(client));
  });
  circuit.onChange((event) => {
    if (event.state === 'down') generation += 1;
  });
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const connectWithCallback = pool.connect.bind(pool) as (...args: Args) => unknown;
  const query = pool.query.bind(pool) as (...args: Args) => unknown;

  const guardClient = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release.bind(client);
    client.release = (error?: Error | boolean) =>
      release(error ?? (broken.has(client) || born.get(client) !== generation ? true : undefined));
    if (guarded.has(client)) return client;
    guarded.add(client);
    const clientQuery = client.query.bind(client) as (...args: Args) => unknown;
    (client as { query: unknown }).query = (...args: Args) => {
      if (hasCallback(args)) return clientQuery(...args);
      return circuit
        .run(() => clientQuery(...args) as Promise<unknown>)
        .catch((error: unknown) => {
          if (error instanceof DatabaseAwayError) broken.add(client);
          throw error;
        });
    };
    return client;
  };

  const checkout = async (): Promise<pg.PoolClient> => {
    for (;;) {
      const client = await connect();
      if (born.get(client) === generation) return guardClient(client);
      client.release(true);
    }
  };

  (pool as { connect: unknown }).connect = (...args: Args) =>
    hasCallback(args)
      ? connectWithCallback(...args)
      : circuit.run(checkout, (late) => late.release(true));
  (pool as { query: unknown }).query = (...args: Args) => {
    if (hasCallback(args)) return query(...args);
    return circuit.run(async () => {
      const client = await checkout();
      try {
        return await (client.query as (...a: Args) => Promise<unknown>)(...args);
      } finally {
        client.release();
      }
    });
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
