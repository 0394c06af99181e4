/**
 * Search, filters with counts, price range, the "compatible with my build" switch, sorting
 * within the brand grouping and paging over one part list (ADR 108). Pure: the server answers
 * the imported catalogue's lists with it, and the browser can run the same code over the
 * curated catalogue. The index is built once per list (each product's search text and facet
 * values); a query is then one pass over the list, reading flat arrays of prices and facet
 * codes rather than each part's objects (tens of thousands of them, spread over the heap).
 */
import type { ProductCategory } from './categories';
import { displayBrand } from './display-brand';
import { keySpecLine } from './key-specs';
import { PART_FACETS, type FacetDefinition, type FacetValue } from './part-facets';
import type { Product } from './specs';

export type PartSort = 'price' | 'name';

export const PART_PAGE_SIZE = { default: 50, max: 100 } as const;

export interface PartSearchEntry {
  product: Product;
  /** Position in the list the index was built from (the order flags are given in). */
  position: number;
  keySpecs: string;
  /** Lower-cased, units joined to their numbers ("12gb"), for matching words. */
  searchText: string;
  /** One value per facet of the category (PART_FACETS order), null when unknown. */
  facetValues: readonly (FacetValue | null)[];
}

export interface PartSearchIndex {
  category: ProductCategory | null;
  facets: readonly FacetDefinition[];
  entries: readonly PartSearchEntry[];
  /** Every value each facet takes in the list, in display order. */
  facetDomains: readonly (readonly FacetValue[])[];
  /** Entry e's value of facet f as its place in facetDomains[f] (-1 unknown), at e × facets + f. */
  facetCodes: Int32Array;
  /** Entry e's price (pence) and position in the list, at e. */
  prices: Float64Array;
  positions: Int32Array;
  /** Entry indexes ordered by brand, then price (the spec's order), and by brand, then name. */
  orders: Readonly<Record<PartSort, readonly number[]>>;
}

export interface PartQuery {
  /** Words that must each start a word of the name, brand or key specs ("4070 12GB"). */
  text?: string;
  /** Facet key → accepted values (any of them); facets are combined with AND. */
  filters?: Readonly<Record<string, readonly string[]>>;
  minPence?: number | null;
  maxPence?: number | null;
  /** Hide parts flagged incompatible (flag false); not verified ones stay. */
  compatibleOnly?: boolean;
  sort?: PartSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface FacetCount {
  key: string;
  label: string;
  values: { value: string; label: string; count: number }[];
  /** Parts matching everything else whose value of this facet is unknown. */
  unknown: number;
}

export interface PartSearchResult {
  /** Parts matching the whole query. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: { entry: PartSearchEntry; isCompatible: boolean | null }[];
  /** Per facet: how many parts each value would give with every other filter kept. */
  facets: FacetCount[];
  /** Prices (pence) of the parts matching everything but the price range; null when none. */
  priceRange: { minPence: number; maxPence: number } | null;
  /** Parts matching the rest of the query that are flagged incompatible (hidden when compatibleOnly). */
  incompatible: number;
}

/**
 * Text as searched: lower case, a unit joined to its number ("12 GB" → "12gb"), and a module
 * count joined to the module size ("2 × 16 GB" → "2x16gb"), so "32GB" finds 32 GB kits, not
 * kits of 32 GB modules.
 */
export function searchableText(text: string): string {
  return text
    .toLowerCase()
    .replace(/(\d)\s+(gb|tb|mb|mm|w|ghz|mhz|mt\/s|cfm)\b/g, '$1$2')
    .replace(/(\d)\s*[x×]\s*(\d)/g, '$1x$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Characters that continue a word: a query word must start where none of these precedes it. */
const WORD_CHAR = /[a-z0-9.+\-_]/;

/** Does `word` start a word of `text` (both searchable text)? */
function startsAWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at >= 0) {
    if (at === 0 || !WORD_CHAR.test(text.charAt(at - 1))) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}

/** Does every query word (from queryWords) start a word of `text` (searchable text)? */
export function matchesWords(text: string, words: readonly string[]): boolean {
  return words.every((word) => startsAWord(text, word));
}

/** The query's words, searchable text, without duplicates. */
export function queryWords(text: string | undefined): string[] {
  if (text === undefined) return [];
  return [
    ...new Set(
      searchableText(text)
        .split(' ')
        .filter((w) => w !== ''),
    ),
  ];
}

function entryOf(
  product: Product,
  position: number,
  facets: readonly FacetDefinition[],
): PartSearchEntry {
  const keySpecs = keySpecLine(product);
  const brand = displayBrand(product.brand);
  return {
    product,
    position,
    keySpecs,
    searchText: searchableText(`${brand} ${product.longName} ${keySpecs}`),
    facetValues: facets.map((facet) => facet.valueOf(product)),
  };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function orderBy(
  entries: readonly PartSearchEntry[],
  compare: (a: PartSearchEntry, b: PartSearchEntry) => number,
): number[] {
  return entries.map((_, i) => i).sort((a, b) => compare(entries[a]!, entries[b]!));
}

/**
 * Indexes one part list (one category, as a list answers it: brand, then price). Retired
 * parts are left out: they are not offered.
 */
export function partSearchIndex(products: readonly Product[]): PartSearchIndex {
  const category = products[0]?.category ?? null;
  const facets = category === null ? [] : PART_FACETS[category];
  const entries = products.flatMap((product, position) =>
    product.stock.status === 'retired' ? [] : [entryOf(product, position, facets)],
  );
  const facetCount = facets.length;
  const facetCodes = new Int32Array(entries.length * facetCount).fill(-1);
  const facetDomains = facets.map((_, f) => {
    const seen = new Map<string, FacetValue>();
    for (const entry of entries) {
      const value = entry.facetValues[f];
      if (value && !seen.has(value.value)) seen.set(value.value, value);
    }
    const domain = [...seen.values()].sort((a, b) => a.order - b.order || byText(a.label, b.label));
    const codes = new Map(domain.map((value, code) => [value.value, code]));
    entries.forEach((entry, e) => {
      const value = entry.facetValues[f];
      if (value) facetCodes[e * facetCount + f] = codes.get(value.value) ?? -1;
    });
    return domain;
  });
  // Sort keys made once per entry: a comparator computing them runs n log n times.
  const brandKeys = new Map(entries.map((e) => [e, displayBrand(e.product.brand).toLowerCase()]));
  const nameKeys = new Map(entries.map((e) => [e, e.product.longName.toLowerCase()]));
  const brandOf = (e: PartSearchEntry) => brandKeys.get(e) as string;
  const nameOf = (e: PartSearchEntry) => nameKeys.get(e) as string;
  return {
    category,
    facets,
    entries,
    facetDomains,
    facetCodes,
    prices: Float64Array.from(entries, (entry) => entry.product.pricePence),
    positions: Int32Array.from(entries, (entry) => entry.position),
    orders: {
      price: orderBy(
        entries,
        (a, b) =>
          byText(brandOf(a), brandOf(b)) ||
          a.product.pricePence - b.product.pricePence ||
          byText(nameOf(a), nameOf(b)) ||
          a.position - b.position,
      ),
      name: orderBy(
        entries,
        (a, b) =>
          byText(brandOf(a), brandOf(b)) ||
          byText(nameOf(a), nameOf(b)) ||
          a.product.pricePence - b.product.pricePence ||
          a.position - b.position,
      ),
    },
  };
}

/**
 * The filter of each facet as accepted codes (null: no filter on it), in the index's facet
 * order. A value the list never takes accepts nothing.
 */
function activeFilters(index: PartSearchIndex, filters: PartQuery['filters']) {
  return index.facets.map((facet, f) => {
    const values = filters?.[facet.key];
    if (!values || values.length === 0) return null;
    const domain = index.facetDomains[f] ?? [];
    const accepted = new Uint8Array(domain.length);
    domain.forEach((value, code) => {
      if (values.includes(value.value)) accepted[code] = 1;
    });
    return accepted;
  });
}

/** A page number within 1..pageCount (a page past the end gives an empty page). */
function pageOf(query: PartQuery) {
  const pageSize = Math.min(
    PART_PAGE_SIZE.max,
    Math.max(1, Math.floor(query.pageSize ?? PART_PAGE_SIZE.default)),
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  return { page, pageSize };
}

/**
 * Answers a query over an index. `flags[i]` is the compatibility of entry i with the build
 * (true, false, null not verified); without flags every part counts as not verified.
 */
export function searchParts(
  index: PartSearchIndex,
  query: PartQuery,
  flags?: readonly (boolean | null)[],
): PartSearchResult {
  const words = queryWords(query.text);
  const filters = activeFilters(index, query.filters);
  const minPence = query.minPence ?? null;
  const maxPence = query.maxPence ?? null;
  const counts = index.facetDomains.map((domain) => new Int32Array(domain.length));
  const unknown = index.facets.map(() => 0);
  const matched = new Uint8Array(index.entries.length);
  let total = 0;
  let incompatible = 0;
  let lowest = Infinity;
  let highest = -Infinity;
  const { facetCodes, prices, positions } = index;
  const facetCount = index.facets.length;
  for (let e = 0; e < index.entries.length; e += 1) {
    let found = true;
    for (let w = 0; w < words.length && found; w += 1)
      found = startsAWord((index.entries[e] as PartSearchEntry).searchText, words[w] as string);
    if (!found) continue;
    const flag = flags?.[positions[e] as number] ?? null;
    const codes = e * facetCount;
    // Which facets' filters this part fails: none → it matches; one → it counts for that facet.
    let failing = -1;
    let failures = 0;
    for (let f = 0; f < filters.length && failures < 2; f += 1) {
      const accepted = filters[f];
      if (!accepted) continue;
      const code = facetCodes[codes + f] as number;
      if (code < 0 || accepted[code] !== 1) {
        failures += 1;
        failing = f;
      }
    }
    if (failures >= 2) continue;
    const price = prices[e] as number;
    const inPrice =
      (minPence === null || price >= minPence) && (maxPence === null || price <= maxPence);
    if (failures === 0 && inPrice && flag === false) incompatible += 1;
    if (query.compatibleOnly === true && flag === false) continue;
    if (failures === 0) {
      lowest = Math.min(lowest, price);
      highest = Math.max(highest, price);
    }
    if (!inPrice) continue;
    for (let f = 0; f < filters.length; f += 1) {
      if (failures === 1 && f !== failing) continue;
      const code = facetCodes[codes + f] as number;
      if (code >= 0) {
        const count = counts[f] as Int32Array;
        count[code] = (count[code] as number) + 1;
      } else unknown[f] = (unknown[f] ?? 0) + 1;
    }
    if (failures === 0) {
      matched[e] = 1;
      total += 1;
    }
  }
  const { page, pageSize } = pageOf(query);
  const items: PartSearchResult['items'] = [];
  const skip = (page - 1) * pageSize;
  let seen = 0;
  for (const e of index.orders[query.sort ?? 'price']) {
    if (matched[e] !== 1) continue;
    seen += 1;
    if (seen <= skip) continue;
    const entry = index.entries[e] as PartSearchEntry;
    items.push({ entry, isCompatible: flags?.[entry.position] ?? null });
    if (items.length === pageSize) break;
  }
  return {
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    items,
    facets: index.facets.map((facet, f) => ({
      key: facet.key,
      label: facet.label,
      values: (index.facetDomains[f] ?? []).map(({ value, label }, code) => ({
        value,
        label,
        count: counts[f]?.[code] ?? 0,
      })),
      unknown: unknown[f] ?? 0,
    })),
    priceRange: lowest === Infinity ? null : { minPence: lowest, maxPence: highest },
    incompatible,
  };
}
