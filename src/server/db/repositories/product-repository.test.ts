import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { curatedSeed, seedCuratedCatalog, type CatalogSeed } from '../seed/seed-catalog';
import { createTestDatabase, testDatabaseKinds } from '../test-db';
import type { CatalogRow } from '../../catalog/catalog-row';
import {
  catalogVersion,
  loadBuildSetTypes,
  loadCatalogRows,
  upsertProducts,
} from './product-repository';
import { fixtureRow } from '../../catalog/test-fixtures';

describe.each(testDatabaseKinds())('catalogue repository and seeding (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  const byId = async () =>
    new Map((await loadCatalogRows(database.db)).map((row) => [row.id, row]));

  it('starts at version 0 with no products', async () => {
    expect(await catalogVersion(database.db)).toBe(0);
    expect(await loadCatalogRows(database.db)).toEqual([]);
  });

  it('seeds the curated catalogue and its build set types once; seeding again writes nothing', async () => {
    const seed = curatedSeed();
    const first = await seedCuratedCatalog(database.db, seed);
    expect(first).toMatchObject({
      changed: true,
      inserted: seed.products.length,
      updated: 0,
      withdrawn: 0,
    });
    expect(await catalogVersion(database.db)).toBe(1);
    const rows = await loadCatalogRows(database.db);
    expect(rows).toHaveLength(seed.products.length);
    expect((await loadBuildSetTypes(database.db)).map((t) => t.id)).toEqual(
      seed.buildSetTypes.map((t) => t.id),
    );

    const second = await seedCuratedCatalog(database.db, curatedSeed());
    expect(second).toEqual({ changed: false, inserted: 0, updated: 0, withdrawn: 0 });
    expect(await catalogVersion(database.db)).toBe(1);
    expect(await loadCatalogRows(database.db)).toEqual(rows);
  });

  it('reseeds a changed seed in one version: updates, withdraws dropped curated products from sale', async () => {
    const seed = curatedSeed();
    const [changed, dropped, ...rest] = seed.products;
    const next: CatalogSeed = { ...seed, products: [{ ...changed!, pricePence: 4242 }, ...rest] };
    const report = await seedCuratedCatalog(database.db, next);
    expect(report).toEqual({
      changed: true,
      inserted: 0,
      updated: seed.products.length - 1,
      withdrawn: 1,
    });
    expect(await catalogVersion(database.db)).toBe(2);
    const rows = await byId();
    expect(rows.get(changed!.id)?.pricePence).toBe(4242);
    expect(rows.get(dropped!.id)?.pricePence).toBeNull();
    // Back to the real seed: the dropped product is priced again.
    await seedCuratedCatalog(database.db, seed);
    expect((await byId()).get(dropped!.id)?.pricePence).toBe(dropped!.pricePence);
  });

  it('upserts rows, counting inserts and updates, and bumps the version once per call', async () => {
    const version = await catalogVersion(database.db);
    const rows: CatalogRow[] = [
      fixtureRow('gpu', 'gpu-repo-a', { pricePence: null, externalId: 'ext-a' }),
      fixtureRow('gpu', 'gpu-repo-b', {
        stock: { status: 'preorder', expectedDate: '2027-01-15' },
        leadTimeDays: 5,
      }),
    ];
    expect(await upsertProducts(database.db, rows)).toEqual({ inserted: 2, updated: 0 });
    expect(await catalogVersion(database.db)).toBe(version + 1);
    const changed = [{ ...rows[0]!, pricePence: 19_999 }, fixtureRow('gpu', 'gpu-repo-c')];
    expect(await upsertProducts(database.db, changed)).toEqual({ inserted: 1, updated: 1 });
    expect(await catalogVersion(database.db)).toBe(version + 2);
    expect(await upsertProducts(database.db, [])).toEqual({ inserted: 0, updated: 0 });
    expect(await catalogVersion(database.db)).toBe(version + 2);
  });

  it('loads rows back as stored, unpriced and optional fields included', async () => {
    await upsertProducts(database.db, [
      fixtureRow('gpu', 'gpu-repo-unpriced', { pricePence: null, externalId: 'ext-u' }),
    ]);
    const rows = await byId();
    expect(rows.get('gpu-repo-unpriced')).toMatchObject({
      pricePence: null,
      externalId: 'ext-u',
      source: 'json',
      category: 'gpu',
    });
    const b = rows.get('gpu-repo-b');
    expect(b).toEqual(
      fixtureRow('gpu', 'gpu-repo-b', {
        stock: { status: 'preorder', expectedDate: '2027-01-15' },
        leadTimeDays: 5,
      }),
    );
  });

  it('loads only priced rows when asked (the in-memory catalogue needs no others)', async () => {
    const priced = await loadCatalogRows(database.db, { pricedOnly: true });
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((row) => row.pricePence !== null)).toBe(true);
    expect(priced.map((row) => row.id)).not.toContain('gpu-repo-unpriced');
  });

  it('keeps (source, externalId) unique', async () => {
    await expect(
      upsertProducts(database.db, [fixtureRow('gpu', 'gpu-repo-dup', { externalId: 'ext-a' })]),
    ).rejects.toThrow();
  });

  it('upserts and loads back thousands of rows across chunks and pages', async () => {
    const before = (await loadCatalogRows(database.db)).length;
    const many = Array.from({ length: 5200 }, (_, i) =>
      fixtureRow('memory', `memory-bulk-${i}`, { externalId: `bulk-${i}`, pricePence: 1000 + i }),
    );
    expect(await upsertProducts(database.db, many)).toEqual({ inserted: 5200, updated: 0 });
    const rows = await byId();
    expect(rows.size).toBe(before + 5200);
    expect(rows.get('memory-bulk-5199')?.pricePence).toBe(6199);
    expect(await upsertProducts(database.db, many.slice(0, 2500))).toEqual({
      inserted: 0,
      updated: 2500,
    });
  });
});
