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

/** Where the list is scrolled to, and the row the keyboard last brought into view. */
interface ScrollState {
  top: number;
  /** Kept in view as rows change height, until the shopper scrolls the list himself. */
  revealed: number | null;
}

/**
 * Where rows that changed height leave the view: the highlighted row stays in view; with none,
 * the row at the top of the view stays where it is (scroll anchoring), so nothing the shopper
 * looks at jumps when a part is greyed, with its reason, once the verdicts arrive.
 */
function anchored(
  before: ArrayLike<number>,
  after: ArrayLike<number>,
  scroll: ScrollState,
  viewport: number,
): number {
  const rowCount = Math.max(0, after.length - 1);
  if (scroll.revealed !== null && scroll.revealed < rowCount)
    return scrollToShow(after, scroll.revealed, scroll.top, viewport);
  if (scroll.top <= 0 || before.length < 2) return scroll.top;
  const anchor = rowAt(before, scroll.top);
  if (anchor >= rowCount) return scroll.top;
  const shift = (after[anchor] as number) - (before[anchor] as number);
  return Math.max(0, scroll.top + shift);
}

/**
 * A small windowing helper for a list of rows of known heights: which rows to draw for the
 * scroll position, and how to bring a row into view. Thousands of options stay a few dozen nodes.
 *
 * The offset is state, decided before the rows are drawn (a reveal during the render that
 * opens a list draws the slice around the row at once), and written to the list element once,
 * in a layout effect after the slice is in the DOM: the layout that write makes the browser do
 * is the one the paint needs anyway. The list's height is `viewport` (its max-height; a shorter
 * list shows every row); its offset is read only in its scroll events.
 */
export function useListWindow(
  listRef: RefObject<HTMLElement | null>,
  offsets: ArrayLike<number>,
  viewport: number,
) {
  const [scroll, setScroll] = useState<ScrollState>({ top: 0, revealed: null });
  // Rows that changed height move the offset in the same render (see `anchored`).
  const [placed, setPlaced] = useState(offsets);
  let current = scroll;
  if (placed !== offsets) {
    setPlaced(offsets);
    const top = anchored(placed, offsets, scroll, viewport);
    if (top !== scroll.top) {
      current = { ...scroll, top };
      setScroll(current);
    }
  }
  const scrollTop = current.top;
  // The offset the list element has now; a list element mounted afresh starts at 0.
  const known = useRef<{ list: HTMLElement | null; top: number }>({ list: null, top: 0 });
  const rowCount = Math.max(0, offsets.length - 1);
  const totalHeight = (offsets[rowCount] as number | undefined) ?? 0;
  const start = rowCount === 0 ? 0 : rowAt(offsets, Math.max(0, scrollTop - OVERSCAN_PX));
  const end =
    rowCount === 0 ? 0 : Math.min(rowCount, rowAt(offsets, scrollTop + viewport + OVERSCAN_PX) + 1);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const shown = known.current.list === list ? known.current.top : 0;
    known.current = { list, top: scrollTop };
    if (shown !== scrollTop) list.scrollTop = scrollTop;
  });

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const top = list.scrollTop;
    // A scroll not written here (wheel, touch, scrollbar) lets the highlighted row go.
    const written = known.current.list === list && Math.abs(top - known.current.top) <= 1;
    known.current = { list, top };
    setScroll((state) =>
      written && state.top === top ? state : { top, revealed: written ? state.revealed : null },
    );
  }, [listRef]);

  /**
   * Scrolls just enough to show row `index` (keyboard moves; in the render that opens a list,
   * `fresh`: its element is new, at its top). Callable during the list owner's render.
   */
  const reveal = useCallback(
    (index: number, fresh = false) =>
      setScroll((state) => ({
        top: scrollToShow(offsets, index, fresh ? 0 : state.top, viewport),
        revealed: index,
      })),
    [offsets, viewport],
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
