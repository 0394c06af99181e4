import { describe, expect, it } from 'vitest';
import { countAtLeast, countAtMost, countOf, indexCatalogue, statKey } from './catalogue-index';
import { boardOf, caseOf, gpuOf } from './test-fixtures';

describe('catalogue index', () => {
  const products = [
    caseOf({ maxGpuLengthMm: 322 }, { id: 'case-a' }),
    caseOf({ maxGpuLengthMm: 357 }, { id: 'case-b' }),
    caseOf({ maxGpuLengthMm: 400 }, { id: 'case-c', stock: { status: 'retired' } }),
    gpuOf({}, { id: 'gpu-a' }),
    boardOf({}, { id: 'board-a' }),
    boardOf({ socket: 'AM4' }, { id: 'board-b' }),
  ];
  const index = indexCatalogue(products);

  it('finds products by id and lists them by category', () => {
    expect(index.byId.get('gpu-a')?.category).toBe('gpu');
    expect(index.byCategory.case.map((c) => c.id)).toEqual(['case-a', 'case-b', 'case-c']);
    expect(index.byCategory.psu).toEqual([]);
  });

  it('counts in-stock products only, for suggestions', () => {
    expect(index.stats.caseGpuClearanceMm).toEqual([322, 357]);
    expect(countOf(index, statKey('motherboard', 'socket', 'AM5'))).toBe(1);
    expect(countOf(index, statKey('motherboard', 'socket', 'LGA1851'))).toBe(0);
  });

  it('counts values at least or at most a target, boundaries included', () => {
    const sorted = [100, 200, 200, 300];
    expect([
      countAtLeast(sorted, 200),
      countAtLeast(sorted, 201),
      countAtLeast(sorted, 50),
      countAtLeast(sorted, 301),
    ]).toEqual([3, 1, 4, 0]);
    expect([
      countAtMost(sorted, 200),
      countAtMost(sorted, 199),
      countAtMost(sorted, 300),
      countAtMost(sorted, 99),
    ]).toEqual([3, 1, 4, 0]);
  });
});
