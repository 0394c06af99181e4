import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiValidationError, HttpError } from '../lib/api-client';
import { isAbortError, isServerTrouble } from '../lib/api-errors';
import { useLayoutStore } from '../state/layout-store';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

interface CallMeta extends Record<string, unknown> {
  /**
   * False for calls whose failures the spec swallows (build calls are only logged, a failed
   * case list leaves the list empty): they never raise the server-error flag.
   */
  raisesServerError?: boolean;
}

/** A 4xx answer will not change on retry; network errors and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiValidationError) return false;
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * After the retries: a 5xx or an unreachable API shows the error page (spec section 2
 * "Error page"), unless the call's failures are swallowed; those are written to the console.
 * A 404 is not a failure: the screen that asked shows its 404 page (e.g. a share link to a
 * build that does not exist), so it is not logged either.
 */
export function onCallError(error: unknown, meta: CallMeta | undefined) {
  if (isAbortError(error)) return;
  if (error instanceof HttpError && error.status === 404) return;
  if (meta?.raisesServerError !== false && isServerTrouble(error)) {
    useLayoutStore.getState().setServerError(true);
    return;
  }
  console.error('API call failed', error);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onCallError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onCallError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
