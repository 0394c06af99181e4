/**
 * What a route loader reads its data through. In the browser: the API (the query options'
 * own fetchers). On the server (ADR 094): the services the server hands to the web's server
 * entry, the same ones the API answers from, so a page is rendered without an HTTP call from
 * the server to itself. Either way the answers land in the query cache under the same keys.
 */
import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import type { PageDataServices } from '../../domain/contracts/page-render';

export interface LoaderContext {
  queryClient: QueryClient;
  /** Set when rendering on the server; null in the browser. */
  services: PageDataServices | null;
}

/** A service's answer, or the route's 404 for a build it does not have. */
export async function orNotFound<T>(answer: Promise<T | null>): Promise<T> {
  const value = await answer;
  if (value === null) throw data('Not found', { status: 404 });
  return value;
}
