import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-render';
import { setCountry } from './country';
import { logPageview } from './pageviews';

let fetchMock: ReturnType<typeof vi.fn>;
const landingCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/activities/landing');

beforeEach(() => {
  window.dataLayer = [];
  sessionStorage.clear();
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      url === '/api/settings'
        ? jsonResponse({ data: { csrfToken: 't' } })
        : jsonResponse({ data: { id: '1' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('pageviews', () => {
  it('pushes a pageview for every path', () => {
    logPageview('/pre-configurator');
    logPageview('/configurator');
    expect(window.dataLayer).toEqual([
      { event: 'pageview', path: '/pre-configurator' },
      { event: 'pageview', path: '/configurator' },
    ]);
  });

  it('records the landing activity only for exactly /', async () => {
    logPageview('/pre-configured-pcs/');
    logPageview('/share/abc');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(0));
    setCountry('IE');
    logPageview('/');
    await vi.waitFor(() => expect(landingCalls()).toHaveLength(1));
    const init = landingCalls()[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({ path: '/', country: 'IE' });
  });

  it('sends GB when no country is set', async () => {
    logPageview('/');
    await vi.waitFor(() => expect(landingCalls()).toHaveLength(1));
    expect(JSON.parse((landingCalls()[0]![1] as RequestInit).body as string)).toMatchObject({
      country: 'GB',
    });
  });
});
