import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapXml, SITEMAP_PATH } from '../web/crawler-files';
import { publicPagePaths } from '../web/page-meta';

export interface CrawlerRoutesOptions {
  /** The site's public origin (PUBLIC_ORIGIN), or null: never taken from the request (ADR 100). */
  origin: (request: FastifyRequest) => string | null;
}

/** /robots.txt and /sitemap.xml, from the loaded catalogue (ADR 096). */
export const crawlerRoutes: FastifyPluginAsync<CrawlerRoutesOptions> = async (app, { origin }) => {
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(robotsTxt(origin(request))),
  );
  app.get(SITEMAP_PATH, (request, reply) => {
    const base = origin(request);
    // Every <loc> must be absolute: without a known origin there is no sitemap to give.
    if (!base) return reply.callNotFound();
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(sitemapXml(publicPagePaths(app).map((path) => `${base}${path}`)));
  });
};
