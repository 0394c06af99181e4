import { useCallback, useState, type RefObject } from 'react';

/** Every row of a windowed list has this height (px), so any slice can be placed by arithmetic. */
export const ROW_HEIGHT = 44;
/** Rows drawn beyond the visible ones, so a quick scroll never shows a gap. */
const OVERSCAN = 6;

/**
 * A small windowing helper for a fixed-row-height list: which rows to draw for the scroll
 * position, and how to bring a row into view. Thousands of options stay a few dozen nodes.
 */
export function useListWindow(
  listRef: RefObject<HTMLElement | null>,
  rowCount: number,
  viewportRows: number,
) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = viewportRows * ROW_HEIGHT;
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(rowCount, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);

  const onScroll = useCallback(() => {
    setScrollTop(listRef.current?.scrollTop ?? 0);
  }, [listRef]);

  /** Scrolls just enough to show row `index` (keyboard moves). */
  const reveal = useCallback(
    (index: number) => {
      const list = listRef.current;
      if (!list) return;
      const top = index * ROW_HEIGHT;
      const height = list.clientHeight || viewport;
      let next = list.scrollTop;
      if (top < next) next = top;
      else if (top + ROW_HEIGHT > next + height) next = top + ROW_HEIGHT - height;
      if (next !== list.scrollTop) list.scrollTop = next;
      setScrollTop(next);
    },
    [listRef, viewport],
  );

  return { start, end, totalHeight: rowCount * ROW_HEIGHT, viewport, onScroll, reveal };
}
