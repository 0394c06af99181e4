import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCaseView } from '../../domain/catalog/media-urls';
import type { Product } from '../../domain/catalog/specs';
import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { sendCached } from '../catalog/cached-answer';
import { cachedBody, type CachedBody } from '../catalog/catalog-snapshot';
import { caseArtSvg } from '../media/case-art';
import { productArtSvg } from '../media/product-art';
import { HttpError } from '../plugins/errors';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** Rendered images kept per catalogue version: enough for every curated image, bounded for big imports. */
const MAX_CACHED_IMAGES = 2000;

/** `{name}.svg` -> name (lower case), or null for any other file (answered 404). */
function svgName(file: string): string | null {
  const match = /^([a-z0-9-]+)\.svg$/i.exec(file);
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * GET /media/products/{id}.svg and /media/cases/{id}/{view}.svg: the generated product
 * art (src/server/media), rendered on first request and kept in memory per catalogue
 * version. Not under /api: these are plain images the browser loads with <img>.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  let cacheVersion = -1;
  const cache = new Map<string, CachedBody>();

  const rendered = (key: string, render: () => string): CachedBody => {
    const version = app.catalog.version;
    if (version !== cacheVersion) {
      cache.clear();
      cacheVersion = version;
    }
    let entry = cache.get(key);
    if (!entry) {
      entry = cachedBody(version, render());
      // Oldest first out: Map keeps insertion order.
      if (cache.size >= MAX_CACHED_IMAGES) cache.delete(cache.keys().next().value as string);
      cache.set(key, entry);
    }
    return entry;
  };

  const productOr404 = (id: string | null): Product => {
    const product = id === null ? undefined : app.catalog.current.byId.get(id);
    if (!product)
      throw new HttpError(404, ERROR_CODES.notFound, `No product image '${id}'.`, ['id']);
    return product;
  };

  app.get(
    '/media/products/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    (request, reply) => {
      const product = productOr404(svgName(request.params.file));
      const id = product.id;
      sendCached(
        request,
        reply,
        rendered(`p:${id}`, () => productArtSvg(product)),
        SVG_TYPE,
        MEDIA_CACHE_CONTROL,
      );
    },
  );

  app.get(
    '/media/cases/:id/:file',
    { schema: { params: z.object({ id: z.string(), file: z.string() }) } },
    (request, reply) => {
      const id = request.params.id.toLowerCase();
      const view = svgName(request.params.file) ?? '';
      const product = productOr404(id);
      if (product.category !== 'case' || !isCaseView(view)) {
        throw new HttpError(404, ERROR_CODES.notFound, `No case image '${id}/${view}'.`, ['file']);
      }
      sendCached(
        request,
        reply,
        rendered(`c:${id}:${view}`, () => caseArtSvg(product, view)),
        SVG_TYPE,
        MEDIA_CACHE_CONTROL,
      );
    },
  );
};
