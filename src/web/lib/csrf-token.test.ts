import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../domain/timings';
import { createCsrfToken } from './csrf-token';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function tokenSource() {
  let count = 0;
  const fetchToken = vi.fn(() => Promise.resolve(`token-${++count}`));
  return { fetchToken, source: createCsrfToken(fetchToken) };
}

describe('anti-forgery token', () => {
  it('is fetched once at start and handed to callers', async () => {
    const { fetchToken, source } = tokenSource();
    source.start();
    await expect(source.get()).resolves.toBe('token-1');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    source.stop();
  });

  it('hands the held token over at once while it is fresh, and none once it is stale', async () => {
    const { source } = tokenSource();
    expect(source.current()).toBeNull();
    source.start();
    await source.ready();
    expect(source.current()).toBe('token-1');
    vi.advanceTimersByTime(TIMINGS.settingsRefreshMs);
    source.stop();
    expect(source.current()).toBeNull();
  });

  it('makes a caller wait for the first token', async () => {
    let resolve: (value: string) => void = () => undefined;
    const source = createCsrfToken(() => new Promise((r) => (resolve = r)));
    source.start();
    const pending = source.get();
    resolve('late-token');
    await expect(pending).resolves.toBe('late-token');
    source.stop();
  });

  it('is refreshed by the 15 s check once it is 4 minutes old', async () => {
    const { fetchToken, source } = tokenSource();
    source.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(TIMINGS.settingsRefreshMs - TIMINGS.settingsCheckMs);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIMINGS.settingsCheckMs);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await expect(source.get()).resolves.toBe('token-2');
    source.stop();
  });

  it('retries on the next check when the fetch failed', async () => {
    const fetchToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('token-ok');
    const source = createCsrfToken(fetchToken);
    source.start();
    await source.ready();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(TIMINGS.settingsCheckMs);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await expect(source.get()).resolves.toBe('token-ok');
    source.stop();
  });

  it('uses the constants of spec section 9', () => {
    expect(TIMINGS.settingsRefreshMs).toBe(240_000);
    expect(TIMINGS.settingsCheckMs).toBe(15_000);
  });
});
