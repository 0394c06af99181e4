import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { curatedSeed, seedCuratedCatalog } from '../seed/seed-catalog';
import { createTestDatabase, testDatabaseKinds } from '../test-db';
import { loadPreconfigured } from './preconfigured-build-repository';
import { catalogVersion } from './product-repository';

describe.each(testDatabaseKinds())('pre-configured builds repository (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds the builds, their parts, tags, featured and highlighted rows, and loads them back', async () => {
    const seed = curatedSeed();
    await seedCuratedCatalog(database.db, seed);
    expect(await loadPreconfigured(database.db)).toEqual(seed.preconfigured);
  });

  it('replaces them when the seed changes, in the same catalogue version bump', async () => {
    const seed = curatedSeed();
    const [first, ...rest] = seed.preconfigured!.builds;
    const before = await catalogVersion(database.db);
    const renamed = { ...first!, name: 'Renamed', featuredSort: null, highlighted: true };
    await seedCuratedCatalog(database.db, {
      ...seed,
      preconfigured: { ...seed.preconfigured!, builds: [renamed, ...rest.slice(1)] },
    });
    const loaded = await loadPreconfigured(database.db);
    expect(loaded.builds.map((b) => b.id)).toEqual([first!.id, ...rest.slice(1).map((b) => b.id)]);
    expect(loaded.builds[0]).toEqual(renamed);
    expect(await catalogVersion(database.db)).toBe(before + 1);
  });

  it('leaves them alone when a seed brings none', async () => {
    const seed = curatedSeed();
    await seedCuratedCatalog(database.db, seed);
    await seedCuratedCatalog(database.db, { ...seed, preconfigured: undefined, buildSetTypes: [] });
    expect(await loadPreconfigured(database.db)).toEqual(seed.preconfigured);
  });
});
