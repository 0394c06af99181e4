/** Client error reports: insert, and read back by id for tests and support. */
import { eq } from 'drizzle-orm';
import type { ErrorLogRequest } from '../../../domain/contracts/platform';
import type { Database } from '../database';
import { errorLogs } from '../schema/platform';

export type ErrorLogRow = typeof errorLogs.$inferSelect;

export async function insertErrorLog(
  db: Database,
  entry: ErrorLogRequest & { userAgent: string | null },
): Promise<string> {
  const [row] = await db
    .insert(errorLogs)
    .values({
      message: entry.message,
      url: entry.url,
      clientData: entry.clientData ?? null,
      userAgent: entry.userAgent,
    })
    .returning({ id: errorLogs.id });
  if (!row) throw new Error('insert into error_logs returned no row');
  return row.id;
}

export async function findErrorLog(db: Database, id: string): Promise<ErrorLogRow | undefined> {
  const [row] = await db.select().from(errorLogs).where(eq(errorLogs.id, id));
  return row;
}
