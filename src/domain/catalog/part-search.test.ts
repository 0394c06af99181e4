import { describe, expect, it } from 'vitest';
import { boardOf, gpuOf, memoryOf } from '../compatibility/test-fixtures';
import { partSearchIndex, searchableText, searchParts, type PartQuery } from './part-search';
import type { Product } from './specs';

/** Fixture names are "Test <shortName>"; a card's chip, memory and length go in its key specs. */
const gpu = (
  id: string,
  brand: string,
  pounds: number,
  chip: string,
  vramGb: number,
  lengthMm: number | null,
) => gpuOf({ chip, vramGb, lengthMm }, { id, brand, pricePence: pounds * 100, shortName: id });

const GPUS: Product[] = [
  gpu('rtx-4070', 'ASUS', 550, 'GeForce RTX 4070', 12, 267),
  gpu('rtx-4070-ti', 'ASUS', 750, 'GeForce RTX 4070 Ti', 16, 305),
  gpu('rtx-4060', 'MSI', 300, 'GeForce RTX 4060', 8, 199),
  gpu('rx-7800-xt', 'Sapphire', 480, 'Radeon RX 7800 XT', 16, 320),
  gpu('rx-7600', 'Sapphire', 250, 'Radeon RX 7600', 8, null),
  gpuOf(
    { chip: 'GeForce RTX 3060', vramGb: 12 },
    { id: 'rtx-3060', brand: 'MSI', pricePence: 20_000, stock: { status: 'retired' } },
  ),
];
const gpus = partSearchIndex(GPUS);
const ids = (query: PartQuery, flags?: (boolean | null)[]) =>
  searchParts(gpus, query, flags).items.map((item) => item.entry.product.id);

describe('searchableText', () => {
  it.each([
    ['GeForce RTX 4070 · 12 GB', 'geforce rtx 4070 · 12gb'],
    ['32 GB (2 × 16 GB)', '32gb (2x16gb)'],
    ['64 GB (2 x 32 GB)', '64gb (2x32gb)'],
    ['850 W ·  ATX', '850w · atx'],
  ])('%s → %s', (text, searchable) => expect(searchableText(text)).toBe(searchable));
});

describe('searchParts: words', () => {
  it.each<[string, string, string[]]>([
    ['chip and memory', '4070 12GB', ['rtx-4070']],
    ['chip and memory, spaced', '4070 12 gb', ['rtx-4070']],
    ['a model number starts words only', '070', []],
    ['the brand', 'sapphire', ['rx-7600', 'rx-7800-xt']],
    ['any case', 'RADEON rx', ['rx-7600', 'rx-7800-xt']],
    ['nothing typed', '', ['rtx-4070', 'rtx-4070-ti', 'rtx-4060', 'rx-7600', 'rx-7800-xt']],
  ])('%s ("%s")', (_, text, expected) => {
    expect(ids({ text })).toEqual(expected);
  });

  const boards = partSearchIndex([
    boardOf({ chipset: 'B650', formFactor: 'ATX' }, { id: 'b650-atx', brand: 'MSI' }),
    boardOf({ chipset: 'B650', formFactor: 'Micro-ATX' }, { id: 'b650-matx', brand: 'MSI' }),
    boardOf({ chipset: 'X870', formFactor: 'ATX' }, { id: 'x870-atx', brand: 'MSI' }),
  ]);
  it('"B650 AM5 ATX" finds the ATX board, not the Micro-ATX one', () => {
    const found = searchParts(boards, { text: 'B650 AM5 ATX' }).items.map(
      (i) => i.entry.product.id,
    );
    expect(found).toEqual(['b650-atx']);
  });

  const kits = partSearchIndex([
    memoryOf({ speedMts: 6000, modules: 2, moduleSizeGb: 16 }, { id: 'ddr5-6000-32' }),
    memoryOf({ speedMts: 6000, modules: 2, moduleSizeGb: 32 }, { id: 'ddr5-6000-64' }),
    memoryOf({ speedMts: 5600, modules: 2, moduleSizeGb: 16 }, { id: 'ddr5-5600-32' }),
    memoryOf({ type: 'DDR4', speedMts: 3600, modules: 2, moduleSizeGb: 16 }, { id: 'ddr4' }),
  ]);
  it('"DDR5 6000 32GB" finds the 32 GB kit at 6000 MT/s', () => {
    const found = (text: string) =>
      searchParts(kits, { text }).items.map((i) => i.entry.product.id);
    expect(found('DDR5 6000 32GB')).toEqual(['ddr5-6000-32']);
    expect(found('2 x 32GB')).toEqual(['ddr5-6000-64']);
  });
});

describe('searchParts: filters and counts', () => {
  it('narrows by a facet value, and counts each value with the other filters kept', () => {
    const result = searchParts(gpus, { filters: { vram: ['16'] } });
    expect(result.items.map((i) => i.entry.product.id)).toEqual(['rtx-4070-ti', 'rx-7800-xt']);
    expect(result.total).toBe(2);
    const vram = result.facets.find((f) => f.key === 'vram');
    // The facet's own filter does not narrow its counts: every value shows what it would give.
    expect(vram?.values).toEqual([
      { value: '8', label: '8 GB', count: 2 },
      { value: '12', label: '12 GB', count: 1 },
      { value: '16', label: '16 GB', count: 2 },
    ]);
    const length = result.facets.find((f) => f.key === 'length');
    expect(length?.values.map((v) => [v.label, v.count])).toEqual([
      ['Up to 200 mm', 0],
      ['251–300 mm', 0],
      ['301–350 mm', 2],
    ]);
    expect(length?.unknown).toBe(0);
  });

  it('takes any of a facet’s values, and every facet at once', () => {
    expect(ids({ filters: { vram: ['8', '12'] } })).toEqual(['rtx-4070', 'rtx-4060', 'rx-7600']);
    expect(ids({ filters: { vram: ['8', '12'], length: ['l200'] } })).toEqual(['rtx-4060']);
    expect(ids({ filters: { vram: ['24'] } })).toEqual([]);
  });

  it('counts add up: each facet’s values and unknowns make the total', () => {
    const result = searchParts(gpus, {});
    for (const facet of result.facets) {
      const sum = facet.values.reduce((n, v) => n + v.count, 0) + facet.unknown;
      expect(sum, facet.key).toBe(result.total);
    }
    expect(result.facets.find((f) => f.key === 'length')?.unknown).toBe(1);
  });

  it('keeps the price range, and reports the range of everything else', () => {
    const result = searchParts(gpus, { minPence: 30_000, maxPence: 55_000 });
    expect(result.items.map((i) => i.entry.product.id)).toEqual([
      'rtx-4070',
      'rtx-4060',
      'rx-7800-xt',
    ]);
    expect(result.priceRange).toEqual({ minPence: 25_000, maxPence: 75_000 });
    expect(searchParts(gpus, { text: 'nothing' }).priceRange).toBeNull();
  });
});

describe('searchParts: compatibility, sorting, paging', () => {
  // Flags in list order: the 4070 Ti is greyed, the 7600 not verified.
  const flags = [true, false, true, true, null, true];

  it('hides the greyed parts when asked, and says how many', () => {
    const all = searchParts(gpus, {}, flags);
    expect(all.total).toBe(5);
    expect(all.incompatible).toBe(1);
    expect(all.items.find((i) => i.entry.product.id === 'rtx-4070-ti')?.isCompatible).toBe(false);
    const compatible = searchParts(gpus, { compatibleOnly: true }, flags);
    expect(compatible.items.map((i) => i.entry.product.id)).toEqual([
      'rtx-4070',
      'rtx-4060',
      'rx-7600',
      'rx-7800-xt',
    ]);
    expect(compatible.incompatible).toBe(1);
    expect(compatible.items.find((i) => i.entry.product.id === 'rx-7600')?.isCompatible).toBeNull();
  });

  it.each<[PartQuery['sort'], string[]]>([
    ['price', ['rtx-4070', 'rtx-4070-ti', 'rtx-4060', 'rx-7600', 'rx-7800-xt']],
    ['name', ['rtx-4070', 'rtx-4070-ti', 'rtx-4060', 'rx-7600', 'rx-7800-xt']],
  ])('sorts by %s within the brand grouping', (sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });

  it('sorts by name within a brand when asked', () => {
    const index = partSearchIndex([
      gpu('b-cheap', 'MSI', 100, 'Zeta', 8, 200),
      gpu('a-dear', 'MSI', 900, 'Alpha', 8, 200),
    ]);
    const order = (sort: 'price' | 'name') =>
      searchParts(index, { sort }).items.map((i) => i.entry.product.id);
    expect(order('price')).toEqual(['b-cheap', 'a-dear']);
    expect(order('name')).toEqual(['a-dear', 'b-cheap']);
  });

  it.each<[number, number, string[], number]>([
    [1, 2, ['rtx-4070', 'rtx-4070-ti'], 3],
    [3, 2, ['rx-7800-xt'], 3],
    [4, 2, [], 3],
    [1, 100, ['rtx-4070', 'rtx-4070-ti', 'rtx-4060', 'rx-7600', 'rx-7800-xt'], 1],
  ])('page %i of %i a page', (page, pageSize, expected, pageCount) => {
    const result = searchParts(gpus, { page, pageSize });
    expect(result.items.map((i) => i.entry.product.id)).toEqual(expected);
    expect(result.pageCount).toBe(pageCount);
    expect(result.total).toBe(5);
  });

  it('never offers a retired part', () => {
    expect(ids({ text: '3060' })).toEqual([]);
    expect(gpus.entries.map((e) => e.product.id)).not.toContain('rtx-3060');
  });
});
