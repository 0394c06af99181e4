import { options } from 'preact';

/**
 * Preact runs `useEffect` callbacks after the next animation frame (or 35 ms); React flushes
 * the effects of a click or key press before the browser handles the next event. The screens
 * were written for React's order: a menu's Escape listener must be live as soon as the menu
 * is open, a loader's chain of timers must not drift a frame per step, and under a paused
 * clock (a background tab, the browser journeys' fake clock) effects must still run. So
 * effects run in the microtask after the commit, as React's discrete-event flush does.
 */
export function runEffectsAfterCommit(): void {
  options.requestAnimationFrame = (callback: () => void) => queueMicrotask(callback);
}
