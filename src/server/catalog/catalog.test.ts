import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { seedCuratedCatalog } from '../db/seed/seed-catalog';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import { Catalog, type CatalogLogger, type CatalogTimers } from './catalog';
import type { CatalogRow } from './catalog-row';
import { upsertProducts } from '../db/repositories/product-repository';
import { fixtureRow } from './test-fixtures';

function fakeLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies CatalogLogger;
}

/** Timers whose interval callback the test runs by hand. */
function manualTimers() {
  const ticks: (() => unknown)[] = [];
  const timers: CatalogTimers & { cleared: unknown[] } = {
    cleared: [],
    setInterval: (callback) => ticks.push(callback),
    clearInterval: (handle) => void timers.cleared.push(handle),
  };
  return { timers, tick: () => Promise.all(ticks.map((t) => t())) };
}

describe.each(testDatabaseKinds())('in-memory catalogue (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedCuratedCatalog(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('offers priced, valid products and skips invalid rows with a warning instead of failing', async () => {
    const broken = {
      ...fixtureRow('gpu', 'gpu-broken'),
      specs: { chipVendor: 'nobody' },
    } as unknown as CatalogRow;
    await upsertProducts(database.db, [
      broken,
      fixtureRow('gpu', 'gpu-unpriced', { pricePence: null }),
    ]);
    const log = fakeLogger();
    const catalog = await Catalog.load(database.db, log);
    const snapshot = catalog.current;
    expect(snapshot.byId.has('gpu-broken')).toBe(false);
    expect(snapshot.byId.has('gpu-unpriced')).toBe(false);
    expect(snapshot.skipped).toBe(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'gpu-broken' }),
      expect.stringContaining('skipped'),
    );
    expect(snapshot.listings('gpu').length).toBeGreaterThan(0);
  });

  it('tells its listeners about a reload that changed the version, and only about such', async () => {
    const log = fakeLogger();
    const catalog = await Catalog.load(database.db, log);
    const seen: number[] = [];
    catalog.onChange(() => {
      throw new Error('a listener that fails');
    });
    const stop = catalog.onChange((snapshot) => seen.push(snapshot.version));
    expect(await catalog.reload()).toBe(false);
    expect(seen).toEqual([]);
    await upsertProducts(database.db, [fixtureRow('gpu', 'gpu-listener-test')]);
    expect(await catalog.reload()).toBe(true);
    expect(seen).toEqual([catalog.version]);
    // The failing listener is logged; the new catalogue stays loaded.
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'catalogue change listener failed');
    expect(catalog.current.byId.has('gpu-listener-test')).toBe(true);
    stop();
    await upsertProducts(database.db, [fixtureRow('gpu', 'gpu-listener-test-2')]);
    expect(await catalog.reload()).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it('polls the version and swaps in the changed catalogue; stops polling when asked', async () => {
    const catalog = await Catalog.load(database.db, fakeLogger());
    const { timers, tick } = manualTimers();
    catalog.startPolling(10_000, timers);
    const before = catalog.current;
    await tick();
    expect(catalog.current).toBe(before);

    await upsertProducts(database.db, [fixtureRow('gpu', 'gpu-polled', { pricePence: 31_415 })]);
    await tick();
    expect(catalog.current).not.toBe(before);
    expect(catalog.version).toBeGreaterThan(before.version);
    expect(catalog.current.byId.get('gpu-polled')?.pricePence).toBe(31_415);
    // The old snapshot is untouched: requests holding it keep a consistent view.
    expect(before.byId.has('gpu-polled')).toBe(false);

    catalog.stopPolling();
    expect(timers.cleared).toHaveLength(1);
  });

  it('keeps the loaded catalogue when a poll fails', async () => {
    const log = fakeLogger();
    const catalog = await Catalog.load(database.db, log);
    const failing = {
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as typeof database.db;
    const broken = Object.assign(Object.create(Object.getPrototypeOf(catalog) as object), catalog, {
      db: failing,
    }) as Catalog;
    expect(await broken.refreshIfChanged()).toBe(false);
    expect(broken.current).toBe(catalog.current);
    expect(log.error).toHaveBeenCalled();
  });

  // Defect 8 of issue 34: every poll during a database outage logged an error.
  it('logs nothing at warn or error for polls that find the database away', async () => {
    const log = fakeLogger();
    const catalog = await Catalog.load(database.db, log);
    const away = {
      select: () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        });
      },
    } as unknown as typeof database.db;
    const polling = Object.assign(
      Object.create(Object.getPrototypeOf(catalog) as object),
      catalog,
      {
        db: away,
      },
    ) as Catalog;
    const { timers, tick } = manualTimers();
    // Loading may warn about skipped rows; only the polls count here.
    log.warn.mockClear();
    polling.startPolling(1_000, timers);
    for (let poll = 0; poll < 10; poll += 1) await tick();
    polling.stopPolling();
    expect(polling.current).toBe(catalog.current);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});
