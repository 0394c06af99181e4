import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import type { DatabaseTarget } from '../config';
import { loggableError } from './errors';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database; only repositories use it. */
    db: Database;
    /** Answers when the database responds to `select 1` (readiness). */
    pingDatabase(): Promise<void>;
    /** The PostgreSQL pool's state; null on PGlite (one in-process connection). */
    databasePoolStats(): { total: number; idle: number; waiting: number } | null;
  }
}

export interface DbOptions {
  /** An already opened database (tests, bench): the app uses it and leaves closing it to the owner. */
  database?: DatabaseHandle;
  target: DatabaseTarget;
  /** PostgreSQL connect and query deadline (ms). */
  timeoutMs?: number;
}

export const dbPlugin = fp<DbOptions>(async (app, { database, target, timeoutMs }) => {
  const handle = database ?? (await openDatabase(target, timeoutMs ? { timeoutMs } : {}));
  app.decorate('db', handle.db);
  app.decorate('pingDatabase', () => handle.ping());
  app.decorate('databasePoolStats', () => handle.poolStats?.() ?? null);
  // An outage is logged once when it starts and once when it ends; the calls it fails
  // meanwhile answer 503 and log at debug (ADR 098).
  handle.circuit?.onChange((event) => {
    if (event.state === 'down')
      app.log.warn(
        { err: event.error instanceof Error ? loggableError(event.error) : event.error },
        'database unavailable: calls answer 503 until it answers again',
      );
    else app.log.warn({ downForMs: event.downForMs }, 'database available again');
  });
  if (!database) app.addHook('onClose', () => handle.close());
});
