import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '../../../../domain/catalog/categories';
import { isCategory, productSchema, type Product } from '../../../../domain/catalog/specs';
import { STOCK_STATUSES } from '../../../../domain/catalog/spec-constants';
import { generationSupport } from '../../../../domain/compatibility/platform/platform-support';
import { seedCatalog } from './seed-catalog';

const of = <C extends Product['category']>(category: C) => seedCatalog.filter(isCategory(category));
const distinct = <T>(values: T[]) => new Set(values).size;

describe('curated seed catalogue', () => {
  it('validates every product against productSchema', () => {
    for (const product of seedCatalog) {
      const result = productSchema.safeParse(product);
      expect(result.success, `${product.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('has unique, URL-safe ids and a product in every category', () => {
    expect(distinct(seedCatalog.map((p) => p.id))).toBe(seedCatalog.length);
    for (const category of PRODUCT_CATEGORIES)
      expect(of(category).length, category).toBeGreaterThan(0);
  });

  it('meets the minimum counts per category', () => {
    expect(of('case').length).toBeGreaterThanOrEqual(16);
    expect(of('motherboard').length).toBeGreaterThanOrEqual(16);
    expect(of('memory').length).toBeGreaterThanOrEqual(12);
    expect(of('gpu').length).toBeGreaterThanOrEqual(16);
    expect(of('storage').length).toBeGreaterThanOrEqual(14);
    expect(of('psu').length).toBeGreaterThanOrEqual(10);
    expect(of('coolingCpu').length).toBeGreaterThanOrEqual(12);
    expect(of('fans').length).toBeGreaterThanOrEqual(6);
    expect(of('soundcard').filter((p) => !p.specs.onboard).length).toBeGreaterThanOrEqual(4);
    expect(of('networking').filter((p) => !p.specs.onboard).length).toBeGreaterThanOrEqual(6);
    expect(of('os').length).toBeGreaterThanOrEqual(3);
  });

  it('offers 12 Intel and 12 AMD processors on at least two sockets each', () => {
    for (const vendor of ['intel', 'amd'] as const) {
      const cpus = of('cpu').filter((p) => p.specs.vendor === vendor);
      expect(cpus.length, vendor).toBeGreaterThanOrEqual(12);
      expect(distinct(cpus.map((p) => p.specs.socket)), vendor).toBeGreaterThanOrEqual(2);
    }
  });

  it('offers boards of both vendors in ATX, Micro-ATX and Mini-ITX, and a board for every CPU socket', () => {
    for (const vendor of ['intel', 'amd'] as const) {
      const boards = of('motherboard').filter((p) => p.specs.vendor === vendor);
      expect(new Set(boards.map((b) => b.specs.formFactor))).toEqual(
        new Set(['ATX', 'Micro-ATX', 'Mini-ITX']),
      );
    }
    const boardSockets = new Set(of('motherboard').map((b) => b.specs.socket));
    for (const cpu of of('cpu')) expect(boardSockets.has(cpu.specs.socket), cpu.id).toBe(true);
  });

  it('covers DDR4 and DDR5, all GPU vendors, all drive kinds and both PSU form factors', () => {
    expect(new Set(of('memory').map((p) => p.specs.type))).toEqual(new Set(['DDR4', 'DDR5']));
    expect(new Set(of('gpu').map((p) => p.specs.chipVendor))).toEqual(
      new Set(['nvidia', 'amd', 'intel']),
    );
    expect(new Set(of('storage').map((p) => p.specs.kind))).toEqual(
      new Set(['nvme', 'sata-ssd', 'hdd']),
    );
    const psuForms = new Set(of('psu').map((p) => p.specs.formFactor));
    expect(psuForms.has('ATX') && psuForms.has('SFX')).toBe(true);
    const watts = of('psu').map((p) => p.specs.wattage ?? 0);
    expect(Math.min(...watts)).toBeLessThanOrEqual(550);
    expect(Math.max(...watts)).toBeGreaterThanOrEqual(1600);
    expect(new Set(of('coolingCpu').map((p) => p.specs.type))).toEqual(new Set(['air', 'liquid']));
  });

  it('has cases in all four sizes, each with a main image and at least four gallery angles', () => {
    expect(new Set(of('case').map((p) => p.specs.caseSize))).toEqual(new Set([1, 2, 3, 4]));
    for (const item of of('case')) {
      expect(item.imagery.mainImage).toMatch(/^\/media\/cases\/.+\/main\.svg$/);
      expect(item.imagery.mainImageAltText.length).toBeGreaterThan(0);
      expect(item.imagery.gallery.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('has an assembly service for every case size', () => {
    expect(new Set(of('sundries').map((p) => p.specs.caseSize))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('reaches every stock status, with expected dates on pre-orders', () => {
    expect(new Set(seedCatalog.map((p) => p.stock.status))).toEqual(new Set(STOCK_STATUSES));
    for (const p of seedCatalog.filter((p) => p.stock.status === 'preorder')) {
      expect(p.stock.expectedDate, p.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('prices in positive whole pence, except the onboard options at 0', () => {
    for (const p of seedCatalog) {
      const onboard =
        (p.category === 'soundcard' || p.category === 'networking') && p.specs.onboard;
      expect(Number.isInteger(p.pricePence), p.id).toBe(true);
      if (onboard) expect(p.pricePence, p.id).toBe(0);
      else expect(p.pricePence, p.id).toBeGreaterThan(0);
    }
  });

  it('includes onboard sound and networking options and a brand with a leading dot', () => {
    expect(of('soundcard').some((p) => p.specs.onboard)).toBe(true);
    expect(of('networking').some((p) => p.specs.onboard)).toBe(true);
    expect(seedCatalog.some((p) => p.brand.startsWith('.'))).toBe(true);
  });

  it('fills every fact of curated products (no unknowns)', () => {
    const nullable = new Set([
      'integratedGraphics',
      // null: the board's chipset decides (platform tables); the expansion slots decide
      'biosSupport',
      'maxGpuSlotWidth',
      'heightMm',
      'radiatorMm',
      'ramClearanceMm',
      'channels',
      'standard',
      'speed',
    ]);
    for (const p of seedCatalog) {
      for (const [key, value] of Object.entries(p.specs)) {
        if (!nullable.has(key)) expect(value, `${p.id}.${key}`).not.toBeNull();
      }
    }
  });

  it('lets the engine decide BIOS support for every curated CPU on a board of its socket', () => {
    for (const board of of('motherboard')) {
      for (const cpu of of('cpu').filter((c) => c.specs.socket === board.specs.socket)) {
        expect(generationSupport(cpu, board).support, `${board.id} / ${cpu.id}`).toMatch(
          /^(yes|bios)$/,
        );
      }
    }
  });

  it('offers memory, a cooler and a case for every board and CPU', () => {
    for (const board of of('motherboard')) {
      expect(
        of('memory').some((m) => m.specs.type === board.specs.memoryType),
        board.id,
      ).toBe(true);
      expect(
        of('case').some((c) => c.specs.supportedBoards?.includes(board.specs.formFactor!)),
        board.id,
      ).toBe(true);
    }
    for (const cpu of of('cpu')) {
      expect(
        of('coolingCpu').some((c) => c.specs.sockets?.includes(cpu.specs.socket!)),
        cpu.id,
      ).toBe(true);
    }
  });
});
