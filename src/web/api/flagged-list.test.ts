import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../domain/build/build-model';
import { selectionsOf } from '../../domain/build/build-selections';
import { jsonResponse } from '../test-render';
import { flaggedListQueryOptions, prefetchFlagsForChoice } from './flagged-list';

const build = selectionsOf(
  createBuild({ chipset: 1, caseSize: 2, case: 'case-a', cpu: 'cpu-a', gpu: 'gpu-a' }),
);
const candidate = { ...build, gpu: 'gpu-b' };
const flags = { version: 1, flags: '', reasons: [], reasonOf: [] };

afterEach(() => vi.unstubAllGlobals());

describe('flag calls started with a choice', () => {
  it('asks again for the flags a dropdown holds (judged with the choice), and for no others', () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/settings'
          ? jsonResponse({ data: { csrfToken: 'token-1' } })
          : jsonResponse({ data: flags }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(flaggedListQueryOptions('memory', build).queryKey, flags);

    prefetchFlagsForChoice(queryClient, build, candidate);

    const started = queryClient
      .getQueryCache()
      .findAll({ type: 'all' })
      .filter((query) => query.state.fetchStatus === 'fetching')
      .map((query) => query.queryKey);
    expect(started).toEqual([flaggedListQueryOptions('memory', candidate).queryKey]);
  });

  it('starts nothing when no dropdown has asked for flags yet', () => {
    vi.stubGlobal('fetch', vi.fn());
    const queryClient = new QueryClient();
    prefetchFlagsForChoice(queryClient, build, candidate);
    expect(queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })).toEqual([]);
  });
});
