import type { FastifyRequest } from 'fastify';

/** `http://host` at the start of an absolute-form request target (RFC 9112 section 3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

/**
 * The path the router sees: without scheme and host of an absolute-form target, without the
 * query, percent-decoded and lower-cased (routes match case-insensitively). An undecodable
 * path is answered 400 by the router before any handler runs, so its raw form is enough.
 */
export function routedPath(url: string): string {
  const path = url.replace(ABSOLUTE_FORM, '').split('?', 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Keep the raw path: see above.
  }
  return decoded.toLowerCase();
}

const underApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Whether the request is for the JSON API. Decided from the matched route when there is one
 * (`/%61pi/x`, `/API/x` and `http://host/api/x` all match `/api/x`), else from the path as the
 * router decodes it: guards that read the raw `request.url` can be bypassed by encoding it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return underApi(route !== undefined ? route.toLowerCase() : routedPath(request.url));
}

/** Paths of files (built assets, generated art): a missing one answers a JSON 404, never a page. */
const ASSET_PREFIXES = ['/assets/', '/media/'];

/**
 * A GET or HEAD of a page path (outside /api and the asset paths): it gets the web app's page,
 * whatever its URL holds and whatever it accepts: link-preview bots, curl and uptime checks
 * send a wildcard Accept (or none) and must see the page a browser sees, with its status.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = routedPath(request.url);
  return !underApi(pathname) && !ASSET_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
