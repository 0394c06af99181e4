import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../lib/api-errors';
import { useLayoutStore } from '../state/layout-store';
import { onCallError } from './query-client';

describe('a failed API call, after its retries', () => {
  const logged = () => vi.mocked(console.error).mock.calls;
  // test-setup.ts restores the spy and resets the layout store after each test.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('is a 404 the screen shows as its 404 page: neither logged nor the error page', () => {
    onCallError(new HttpError(404, { errors: [] }), undefined);
    expect(logged()).toEqual([]);
    expect(useLayoutStore.getState().serverError).toBe(false);
  });

  it('is logged when the answer is another refusal', () => {
    const conflict = new HttpError(409, null);
    onCallError(conflict, undefined);
    expect(logged()).toEqual([['API call failed', conflict]]);
    expect(useLayoutStore.getState().serverError).toBe(false);
  });

  it('raises the error page for a 5xx or no answer, and only logs a swallowed call', () => {
    onCallError(new NetworkError(new TypeError('fetch failed')), { raisesServerError: false });
    expect(logged()).toHaveLength(1);
    expect(useLayoutStore.getState().serverError).toBe(false);
    onCallError(new HttpError(503, null), undefined);
    expect(useLayoutStore.getState().serverError).toBe(true);
    expect(logged()).toHaveLength(1);
  });
});
