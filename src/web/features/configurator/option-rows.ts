/**
 * The rows of a component dropdown or list (spec section 2): 'None selected' first, then the
 * parts grouped by brand (brands alphabetical, ascending price inside a brand), filtered by
 * what the shopper types: words that start a word of the brand, name or key specs ("4070
 * 12GB"), matched by the domain's part search (the server answers the same, ADR 108). Flat
 * rows, so a windowed list can render any slice of thousands.
 */
import { displayBrand } from '../../../domain/catalog/display-brand';
import { matchesWords, queryWords, searchableText } from '../../../domain/catalog/part-search';
import type { ListedItem } from '../../../domain/contracts/compact-list';

type ComponentItem = ListedItem;

export const NONE_SELECTED = 'None selected';

export type OptionRow =
  | { kind: 'none'; key: 'none' }
  | { kind: 'brand'; key: string; brand: string }
  | { kind: 'option'; key: string; item: ComponentItem; brand: string };

/** A catalogue entry prepared once per list: its display brand and lower-case search text. */
export interface IndexedItem {
  item: ComponentItem;
  brand: string;
  search: string;
}

// Sorted by lower-case keys, not Intl.Collator: creating a collator is a long task on a
// slow phone, paid on the first dropdown opened, and product names are plain Latin text, where
// a case-folded comparison orders as the collator's 'base' sensitivity did.
const before = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface SortEntry {
  entry: IndexedItem;
  brandKey: string;
  nameKey: string;
}

const byBrandThenPrice = (a: SortEntry, b: SortEntry) =>
  before(a.brandKey, b.brandKey) ||
  a.entry.item.price - b.entry.item.price ||
  before(a.nameKey, b.nameKey);

/** True when the entries are already in display order (the server sends its lists so). */
function inOrder(entries: readonly SortEntry[]): boolean {
  for (let i = 1; i < entries.length; i += 1) {
    if (byBrandThenPrice(entries[i - 1] as SortEntry, entries[i] as SortEntry) > 0) return false;
  }
  return true;
}

/**
 * Sorts and indexes a list once, so each keystroke only filters. The server's lists arrive in
 * this order already (catalog-snapshot.ts), so checking it (one pass) usually replaces the sort
 * (12,904 memory kits: tens of ms on a slow phone).
 */
export function indexItems(items: readonly ComponentItem[]): IndexedItem[] {
  const entries = items.map((item): SortEntry => {
    const brand = displayBrand(item.brand);
    const entry = {
      item,
      brand,
      search: searchableText(`${brand} ${item.longName} ${item.keySpecs ?? ''}`),
    };
    return { entry, brandKey: brand.toLowerCase(), nameKey: item.longName.toLowerCase() };
  });
  if (!inOrder(entries)) entries.sort(byBrandThenPrice);
  return entries.map(({ entry }) => entry);
}

const indexes = new WeakMap<readonly ComponentItem[], IndexedItem[]>();

/**
 * `indexItems`, once per list. A new answer with the same parts (a flagged list refetched for
 * a new build: only isCompatible differs) reuses `previous`'s order and search texts instead of
 * sorting thousands of parts again; anything else is indexed afresh.
 */
export function indexedFor(
  items: readonly ComponentItem[],
  previous: readonly IndexedItem[] | null = null,
): IndexedItem[] {
  const known = indexes.get(items);
  if (known) return known;
  let result: IndexedItem[] | null = null;
  if (previous && previous.length === items.length) {
    const byId = new Map(items.map((item) => [item.id, item]));
    const reused = previous.map((entry) => {
      const item = byId.get(entry.item.id);
      const same =
        item !== undefined &&
        item.longName === entry.item.longName &&
        item.shortName === entry.item.shortName &&
        item.brand === entry.item.brand &&
        item.price === entry.item.price &&
        item.keySpecs === entry.item.keySpecs;
      return same ? { ...entry, item } : null;
    });
    if (reused.every((entry) => entry !== null)) result = reused as IndexedItem[];
  }
  result ??= indexItems(items);
  indexes.set(items, result);
  return result;
}

/** Every word typed must start a word of the brand, the name or the key specs. */
export function matchesQuery(entry: IndexedItem, words: readonly string[]): boolean {
  return matchesWords(entry.search, words);
}

/** The unfiltered rows of each indexed list: every opening of a dropdown starts with them. */
const unfiltered = new WeakMap<readonly IndexedItem[], OptionRow[]>();

/**
 * The rows to show for `query` ('' shows all); 'None selected' stays first unless filtered.
 * `keep` leaves out parts (the "compatible with my build" switch).
 */
export function optionRows(
  indexed: readonly IndexedItem[],
  query = '',
  keep?: (item: ComponentItem) => boolean,
): readonly OptionRow[] {
  const words = queryWords(query);
  if (keep) return rowsMatching(indexed, words, keep);
  if (words.length === 0) {
    let rows = unfiltered.get(indexed);
    if (!rows) {
      rows = rowsMatching(indexed, words);
      unfiltered.set(indexed, rows);
    }
    return rows;
  }
  return rowsMatching(indexed, words);
}

function rowsMatching(
  indexed: readonly IndexedItem[],
  words: readonly string[],
  keep?: (item: ComponentItem) => boolean,
): OptionRow[] {
  const rows: OptionRow[] = [];
  if (words.length === 0 || NONE_SELECTED.toLowerCase().includes(words.join(' '))) {
    rows.push({ kind: 'none', key: 'none' });
  }
  let brand: string | null = null;
  for (const entry of indexed) {
    if (words.length > 0 && !matchesQuery(entry, words)) continue;
    if (keep && !keep(entry.item)) continue;
    if (entry.brand !== brand) {
      brand = entry.brand;
      rows.push({ kind: 'brand', key: `brand:${brand}`, brand });
    }
    rows.push({ kind: 'option', key: entry.item.id, item: entry.item, brand: entry.brand });
  }
  return rows;
}

/** Rows a shopper can choose (brand headings are not). */
export const isChoosable = (row: OptionRow | undefined): boolean =>
  row !== undefined && row.kind !== 'brand';

/** The next choosable row from `from` in `direction`, staying put at either end. */
export function stepChoosable(rows: readonly OptionRow[], from: number, direction: 1 | -1) {
  for (let index = from + direction; index >= 0 && index < rows.length; index += direction) {
    if (isChoosable(rows[index])) return index;
  }
  return from;
}

/** What a list's rows say about its parts, worked out in one pass and kept per rows array. */
export interface RowFacts {
  /** `ordinals[i]`: how many parts come before row i (brand headings and 'None selected' are not parts). */
  ordinals: Int32Array;
  /** How many parts the rows hold. */
  parts: number;
}

const facts = new WeakMap<readonly OptionRow[], RowFacts>();

/**
 * The rows' facts, once per rows array: a long list's unfiltered rows are prepared in idle
 * time before it opens (component-combobox.tsx), so opening it does not pass over them again.
 */
export function rowFacts(rows: readonly OptionRow[]): RowFacts {
  let found = facts.get(rows);
  if (!found) {
    const ordinals = new Int32Array(rows.length + 1);
    for (let i = 0; i < rows.length; i += 1)
      ordinals[i + 1] = (ordinals[i] as number) + (rows[i]?.kind === 'option' ? 1 : 0);
    found = { ordinals, parts: ordinals[rows.length] as number };
    facts.set(rows, found);
  }
  return found;
}

const places = new WeakMap<readonly OptionRow[], Map<string | null, number>>();

/**
 * The first row of a part (null: 'None selected') in `rows`, or -1; indexed once per rows
 * array (a long list's unfiltered rows in idle time, before it opens at its chosen part).
 */
export function rowOfPart(rows: readonly OptionRow[], id: string | null): number {
  let found = places.get(rows);
  if (!found) {
    found = new Map();
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i] as OptionRow;
      const part = row.kind === 'option' ? row.item.id : row.kind === 'none' ? null : undefined;
      if (part !== undefined && !found.has(part)) found.set(part, i);
    }
    places.set(rows, found);
  }
  return found.get(id) ?? -1;
}
