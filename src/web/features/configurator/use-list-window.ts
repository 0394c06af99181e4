import { useCallback, useRef, useState, type RefObject } from 'react';

/** Every row of a windowed list has this height (px), so any slice can be placed by arithmetic. */
export const ROW_HEIGHT = 44;
/** Rows drawn beyond the visible ones, so a quick scroll never shows a gap. */
const OVERSCAN = 3;

/**
 * A small windowing helper for a fixed-row-height list: which rows to draw for the scroll
 * position, and how to bring a row into view. Thousands of options stay a few dozen nodes.
 *
 * It never reads the list's geometry: the list's height is `viewport` (its max-height; a
 * shorter list shows every row) and its scroll offset is the one last set or scrolled to. A
 * read of clientHeight or scrollTop right after the list opens made the browser lay out the
 * whole page a second time within the same click (a third of the open time at 4x slowdown).
 */
export function useListWindow(
  listRef: RefObject<HTMLElement | null>,
  rowCount: number,
  viewportRows: number,
) {
  const [scrollTop, setScrollTop] = useState(0);
  // The offset the list element has now (a list element mounted afresh starts at 0), and
  // whether a write of it waits for the next frame.
  const known = useRef<{ list: HTMLElement | null; top: number; writing: boolean }>({
    list: null,
    top: 0,
    writing: false,
  });
  const viewport = viewportRows * ROW_HEIGHT;
  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(rowCount, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    // A scroll event from before a write still to come would put the old offset back.
    if (!list || (known.current.list === list && known.current.writing)) return;
    known.current = { list, top: list.scrollTop, writing: false };
    setScrollTop(list.scrollTop);
  }, [listRef]);

  /** Scrolls just enough to show row `index` (keyboard moves). */
  const reveal = useCallback(
    (index: number) => {
      const list = listRef.current;
      if (!list) return;
      const fresh = known.current.list !== list;
      const current = fresh ? 0 : known.current.top;
      const top = index * ROW_HEIGHT;
      let next = current;
      if (top < next) next = top;
      else if (top + ROW_HEIGHT > next + viewport) next = top + ROW_HEIGHT - viewport;
      const writing = !fresh && known.current.writing;
      known.current = { list, top: next, writing };
      setScrollTop(next);
      if (next === current || writing) return;
      if (!fresh) {
        list.scrollTop = next;
        return;
      }
      // A list just drawn: its offset is written at the next frame, after the re-render of the
      // slice, as written now it would make the browser lay out the page at once and again.
      known.current.writing = true;
      requestAnimationFrame(() => {
        const now = known.current;
        if (now.list !== list) return;
        now.writing = false;
        if (list.isConnected) list.scrollTop = now.top;
      });
    },
    [listRef, viewport],
  );

  return { start, end, totalHeight: rowCount * ROW_HEIGHT, viewport, onScroll, reveal };
}
