/**
 * Taps before hydration. A server-rendered page looks ready before its scripts have run; on a
 * slow phone a button pressed then did nothing, and the shopper pressed again or gave up. A
 * small inline script, written by the server before the markup with the page's CSP nonce,
 * keeps the last button pressed; once React has hydrated the page, that press is made again.
 * Links and form submissions work without JavaScript, and are left to the browser.
 */

/** The script's handle on the page (its only global). */
const HANDLE = '__rigforgeEarlyTaps';

/** A press older than this is not made again: the shopper has moved on. */
export const EARLY_TAP_MAX_AGE_MS = 10_000;

/**
 * The inline script (plain ES5, no build step: it runs before any module). It listens in the
 * capture phase, so nothing on the page can hide a press from it, and never prevents one.
 */
export const EARLY_TAPS_SCRIPT = `(function(){var last=null,at=0;function press(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;if(!b||b.disabled||(b.type==='submit'&&b.form))return;last=b;at=Date.now()}document.addEventListener('click',press,true);window.${HANDLE}={take:function(){document.removeEventListener('click',press,true);return last&&last.isConnected&&Date.now()-at<=${EARLY_TAP_MAX_AGE_MS}?last:null}}})();`;

interface EarlyTaps {
  /** Stops listening; the last button pressed, if it is still in the page and recent. */
  take(): HTMLElement | null;
}

let pending: HTMLElement | null = null;

/** Stops keeping presses (React takes over) and keeps the last one to make again. */
export function takeEarlyTap(): void {
  const taps = (window as unknown as Partial<Record<typeof HANDLE, EarlyTaps>>)[HANDLE];
  pending = taps?.take() ?? null;
}

/** How long to wait for the pressed button's part of the page to hydrate. */
const HYDRATION_WAIT_MS = 5_000;
const POLL_MS = 50;

/**
 * Whether React has hydrated the element: it keeps the element's props on it. React has no
 * public signal for this; a part of the page loaded lazily hydrates after the rest, and a
 * press on it before then is dropped by React (it cannot hydrate a part still loading).
 */
function isHydrated(element: HTMLElement): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Makes the kept press again, once, as soon as the button's part of the page has hydrated
 * (called after the root's first commit; StrictMode may call it twice).
 */
export function replayEarlyTap(): void {
  const button = pending;
  pending = null;
  if (!button) return;
  const started = Date.now();
  const attempt = () => {
    if (!button.isConnected) return;
    if (isHydrated(button) || Date.now() - started >= HYDRATION_WAIT_MS) button.click();
    else setTimeout(attempt, POLL_MS);
  };
  attempt();
}
