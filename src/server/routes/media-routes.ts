import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  ART_WIDTHS,
  artRasterUrl,
  isArtWidth,
  isCaseView,
  type ArtWidth,
} from '../../domain/catalog/media-urls';
import type { Product } from '../../domain/catalog/specs';
import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { matchesEtag, sendCached } from '../catalog/cached-answer';
import { cachedBody, type CachedBody } from '../catalog/catalog-snapshot';
import { caseArtSvg } from '../media/case-art';
import { productArtSvg } from '../media/product-art';
import { HttpError } from '../plugins/errors';
import { isoDate } from '../builds/build-time';
import { buildsQuery, preconfiguredListing } from '../preconfigured/preconfigured-listing';
import { FEATURED_BUILDS_QUERY } from '../../domain/contracts/preconfigured-build-constants';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** Rendered images kept per catalogue version: enough for every curated image, bounded for big imports. */
const MAX_CACHED_IMAGES = 2000;

const WEBP_TYPE = 'image/webp';
/** A rendition asked for without `?w=`: wide enough for the largest place the art is shown. */
const DEFAULT_WIDTH: ArtWidth = 640;

// One image at a time per libvips call; the thread pool still renders several images at once.
sharp.concurrency(1);

/** The widths a build card's case art is drawn at: 1x and 2x screens (its `sizes` is 320px). */
const CARD_WIDTHS: readonly ArtWidth[] = [320, 640];
/** `/media/cases/{id}/{view}.svg`, as a listed build names its image. */
const CASE_ART_URL = /^\/media\/cases\/([^/]+)\/([a-z0-9-]+)\.svg$/;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The latest drawing ahead of the listed builds' case art (at start, once listening, and
     * after each catalogue reload): resolves with the URLs of the renditions drawn; tests and
     * benchmarks.
     */
    listedArtDrawn: Promise<string[]>;
  }
}

interface ArtFile {
  name: string;
  format: 'svg' | 'webp';
}

/** `{name}.svg` or `{name}.webp` -> name (lower case) and format, or null (answered 404). */
function artFile(file: string): ArtFile | null {
  const match = /^([a-z0-9-]+)\.(svg|webp)$/i.exec(file);
  if (!match?.[1] || !match[2]) return null;
  return { name: match[1].toLowerCase(), format: match[2].toLowerCase() as ArtFile['format'] };
}

const noProductImage = (id: string) =>
  new HttpError(404, ERROR_CODES.notFound, `No product image '${id}'.`, ['id']);

const widthQuery = z.object({
  w: z.coerce
    .number()
    .refine(isArtWidth, { message: `w must be one of ${ART_WIDTHS.join(', ')}` })
    .optional(),
});

interface Raster {
  body: Buffer;
  etag: string;
}

/** The SVG drawn at `width` px (height by its aspect), as WebP. On libvips' threads, not the event loop. */
async function rasterOf(svg: CachedBody, width: ArtWidth): Promise<Raster> {
  const source = Buffer.from(svg.body);
  const { width: natural = width } = await sharp(source).metadata();
  // The density that draws the vector art at the target width directly (no upscaled bitmap).
  const body = await sharp(source, { density: Math.max(1, (72 * width) / natural) })
    .resize({ width })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
  return { body, etag: `"${hash}"` };
}

/**
 * GET /media/products/{id}.svg and /media/cases/{id}/{view}.svg: the generated product
 * art (src/server/media), rendered on first request and kept in memory per catalogue
 * version. The same names with `.webp` (and `?w=` 112, 320 or 640) answer the art drawn as
 * WebP at that width, for pages that show many images (ADR 083). Not under /api: these are
 * plain images the browser loads with <img>.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  let cacheVersion = -1;
  const cache = new Map<string, CachedBody>();
  const rasters = new Map<string, Promise<Raster>>();

  const current = () => {
    const version = app.catalog.version;
    if (version !== cacheVersion) {
      cache.clear();
      rasters.clear();
      cacheVersion = version;
    }
    return version;
  };

  const rendered = (key: string, render: () => string): CachedBody => {
    const version = current();
    let entry = cache.get(key);
    if (!entry) {
      entry = cachedBody(version, render());
      // Oldest first out: Map keeps insertion order.
      if (cache.size >= MAX_CACHED_IMAGES) cache.delete(cache.keys().next().value as string);
      cache.set(key, entry);
    }
    return entry;
  };

  const raster = (key: string, svg: CachedBody, width: ArtWidth): Promise<Raster> => {
    current();
    const rasterKey = `${key}:${width}`;
    let entry = rasters.get(rasterKey);
    if (!entry) {
      entry = rasterOf(svg, width);
      // A failed rendering is not kept: the next request tries again.
      entry.catch(() => rasters.delete(rasterKey));
      if (rasters.size >= MAX_CACHED_IMAGES) rasters.delete(rasters.keys().next().value as string);
      rasters.set(rasterKey, entry);
    }
    return entry;
  };

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: ArtFile,
    key: string,
    render: () => string,
  ) => {
    const svg = rendered(key, render);
    if (file.format === 'svg') {
      sendCached(request, reply, svg, SVG_TYPE, MEDIA_CACHE_CONTROL);
      return reply;
    }
    // The route's schema has checked `w` against ART_WIDTHS.
    const { w } = request.query as { w?: ArtWidth };
    const image = await raster(key, svg, w ?? DEFAULT_WIDTH);
    reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', image.etag);
    if (matchesEtag(request, image.etag)) return reply.code(304).send();
    return reply.type(WEBP_TYPE).send(image.body);
  };

  /** A case's art by id and view: its cache key and drawing, or null when there is none. */
  const caseArt = (id: string, view: string) => {
    const product = app.catalog.current.byId.get(id);
    if (!product || product.category !== 'case' || !isCaseView(view)) return null;
    return { key: `c:${product.id}:${view}`, render: () => caseArtSvg(product, view) };
  };

  /**
   * The case art the home page and the listing show first (the featured builds and the
   * listing's first page), drawn at a card's widths one at a time once the server listens:
   * a rendition takes libvips a while on first request, and a card's image is often the
   * page's largest paint, so the first shopper after a start no longer waits for it (ADR 091).
   */
  const drawListedArt = async (): Promise<string[]> => {
    const listing = preconfiguredListing(app.catalog.current, isoDate(app.now()));
    const pages = [buildsQuery(FEATURED_BUILDS_QUERY), buildsQuery({})].map((q) => listing.page(q));
    const images = new Set(pages.flatMap((page) => page.items.map((item) => item.image)));
    const drawn: string[] = [];
    for (const url of images) {
      const [, id = '', view = ''] = CASE_ART_URL.exec(url) ?? [];
      const art = caseArt(decodeURIComponent(id), view);
      if (!art) continue;
      const svg = rendered(art.key, art.render);
      for (const width of CARD_WIDTHS) {
        await raster(art.key, svg, width);
        const rasterUrl = artRasterUrl(url, width);
        if (rasterUrl) drawn.push(rasterUrl);
      }
    }
    return drawn;
  };

  const drawLogged = async (after: string): Promise<string[]> => {
    const started = performance.now();
    const urls = await drawListedArt().catch((error: unknown) => {
      app.log.warn({ err: error }, 'listed case art not drawn ahead');
      return [];
    });
    const ms = Math.round(performance.now() - started);
    app.log.info({ after, renditions: urls.length, ms }, 'listed case art drawn');
    return urls;
  };

  // Drawings run one after another: the first once the server listens (an app that never
  // listens draws nothing ahead), then one after each catalogue reload (a new version empties
  // the caches above).
  let startDrawing: () => void = () => {};
  let drawing = new Promise<void>((resolve) => {
    startDrawing = resolve;
  }).then(() => drawLogged('start'));
  app.decorate('listedArtDrawn', { getter: () => drawing });
  app.addHook('onListen', (done) => {
    // After the listen callback: the first requests are not queued behind this.
    setImmediate(startDrawing);
    done();
  });
  const stopWatching = app.catalog.onChange(() => {
    drawing = drawing.then(() => drawLogged('catalogue reload'));
  });
  app.addHook('onClose', async () => stopWatching());

  const productOr404 = (id: string): Product => {
    const product = app.catalog.current.byId.get(id);
    if (!product) throw noProductImage(id);
    return product;
  };

  app.get(
    '/media/products/:file',
    { schema: { params: z.object({ file: z.string() }), querystring: widthQuery } },
    (request, reply) => {
      const file = artFile(request.params.file);
      if (!file) throw noProductImage(request.params.file);
      const product = productOr404(file.name);
      return send(request, reply, file, `p:${product.id}`, () => productArtSvg(product));
    },
  );

  app.get(
    '/media/cases/:id/:file',
    {
      schema: {
        params: z.object({ id: z.string(), file: z.string() }),
        querystring: widthQuery,
      },
    },
    (request, reply) => {
      const id = request.params.id.toLowerCase();
      const file = artFile(request.params.file);
      const view = file?.name ?? '';
      productOr404(id);
      const art = file ? caseArt(id, view) : null;
      if (!file || !art) {
        throw new HttpError(404, ERROR_CODES.notFound, `No case image '${id}/${view}'.`, ['file']);
      }
      return send(request, reply, file, art.key, art.render);
    },
  );
};

// Not encapsulated (fastify-plugin's 'skip-override'): its decoration
// `listedArtDrawn` belongs to the whole app, where tests and benchmarks await it.
(mediaRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
