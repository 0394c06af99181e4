/**
 * The browser's Back from the build screen to the case screen, when it crosses documents (the
 * shopper reloaded /configurator, so the earlier entry belongs to another page load): React
 * Router cannot hold that navigation (use-browser-back.ts holds the others), so the case screen
 * sees it arrive and sends it back with this state, and the build screen then asks to go back
 * (issue 37 item 1).
 */
export const BROWSER_BACK_STATE = { browserBack: true } as const;

/** True when this page load is a history traversal (Back or Forward) of the browser's own. */
export function loadedByHistoryTraversal(): boolean {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

/** The router state carries BROWSER_BACK_STATE. */
export function isBrowserBackState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'browserBack' in state;
}
