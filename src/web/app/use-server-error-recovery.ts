import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLayoutStore } from '../state/layout-store';

/**
 * The error page stays until the shopper navigates (spec: no way back is shown); the next
 * navigation clears the server-error flag and forgets the failed answers, so the new page asks
 * the API again (and shows the error page again only if it is still down).
 */
export function useServerErrorRecovery(): void {
  const { key } = useLocation();
  const queryClient = useQueryClient();
  const lastKey = useRef(key);
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (!useLayoutStore.getState().serverError) return;
    void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
    useLayoutStore.getState().setServerError(false);
  }, [key, queryClient]);
}
