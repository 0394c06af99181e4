import helmet from '@fastify/helmet';
import type { SiteConfig } from '../../domain/contracts/site-config';
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

export const securityHeadersPlugin = globalPlugin<{ site: SiteConfig }>(async (app, { site }) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(site) },
    // The site is served over plain HTTP on a LAN too; HSTS belongs to the TLS terminator.
    strictTransportSecurity: false,
  });
});
