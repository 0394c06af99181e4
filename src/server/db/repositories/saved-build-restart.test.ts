/** A saved build outlives the app that saved it: read back by a new app on the same database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  completeResponseSchema,
  savedBuildResponseSchema,
} from '../../../domain/contracts/build-api';
import { openPglite, type DatabaseHandle } from '../database';
import { createTestDatabase, testDatabaseKinds, type TestDatabaseKind } from '../test-db';
import {
  AMD_HIGH_END,
  buildClient,
  dataOf,
  testClock,
} from '../../routes/api/configurator-builds/test-builds';
import { testApp } from '../../test-support';

const APP_OPTIONS = { now: testClock, catalog: { pollIntervalMs: 0 } };

/** Opens the database again as a restarted process would: PGlite from its data folder, PostgreSQL through the same handle's server. */
async function databaseFor(
  kind: TestDatabaseKind,
  dataDir: string,
): Promise<{ open(): Promise<DatabaseHandle>; dispose(): Promise<void> }> {
  if (kind === 'pglite') return { open: () => openPglite(dataDir), dispose: async () => undefined };
  const shared = await createTestDatabase(kind);
  // The rows live in the PostgreSQL server; a new app gets a handle to the same schema.
  return {
    open: async () => ({ ...shared, close: async () => undefined }),
    dispose: () => shared.close(),
  };
}

describe.each(testDatabaseKinds())('saved builds across a restart (%s)', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rigforge-restart-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads a build saved before the restart', async () => {
    const database = await databaseFor(kind, dataDir);
    try {
      const first = await database.open();
      const before = await testApp(first, {}, APP_OPTIONS);
      const client = await buildClient(before);
      const saved = completeResponseSchema.parse(
        dataOf(await client.post('completeBuildAndSave', AMD_HIGH_END)),
      );
      const original = savedBuildResponseSchema.parse(
        dataOf(await client.get(`configurator/build/${saved.publicId}`)),
      );
      await before.close();
      await first.close();

      const second = await database.open();
      const after = await testApp(second, {}, APP_OPTIONS);
      try {
        const res = await after.inject({
          method: 'GET',
          url: `/api/configurator/build/${saved.publicId}`,
        });
        expect(savedBuildResponseSchema.parse(dataOf(res))).toEqual(original);
        expect(original).toMatchObject({
          completed: true,
          totalPrice: saved.totalCost,
          build: { cpu: AMD_HIGH_END.cpu },
        });
      } finally {
        await after.close();
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  }, 60_000);
});
