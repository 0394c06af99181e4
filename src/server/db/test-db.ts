import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from './database';

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
  if (kind === 'pglite') return openPglite('memory://');
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

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
