import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../domain/timings';
import { fetchCaseList } from './case-list';

/** An answer whose headers arrive at once and whose body takes `bodyMs` to come in. */
function slowBodyAnswer(body: unknown, bodyMs: number): Response {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      setTimeout(() => {
        controller.enqueue(bytes);
        controller.close();
      }, bodyMs);
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('fetchCaseList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands the list over 500 ms after the answer arrives, reading its body within the wait', async () => {
    const cases = [{ id: 'case-1' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => slowBodyAnswer({ data: cases }, 300)),
    );
    let handedOver: unknown = null;
    void fetchCaseList(0).then((list) => (handedOver = list));
    await vi.advanceTimersByTimeAsync(TIMINGS.caseFetchDelayMs - 1);
    expect(handedOver).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(handedOver).toEqual(cases);
  });
});
