import { useEffect, type RefObject } from 'react';

/** The custom property the build screen pads its end with (build-screen.module.css). */
export const PINNED_BAR_HEIGHT_VAR = '--pinned-bar-height';

/**
 * On phones the total bar is pinned over the bottom of the screen (build-summary.module.css).
 * Its height changes (the assembly line, a wrapped power figure), so it is measured: the page
 * keeps that much room at its end, and the page's scroll padding keeps a control scrolled into
 * view (Tab, a list's Add to build) above the bar instead of under it (issue 37 item 10).
 */
export function usePinnedBarRoom(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () => {
      const pinned = getComputedStyle(element).position === 'fixed';
      const height = pinned ? Math.ceil(element.getBoundingClientRect().height) : 0;
      root.style.setProperty(PINNED_BAR_HEIGHT_VAR, `${height}px`);
      root.style.scrollPaddingBottom = pinned ? `${height}px` : '';
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => {
      observer.disconnect();
      root.style.removeProperty(PINNED_BAR_HEIGHT_VAR);
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}
