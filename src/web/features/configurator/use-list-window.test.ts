import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROW_HEIGHT, useListWindow } from './use-list-window';

const VIEWPORT_ROWS = 8;
/** The offset that shows row `index` at the bottom of the list. */
const bottomAt = (index: number) => (index + 1) * ROW_HEIGHT - VIEWPORT_ROWS * ROW_HEIGHT;

function mountList() {
  const list = document.createElement('div');
  document.body.append(list);
  const listRef = { current: list };
  const hook = renderHook(() => useListWindow(listRef, 500, VIEWPORT_ROWS));
  const frame = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(16);
    });
  return { list, hook, frame };
}

describe('useListWindow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('scrolls a list just opened to the row, drawing that slice', () => {
    const { list, hook } = mountList();
    act(() => hook.result.current.reveal(40));
    expect(hook.result.current.start).toBeLessThanOrEqual(40);
    expect(hook.result.current.end).toBeGreaterThan(40);
    expect(list.scrollTop).toBe(bottomAt(40));
  });

  it('arrow presses keep their offset when the scroll event of an earlier write comes late', async () => {
    const { list, hook, frame } = mountList();
    act(() => hook.result.current.reveal(40));
    await frame();
    act(() => hook.result.current.reveal(43));
    // The browser tells of the first write only now: it must not put the list back there.
    act(() => hook.result.current.onScroll());
    await frame();
    expect(list.scrollTop).toBe(bottomAt(43));
  });

  it('follows the shopper scrolling the list', async () => {
    const { list, hook, frame } = mountList();
    act(() => hook.result.current.reveal(40));
    await frame();
    list.scrollTop = 0;
    act(() => hook.result.current.onScroll());
    expect(hook.result.current.start).toBe(0);
    act(() => hook.result.current.reveal(3));
    expect(list.scrollTop).toBe(0);
  });
});
