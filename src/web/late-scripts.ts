/**
 * The app's scripts, loaded once the server's markup has painted (ADR 129): an entry of its
 * own in the build (LATE_SCRIPTS_MODULE), linked by the server on every page it renders.
 * Fetched from the head, the app's ~120 KB of modules would share a slow phone's link with the
 * stylesheets and the largest image and hold the first paint back; the server lists them
 * instead, and this adds them, in order and with their integrity. A press made before they
 * have run is kept and made again (app/early-taps.ts).
 */
import { LATE_SCRIPTS_ELEMENT_ID, type LateScript } from '../domain/contracts/late-scripts';

let added = false;

function addListedScripts(): void {
  if (added) return;
  added = true;
  const list = document.getElementById(LATE_SCRIPTS_ELEMENT_ID)?.textContent;
  for (const { src, integrity, preload } of JSON.parse(list || '[]') as LateScript[]) {
    const element = preload
      ? Object.assign(document.createElement('link'), { rel: 'modulepreload', href: src })
      : Object.assign(document.createElement('script'), { type: 'module', src });
    element.crossOrigin = 'anonymous';
    if (integrity) element.integrity = integrity;
    document.head.append(element);
  }
}

/** Without paint timing: after the frame that follows the load event. */
const afterNextFrame = () => requestAnimationFrame(() => setTimeout(addListedScripts, 0));

// A hidden tab paints nothing: it loads them at once (or when it is hidden).
if (document.visibilityState === 'hidden') addListedScripts();
else {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') addListedScripts();
  });
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      addListedScripts();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') afterNextFrame();
  // The load event is no sign of a paint where paint timing exists: it can come first.
  else addEventListener('load', afterNextFrame);
}
