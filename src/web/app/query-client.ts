import { QueryClient } from '@tanstack/react-query';
import { ApiValidationError, HttpError } from '../lib/api-client';

/** A 4xx answer will not change on retry; network errors and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiValidationError) return false;
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
