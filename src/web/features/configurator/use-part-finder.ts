/**
 * The narrowing of one part list (issue 36 item 2): the words typed, filters per spec field
 * with their counts, a price range, the "compatible with my build" switch and the sort. Words
 * and the switch alone are answered in the browser over the list it holds (the domain's part
 * search, as the server does); filters, prices and the name order ask the server
 * (searchparts), which also counts each filter value, a page at a time.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { selectionsOf, type BuildSelections } from '../../../domain/build/build-selections';
import { flagSelections, hasFlaggedList } from '../../api/flagged-list';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import { KEY_SPECS_LISTED_UP_TO, type ListedItem } from '../../../domain/contracts/compact-list';
import type { PartOption, PartSearch } from '../../../domain/contracts/part-search';
import {
  PART_SEARCH_PAGE_SIZE,
  prefetchPartSearch,
  usePartSearch,
  usePartSearchPages,
  type PartSearchCriteria,
} from '../../api/part-search';
import {
  NONE_SELECTED,
  optionRows,
  rowFacts,
  type IndexedItem,
  type OptionRow,
} from './option-rows';
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

/** A part as the lists hold it, with the key specs the server's pages give it (once per part). */
type WithSpecs = (item: ListedItem) => ListedItem;

const AS_HELD: WithSpecs = (item) => item;

/** The key specs of the server's pages, added to the parts the list holds by name. */
function specsFrom(pages: readonly PartSearch[]): WithSpecs {
  if (pages.length === 0) return AS_HELD;
  const specs = new Map<string, string | null>();
  for (const page of pages) for (const option of page.items) specs.set(option.id, option.keySpecs);
  const made = new Map<ListedItem, ListedItem>();
  return (item) => {
    const keySpecs = item.keySpecs ? null : specs.get(item.id);
    if (!keySpecs) return item;
    let found = made.get(item);
    if (!found) {
      found = { ...item, keySpecs };
      made.set(item, found);
    }
    return found;
  };
}

/** Does a page of the server's unnarrowed answer hold the parts the browser holds there? */
function alignedWith(indexed: readonly IndexedItem[], page: PartSearch): boolean {
  if (page.total !== indexed.length) return false;
  const first = (page.page - 1) * page.pageSize;
  return page.items.every((option, i) => indexed[first + i]?.item.id === option.id);
}

/** Is a list shown as the browser holds it, unnarrowed (a long one: ADR 120)? */
const browsingFor = (large: boolean, criteria: FinderCriteria, text: string) =>
  large && !needsServer(criteria) && !criteria.compatibleOnly && text.trim() === '';

/** What a list shows: its rows and their verdicts, how many parts match, the server's answer. */
interface ShownList {
  rows: readonly OptionRow[];
  flags: ItemFlags | null;
  withSpecs: WithSpecs;
  count: number;
  answer: PartSearch | null;
}

/** The server's pages holding the parts drawn. */
interface PageSpan {
  first: number;
  last: number;
}

const pagesOf = (span: PageSpan | null): number[] =>
  span ? Array.from({ length: span.last - span.first + 1 }, (_, i) => span.first + i) : [];

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
  // A long list comes without its key specs (ADR 120). Unnarrowed, it shows the names the
  // browser holds, in the server's order, so it opens at the chosen part; the server's pages
  // of the parts in view fill in their key specs. Narrowed, its rows are the server's pages;
  // until the first arrives, the names held show at once.
  const large = (indexed?.length ?? 0) > KEY_SPECS_LISTED_UP_TO;
  const browsing = browsingFor(large, criteria, text);
  // The pages of the parts drawn, asked for once the list rests there (an opening list first
  // draws its top, then the chosen part; a quick scroll passes pages it does not need).
  const [view, setView] = useState<PageSpan | null>(null);
  const settledView = useDebounced(view, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (!options.shown) setView(null);
  }, [options.shown]);
  const details = usePartSearchPages(
    options.field,
    options.judged,
    useMemo(() => ({ ...criteria, text: '' }), [criteria]),
    useMemo(() => pagesOf(settledView), [settledView]),
    options.shown && browsing,
  );
  // Should the server's order ever differ from the list held, its pages are the rows instead.
  const aligned = indexed !== null && details.every((page) => alignedWith(indexed, page));
  const browsingHeld = browsing && aligned;
  const server = (needsServer(criteria) || large) && !browsingHeld;
  const searchText = useDebounced(text, SEARCH_DEBOUNCE_MS);
  // A filter, price or order the server answers: its call goes out at the click, not after the
  // render the click starts (which draws the list it narrows meanwhile).
  const queryClient = useQueryClient();
  const current = useRef({ criteria, searchText });
  current.current = { criteria, searchText };
  const { field, judged } = options;
  const changeCriteria = useCallback(
    (update: SetStateAction<FinderCriteria>) => {
      const { criteria: before, searchText: words } = current.current;
      const next = typeof update === 'function' ? update(before) : update;
      if (needsServer(next))
        prefetchPartSearch(queryClient, field, judged, { ...next, text: words });
      current.current = { criteria: next, searchText: words };
      setCriteria(next);
    },
    [queryClient, field, judged],
  );
  const search = usePartSearch(
    options.field,
    options.judged,
    useMemo(
      () => ({ ...criteria, text: server ? searchText : text }),
      [criteria, server, searchText, text],
    ),
    // Not for the words of a moment ago when they were none (the list held is that answer);
    // the filter panel's counts: a list held by name has them from its pages in view.
    options.shown &&
      ((server && !(aligned && browsingFor(large, criteria, searchText))) ||
        (panelOpen && !browsingHeld)),
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
  // A list held by name keeps its rows (and what is indexed by them: their tops, their facts,
  // their verdicts); the pages in view lend their parts key specs as they are drawn.
  const held = useMemo(() => {
    const paged = browsingHeld && local !== null && details.length > 0;
    return {
      rows: local,
      flags: flags ?? (paged ? serverFlags(details) : null),
      withSpecs: paged ? specsFrom(details) : AS_HELD,
    };
  }, [browsingHeld, local, details, flags]);
  const rows = useMemo(
    () => (fromServer ? serverRows(pages, text) : (held.rows ?? [])),
    [fromServer, pages, text, held.rows],
  );
  const rowFlags = useMemo(
    () => (fromServer ? serverFlags(pages) : held.flags),
    [fromServer, pages, held.flags],
  );
  // Once per list, not per render: a list held by name has thousands of rows.
  const count = fromServer ? (pages[0]?.total ?? 0) : rowFacts(rows).parts;
  const answer = (browsingHeld ? details[0] : pages?.[0]) ?? null;
  // A filter, price or order just changed and its answer is on its way: the list keeps the rows,
  // count and filter panel it shows (marked busy), rather than drawing the list it narrows (or
  // an older search's answer) and emptying the panel under the box just ticked meanwhile.
  const waiting = needsServer(criteria) && (pages === undefined || search.isPlaceholderData);
  const lastShown = useRef<ShownList | null>(null);
  const shown: ShownList =
    waiting && lastShown.current
      ? lastShown.current
      : { rows, flags: rowFlags, withSpecs: fromServer ? AS_HELD : held.withSpecs, count, answer };
  useEffect(() => {
    lastShown.current = shown;
  });
  const ordinals = browsingHeld ? rowFacts(rows).ordinals : null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  /** The list draws rows [start, end): load what they need. */
  const showing = useCallback(
    (start: number, end: number) => {
      if (ordinals) {
        const first = Math.floor((ordinals[start] ?? 0) / PART_SEARCH_PAGE_SIZE) + 1;
        const last = Math.floor(Math.max(0, (ordinals[end] ?? 1) - 1) / PART_SEARCH_PAGE_SIZE) + 1;
        setView((shown) =>
          shown?.first === first && shown.last === last ? shown : { first, last },
        );
        return;
      }
      // The server's answer comes a page at a time: the next one as the shopper nears the end.
      if (fromServer && !waiting && end >= rows.length - 12 && hasNextPage && !isFetchingNextPage)
        void fetchNextPage();
    },
    [ordinals, fromServer, waiting, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  return {
    criteria,
    setCriteria: changeCriteria,
    panelOpen,
    setPanelOpen,
    /** The server's answer for the current criteria (facets with counts, price range). */
    answer: shown.answer,
    rows: shown.rows,
    flags: shown.flags,
    /** A part as drawn: with the key specs of the pages in view when the list holds it by name. */
    withSpecs: shown.withSpecs,
    /** Parts matching (all of them, not only the pages loaded). */
    count: shown.count,
    fromServer,
    /** The server could not answer the current filters: the list shown is the one before them. */
    failed: waiting && search.isError && !search.isFetching,
    // (Not while a list held by name fills in the key specs of the parts in view: every part
    // is there to read and choose.)
    busy: !browsingHeld && ((server && stale) || (search.isFetching && !search.isFetchingNextPage)),
    showing,
  };
}

export type PartFinder = ReturnType<typeof usePartFinder>;
