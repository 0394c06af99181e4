/**
 * Full-page navigations out of the single-page app (e.g. to /api/checkout/add-to-cart/{id},
 * which redirects to the retail site's basket). One seam, so component tests can see where
 * the browser was sent (jsdom cannot navigate).
 */
export function leaveTo(href: string): void {
  window.location.assign(href);
}
