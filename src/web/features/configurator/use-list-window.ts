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

/** What the list shows: its offset, the row the keyboard brought into view, the row tops. */
interface View {
  /** The list's offset (px): as set here, or as the shopper scrolled it. */
  top: number;
  /** The row the keyboard last brought into view, until the shopper scrolls the list himself. */
  revealed: number | null;
  /** The row tops the offset is for. */
  offsets: ArrayLike<number>;
}

const totalOf = (offsets: ArrayLike<number>) =>
  (offsets[offsets.length - 1] as number | undefined) ?? 0;

/**
 * The offset for new row tops. Rows that change height (a part greyed, with its reason, once
 * the verdicts arrive) move the rows below them: the highlighted row stays in view; with none,
 * the row at the top of the view stays where it is (scroll anchoring), so nothing the shopper
 * looks at jumps. A shorter list ends where it ends.
 */
function followedTop(view: View, offsets: ArrayLike<number>, viewport: number): number {
  const { top, revealed, offsets: before } = view;
  const rowCount = Math.max(0, offsets.length - 1);
  const last = Math.max(0, totalOf(offsets) - viewport);
  if (revealed !== null && revealed < rowCount)
    return Math.min(last, scrollToShow(offsets, revealed, top, viewport));
  if (top <= 0 || before.length < 2) return Math.min(last, top);
  const anchor = rowAt(before, top);
  if (anchor >= rowCount) return Math.min(last, top);
  const shift = (offsets[anchor] as number) - (before[anchor] as number);
  return Math.min(last, Math.max(0, top + shift));
}

/**
 * A small windowing helper for a list of rows of known heights: which rows to draw for the
 * scroll position, and how to bring a row into view. Thousands of options stay a few dozen nodes.
 *
 * The offset is state, set in the render that needs it (`reveal` may be called while rendering,
 * e.g. as new rows arrive) and written to the list before paint, so a slice, its highlight and
 * its offset are drawn in one frame. The list's geometry is read only in its scroll events: its
 * height is `viewport` (its max-height; a shorter list shows every row). Reading clientHeight
 * and scrollTop as a list opened made the browser lay out the page within the click, and again
 * after the slice's render.
 */
export function useListWindow(
  listRef: RefObject<HTMLElement | null>,
  offsets: ArrayLike<number>,
  viewport: number,
) {
  const [view, setView] = useState<View>(() => ({ top: 0, revealed: null, offsets }));
  // New row tops: the offset follows them in this render (React renders again before drawing).
  if (view.offsets !== offsets) {
    setView((current) =>
      current.offsets === offsets
        ? current
        : { ...current, offsets, top: followedTop(current, offsets, viewport) },
    );
  }
  const { top: scrollTop } = view;
  // The offset the list element has now; a list element mounted afresh starts at 0.
  const known = useRef<{ list: HTMLElement | null; top: number }>({ list: null, top: 0 });
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (known.current.list !== list) known.current = { list, top: 0 };
    if (known.current.top === scrollTop) return;
    known.current.top = scrollTop;
    list.scrollTop = scrollTop;
  });
  const rowCount = Math.max(0, offsets.length - 1);
  const totalHeight = totalOf(offsets);
  const start = rowCount === 0 ? 0 : rowAt(offsets, Math.max(0, scrollTop - OVERSCAN_PX));
  const end =
    rowCount === 0 ? 0 : Math.min(rowCount, rowAt(offsets, scrollTop + viewport + OVERSCAN_PX) + 1);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const top = list.scrollTop;
    // A scroll not written here (wheel, touch, scrollbar) lets the highlighted row go.
    const own = known.current.list === list && Math.abs(top - known.current.top) <= 1;
    known.current = { list, top };
    setView((current) =>
      current.top === top && (own || current.revealed === null)
        ? current
        : { ...current, top, revealed: own ? current.revealed : null },
    );
  }, [listRef]);

  /**
   * Brings row `index` into view: scrolling just enough (keyboard moves), or, as a list opens
   * at its chosen part, with the row at the top of the view and the parts after it below.
   */
  const reveal = useCallback(
    (index: number, align: 'nearest' | 'start' = 'nearest') => {
      setView((current) => {
        const last = Math.max(0, totalOf(current.offsets) - viewport);
        const top =
          align === 'start'
            ? Math.min(last, (current.offsets[index] as number | undefined) ?? 0)
            : scrollToShow(current.offsets, index, current.top, viewport);
        return { ...current, top, revealed: index };
      });
    },
    [viewport],
  );

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
