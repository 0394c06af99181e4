import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogRow } from '../../catalog/catalog-row';
import { importCatalog } from '../import-catalog';
import { seedCatalog } from '../../db/seed/catalog/seed-catalog';
import {
  BrandSpellings,
  brandKey,
  CANONICAL_BRAND_NAMES,
  tableBrand,
  withBrandSpelling,
} from './canonical-brands';

describe('the table of canonical brand names', () => {
  it.each([
    ['Asus', 'ASUS'],
    ['ASUS', 'ASUS'],
    ['AsRock', 'ASRock'],
    ['ASROCK', 'ASRock'],
    ['Gigabyte', 'GIGABYTE'],
    ['G.Skill', 'G.SKILL'],
    ['Deepcool', 'DeepCool'],
    ['SeaSonic', 'Seasonic'],
    ['Silverstone', 'SilverStone'],
    ['LIAN LI', 'Lian Li'],
    ['In Win', 'InWin'],
    ['IN WIN', 'InWin'],
    ['PC Cooler', 'PCCOOLER'],
    ['Pccooler', 'PCCOOLER'],
    ['SK Hynix', 'SK hynix'],
    ['Zotac', 'ZOTAC'],
    ['v-color', 'V-Color'],
    ['Be Quiet!', 'be quiet!'],
  ])('spells %s as %s', (spelling, canonical) => {
    expect(tableBrand(spelling)).toBe(canonical);
  });

  it('knows nothing of a maker it does not list', () => {
    expect(tableBrand('Noctua')).toBeNull();
  });

  it('holds each brand once, under its own key', () => {
    const keys = CANONICAL_BRAND_NAMES.map(brandKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const name of CANONICAL_BRAND_NAMES) expect(tableBrand(name)).toBe(name);
  });

  it('agrees with every brand of the curated catalogue', () => {
    for (const product of seedCatalog) {
      const canonical = tableBrand(product.brand);
      if (canonical !== null) expect(product.brand.replace(/^\./, '')).toBe(canonical);
    }
  });
});

describe('BrandSpellings', () => {
  it('uses the table first, then the stored spelling, then the first one read', () => {
    const spellings = new BrandSpellings(['Asus', 'NOCTUA']);
    expect(spellings.canonical('asus')).toBe('ASUS');
    expect(spellings.canonical('Noctua')).toBe('NOCTUA');
    expect(spellings.canonical('Phanteks')).toBe('Phanteks');
    expect(spellings.canonical('PHANTEKS')).toBe('Phanteks');
  });

  it('keeps a leading dot, and groups a dotted brand with its plain spelling', () => {
    const spellings = new BrandSpellings();
    expect(spellings.canonical('.Onboard')).toBe('.Onboard');
    expect(spellings.canonical('ONBOARD')).toBe('Onboard');
    expect(spellings.canonical('.asus')).toBe('.ASUS');
  });
});

describe('withBrandSpelling', () => {
  it.each([
    ['Asus PRIME B650-PLUS WIFI', 'Asus', 'ASUS', 'ASUS PRIME B650-PLUS WIFI'],
    ['Asus', 'Asus', 'ASUS', 'ASUS'],
    ['Asustor AS5304T', 'Asus', 'ASUS', 'Asustor AS5304T'],
    ['ROG Strix B650', 'Asus', 'ASUS', 'ROG Strix B650'],
  ])('%s (%s → %s) reads %s', (name, from, to, expected) => {
    expect(withBrandSpelling(name, from, to)).toBe(expected);
  });
});

describe('an import', () => {
  it('writes one spelling per brand, the stored one for a maker the table does not know', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brands-'));
    try {
      const fan = (name: string) => ({ name, price: 20, size: 120, airflow: [40, 60] });
      writeFileSync(
        path.join(dir, 'case-fan.jsonl'),
        [
          fan('Asus TUF TF120'),
          fan('ASUS ROG Strix XF120'),
          fan('PHANTEKS M25'),
          fan('Phanteks T30'),
        ]
          .map((r) => JSON.stringify(r))
          .join('\n'),
      );
      const written: CatalogRow[] = [];
      await importCatalog({
        dir,
        format: 'pc-part-dataset',
        target: {
          storedProducts: async () => [
            { id: 'fan-x', source: 'json', externalId: 'fan-x', brand: 'Phanteks' },
          ],
          write: async (rows) => {
            written.push(...rows);
            return { inserted: rows.length, updated: 0 };
          },
        },
      });
      expect(written.map((r) => [r.brand, r.longName])).toEqual([
        ['ASUS', 'ASUS TUF TF120'],
        ['ASUS', 'ASUS ROG Strix XF120'],
        ['Phanteks', 'Phanteks M25'],
        ['Phanteks', 'Phanteks T30'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
