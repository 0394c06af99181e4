import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { SiteConfig } from '../../domain/contracts/site-config';
import { isApiRequest } from './api-scope';
import fp from 'fastify-plugin';

/**
 * The pages' Content-Security-Policy: nothing by default, then only what the shop loads, all
 * from its own origin (scripts with Subresource Integrity, styles without 'unsafe-inline':
 * React and Swiper set styles through the CSSOM, which CSP does not govern). A configured
 * review widget's origin is allowed for what such a widget loads, and, as third-party widgets
 * inject inline styles, 'unsafe-inline' styles with it. Explicit rather than Helmet's default,
 * which adds upgrade-insecure-requests and breaks plain HTTP on a LAN address.
 */
export function contentSecurityPolicy(site: SiteConfig): Record<string, string[]> {
  const widget = site.reviewWidget ? [new URL(site.reviewWidget.scriptUrl).origin] : [];
  return {
    'default-src': ["'none'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...widget],
    'style-src': widget.length ? ["'self'", "'unsafe-inline'", ...widget] : ["'self'"],
    'img-src': ["'self'", 'data:', ...widget],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...widget],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
}

/** Two years, subdomains, preload: what the HSTS preload list asks for. */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

const NOT_HELMET = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The headers Helmet sets with our options, worked out once. @fastify/helmet
 * rebuilds its middleware (and re-parses the CSP) on every request; the
 * headers never vary here (no nonces, no per-route options), so we ask it
 * once on a probe instance and then set the same headers ourselves.
 */
export async function securityHeaders(
  site: SiteConfig,
  https: boolean,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(site) },
    // HSTS only where the site is public over https (PUBLIC_ORIGIN): a LAN address stays HTTP.
    strictTransportSecurity: https
      ? { maxAge: 63_072_000, includeSubDomains: true, preload: true }
      : false,
    // Everything the pages load is their own: isolate them, unless a third-party widget loads.
    crossOriginEmbedderPolicy: site.reviewWidget ? false : { policy: 'require-corp' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The CSP's frame-ancestors 'none' says the same to every browser that knows CSP.
    xFrameOptions: { action: 'deny' },
  });
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !NOT_HELMET.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * JSON answers are never rendered as documents, so they carry the short set the OWASP REST
 * Security Cheat Sheet recommends instead of the page headers: a CSP that allows nothing,
 * no framing, no sniffing, no referrer. Fewer headers on the hottest paths (ADR 004).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

export interface SecurityHeadersOptions {
  site: SiteConfig;
  /** The site is public over https (PUBLIC_ORIGIN): send HSTS. */
  https: boolean;
}

/** A header set as the pairs the hook writes, worked out once rather than per request. */
const pairsOf = (
  headers: Readonly<Record<string, string>>,
): readonly (readonly [string, string])[] => Object.entries(headers);

/**
 * One onRequest hook for every header an answer carries whatever it is: the security set of
 * its scope (API or page) and its request id (request-id.ts), set before any other hook can
 * refuse the request, so error answers carry them too. One synchronous hook with precomputed
 * pairs instead of two hooks (one of them async) and an object walk per request (ADR 014).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(async (app, options) => {
  const pageHeaders = pairsOf(await securityHeaders(options.site, options.https));
  const apiHeaders = pairsOf(
    options.https
      ? { ...API_SECURITY_HEADERS, 'strict-transport-security': HSTS }
      : API_SECURITY_HEADERS,
  );
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isApiRequest(request) ? apiHeaders : pageHeaders)
      reply.header(name, value);
    reply.header('x-request-id', request.id);
    done();
  });
});

/**
 * The page's CSP with this response's nonce (ADR 110): scripts and style elements that carry
 * it may run or apply (the hydration data, the style Radix's scroll lock injects through
 * get-nonce). Where a review widget needs 'unsafe-inline' styles, style-src keeps it without a
 * nonce, as a nonce would make browsers ignore 'unsafe-inline'.
 */
export function withNonce(csp: string, nonce: string): string {
  return csp
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      const name = trimmed.split(/\s+/, 1)[0];
      if (name === 'script-src') return `${trimmed} 'nonce-${nonce}'`;
      if (name === 'style-src' && !trimmed.includes("'unsafe-inline'"))
        return `${trimmed} 'nonce-${nonce}'`;
      return trimmed;
    })
    .join(';');
}
