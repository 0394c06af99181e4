// Plain values, no zod: the web bundle imports this module (see eslint.config.js).
//
// Constants of the pre-configured builds (spec sections 2, 7 and 9): paging, filter ids,
// the listing page's URL parameters and the public ids. Schemas: preconfigured-builds.ts.
// Type-only: the listing page's first load cannot afford the categories module (ADR 071);
// preconfigured-build-constants.test.ts checks the ids against CHIPSETS and CHIPSET_FILTER_ALL.
import type { ChipsetFilterId } from '../catalog/categories';

/** Home page 'Start with a pre-configured build': POST getbuilds with this body (spec section 9). */
export const FEATURED_BUILDS_QUERY = { featured: true, pageSize: 6, pageNumber: 1 } as const;

/** /pre-configured-pcs shows 9 builds per page (spec section 9). */
export const PRECONFIGURED_LIST_PAGE_SIZE = 9;

/** The largest pageSize getbuilds accepts; more is a 400 (GET allbuilds answers them all). */
export const MAX_BUILDS_PAGE_SIZE = 48;

/** Chipset filter ids (spec section 9): 0 ALL, 1 Intel, 2 AMD. */
export const CHIPSET_FILTER_IDS = {
  all: 0,
  intel: 1,
  amd: 2,
} as const satisfies Record<string, ChipsetFilterId>;
export type { ChipsetFilterId };

/** The Chipset dropdown of /pre-configured-pcs in the spec's order: ALL, AMD, Intel. */
export const CHIPSET_FILTER_OPTIONS: readonly { id: ChipsetFilterId; name: string }[] = [
  { id: CHIPSET_FILTER_IDS.all, name: 'ALL' },
  { id: CHIPSET_FILTER_IDS.amd, name: 'AMD' },
  { id: CHIPSET_FILTER_IDS.intel, name: 'Intel' },
];

/** gameId / resolutionId meaning "any" (as chipset 0); an absent or null filter means the same. */
export const FILTER_ALL_ID = 0;

/** Query parameters of /pre-configured-pcs, spelt as the spec writes them (section 2; paths.ts PreConfiguredFilters). */
export const PRECONFIGURED_LIST_PARAMS = {
  page: 'page',
  chipset: 'chipset',
  game: 'Game',
  resolution: 'Resolution',
} as const;

/**
 * Public ids of pre-configured builds: `pc-` and lower-case words, 17 to 80 characters. Saved
 * builds' ids are exactly 16 characters, so the two never collide and /build-overview/{id}
 * can tell them apart without asking the server.
 */
export const PRECONFIGURED_ID_PATTERN = /^pc-[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PRECONFIGURED_ID_LENGTH = { min: 17, max: 80 } as const;

export function isPreconfiguredBuildId(id: string): boolean {
  return (
    id.length >= PRECONFIGURED_ID_LENGTH.min &&
    id.length <= PRECONFIGURED_ID_LENGTH.max &&
    PRECONFIGURED_ID_PATTERN.test(id)
  );
}

/** The button of featured and listed cards (spec section 4 "Build to basket"). */
export const ADD_TO_BASKET_TITLE = 'Add to Basket';
/** The link of featured and listed cards to the build's overview page. */
export const VIEW_BUILD_TITLE = 'View build';
