/**
 * The shop's routes (spec section 2 "Route table") as one typed module: transitions, screens,
 * the server's redirects and link previews build their paths here instead of writing strings.
 */
import type { ChipsetFilterId } from './catalog/categories';

/** Router patterns (relative to the root route) of the client routes. */
export const ROUTE_PATTERNS = {
  home: '/',
  preConfigurator: 'pre-configurator',
  preConfiguredPcs: 'pre-configured-pcs',
  configurator: 'configurator',
  overview: 'overview',
  buildOverview: 'build-overview/:publicId',
  share: 'share/:publicId',
} as const;

/** Query of /pre-configured-pcs (spec: page, chipset, Game, Resolution). */
export interface PreConfiguredFilters {
  page?: number;
  chipset?: ChipsetFilterId;
  Game?: string | number;
  Resolution?: string | number;
}

/** Query of /configurator: which expert dropdown opens; switch hides the mode switch. */
export interface ConfiguratorQuery {
  category?: string;
  switch?: string;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The fixed paths, as literal types (transitions name where they send the shopper). */
export const PATHS = {
  home: '/',
  preConfigurator: '/pre-configurator',
  preConfiguredPcs: '/pre-configured-pcs',
  configurator: '/configurator',
  overview: '/overview',
} as const;

/** The id of /pre-configured-pcs's listing: 'Help me get started' links to it (spec section 2). */
export const PRE_CONFIGURED_LISTING_ID = 'builds';

export const paths = {
  preConfiguredPcs: (filters: PreConfiguredFilters = {}) =>
    withQuery('/pre-configured-pcs', { ...filters }),
  configurator: (query: ConfiguratorQuery = {}) => withQuery('/configurator', { ...query }),
  overview: (query: { state?: 'review' } = {}) => withQuery('/overview', { ...query }),
  buildOverview: (publicId: string) => `/build-overview/${encodeURIComponent(publicId)}`,
  share: (publicId: string) => `/share/${encodeURIComponent(publicId)}`,
  /** A browser navigation to the API, which redirects to the retail site's basket. */
  addToCart: (publicId: string) => `/api/checkout/add-to-cart/${encodeURIComponent(publicId)}`,
} as const;
