import type { MouseEvent } from 'react';

/** The home page's featured listing (the target of 'Help me get started'). */
export const FEATURED_BUILDS_ID = 'featured-builds';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * 'Help me get started' links to /pre-configured-pcs/ and scrolls the page to the listing
 * (spec section 2 "Home page"): a plain click on the home page scrolls to the featured
 * listing and puts focus on its heading; a new-tab click, or a page without the listing,
 * follows the link.
 */
export function scrollToListing(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || !isPlainClick(event)) return;
  const section = document.getElementById(FEATURED_BUILDS_ID);
  if (!section) return;
  event.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // jsdom has no scrollIntoView; browsers all do.
  section.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}
