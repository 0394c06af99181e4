import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

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

/** The offset nearest `current` that shows all of row `index` in a view `viewport` high. */
function scrollToShow(
  offsets: ArrayLike<number>,
  index: number,
  current: number,
  viewport: number,
): number {
  const top = (offsets[index] as number | undefined) ?? 0;
  const bottom = (offsets[index + 1] as number | undefined) ?? top;
  if (top < current) return top;
  if (bottom > current + viewport) return bottom - viewport;
  return current;
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

  // The row the keyboard last brought into view, until the shopper scrolls the list himself.
  const revealed = useRef<number | null>(null);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A scroll not written here (wheel, touch, scrollbar) lets the highlighted row go.
    if (known.current.list !== list || Math.abs(list.scrollTop - known.current.top) > 1)
      revealed.current = null;
    known.current = { list, top: list.scrollTop };
    setScrollTop(list.scrollTop);
  }, [listRef]);

  const scrollTo = useCallback((list: HTMLElement, next: number) => {
    const current = known.current.list === list ? known.current.top : 0;
    known.current = { list, top: next };
    setScrollTop(next);
    if (next !== current) list.scrollTop = next;
  }, []);

  /**
   * Brings row `index` into view: scrolling just enough (keyboard moves), or, as a list opens
   * at its chosen part, with the row at the top of the view and the parts after it below.
   */
  const reveal = useCallback(
    (index: number, align: 'nearest' | 'start' = 'nearest') => {
      const list = listRef.current;
      if (!list) return;
      revealed.current = index;
      const current = known.current.list === list ? known.current.top : 0;
      const last = Math.max(
        0,
        ((offsets[offsets.length - 1] as number | undefined) ?? 0) - viewport,
      );
      const next =
        align === 'start'
          ? Math.min(last, (offsets[index] as number | undefined) ?? 0)
          : scrollToShow(offsets, index, current, viewport);
      scrollTo(list, next);
    },
    [listRef, offsets, viewport, scrollTo],
  );

  // Rows that change height (a part greyed, with its reason, once the verdicts arrive) move
  // the rows below them. The highlighted row stays in view; with none, the row at the top of
  // the view stays where it is (scroll anchoring), so nothing the shopper looks at jumps.
  const previous = useRef(offsets);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = offsets;
    const list = listRef.current;
    if (before === offsets || !list || known.current.list !== list) return;
    const top = known.current.top;
    if (revealed.current !== null && revealed.current < rowCount) {
      scrollTo(list, scrollToShow(offsets, revealed.current, top, viewport));
      return;
    }
    if (top <= 0 || before.length < 2) return;
    const anchor = rowAt(before, top);
    if (anchor >= rowCount) return;
    const shift = (offsets[anchor] as number) - (before[anchor] as number);
    if (shift !== 0) scrollTo(list, Math.max(0, top + shift));
  }, [listRef, offsets, rowCount, viewport, scrollTo]);

  return {
    start,
    end,
    /**
     * The offset held is within the list: false for the render where a new, shorter list
     * arrived below the old one's place, before that is set (its slice is not the view's).
     */
    placed: scrollTop <= Math.max(0, totalHeight - viewport) + 1,
    /** Where the drawn slice starts (px). */
    top: (offsets[start] as number | undefined) ?? 0,
    totalHeight,
    viewport,
    onScroll,
    reveal,
  };
}
