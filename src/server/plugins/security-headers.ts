import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { SiteConfig } from '../../domain/contracts/site-config';
import { isApiRequest } from './api-scope';
import { globalPlugin } from './global-plugin';

/**
 * An explicit Content-Security-Policy: Helmet's default adds
 * upgrade-insecure-requests, which breaks plain HTTP on a LAN address.
 */
export function contentSecurityPolicy(site: SiteConfig): Record<string, string[]> {
  const widgetOrigin = site.reviewWidget ? new URL(site.reviewWidget.scriptUrl).origin : null;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'script-src': widgetOrigin ? ["'self'", widgetOrigin] : ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
}

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
export async function securityHeaders(site: SiteConfig): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(site) },
    // The site is served over plain HTTP on a LAN too; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
    // Agrees with the CSP's frame-ancestors 'none' (older browsers read only this header).
    frameguard: { action: 'deny' },
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

export const securityHeadersPlugin = globalPlugin<{ site: SiteConfig }>(async (app, { site }) => {
  const pageHeaders = await securityHeaders(site);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request) ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
});
