/**
 * The filters of /pre-configured-pcs live in its URL (spec section 2: page, chipset, Game,
 * Resolution), so a filtered page can be shared, reloaded and navigated with Back. This side
 * writes the URL; loader.ts reads it (readListFilters).
 */
import { CHIPSET_FILTER_ALL } from '../../../domain/catalog/categories';
import { FILTER_ALL_ID } from '../../../domain/contracts/preconfigured-build-constants';
import { paths } from '../../../domain/paths';
import type { BuildsListFilters } from '../../api/builds-page';

export const NO_FILTERS: BuildsListFilters = {
  chipset: CHIPSET_FILTER_ALL,
  gameId: FILTER_ALL_ID,
  resolutionId: FILTER_ALL_ID,
  pageNumber: 1,
};

/** The page's URL for these filters; "any" and page 1 are left out, so no filters = the bare path. */
export function listPath(filters: BuildsListFilters): string {
  const set = (value: number) => (value === FILTER_ALL_ID ? undefined : value);
  return paths.preConfiguredPcs({
    page: filters.pageNumber > 1 ? filters.pageNumber : undefined,
    chipset: filters.chipset === CHIPSET_FILTER_ALL ? undefined : filters.chipset,
    Game: set(filters.gameId),
    Resolution: set(filters.resolutionId),
  });
}

export function hasFilters(filters: BuildsListFilters): boolean {
  return (
    filters.chipset !== CHIPSET_FILTER_ALL ||
    filters.gameId !== FILTER_ALL_ID ||
    filters.resolutionId !== FILTER_ALL_ID
  );
}
