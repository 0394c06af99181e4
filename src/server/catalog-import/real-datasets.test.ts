import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogRows, upsertProducts } from '../catalog/product-repository';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { importCatalog } from './import-catalog';

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
    'imports at least 60,000 products from both datasets, every one readable back',
    { timeout: 300_000 },
    async () => {
      handle = await createTestDatabase('pglite');
      const db = handle.db;
      const write = (rows: Parameters<typeof upsertProducts>[1]) => upsertProducts(db, rows);
      const pcPart = await importCatalog({
        dir: path.join(DATASETS, 'pc-part-dataset'),
        format: 'pc-part-dataset',
        write,
      });
      const buildcores = await importCatalog({
        dir: path.join(DATASETS, 'buildcores-open-db'),
        format: 'buildcores',
        write,
      });

      expect(pcPart.inserted + buildcores.inserted).toBeGreaterThanOrEqual(60_000);
      expect(pcPart.skipReasons.some((r) => r.reason.startsWith('invalid'))).toBe(false);
      expect(buildcores.skipReasons.some((r) => r.reason.startsWith('invalid'))).toBe(false);
      const rows = await loadCatalogRows(db);
      expect(rows).toHaveLength(pcPart.inserted + buildcores.inserted);
      expect(new Set(rows.map((r) => r.category))).toEqual(
        new Set([
          'case',
          'cpu',
          'motherboard',
          'memory',
          'gpu',
          'storage',
          'psu',
          'coolingCpu',
          'fans',
          'soundcard',
          'networking',
          'os',
        ]),
      );
    },
  );
});
