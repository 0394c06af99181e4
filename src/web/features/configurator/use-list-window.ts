import { useCallback, useRef, useState, type RefObject } from 'react';

/** Pixels drawn beyond the visible ones, so a quick scroll never shows a gap. */
const OVERSCAN_PX = 160;

/**
 * Row tops of a list whose rows each have a height known in advance (by kind: a brand heading,
 * a part, a part with a status line): `offsets[i]` is row i's top, `offsets[n]` the list's height.
 * Any slice can then be placed by arithmetic, without measuring the DOM.
 */
export function rowOffsets<Row>(
  rows: readonly Row[],
  heightOf: (row: Row) => number,
): Float64Array {
  const offsets = new Float64Array(rows.length + 1);
  for (let i = 0; i < rows.length; i += 1)
    offsets[i + 1] = (offsets[i] as number) + heightOf(rows[i] as Row);
  return offsets;
}

/** The row whose span holds `y` (the last row for y past the end). */
function rowAt(offsets: ArrayLike<number>, y: number): number {
  let low = 0;
  let high = Math.max(0, offsets.length - 2);
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((offsets[mid] as number) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * A small windowing helper for a list of rows of known heights: which rows to draw for the
 * scroll position, and how to bring a row into view. Thousands of options stay a few dozen nodes.
 *
 * It reads the list's geometry only in its scroll events: the list's height is `viewport` (its
 * max-height; a shorter list shows every row) and its offset the one last set or scrolled to.
 * Reading clientHeight and scrollTop as a list opened made the browser lay out the page
 * within the click, and again after the slice's render.
 */
export function useListWindow(
  listRef: RefObject<HTMLElement | null>,
  offsets: ArrayLike<number>,
  viewport: number,
) {
  const [scrollTop, setScrollTop] = useState(0);
  // The offset the list element has now; a list element mounted afresh starts at 0.
  const known = useRef<{ list: HTMLElement | null; top: number }>({ list: null, top: 0 });
  const rowCount = Math.max(0, offsets.length - 1);
  const totalHeight = (offsets[rowCount] as number | undefined) ?? 0;
  const start = rowCount === 0 ? 0 : rowAt(offsets, Math.max(0, scrollTop - OVERSCAN_PX));
  const end =
    rowCount === 0 ? 0 : Math.min(rowCount, rowAt(offsets, scrollTop + viewport + OVERSCAN_PX) + 1);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    known.current = { list, top: list.scrollTop };
    setScrollTop(list.scrollTop);
  }, [listRef]);

  /** Scrolls just enough to show row `index` (keyboard moves). */
  const reveal = useCallback(
    (index: number) => {
      const list = listRef.current;
      if (!list) return;
      const current = known.current.list === list ? known.current.top : 0;
      const top = (offsets[index] as number | undefined) ?? 0;
      const bottom = (offsets[index + 1] as number | undefined) ?? top;
      let next = current;
      if (top < next) next = top;
      else if (bottom > next + viewport) next = bottom - viewport;
      known.current = { list, top: next };
      setScrollTop(next);
      if (next !== current) list.scrollTop = next;
    },
    [listRef, offsets, viewport],
  );

  return {
    start,
    end,
    /** Where the drawn slice starts (px). */
    top: (offsets[start] as number | undefined) ?? 0,
    totalHeight,
    viewport,
    onScroll,
    reveal,
  };
}
