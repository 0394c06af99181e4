import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../../domain/catalog/categories';
import { loadCatalogRows } from '../db/repositories/product-repository';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { testApp } from '../test-support';
import { databaseImportTarget } from './database-target';
import { importCatalog } from './import-catalog';
import { brandKey } from './shared/canonical-brands';

/** The shared datasets sit beside the repository (../shared/datasets), e.g. /work/shared/datasets. */
const DATASETS = path.resolve(import.meta.dirname, '../../../../shared/datasets');
const present =
  existsSync(path.join(DATASETS, 'pc-part-dataset')) &&
  existsSync(path.join(DATASETS, 'buildcores-open-db'));

let handle: DatabaseHandle | undefined;
afterAll(async () => handle?.close());

describe('import of the real datasets', () => {
  if (!present) {
    it.skip(`shared datasets not found at ${DATASETS}: skipping the full import test`, () =>
      undefined);
    return;
  }

  it(
    'imports at least 60,000 products from both datasets, every one readable back, and the app sells them',
    { timeout: 300_000 },
    async () => {
      handle = await createTestDatabase('pglite');
      const db = handle.db;
      const target = databaseImportTarget(db);
      const pcPart = await importCatalog({
        dir: path.join(DATASETS, 'pc-part-dataset'),
        format: 'pc-part-dataset',
        target,
      });
      const buildcores = await importCatalog({
        dir: path.join(DATASETS, 'buildcores-open-db'),
        format: 'buildcores',
        target,
      });

      expect(pcPart.inserted + buildcores.inserted).toBeGreaterThanOrEqual(60_000);
      expect(pcPart.skipReasons.some((r) => r.reason.startsWith('invalid'))).toBe(false);
      expect(buildcores.skipReasons.some((r) => r.reason.startsWith('invalid'))).toBe(false);
      const rows = await loadCatalogRows(db);
      expect(rows).toHaveLength(pcPart.inserted + buildcores.inserted);
      // Short ids (ADR 035): `<source>-<kind>-<n>`, numbered 1, 2, … per kind without gaps.
      const highest = new Map<string, number>();
      const perKind = new Map<string, number>();
      for (const { id } of rows) {
        const [, prefix = '', n = ''] = /^((?:bc|pp)-[a-z]+)-([1-9][0-9]*)$/.exec(id) ?? [];
        expect(prefix, `${id} is a short id`).not.toBe('');
        highest.set(prefix, Math.max(Number(n), highest.get(prefix) ?? 0));
        perKind.set(prefix, (perKind.get(prefix) ?? 0) + 1);
      }
      expect(highest).toEqual(perKind);
      // One spelling per brand across every category and both datasets (ADR 107).
      const spellings = new Map<string, Set<string>>();
      for (const { brand } of rows) {
        const key = brandKey(brand);
        spellings.set(key, (spellings.get(key) ?? new Set()).add(brand));
      }
      const split = [...spellings.values()].filter((s) => s.size > 1).map((s) => [...s]);
      expect(split, 'brands spelled more than one way').toEqual([]);
      expect(rows.filter((r) => r.brand === 'ASUS').length).toBeGreaterThan(1_000);
      expect(rows.some((r) => r.brand === 'Asus')).toBe(false);
      // Every product kind the shop sells, except the assembly service, which no dataset has.
      expect(new Set(rows.map((r) => r.category))).toEqual(
        new Set(PRODUCT_CATEGORIES.filter((category) => category !== 'sundries')),
      );

      // The app starts on that catalogue and serves its lists (priced products are for sale).
      const app = await testApp(handle, {}, { catalog: { pollIntervalMs: 0 } });
      try {
        type Item = { id: string; imageUrl: string };
        const list = async (url: string) =>
          ((await app.inject({ method: 'GET', url })).json() as { data: Item[] }).data;
        const gpus = await list('/api/configurator/allgpucomponents');
        expect(gpus.length).toBeGreaterThan(1_000);
        const imported = gpus.find((gpu) => gpu.id.startsWith('pp-'));
        expect(imported, 'an imported graphics card is on sale').toBeDefined();
        expect(
          (await list('/api/configurator/allcasecomponents?caseSize=2')).length,
        ).toBeGreaterThan(500);
        expect((await list('/api/configurator/allcpucomponents?chipset=2')).length).toBeGreaterThan(
          100,
        );
        const art = await app.inject({ method: 'GET', url: imported?.imageUrl ?? '' });
        expect(art.statusCode).toBe(200);
        expect(art.headers['content-type']).toContain('image/svg+xml');
      } finally {
        await app.close();
      }
    },
  );
});
