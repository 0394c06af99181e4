/**
 * Where the router keeps its place: the browser's session history, or an array in memory for
 * tests. Entries carry `{ usr, key, idx }` in history.state (the shape React Router wrote, so
 * entries made before ADR 084 keep their state after a reload).
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What navigate(…, { state }) attached to this entry. */
  state: unknown;
  /** Unique per history entry (scroll positions are kept per key). */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Called after the entry changed by Back/Forward (or go()); never for push/replace. */
  listen(listener: (location: Location) => void): () => void;
  /** Absolute path of a location ('/a?b#c'). */
  href(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string;
}

export const createKey = (): string => Math.random().toString(36).slice(2, 10);

export function hrefOf({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return pathname + (search === '?' ? '' : search) + (hash === '#' ? '' : hash);
}

/** Splits '/a?b=1#c' into its parts (no origin; the router handles same-site paths only). */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

interface StoredEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

function storedEntry(value: unknown): StoredEntry {
  return typeof value === 'object' && value !== null ? (value as StoredEntry) : {};
}

export function createBrowserHistory(win: Window = window): History {
  const read = (): Location => {
    const stored = storedEntry(win.history.state);
    return {
      pathname: win.location.pathname,
      search: win.location.search,
      hash: win.location.hash,
      state: stored.usr ?? null,
      key: stored.key ?? 'default',
    };
  };
  const initial = storedEntry(win.history.state);
  let index = initial.idx ?? 0;
  if (initial.idx === undefined || initial.key === undefined) {
    // Mark the document's first entry so Back/Forward can tell entries apart, keeping whatever
    // state it had. Its key is new: every page opened by a full load (a typed URL, a link from
    // another site) would otherwise share one key, and with it the scroll position saved for
    // the last such page. A reload keeps the entry's state, and so its key.
    win.history.replaceState({ ...initial, key: initial.key ?? createKey(), idx: index }, '');
  }
  let location = read();
  const listeners = new Set<(location: Location) => void>();
  const onPopState = () => {
    location = read();
    index = storedEntry(win.history.state).idx ?? 0;
    for (const listener of listeners) listener(location);
  };
  const entry = (next: Location, idx: number) => ({ usr: next.state, key: next.key, idx });
  return {
    get location() {
      return location;
    },
    push(next) {
      index += 1;
      win.history.pushState(entry(next, index), '', hrefOf(next));
      location = next;
    },
    replace(next) {
      win.history.replaceState(entry(next, index), '', hrefOf(next));
      location = next;
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPopState);
      };
    },
    href: hrefOf,
  };
}

/** History in an array, as tests need it; go() notifies synchronously. */
export function createMemoryHistory(
  initialEntries: string[] = ['/'],
  initialIndex?: number,
): History {
  const entries: Location[] = (initialEntries.length ? initialEntries : ['/']).map((path, i) => ({
    ...parsePath(path),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location) => void>();
  return {
    get location() {
      return entries[index] as Location;
    },
    push(next) {
      index += 1;
      entries.splice(index, entries.length - index, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index] as Location);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    href: hrefOf,
  };
}
