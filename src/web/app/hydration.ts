/**
 * The browser's side of server rendering (ADR 094): the hydration data the server wrote after
 * the root element, and the lazy route modules of the first page loaded before hydrating, so
 * the first render matches the server's markup.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { HYDRATION_DATA_ELEMENT_ID } from '../../domain/contracts/page-render';

export interface HydrationData {
  /** The path and query the server rendered. */
  url: string;
  router: HydrationState;
  queries: DehydratedState;
}

export function pathAndSearch(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

export function readHydrationData(doc: Document): { data: HydrationData; nonce: string } | null {
  const element = doc.getElementById(HYDRATION_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as HydrationData;
    // The nonce attribute reads back empty once parsed; the property keeps it.
    return { data, nonce: (element as HTMLScriptElement).nonce ?? '' };
  } catch {
    return null;
  }
}

/**
 * The server's queries as loaded now: a kept render (ADR 110) carries the time it was first
 * rendered, but the server renders again whenever the data changes, so its answers are current
 * and must not count as stale (and be fetched again) in the browser.
 */
export function freshQueries(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

type LazyProperties = Record<string, (() => Promise<unknown>) | undefined>;

/** Loads the lazy parts of every route matching `location` into the route objects. */
export async function resolveLazyMatches(
  routes: RouteObject[],
  location: { pathname: string; search: string; hash: string },
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as unknown;
      if (!lazy) return;
      const loaded: Record<string, unknown> =
        typeof lazy === 'function'
          ? ((await (lazy as () => Promise<object>)()) as Record<string, unknown>)
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy as LazyProperties).map(async ([key, load]) => [
                  key,
                  await load?.(),
                ]),
              ),
            );
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
