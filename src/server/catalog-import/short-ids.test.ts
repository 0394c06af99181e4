import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogRow } from '../catalog/catalog-row';
import type { DatabaseHandle } from '../db/database';
import {
  loadCatalogRows,
  loadProductKeys,
  upsertProducts,
} from '../db/repositories/product-repository';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import { mapBuildcoresGpu } from './buildcores/graphics-cards';
import { databaseImportTarget } from './database-target';
import { importCatalog, type ImportTarget } from './import-catalog';

/** A BuildCores graphics card record; `n` makes its opendb_id and name. */
const gpu = (n: number) => ({
  opendb_id: `0000000${n}-61f0-4057-ad9d-9aaea84645d0`,
  power_connectors: { pcie_6_pin: 0, pcie_8_pin: 1, pcie_12VHPWR: 0, pcie_12V_2x6: 0 },
  metadata: { name: `Asus ROG STRIX Radeon RX 570 4GB rev ${n}`, manufacturer: 'ASUS' },
  chipset_manufacturer: 'AMD',
  chipset: 'Radeon RX 570',
  memory: 4,
  length: 240,
  tdp: 150,
  total_slot_width: 2,
  cooling: '2 Fans',
});
const cpu = (name: string) => ({
  name,
  price: 199,
  core_count: 6,
  core_clock: 4.7,
  boost_clock: 5.3,
  microarchitecture: 'Zen 4',
  tdp: 65,
  graphics: 'Radeon',
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'short-ids-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes one dataset folder (file name → records) and answers its path. */
function dataset(name: string, files: Record<string, unknown[]>): string {
  const folder = path.join(dir, name);
  mkdirSync(folder, { recursive: true });
  for (const [file, records] of Object.entries(files))
    writeFileSync(path.join(folder, file), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return folder;
}

/** Ids by external id (the source's own key), of one source. */
async function idsOf(handle: DatabaseHandle, source: string): Promise<Record<string, string>> {
  const rows = await loadCatalogRows(handle.db);
  return Object.fromEntries(
    rows.filter((r) => r.source === source).map((r) => [r.externalId ?? '', r.id]),
  );
}

const opendb = (n: number) => gpu(n).opendb_id;

describe.each(testDatabaseKinds())('short ids for imported products (%s, ADR 035)', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  }, 60_000);
  afterAll(async () => handle?.close());
  const into = () => databaseImportTarget(handle.db);

  it('gives new products the next number of their kind, in file order, with art under that id', async () => {
    const folder = dataset('bc-first', { 'GPU.jsonl': [gpu(1), gpu(2)] });
    const report = await importCatalog({ dir: folder, format: 'buildcores', target: into() });
    expect(report).toMatchObject({ inserted: 2, updated: 0 });
    expect(await idsOf(handle, 'buildcores')).toEqual({
      [opendb(1)]: 'bc-gpu-1',
      [opendb(2)]: 'bc-gpu-2',
    });
    const stored = (await loadCatalogRows(handle.db)).find((r) => r.id === 'bc-gpu-1');
    expect(stored?.imageUrl).toBe('/media/products/bc-gpu-1.svg');

    const pcPart = dataset('pp-first', {
      'cpu.jsonl': [cpu('AMD Ryzen 5 7600X'), cpu('AMD Ryzen 5 7600')],
    });
    await importCatalog({ dir: pcPart, format: 'pc-part-dataset', target: into() });
    expect(Object.values(await idsOf(handle, 'pc-part-dataset'))).toEqual(['pp-cpu-1', 'pp-cpu-2']);
  });

  it('gives every known product the id it has on a re-import: nothing new is inserted', async () => {
    const before = await idsOf(handle, 'buildcores');
    const report = await importCatalog({
      dir: path.join(dir, 'bc-first'),
      format: 'buildcores',
      target: into(),
    });
    expect(report).toMatchObject({ inserted: 0, updated: 2 });
    expect(await idsOf(handle, 'buildcores')).toEqual(before);
  });

  it('an updated file keeps the old ids and numbers the new product next, wherever it stands', async () => {
    const folder = dataset('bc-updated', { 'GPU.jsonl': [gpu(3), gpu(2), gpu(1)] });
    const report = await importCatalog({ dir: folder, format: 'buildcores', target: into() });
    expect(report).toMatchObject({ inserted: 1, updated: 2 });
    expect(await idsOf(handle, 'buildcores')).toEqual({
      [opendb(1)]: 'bc-gpu-1',
      [opendb(2)]: 'bc-gpu-2',
      [opendb(3)]: 'bc-gpu-3',
    });
  });

  it('keeps a product stored under its old long id; only new products get short ids', async () => {
    // Stored as an import before short ids did it: id `bc-gpu-<opendb uuid>`.
    const mapped = mapBuildcoresGpu(gpu(4));
    if (!('row' in mapped)) throw new Error('the fixture maps');
    const longId = `bc-gpu-${opendb(4)}`;
    expect(mapped.row.id).toBe(longId);
    await upsertProducts(handle.db, [mapped.row]);

    const folder = dataset('bc-after-upgrade', { 'GPU.jsonl': [gpu(5), gpu(4), gpu(1)] });
    const report = await importCatalog({ dir: folder, format: 'buildcores', target: into() });
    expect(report).toMatchObject({ inserted: 1, updated: 2 });
    const ids = await idsOf(handle, 'buildcores');
    expect(ids[opendb(4)]).toBe(longId);
    expect(ids[opendb(1)]).toBe('bc-gpu-1');
    expect(ids[opendb(5)]).toBe('bc-gpu-4');
    const rows = await loadCatalogRows(handle.db);
    expect(rows.find((r) => r.id === longId)?.imageUrl).toBe(`/media/products/${longId}.svg`);
  });

  it('refuses to write a new product under an id another import gave meanwhile', async () => {
    // Two imports at once: this one read the stored products before the other wrote bc-gpu-5.
    const stale = await loadProductKeys(handle.db);
    await importCatalog({
      dir: dataset('bc-other', { 'GPU.jsonl': [gpu(6)] }),
      format: 'buildcores',
      target: into(),
    });
    const taken = (await loadCatalogRows(handle.db)).find((r) => r.id === 'bc-gpu-5');
    expect(taken?.externalId).toBe(opendb(6));
    await expect(
      importCatalog({
        dir: dataset('bc-racing', { 'GPU.jsonl': [gpu(9)] }),
        format: 'buildcores',
        target: { ...into(), storedProducts: async () => stale },
      }),
    ).rejects.toThrow(/already belong to other products.*bc-gpu-5/);
    const after = (await loadCatalogRows(handle.db)).find((r) => r.id === 'bc-gpu-5');
    expect(after).toEqual(taken);
    expect((await idsOf(handle, 'buildcores'))[opendb(9)]).toBeUndefined();
  });
});

describe('a fresh import', () => {
  /** An empty database that keeps what is written (the ids a fresh import gives). */
  function memoryTarget(): ImportTarget & { rows: CatalogRow[] } {
    const rows: CatalogRow[] = [];
    return {
      rows,
      storedProducts: async () => [],
      write: async (batch) => {
        rows.push(...batch);
        return { inserted: batch.length, updated: 0 };
      },
    };
  }

  it('gives the same ids every time, from the order of the records', async () => {
    const folder = dataset('bc-fresh', { 'GPU.jsonl': [gpu(7), gpu(6), gpu(8)] });
    const runs = [memoryTarget(), memoryTarget()];
    for (const target of runs) await importCatalog({ dir: folder, format: 'buildcores', target });
    const ids = runs.map((run) => run.rows.map((r) => [r.externalId, r.id]));
    expect(ids[0]).toEqual([
      [opendb(7), 'bc-gpu-1'],
      [opendb(6), 'bc-gpu-2'],
      [opendb(8), 'bc-gpu-3'],
    ]);
    expect(ids[1]).toEqual(ids[0]);
  });
});
