import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogVersion, loadCatalogRows } from '../db/repositories/product-repository';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { databaseImportTarget } from './database-target';
import { importCatalog } from './import-catalog';
import { formatReport } from './import-report';

const jsonl = (...records: unknown[]) =>
  `${records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n')}\n`;

const ryzen = {
  name: 'AMD Ryzen 7 7800X3D',
  price: 340.05,
  core_count: 8,
  core_clock: 4.2,
  boost_clock: 5,
  microarchitecture: 'Zen 4',
  tdp: 120,
  graphics: 'Radeon',
};
const kit = {
  name: 'G.Skill Flare X5 32 GB',
  price: 89.99,
  speed: [5, 6000],
  modules: [2, 16],
  cas_latency: 36,
};
const gpu = {
  opendb_id: '00034350-61f0-4057-ad9d-9aaea84645d0',
  power_connectors: { pcie_6_pin: 0, pcie_8_pin: 1, pcie_12VHPWR: 0, pcie_12V_2x6: 0 },
  metadata: { name: 'Asus ROG STRIX Radeon RX 570 4GB', manufacturer: 'ASUS' },
  chipset_manufacturer: 'AMD',
  chipset: 'Radeon RX 570',
  memory: 4,
  length: 240,
  tdp: 150,
  total_slot_width: 2,
  cooling: '2 Fans',
};

let dir: string;
let handle: DatabaseHandle;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'catalog-import-'));
  for (const sub of ['pc-part', 'buildcores', 'json']) mkdirSync(path.join(dir, sub));
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  write(
    'pc-part/cpu.jsonl',
    jsonl(ryzen, { ...ryzen, price: 299 }, '{"name": "broken', {
      ...ryzen,
      name: 'AMD Ryzen 5 7600',
      core_count: 6,
      price: null,
    }),
  );
  write('pc-part/memory.jsonl', jsonl(kit, { ...kit, speed: [3, 1600] }));
  write('pc-part/notes.txt', 'not a dataset file');
  write('buildcores/GPU.jsonl', jsonl(gpu));
  write(
    'json/catalogue.json',
    JSON.stringify([
      {
        id: 'os-windows-11-home',
        category: 'os',
        brand: 'Microsoft',
        longName: 'Windows 11 Home',
        shortName: 'Windows 11 Home',
        description: 'Operating system.',
        pricePence: 11999,
        stock: { status: 'in-stock' },
        specs: { edition: 'Windows 11 Home', maxMemoryGb: 128 },
      },
      {
        id: 'os-bad',
        category: 'os',
        brand: 'Microsoft',
        longName: 'Bad',
        shortName: 'Bad',
        description: '',
        pricePence: -5,
        stock: { status: 'in-stock' },
        specs: { edition: 'x', maxMemoryGb: null },
      },
    ]),
  );
  handle = await createTestDatabase('pglite');
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

const target = () => databaseImportTarget(handle.db);

describe('importCatalog into PGlite', () => {
  it('imports the pc-part files, reports skips with reasons and unknown fields, and stores the rows', async () => {
    const lines: string[] = [];
    const report = await importCatalog({
      dir: path.join(dir, 'pc-part'),
      format: 'pc-part-dataset',
      target: target(),
      progress: (l) => lines.push(l),
    });
    expect(report).toMatchObject({ read: 6, accepted: 3, inserted: 3, updated: 0, skipped: 3 });
    expect(report.skipReasons.map((r) => [r.reason, r.count])).toEqual(
      expect.arrayContaining([
        ['duplicate', 1],
        ['malformed JSON line', 1],
        ['unsupported memory type (DDR3)', 1],
      ]),
    );
    expect(report.skipReasons.find((r) => r.reason === 'malformed JSON line')?.examples).toEqual([
      'cpu.jsonl line 3',
    ]);
    expect(report.unknownFields.cpu).toMatchObject({
      products: 2,
      nullFields: { threads: 2, socket: 0 },
    });
    expect(lines).toEqual([
      expect.stringMatching(/^cpu\.jsonl: 4 records, 2 accepted, 2 skipped/),
      expect.stringMatching(/^memory\.jsonl: 2 records/),
    ]);
    expect(formatReport(report)).toContain('imported (inserted) 3, updated 0, skipped 3');

    const stored = await loadCatalogRows(handle.db);
    const cpu = stored.find((r) => r.longName === 'AMD Ryzen 7 7800X3D');
    expect(cpu).toMatchObject({
      source: 'pc-part-dataset',
      pricePence: 26864,
      specs: { socket: 'AM5' },
    });
    expect(stored.find((r) => r.longName === 'AMD Ryzen 5 7600')?.pricePence).toBeNull();
  });

  it('is idempotent: a second run updates every row and inserts nothing', async () => {
    const before = await catalogVersion(handle.db);
    const report = await importCatalog({
      dir: path.join(dir, 'pc-part'),
      format: 'pc-part-dataset',
      target: target(),
    });
    expect(report).toMatchObject({ inserted: 0, updated: 3 });
    expect(
      (await loadCatalogRows(handle.db)).filter((r) => r.source === 'pc-part-dataset'),
    ).toHaveLength(3);
    expect(await catalogVersion(handle.db)).toBeGreaterThan(before);
  });

  it('imports BuildCores unpriced, or with stable placeholder prices when asked', async () => {
    const first = await importCatalog({
      dir: path.join(dir, 'buildcores'),
      format: 'buildcores',
      target: target(),
    });
    expect(first).toMatchObject({ inserted: 1, skipped: 0 });
    const id = 'bc-gpu-1';
    expect((await loadCatalogRows(handle.db)).find((r) => r.id === id)).toMatchObject({
      externalId: '00034350-61f0-4057-ad9d-9aaea84645d0',
      pricePence: null,
    });
    await importCatalog({
      dir: path.join(dir, 'buildcores'),
      format: 'buildcores',
      target: target(),
      placeholderPrices: true,
    });
    const priced = (await loadCatalogRows(handle.db)).find((r) => r.id === id)?.pricePence;
    expect(priced).toBeGreaterThanOrEqual(15000);
    await importCatalog({
      dir: path.join(dir, 'buildcores'),
      format: 'buildcores',
      target: target(),
      placeholderPrices: true,
    });
    expect((await loadCatalogRows(handle.db)).find((r) => r.id === id)?.pricePence).toBe(priced);
  });

  it('imports the project JSON format as written and rejects invalid products', async () => {
    const report = await importCatalog({
      dir: path.join(dir, 'json'),
      format: 'json',
      target: target(),
    });
    expect(report).toMatchObject({ inserted: 1, skipped: 1 });
    expect(report.skipReasons[0]?.reason).toMatch(/^invalid pricePence/);
    const os = (await loadCatalogRows(handle.db)).find((r) => r.id === 'os-windows-11-home');
    expect(os).toMatchObject({
      source: 'json',
      pricePence: 11999,
      imageUrl: '/media/products/os-windows-11-home.svg',
      externalId: 'os-windows-11-home',
    });
  });

  it('writes nothing on a dry run and refuses a folder without files of the format', async () => {
    const count = (await loadCatalogRows(handle.db)).length;
    const report = await importCatalog({
      dir: path.join(dir, 'pc-part'),
      format: 'pc-part-dataset',
    });
    expect(report).toMatchObject({ dryRun: true, accepted: 3, inserted: 0 });
    expect(await loadCatalogRows(handle.db)).toHaveLength(count);
    await expect(
      importCatalog({ dir: path.join(dir, 'json'), format: 'buildcores' }),
    ).rejects.toThrow(/no buildcores files found/);
  });
});
