// Plain values, no zod: the web bundle may import this module (see eslint.config.js).
//
// The client routes of spec section 2's route table. The server answers these with the web
// app's page and HTTP 200, and any other path with the same page (which renders the 404 page)
// and HTTP 404. Static segments match case-insensitively, as React Router does; a trailing
// slash is allowed (the site navigation links to /pre-configured-pcs/ and /pre-configurator/).

export type ClientRoute =
  | { page: 'home' }
  | { page: 'pre-configurator' }
  | { page: 'pre-configured-pcs' }
  | { page: 'configurator' }
  | { page: 'overview' }
  | { page: 'build-overview'; publicId: string }
  | { page: 'share'; publicId: string };

const STATIC_PAGES = [
  'pre-configurator',
  'pre-configured-pcs',
  'configurator',
  'overview',
] as const;
const BUILD_PAGES = ['build-overview', 'share'] as const;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The spec route a path (without query) names, or null for any other path. */
export function matchClientRoute(pathname: string): ClientRoute | null {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (trimmed === '/' || trimmed.toLowerCase() === '/index.html') return { page: 'home' };
  const segments = trimmed.split('/').slice(1);
  const [first = '', second, ...rest] = segments;
  const name = first.toLowerCase();
  if (segments.length === 1) {
    const page = STATIC_PAGES.find((p) => p === name);
    return page ? { page } : null;
  }
  const buildPage = BUILD_PAGES.find((p) => p === name);
  if (!buildPage || second === undefined || second === '' || rest.length > 0) return null;
  const publicId = decoded(second);
  return publicId ? { page: buildPage, publicId } : null;
}
