/**
 * The filters of /pre-configured-pcs live in its URL (spec section 2: page, chipset, Game,
 * Resolution), so a filtered page can be shared, reloaded and navigated with Back. Anything
 * unreadable falls back to "any" (page 1), never to an error: old or edited links still open.
 */
import { CHIPSET_FILTER_ALL, type ChipsetFilterId } from '../../../domain/catalog/categories';
import {
  CHIPSET_FILTER_OPTIONS,
  FILTER_ALL_ID,
  PRECONFIGURED_LIST_PARAMS as PARAMS,
} from '../../../domain/contracts/preconfigured-build-constants';
import { paths } from '../../../domain/paths';
import type { BuildsListFilters } from '../../api/builds-page';

export const NO_FILTERS: BuildsListFilters = {
  chipset: CHIPSET_FILTER_ALL,
  gameId: FILTER_ALL_ID,
  resolutionId: FILTER_ALL_ID,
  pageNumber: 1,
};

/** A whole number ≥ 1 as written in a URL, else null ('2', not '2.5', '-1' or 'two'). */
function positiveInt(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

function chipsetOf(text: string | null): ChipsetFilterId {
  const option = CHIPSET_FILTER_OPTIONS.find((o) => String(o.id) === text);
  return option ? option.id : CHIPSET_FILTER_ALL;
}

export function readListFilters(search: URLSearchParams): BuildsListFilters {
  return {
    chipset: chipsetOf(search.get(PARAMS.chipset)),
    gameId: positiveInt(search.get(PARAMS.game)) ?? FILTER_ALL_ID,
    resolutionId: positiveInt(search.get(PARAMS.resolution)) ?? FILTER_ALL_ID,
    pageNumber: positiveInt(search.get(PARAMS.page)) ?? 1,
  };
}

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
