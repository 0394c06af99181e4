import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  parsePath,
  type History,
  type HistoryAction,
  type Location,
} from './history';

/**
 * The shop's router (ADR 084): the parts of a data router its eight screens use, in ~3 KB
 * where React Router's took 31 KB gzip of the first page's JavaScript and ~190 ms of main
 * thread at 4x CPU before the first paint. A navigation matches the path, loads the screen's
 * lazy chunk and runs its loader in parallel, and commits (URL, screen, data) once both are
 * in; the page before stays meanwhile, and `navigation` names where it is going. A thrown
 * error (a loader's `data(…, { status: 404 })` included) shows the nearest errorElement.
 */
export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  params: Params;
  request: Request;
}
export type LoaderFunction = (args: LoaderFunctionArgs) => unknown;

type LazyObject = {
  loader?: () => Promise<LoaderFunction>;
  Component?: () => Promise<ComponentType | null | undefined>;
};

export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  errorElement?: ReactNode;
  /** Drawn instead of the tree until the first navigation has loaded. */
  HydrateFallback?: ComponentType;
  loader?: LoaderFunction;
  lazy?: (() => Promise<Partial<RouteObject>>) | LazyObject;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

export interface Navigation {
  state: 'idle' | 'loading';
  /** Where a loading navigation is going. */
  location?: Location;
}

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  matches: RouteMatch[];
  loaderData: Map<RouteObject, unknown>;
  /** The error a route threw, and the route whose errorElement shows it. */
  error: { value: unknown; route: RouteObject } | null;
  navigation: Navigation;
  /** False until the first location's chunks and loaders are in. */
  initialized: boolean;
  preventScrollReset: boolean;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a filter or page change of a list). */
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** The path a link to `to` points at, resolved against the current location. */
  resolve(to: To): string;
  dispose(): void;
}

/** An error answer thrown by a loader (`throw data('No components', { status: 404 })`). */
export class RouteErrorResponse {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly statusText = '',
  ) {}
}

export function data(body: unknown, init: { status?: number; statusText?: string } = {}) {
  return new RouteErrorResponse(init.status ?? 200, body, init.statusText);
}

export function isRouteErrorResponse(error: unknown): error is RouteErrorResponse {
  return error instanceof RouteErrorResponse;
}

// ---- matching ----

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function flatten(routes: RouteObject[], parents: RouteObject[], base: string[], out: Branch[]) {
  routes.forEach((route) => {
    const own = route.path === undefined ? [] : segmentsOf(route.path);
    // An absolute child path ('/configurator' under '/') already names its parent's segments.
    const segments = route.path?.startsWith('/') ? own : [...base, ...own];
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, segments, out);
    if (route.index || !route.children?.length) {
      const score = segments.reduce(
        (sum, s) => sum + (s === '*' ? -2 : s.startsWith(':') ? 3 : 10),
        route.index ? 2 : 0,
      );
      out.push({ routes: chain, segments, score });
    }
  });
  return out;
}

function matchBranch(branch: Branch, pathname: string): Params | null {
  const parts = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < branch.segments.length; i += 1) {
    const segment = branch.segments[i] as string;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decodeSegment).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(part);
    else if (segment.toLowerCase() !== decodeSegment(part).toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

function decodeSegment(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] {
  for (const branch of branches) {
    const params = matchBranch(branch, pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return [];
}

// ---- loading ----

/** A route's `lazy` in progress: its loader (run as soon as it is in) and the whole route. */
interface LazyLoad {
  loader: Promise<void>;
  done: Promise<void>;
}

/** Resolves a route's `lazy` once; later navigations find its fields on the route itself. */
const lazyLoads = new WeakMap<RouteObject, LazyLoad>();

function loadLazy(route: RouteObject): LazyLoad | null {
  const lazy = route.lazy;
  if (!lazy) return null;
  let pending = lazyLoads.get(route);
  if (!pending) {
    if (typeof lazy === 'function') {
      const done = lazy().then((module) => {
        if (module.Component !== undefined) route.Component = module.Component;
        if (module.loader) route.loader = module.loader;
        if (module.element !== undefined) route.element = module.element;
        if (module.errorElement !== undefined) route.errorElement = module.errorElement;
      });
      pending = { loader: done, done };
    } else {
      const loader = Promise.resolve(lazy.loader?.()).then((fn) => {
        if (fn) route.loader = fn;
      });
      const component = Promise.resolve(lazy.Component?.()).then((fn) => {
        if (fn !== undefined) route.Component = fn;
      });
      pending = { loader, done: Promise.all([loader, component]).then(() => undefined) };
    }
    const own = pending;
    // A failed chunk may load on the next try (a deploy, a dropped connection).
    own.done.then(
      () => {
        if (route.lazy === lazy) delete route.lazy;
      },
      () => {
        if (lazyLoads.get(route) === own) lazyLoads.delete(route);
      },
    );
    lazyLoads.set(route, own);
  }
  return pending;
}

/** The route whose errorElement shows an error thrown at `matches[index]` (or the root). */
function boundaryFor(matches: RouteMatch[], index: number): RouteObject | undefined {
  for (let i = Math.min(index, matches.length - 1); i >= 0; i -= 1) {
    const route = (matches[i] as RouteMatch).route;
    if (route.errorElement !== undefined) return route;
  }
  return matches[0]?.route;
}

interface Loaded {
  loaderData: Map<RouteObject, unknown>;
  error: RouterState['error'];
}

/**
 * Each match's chunk, then its loader; the lazy loader of an object `lazy` starts at once,
 * beside the chunk. Null when nothing needs waiting for (render at once).
 */
function load(
  matches: RouteMatch[],
  location: Location,
  signal: AbortSignal,
): Promise<Loaded> | null {
  const needsWait = matches.some(({ route }) => route.lazy || route.loader);
  if (!needsWait) return null;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const request = new Request(new URL(location.pathname + location.search, origin), { signal });
  const loaderData = new Map<RouteObject, unknown>();
  return Promise.all(
    matches.map(async ({ route, params }, index) => {
      try {
        const lazy = loadLazy(route);
        // The loader's data call starts as soon as its module is in, beside the screen's chunk.
        await lazy?.loader;
        if (route.loader) loaderData.set(route, await route.loader({ params, request }));
        await lazy?.done;
        return null;
      } catch (value) {
        return { value, index };
      }
    }),
  ).then((results) => {
    const failed = results.find((result) => result !== null);
    if (!failed) return { loaderData, error: null };
    const route = boundaryFor(matches, failed.index);
    return { loaderData, error: route ? { value: failed.value, route } : null };
  });
}

// ---- the router ----

const EXTERNAL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalTo(to: To): boolean {
  return typeof to === 'string' && EXTERNAL.test(to);
}

function resolveTo(to: To, from: Location): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname ?? '';
  // '' ('?a=1', '#x') is the current page; a relative name replaces its last segment.
  const absolute =
    pathname === ''
      ? from.pathname
      : pathname.startsWith('/')
        ? pathname
        : `${from.pathname.replace(/\/[^/]*$/, '')}/${pathname}`;
  return { pathname: absolute, search: parts.search ?? '', hash: parts.hash ?? '' };
}

export function createRouter(routes: RouteObject[], history: History): Router {
  const branches = flatten(routes, [], [], []).sort((a, b) => b.score - a.score);
  const listeners = new Set<(state: RouterState) => void>();
  let controller: AbortController | null = null;
  let navigationId = 0;

  const initialMatches = matchRoutes(branches, history.location.pathname);
  let state: RouterState = {
    location: history.location,
    historyAction: 'POP',
    matches: initialMatches,
    loaderData: new Map(),
    error: null,
    navigation: { state: 'idle' },
    initialized: false,
    preventScrollReset: false,
  };

  const publish = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  const start = (
    location: Location,
    action: HistoryAction,
    options: NavigateOptions,
  ): Promise<void> => {
    controller?.abort();
    const id = (navigationId += 1);
    const matches = matchRoutes(branches, location.pathname);
    const commit = (loaded: Loaded | null) => {
      if (id !== navigationId) return;
      controller = null;
      if (action === 'PUSH') history.push(location);
      else if (action === 'REPLACE') history.replace(location);
      publish({
        location,
        historyAction: action,
        matches,
        loaderData: loaded?.loaderData ?? new Map(),
        error: loaded?.error ?? null,
        navigation: { state: 'idle' },
        initialized: true,
        preventScrollReset: options.preventScrollReset === true,
      });
    };
    const ownController = new AbortController();
    controller = ownController;
    const loading = load(matches, location, ownController.signal);
    if (!loading) {
      commit(null);
      return Promise.resolve();
    }
    if (state.initialized) publish({ navigation: { state: 'loading', location } });
    return loading.then(commit);
  };

  const stopListening = history.listen((location) => void start(location, 'POP', {}));

  const router: Router = {
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const parts = resolveTo(to, state.location);
      const location: Location = {
        ...parts,
        state: options.state ?? null,
        key: createKey(),
      };
      const samePlace =
        parts.pathname === state.location.pathname &&
        parts.search === state.location.search &&
        parts.hash === state.location.hash;
      // Like a browser, a link to the page one is on replaces its entry rather than adding one.
      const action = options.replace || samePlace ? 'REPLACE' : 'PUSH';
      return start(location, action, options);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve: (to) => history.href(resolveTo(to, state.location)),
    dispose() {
      stopListening();
      controller?.abort();
      listeners.clear();
    },
  };

  void start(history.location, 'POP', {});
  return router;
}

export const createBrowserRouter = (routes: RouteObject[]) =>
  createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (
  routes: RouteObject[],
  options: { initialEntries?: string[]; initialIndex?: number } = {},
) => createRouter(routes, createMemoryHistory(options.initialEntries, options.initialIndex));
