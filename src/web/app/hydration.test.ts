import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { freshQueries } from './hydration';

describe('freshQueries', () => {
  it('dates a kept render’s answers to now, so the browser does not fetch them again', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ['api', 'x'], queryFn: () => Promise.resolve(1) });
    const state = dehydrate(server);
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    // The render was kept for ten minutes: as sent, its answer would count as stale.
    const keptAt = (state.queries[0]?.state.dataUpdatedAt ?? 0) - 600_000;
    const kept = {
      ...state,
      queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: keptAt } })),
    };
    const now = Date.now();
    hydrate(browser, freshQueries(kept, now));
    const query = browser.getQueryCache().find({ queryKey: ['api', 'x'] });
    expect(query?.state.data).toBe(1);
    expect(query?.state.dataUpdatedAt).toBe(now);
    expect(query?.isStale()).toBe(false);
  });
});
