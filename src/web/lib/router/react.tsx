import {
  Component,
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Location } from './history';
import {
  createMemoryRouter,
  isExternalTo,
  type NavigateOptions,
  type Navigation,
  type Params,
  type RouteMatch,
  type Router,
  type RouterState,
  type To,
} from './router';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

interface RouteContextValue {
  match: RouteMatch | null;
  /** What <Outlet /> draws: the next level down. */
  outlet: ReactNode;
  data: unknown;
}
const RouteContext = createContext<RouteContextValue>({
  match: null,
  outlet: null,
  data: undefined,
});
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('A router hook was used outside <RouterProvider>');
  return state;
}

/** Catches what a route throws while rendering and shows its errorElement instead. */
class RouteErrorBoundary extends Component<
  { errorElement: ReactNode; location: Location; children: ReactNode },
  { error: unknown; location: Location; failed: boolean }
> {
  override state = { error: undefined as unknown, location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { location: Location; failed: boolean },
  ) {
    // A navigation elsewhere gives the new page its chance.
    return props.location === state.location
      ? null
      : { location: props.location, failed: false, error: undefined };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorContext.Provider value={this.state.error}>
        {this.props.errorElement}
      </ErrorContext.Provider>
    );
  }
}

function renderMatches(
  state: Pick<RouterState, 'matches' | 'loaderData' | 'error' | 'location'>,
): ReactNode {
  const { matches, error } = state;
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i] as RouteMatch;
    const { route } = match;
    const inner = outlet;
    const failedHere = error?.route === route;
    const element = failedHere ? (
      <ErrorContext.Provider value={error.value}>{route.errorElement}</ErrorContext.Provider>
    ) : (
      (route.element ?? (route.Component ? createElement(route.Component) : inner))
    );
    const value: RouteContextValue = { match, outlet: inner, data: state.loaderData.get(route) };
    const content = <RouteContext.Provider value={value}>{element}</RouteContext.Provider>;
    outlet =
      route.errorElement !== undefined && !failedHere ? (
        <RouteErrorBoundary errorElement={route.errorElement} location={state.location}>
          {content}
        </RouteErrorBoundary>
      ) : (
        content
      );
    // Below a failed route nothing renders: its errorElement stands for the whole branch.
    if (failedHere) outlet = content;
  }
  return outlet;
}

/** Gives `children` the router and its state, redrawn on each change. */
function RouterContexts({
  router,
  children,
}: {
  router: Router;
  children: (state: RouterState) => ReactNode;
}) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{children(state)}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** The routes' tree; only a commit redraws it (a navigation starting reaches its readers alone). */
function Routes({ state }: { state: RouterState }) {
  const { initialized, matches, loaderData, error, location } = state;
  return useMemo(() => {
    if (!initialized) {
      const Fallback = matches[0]?.route.HydrateFallback;
      return Fallback ? createElement(Fallback) : null;
    }
    return renderMatches({ matches, loaderData, error, location });
  }, [initialized, matches, loaderData, error, location]);
}

export function RouterProvider({ router }: { router: Router }) {
  return <RouterContexts router={router}>{(state) => <Routes state={state} />}</RouterContexts>;
}

/** Children under a memory router with no routes of its own (small component tests). */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries }));
  return <RouterContexts router={router}>{() => children}</RouterContexts>;
}

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export const useLocation = (): Location => useRouterState().location;

export const useNavigation = (): Navigation => useRouterState().navigation;

export function useParams(): Params {
  const { matches } = useRouterState();
  return matches[matches.length - 1]?.params ?? {};
}

export function useLoaderData<T>(): T {
  return useContext(RouteContext).data as T;
}

export const useRouteError = (): unknown => useContext(ErrorContext);

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

/** Navigates once drawn (a redirect inside a screen). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
    // Once per mount, as a redirect is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load, not a client navigation. */
  reloadDocument?: boolean;
}

const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const external = isExternalTo(to);
  const href = external ? (to as string) : router.resolve(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || external || isModifiedClick(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    void router.navigate(to, { replace, state, preventScrollReset });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

const SCROLL_STORE = 'rigforge-scroll-positions';

/** Positions saved by earlier documents of this tab (a reload, or Back from another page). */
function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORE) ?? '{}');
    return new Map(Object.entries(stored as Record<string, number>));
  } catch {
    return new Map();
  }
}

/**
 * True when this document was opened as a new history entry (a link, a typed URL), not by a
 * reload or Back/Forward. Its entry's key is new (history.ts), so nothing can be saved for it,
 * and the first access to sessionStorage (a synchronous call to the browser process, 5-10 ms
 * while the page loads) is left for when the shopper leaves.
 */
function openedAsNewEntry(): boolean {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return false;
  const [navigation] = performance.getEntriesByType('navigation');
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'navigate';
}

/** Frames a restored position may wait for the page to grow tall enough (~1 s). */
const RESTORE_FRAMES = 60;

/**
 * Scrolls back to `top`. A page that draws in steps (a list's cards, lazy images) may not be
 * that tall yet: then it tries again each frame until it gets there, the shopper scrolls, or
 * about a second has passed. Returns a cancel.
 */
function restoreScroll(top: number): (() => void) | undefined {
  window.scrollTo(0, top);
  if (Math.abs(window.scrollY - top) < 1 || typeof requestAnimationFrame !== 'function') return;
  let frames = 0;
  let last = window.scrollY;
  let handle = 0;
  const step = () => {
    // The shopper scrolled meanwhile: their place wins.
    if (Math.abs(window.scrollY - last) >= 1) return;
    window.scrollTo(0, top);
    last = window.scrollY;
    if (Math.abs(last - top) >= 1 && (frames += 1) < RESTORE_FRAMES) {
      handle = requestAnimationFrame(step);
    }
  };
  handle = requestAnimationFrame(step);
  return () => cancelAnimationFrame(handle);
}

/**
 * Browser-like scrolling for client navigations: a new page starts at the top (or at its
 * #hash), Back/Forward and reloads return to where the shopper was, and a navigation asked to
 * keep its place (preventScrollReset) does.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const state = useRouterState();
  // Where this document's entries were left; earlier documents' are in sessionStorage.
  const positions = useRef(new Map<string, number>());
  const shown = useRef(state.location.key);
  const first = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // Where the page being left was scrolled to, for a return by Back: read when the router
    // commits the next location, before the new page replaces it (and the browser clamps it).
    let leaving = router.state.location.key;
    const unsubscribe = router.subscribe((next) => {
      if (next.location.key === leaving) return;
      positions.current.set(leaving, window.scrollY);
      leaving = next.location.key;
    });
    const save = () => {
      positions.current.set(leaving, window.scrollY);
      const all = readPositions();
      for (const [key, top] of positions.current) all.set(key, top);
      try {
        sessionStorage.setItem(SCROLL_STORE, JSON.stringify(Object.fromEntries(all)));
      } catch {
        // Storage full or blocked: positions are kept for this page's life only.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', save);
      history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    if (!state.initialized) return;
    const { location } = state;
    const isFirst = first.current;
    first.current = false;
    if (shown.current !== location.key) shown.current = location.key;
    else if (state.historyAction !== 'POP') return;
    const saved =
      positions.current.get(location.key) ??
      (isFirst && !openedAsNewEntry() ? readPositions().get(location.key) : undefined);
    if (state.historyAction === 'POP' && saved !== undefined) {
      // A document opens at the top: restoring 0 there would only force a layout.
      return isFirst && saved === 0 ? undefined : restoreScroll(saved);
    }
    if (state.preventScrollReset) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (!isFirst) window.scrollTo(0, 0);
    // Once per committed location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.location, state.initialized]);
  return null;
}
