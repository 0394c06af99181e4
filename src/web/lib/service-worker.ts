/** A leftover service worker from an older site is unregistered if one is ready (spec section 4). */
export function unregisterLeftoverServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => registration.unregister())
    .catch((failure: unknown) => console.error('Service worker unregister failed', failure));
}
