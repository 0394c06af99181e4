import { describe, expect, it } from 'vitest';
import { hasFilters, listPath, NO_FILTERS } from './list-filters';
import { readListFilters } from './loader';

const read = (query: string) => readListFilters(new URLSearchParams(query));

describe('the listing filters in the URL', () => {
  it('reads page, chipset, Game and Resolution as the spec spells them', () => {
    expect(read('page=2&chipset=2&Game=5&Resolution=3')).toEqual({
      pageNumber: 2,
      chipset: 2,
      gameId: 5,
      resolutionId: 3,
    });
  });

  it('treats a missing or unreadable value as "any" and page 1', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(read('page=0&chipset=7&Game=abc&Resolution=-1')).toEqual(NO_FILTERS);
    expect(read('page=1.5&chipset=&Game=2.5')).toEqual(NO_FILTERS);
  });

  it('writes only what narrows the list, so no filters is the bare path', () => {
    expect(listPath(NO_FILTERS)).toBe('/pre-configured-pcs');
    expect(listPath({ chipset: 1, gameId: 4, resolutionId: 2, pageNumber: 3 })).toBe(
      '/pre-configured-pcs?page=3&chipset=1&Game=4&Resolution=2',
    );
    expect(listPath({ ...NO_FILTERS, resolutionId: 1 })).toBe('/pre-configured-pcs?Resolution=1');
  });

  it('round-trips through the URL', () => {
    const filters = { chipset: 2, gameId: 9, resolutionId: 1, pageNumber: 2 } as const;
    expect(read(listPath(filters).split('?')[1] ?? '')).toEqual(filters);
  });

  it('knows whether anything is filtered (the page number alone is not a filter)', () => {
    expect(hasFilters({ ...NO_FILTERS, pageNumber: 4 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, chipset: 1 })).toBe(true);
  });
});
