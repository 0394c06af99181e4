/**
 * Which client route of the spec's route table (paths.ts ROUTE_PATTERNS) a path names. The
 * server answers these with the web app's page and HTTP 200, and any other path with the
 * same page (which renders the 404 page) and HTTP 404. Static segments match
 * case-insensitively, as React Router does; a trailing slash is allowed (the site navigation
 * links to /pre-configured-pcs/ and /pre-configurator/).
 */
import { ROUTE_PATTERNS } from './paths';

export type ClientPage = keyof typeof ROUTE_PATTERNS;

export interface ClientRoute {
  page: ClientPage;
  /** The `:publicId` segment, decoded, on build-overview and share; else null. */
  publicId: string | null;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const PATTERNS = (Object.entries(ROUTE_PATTERNS) as [ClientPage, string][]).map(
  ([page, pattern]) => ({ page, segments: segmentsOf(pattern) }),
);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(segments: string[], pattern: string[]): Record<string, string> | null {
  if (segments.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [i, expected] of pattern.entries()) {
    const actual = segments[i] ?? '';
    if (expected.startsWith(':')) {
      const value = decoded(actual);
      if (!value) return null;
      params[expected.slice(1)] = value;
    } else if (actual.toLowerCase() !== expected.toLowerCase()) return null;
  }
  return params;
}

/** The spec route a path (without its query) names, or null for any other path. */
export function matchClientRoute(pathname: string): ClientRoute | null {
  if (pathname.toLowerCase() === '/index.html') return { page: 'home', publicId: null };
  // Empty segments are not skipped inside a path: '/share//x' names no build.
  const trimmed = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed === '' ? [] : trimmed.split('/').slice(1);
  if (segments.includes('')) return null;
  for (const { page, segments: pattern } of PATTERNS) {
    const params = matchPattern(segments, pattern);
    if (params) return { page, publicId: params.publicId ?? null };
  }
  return null;
}
