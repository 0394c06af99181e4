/**
 * The narrowing of one part list (issue 36 item 2): the words typed, filters per spec field
 * with their counts, a price range, the "compatible with my build" switch and the sort. Words
 * and the switch alone are answered in the browser over the list it holds (the domain's part
 * search, as the server does); filters, prices and the name order ask the server
 * (searchparts), which also counts each filter value, a page at a time.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { selectionsOf, type BuildSelections } from '../../../domain/build/build-selections';
import { flagSelections, hasFlaggedList } from '../../api/flagged-list';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import { KEY_SPECS_LISTED_UP_TO, type ListedItem } from '../../../domain/contracts/compact-list';
import type { PartOption, PartSearch } from '../../../domain/contracts/part-search';
import { usePartSearch, type PartSearchCriteria } from '../../api/part-search';
import { NONE_SELECTED, optionRows, type IndexedItem, type OptionRow } from './option-rows';
import type { ItemFlags } from './option-status';

export type FinderCriteria = Omit<PartSearchCriteria, 'text'>;

export const NO_CRITERIA: FinderCriteria = {
  filters: {},
  minPrice: null,
  maxPrice: null,
  compatibleOnly: false,
  sort: 'price',
};

/** Typing waits this long before asking the server (each keystroke's call would be stale). */
export const SEARCH_DEBOUNCE_MS = 60;

/** How many filters are on (each value, and a price bound, counts one). */
export function activeFilterCount(criteria: FinderCriteria): number {
  const values = Object.values(criteria.filters).reduce((n, list) => n + list.length, 0);
  return values + (criteria.minPrice === null ? 0 : 1) + (criteria.maxPrice === null ? 0 : 1);
}

/** Does the list need the server (filters, prices or another order than the spec's)? */
export function needsServer(criteria: FinderCriteria): boolean {
  return activeFilterCount(criteria) > 0 || criteria.sort !== 'price';
}

/** A server option as the lists hold parts. */
function listedItem(option: PartOption): ListedItem {
  return {
    id: option.id,
    category: option.category as ListedItem['category'],
    longName: option.longName,
    shortName: option.shortName,
    brand: option.brand,
    description: option.description,
    price: option.price,
    imageUrl: option.imageUrl,
    imagery: null,
    maxNumAllowed: option.maxNumAllowed,
    isCompatible: option.isCompatible,
    keySpecs: option.keySpecs,
    stock:
      option.stock.status === 'preorder' || option.stock.status === 'temp-unavailable'
        ? { status: option.stock.status, expectedDate: option.stock.expectedDate }
        : null,
  };
}

/** The server's pages as rows: 'None selected' (unless the words rule it out), brand groups. */
export function serverRows(pages: readonly PartSearch[], text: string): OptionRow[] {
  const rows: OptionRow[] = [];
  const words = text.trim().toLowerCase();
  if (words === '' || NONE_SELECTED.toLowerCase().includes(words))
    rows.push({ kind: 'none', key: 'none' });
  let brand: string | null = null;
  for (const page of pages) {
    for (const option of page.items) {
      if (option.brand !== brand) {
        brand = option.brand;
        rows.push({ kind: 'brand', key: `brand:${brand}`, brand });
      }
      rows.push({ kind: 'option', key: option.id, item: listedItem(option), brand });
    }
  }
  return rows;
}

/** The server's verdicts for its own pages, looked up by part id. */
function serverFlags(pages: readonly PartSearch[]): ItemFlags {
  const byId = new Map<string, PartOption>();
  for (const page of pages) for (const option of page.items) byId.set(option.id, option);
  return {
    isCompatible: (item) => byId.get(item.id)?.isCompatible ?? null,
    reason: (item) => byId.get(item.id)?.reason ?? null,
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The build's selections a list's parts are judged against (its own choice left out), the same
 * object while they stay the same: a choice elsewhere that changes nothing here changes nothing.
 */
export function useJudgedSelections(category: ConfigureCategory, build: Build): BuildSelections {
  const now = hasFlaggedList(category)
    ? flagSelections(category, selectionsOf(build))
    : { ...selectionsOf(build), [category]: null };
  const key = JSON.stringify(now);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content
  return useMemo(() => now, [key]);
}

export interface PartFinderOptions {
  field: ConfigureCategory;
  /** The build's selections with the list's own choice left out. */
  judged: BuildSelections;
  /** The list the browser holds, indexed (null while a closed dropdown has not indexed it). */
  indexed: readonly IndexedItem[] | null;
  flags: ItemFlags | null;
  text: string;
  /** The list is on screen (a closed dropdown asks nothing). */
  shown: boolean;
}

export function usePartFinder(options: PartFinderOptions) {
  const { indexed, flags, text } = options;
  const [criteria, setCriteria] = useState<FinderCriteria>(NO_CRITERIA);
  const [panelOpen, setPanelOpen] = useState(false);
  // A long list comes without its key specs (ADR 120): its rows are the server's pages; until
  // the first arrives, the names held show at once.
  const large = (indexed?.length ?? 0) > KEY_SPECS_LISTED_UP_TO;
  const server = needsServer(criteria) || large;
  const searchText = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const search = usePartSearch(
    options.field,
    options.judged,
    useMemo(
      () => ({ ...criteria, text: server ? searchText : text }),
      [criteria, server, searchText, text],
    ),
    options.shown && (server || panelOpen),
  );
  const pages = search.data?.pages;
  // The server's pages answer older words for a moment after each keystroke (the debounce, then
  // the previous answer held while the new one loads). A list narrowed by words alone shows the
  // names held, filtered at once, meanwhile; rows that do not match the words never show, so a
  // quick tap cannot land on a part the shopper did not search for.
  const stale = searchText !== text || search.isPlaceholderData;
  const fromServer = server && pages !== undefined && !(stale && !needsServer(criteria));
  const local = useMemo(() => {
    if (!indexed) return null;
    const keep =
      criteria.compatibleOnly && flags
        ? (item: ListedItem) => flags.isCompatible(item) !== false
        : undefined;
    return optionRows(indexed, text, keep);
  }, [indexed, text, criteria.compatibleOnly, flags]);
  const rows = useMemo(
    () => (fromServer ? serverRows(pages, text) : (local ?? [])),
    [fromServer, pages, text, local],
  );
  const rowFlags = useMemo(
    () => (fromServer ? serverFlags(pages) : flags),
    [fromServer, pages, flags],
  );
  const count = fromServer
    ? (pages[0]?.total ?? 0)
    : rows.reduce((n, row) => n + (row.kind === 'option' ? 1 : 0), 0);
  return {
    criteria,
    setCriteria,
    panelOpen,
    setPanelOpen,
    /** The server's answer for the current criteria (facets with counts, price range). */
    answer: pages?.[0] ?? null,
    rows,
    flags: rowFlags,
    /** Parts matching (all of them, not only the pages loaded). */
    count,
    fromServer,
    busy: (server && stale) || (search.isFetching && !search.isFetchingNextPage),
    /** Loads the next page when the shopper nears the end of those loaded. */
    more: () => {
      if (fromServer && search.hasNextPage && !search.isFetchingNextPage)
        void search.fetchNextPage();
    },
  };
}

export type PartFinder = ReturnType<typeof usePartFinder>;
