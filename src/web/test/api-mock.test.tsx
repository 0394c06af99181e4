import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { apiGet } from '../lib/api-client';
import { mockApi, reply, verifyNoUnmatchedRequests } from './api-mock';

/** A component that lists cases from a URL it is given (a typo stands in for a wrong URL). */
function CaseNames({ path }: { path: string }) {
  const query = useQuery({
    queryKey: [path],
    queryFn: () => apiGet<{ shortName: string }[]>(path),
    retry: false,
    meta: { raisesServerError: false },
  });
  if (query.isError) return <p>failed</p>;
  return <p>{query.data?.map((item) => item.shortName).join(', ') ?? 'loading'}</p>;
}

function renderCaseNames(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <CaseNames path={path} />
    </QueryClientProvider>,
  );
}

const cases = [{ shortName: 'North' }];

describe('the API mock', () => {
  it('answers a request its handler matches, case-insensitively like the server', async () => {
    const api = mockApi({
      'GET configurator/allcasecomponents': () => cases as never,
    });
    renderCaseNames('configurator/AllCaseComponents?caseSize=2');
    expect(await screen.findByText('North')).toBeInTheDocument();
    expect(api.callsTo('GET configurator/allcasecomponents')[0]?.url).toBe(
      '/api/configurator/AllCaseComponents?caseSize=2',
    );
    expect(() => verifyNoUnmatchedRequests()).not.toThrow();
  });

  it('fails the test when a component calls a URL no handler matches', async () => {
    const api = mockApi({ 'GET configurator/allcasecomponents': () => cases as never });
    renderCaseNames('configurator/allcasecomponentz');
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(api.unmatched).toEqual(['GET /api/configurator/allcasecomponentz']);
    expect(() => verifyNoUnmatchedRequests()).toThrow(
      /Requests no handler matched:\s+GET \/api\/configurator\/allcasecomponentz/,
    );
  });

  it('does not answer a POST with a GET handler', async () => {
    const api = mockApi({ 'GET configurator/build/{id}': () => reply(404) });
    await expect(
      (async () => {
        const response = await fetch('/api/configurator/build/abc', { method: 'POST' });
        return response.status;
      })(),
    ).resolves.toBe(501);
    expect(api.unmatched).toEqual(['POST /api/configurator/build/abc']);
    expect(() => verifyNoUnmatchedRequests()).toThrow();
  });
});
