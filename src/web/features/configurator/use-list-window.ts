import { useCallback, useRef, useState, type RefObject } from 'react';

/** Every row of a windowed list has this height (px), so any slice can be placed by arithmetic. */
export const ROW_HEIGHT = 44;
/** Rows drawn beyond the visible ones, so a quick scroll never shows a gap. */
const OVERSCAN = 3;

/**
 * A small windowing helper for a fixed-row-height list: which rows to draw for the scroll
 * position, and how to bring a row into view. Thousands of options stay a few dozen nodes.
 *
 * It reads the list's geometry only in its scroll events: the list's height is `viewport` (its
 * max-height; a shorter list shows every row) and its offset the one last set or scrolled to.
 * Reading clientHeight and scrollTop as a list opened made the browser lay out the page
 * within the click, and again after the slice's render.
 */
export function useListWindow(
  listRef: RefObject<HTMLElement | null>,
  rowCount: number,
  viewportRows: number,
) {
  const [scrollTop, setScrollTop] = useState(0);
  // The offset the list element has now; a list element mounted afresh starts at 0.
  const known = useRef<{ list: HTMLElement | null; top: number }>({ list: null, top: 0 });
  const viewport = viewportRows * ROW_HEIGHT;
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(rowCount, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);

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
      const top = index * ROW_HEIGHT;
      let next = current;
      if (top < next) next = top;
      else if (top + ROW_HEIGHT > next + viewport) next = top + ROW_HEIGHT - viewport;
      known.current = { list, top: next };
      setScrollTop(next);
      if (next !== current) list.scrollTop = next;
    },
    [listRef, viewport],
  );

  return { start, end, totalHeight: rowCount * ROW_HEIGHT, viewport, onScroll, reveal };
}
