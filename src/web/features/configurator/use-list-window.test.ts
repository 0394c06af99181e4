import { useLayoutEffect, useState } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rowOffsets, useListWindow } from './use-list-window';

const ROW_HEIGHT = 44;
const VIEWPORT_ROWS = 8;
const OFFSETS = rowOffsets(new Array<number>(500).fill(ROW_HEIGHT), (height) => height);
/** The offset that shows row `index` at the bottom of the list. */
const bottomAt = (index: number) => (index + 1) * ROW_HEIGHT - VIEWPORT_ROWS * ROW_HEIGHT;

function mountList(offsets: Float64Array = OFFSETS) {
  const list = document.createElement('div');
  document.body.append(list);
  const listRef = { current: list };
  const hook = renderHook(
    ({ rows }: { rows: Float64Array }) => useListWindow(listRef, rows, VIEWPORT_ROWS * ROW_HEIGHT),
    { initialProps: { rows: offsets } },
  );
  const frame = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(16);
    });
  return { list, hook, frame };
}

describe('rowOffsets', () => {
  it('places rows of different heights one after another', () => {
    expect([...rowOffsets([32, 64, 84], (h) => h)]).toEqual([0, 32, 96, 180]);
  });
});

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

  it("opens a list with a row at the top of the view ('start'), or as far as the list goes", () => {
    const { list, hook } = mountList();
    act(() => hook.result.current.reveal(40, 'start'));
    expect(list.scrollTop).toBe(40 * ROW_HEIGHT);
    expect(hook.result.current.start).toBeLessThanOrEqual(40);
    act(() => hook.result.current.reveal(497, 'start'));
    // The last rows cannot head the view: the list ends there.
    expect(list.scrollTop).toBe(bottomAt(499));
    expect(hook.result.current.end).toBe(500);
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

describe('useListWindow with rows of different heights', () => {
  it('reveals a tall row whole and draws the rows around the offset', () => {
    const list = document.createElement('div');
    document.body.append(list);
    const heights = Array.from({ length: 300 }, (_, i) => (i % 5 === 0 ? 32 : 84));
    const offsets = rowOffsets(heights, (h) => h);
    const hook = renderHook(() => useListWindow({ current: list }, offsets, 400));
    act(() => hook.result.current.reveal(100));
    expect(list.scrollTop).toBe((offsets[101] as number) - 400);
    const { start, end, top } = hook.result.current;
    expect(start).toBeLessThan(100);
    expect(end).toBeGreaterThan(100);
    expect(top).toBe(offsets[start]);
    list.remove();
  });

  it('keeps the highlighted row in view when rows above it grow (their verdicts arrived)', () => {
    const { list, hook } = mountList();
    act(() => hook.result.current.reveal(40));
    const before = list.scrollTop;
    // Rows 10 (above the view) and 36 (in it) are greyed now: each shows its reason under it.
    const grown = rowOffsets(
      Array.from({ length: 500 }, (_, row) =>
        row === 10 || row === 36 ? ROW_HEIGHT + 54 : ROW_HEIGHT,
      ),
      (height) => height,
    );
    hook.rerender({ rows: grown });
    expect(list.scrollTop).toBe(before + 2 * 54);
    const rowTop = grown[40] as number;
    expect(rowTop).toBeGreaterThanOrEqual(list.scrollTop);
    expect(rowTop + ROW_HEIGHT).toBeLessThanOrEqual(list.scrollTop + VIEWPORT_ROWS * ROW_HEIGHT);
  });

  it('once the shopper scrolls, keeps the row at the top of the view where it is', () => {
    const { list, hook } = mountList();
    act(() => hook.result.current.reveal(40));
    list.scrollTop = 100 * ROW_HEIGHT;
    act(() => hook.result.current.onScroll());
    const grown = rowOffsets(
      Array.from({ length: 500 }, (_, row) => (row === 10 ? ROW_HEIGHT + 54 : ROW_HEIGHT)),
      (height) => height,
    );
    hook.rerender({ rows: grown });
    expect(list.scrollTop).toBe(100 * ROW_HEIGHT + 54);
  });

  it('stays at the top, and stays put when rows are added below', () => {
    const { list, hook } = mountList();
    hook.rerender({ rows: rowOffsets(new Array<number>(600).fill(ROW_HEIGHT), (h) => h) });
    expect(list.scrollTop).toBe(0);
    act(() => hook.result.current.reveal(40));
    const before = list.scrollTop;
    hook.rerender({ rows: rowOffsets(new Array<number>(700).fill(ROW_HEIGHT), (h) => h) });
    expect(list.scrollTop).toBe(before);
  });
});

describe('useListWindow revealing a row as new rows render', () => {
  it('draws the new rows at that row in their first frame, the offset written before paint', () => {
    const list = document.createElement('div');
    document.body.append(list);
    const longer = rowOffsets(new Array<number>(600).fill(ROW_HEIGHT), (h) => h);
    // What each commit shows, read where the browser would paint it next (a layout effect).
    const frames: { rows: number; start: number; end: number; scrollTop: number }[] = [];
    const hook = renderHook(
      ({ rows }: { rows: Float64Array }) => {
        const win = useListWindow({ current: list }, rows, VIEWPORT_ROWS * ROW_HEIGHT);
        // As the combobox places its highlight: in the render that brings the rows.
        const [placedFor, setPlacedFor] = useState(rows);
        if (placedFor !== rows) {
          setPlacedFor(rows);
          win.reveal(300, 'start');
        }
        useLayoutEffect(() => {
          frames.push({ rows: rows.length - 1, ...win, scrollTop: list.scrollTop });
        });
        return win;
      },
      { initialProps: { rows: OFFSETS } },
    );
    hook.rerender({ rows: longer });
    const first = frames.find((frame) => frame.rows === 600);
    expect(first?.start).toBeLessThanOrEqual(300);
    expect(first?.end).toBeGreaterThan(300);
    expect(first?.scrollTop).toBe(300 * ROW_HEIGHT);
    expect(frames.filter((frame) => frame.rows === 600)).toHaveLength(1);
    list.remove();
  });
});
