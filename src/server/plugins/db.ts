import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import type { DatabaseTarget } from '../config';
import { globalPlugin } from './global-plugin';

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

export const dbPlugin = globalPlugin<DbOptions>(async (app, { database, target, timeoutMs }) => {
  const handle = database ?? (await openDatabase(target, timeoutMs ? { timeoutMs } : {}));
  app.decorate('db', handle.db);
  app.decorate('pingDatabase', () => handle.ping());
  app.decorate('databasePoolStats', () => handle.poolStats?.() ?? null);
  if (!database) app.addHook('onClose', () => handle.close());
});
