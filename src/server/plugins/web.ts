import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  HYDRATION_DATA_ELEMENT_ID,
  NONCE_PLACEHOLDER,
  type PageDataServices,
  type PageRenderResult,
} from '../../domain/contracts/page-render';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../domain/contracts/site-config';
import { withPageHead, type PageMeta } from '../web/page-head';
import {
  loadPageRenderer,
  renderCache,
  serverEntryBeside,
  type RenderCache,
} from '../web/page-renderer';
import { noncePage, type NoncePage } from '../web/nonce-page';
import { withLateScripts } from '../web/late-scripts';
import { routePreloads } from '../web/route-preloads';
import { isPageNavigation } from './api-scope';
import { sendNotFound } from './errors';
import fp from 'fastify-plugin';
import { withNonce } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's page for a GET or HEAD of a page path (its head and status); null otherwise. */
    sendWebPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | null;
  }
}

export interface WebOptions {
  /** The Vite build output (dist/web); may be missing, then only the API is served. */
  distDir: string;
  /** The site config to inject; a function when part of it follows the catalogue (attributions). */
  site: SiteConfig | (() => SiteConfig);
  /**
   * The head and status of the page a browser navigates to (link previews, 404s); null keeps
   * index.html as built with status 200. Without it every navigation gets index.html and 200.
   */
  page?: (request: FastifyRequest) => Promise<PageMeta | null>;
  /** The feature folder that renders a path, for its preloads; without it no page preloads. */
  featureOf?: (pathname: string) => string;
  /**
   * Server rendering (ADR 094): the services the pages' loaders read and what their data
   * depends on (the render cache's key). Without it, or without a built server entry, pages
   * are rendered in the browser.
   */
  render?: {
    services: PageDataServices;
    version: () => string;
    /** The built server entry; default dist/web-server/entry-server.js beside distDir. */
    entry?: string;
  };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

interface IndexVariants {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** index.html with the site config injected, in every encoding, computed once. */
export function injectSiteConfig(html: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  const tag = `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  return html.replace('<!--site-config-->', () => tag);
}

function htmlVariants(html: string): IndexVariants {
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

function sendIndex(
  index: IndexVariants,
  request: FastifyRequest,
  reply: FastifyReply,
  status: 200 | 404 = 200,
): FastifyReply {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', NO_CACHE)
    .header('Vary', 'Accept-Encoding');
  if (status === 200) {
    reply.header('ETag', index.etag);
    if (request.headers['if-none-match'] === index.etag) return reply.code(304).send();
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) return reply.header('Content-Encoding', 'br').send(index.br);
  if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(index.gzip);
  return reply.send(index.identity);
}

interface IndexSource {
  /** index.html with the current site config and the preloads of the feature at this path. */
  (pathname: string): IndexVariants;
  /** The same with a page's own head. */
  withHead(pathname: string, meta: PageMeta): IndexVariants;
  /** The page's HTML (its head when given) for a server render to fill in. */
  html(pathname: string, meta: PageMeta | null): string;
  /** The tags for the lazy modules a render of this path drew (PageRenderResult.chunks). */
  chunkTags(pathname: string, modules: readonly string[]): string;
  /** The tag of the web's late-scripts loader (ADR 129); '' without a build manifest. */
  lateScriptsLoader: string;
}

/** Distinct pages kept compressed (each a few KB): the listing, every pre-configured build, recent shares. */
const MAX_PAGE_VARIANTS = 500;

/** The injected index for the current site config, rendered again only when the config changes. */
function indexSource(
  distDir: string,
  site: WebOptions['site'],
  featureOf: WebOptions['featureOf'],
): IndexSource | null {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const template = readFileSync(file, 'utf8');
  const preloads = featureOf ? routePreloads(distDir) : null;
  const siteNow = typeof site === 'function' ? site : () => site;
  let rendered: { key: string; html: string } | undefined;
  const pages = new Map<string, IndexVariants>();
  const current = () => {
    const config = siteNow();
    const key = JSON.stringify(config);
    if (rendered?.key !== key) {
      rendered = { key, html: injectSiteConfig(template, config) };
      pages.clear();
    }
    return rendered.html;
  };
  const htmlFor = (pathname: string) => {
    const tags = preloads && featureOf ? preloads.route(featureOf(pathname)) : '';
    return tags ? current().replace('</head>', () => `${tags}</head>`) : current();
  };
  const variantsOf = (html: string) => {
    let variants = pages.get(html);
    if (!variants) {
      variants = htmlVariants(html);
      // Oldest first out: Map keeps insertion order.
      if (pages.size >= MAX_PAGE_VARIANTS) pages.delete(pages.keys().next().value as string);
      pages.set(html, variants);
    }
    return variants;
  };
  const source = (pathname: string) => variantsOf(htmlFor(pathname));
  source.withHead = (pathname: string, meta: PageMeta) =>
    variantsOf(withPageHead(htmlFor(pathname), meta));
  source.html = (pathname: string, meta: PageMeta | null) =>
    meta ? withPageHead(htmlFor(pathname), meta) : htmlFor(pathname);
  source.chunkTags = (pathname: string, modules: readonly string[]) =>
    preloads && featureOf ? preloads.chunks(featureOf(pathname), modules) : '';
  source.lateScriptsLoader = preloads?.lateScriptsLoader ?? '';
  return source;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The rendered markup in the root element, the boot script before it and the hydration data
 * after it; the head's module scripts become a list that the web's loader
 * (`lateScriptsLoader`, its tag) adds after the first paint (late-scripts.ts, ADR 129).
 * The hydration data carries the response's nonce (the browser hands it to get-nonce for the styles Radix injects);
 * `nonce` is the placeholder when the page is kept to be sent with many nonces.
 */
export function withRender(
  html: string,
  result: PageRenderResult,
  nonce: string,
  lateScriptsLoader = '',
): string {
  const data = `<script type="application/json" id="${HYDRATION_DATA_ELEMENT_ID}" nonce="${nonce}">${result.hydration}</script>`;
  const markup = result.html.replaceAll(NONCE_PLACEHOLDER, nonce);
  const boot = result.bootScript ? `<script nonce="${nonce}">${result.bootScript}</script>` : '';
  return withLateScripts(html, lateScriptsLoader).replace(
    ROOT_ELEMENT,
    () => `${boot}<div id="root">${markup}</div>${data}`,
  );
}

/** Pages ready to send per kept render and head: cut where the nonce goes, pieces deflated once. */
const readyPages = new WeakMap<PageRenderResult, Map<string, NoncePage>>();

function readyPage(html: string, result: PageRenderResult, lateScriptsLoader: string): NoncePage {
  let byHead = readyPages.get(result);
  if (!byHead) readyPages.set(result, (byHead = new Map()));
  let page = byHead.get(html);
  if (!page) {
    // A render is sent under one head unless the site config changes: a few at most.
    if (byHead.size >= 4) byHead.clear();
    page = noncePage(
      withRender(html, result, NONCE_PLACEHOLDER, lateScriptsLoader),
      NONCE_PLACEHOLDER,
    );
    byHead.set(html, page);
  }
  return page;
}

/** The URL the app renders: a fixed origin, so no Host header reaches the markup or the cache key. */
function renderUrl(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  return `http://localhost${pathname === '/index.html' ? url.replace('/index.html', '/') : url}`;
}

/**
 * The page rendered on the server, sent whole once ready. Per response (the nonce), so no ETag;
 * gzip is spliced from pieces deflated once per kept render (nonce-page.ts), not per response.
 */
async function sendRendered(
  { index, cache, site: siteNow }: Pages & { cache: RenderCache },
  head: string,
  pathname: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  let result: PageRenderResult;
  try {
    result = await cache.render({ url: renderUrl(request.url), site: siteNow() });
  } catch (error) {
    // The page still works rendered in the browser: send it as before rather than a 500.
    request.log.error({ err: error }, 'page not rendered on the server; sending the plain page');
    return false;
  }
  // A boolean, not the reply: a reply is thenable, and awaiting it waits for the send.
  if (result.location) {
    void reply.redirect(result.location, result.status);
    return true;
  }
  const nonce = randomBytes(16).toString('base64');
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', withNonce(csp, nonce));
  reply
    .code(result.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', NO_CACHE)
    .header('Vary', 'Accept-Encoding');
  const chunkTags = index.chunkTags(pathname, result.chunks ?? []);
  const html = chunkTags ? head.replace('</head>', () => `${chunkTags}</head>`) : head;
  const page = readyPage(html, result, index.lateScriptsLoader);
  if (acceptedEncodings(request.headers['accept-encoding']).has('gzip'))
    void reply.header('Content-Encoding', 'gzip').send(page.gzip(nonce));
  else void reply.send(page.identity(nonce));
  return true;
}

interface Pages {
  index: IndexSource;
  page: WebOptions['page'];
  cache: RenderCache | null;
  site: () => SiteConfig;
}

/** Sends the page a browser navigated to: its own head and status when the resolver gives one. */
async function sendPage(
  pages: Pages,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { index, page, cache } = pages;
  const pathname = request.url.split('?')[0] ?? '/';
  let meta: PageMeta | null = null;
  try {
    meta = page ? await page(request) : null;
  } catch (error) {
    // A preview is a nicety: without the database the page still loads and shows its own state.
    request.log.warn({ err: error }, 'page head not resolved; serving the plain page');
  }
  if (cache) {
    if (
      await sendRendered({ ...pages, cache }, index.html(pathname, meta), pathname, request, reply)
    )
      return reply;
  }
  return meta
    ? sendIndex(index.withHead(pathname, meta), request, reply, meta.status)
    : sendIndex(index(pathname), request, reply);
}

/** Serves the built web app: hashed assets cached for a year, the SPA page for client routes. */
export const webPlugin = fp<WebOptions>(async (app, { distDir, site, page, featureOf, render }) => {
  const index = indexSource(distDir, site, featureOf);
  const siteNow = typeof site === 'function' ? site : () => site;
  const renderer =
    index && render ? await loadPageRenderer(render.entry ?? serverEntryBeside(distDir)) : null;
  const cache =
    renderer && render
      ? renderCache({ renderer, services: render.services, version: render.version })
      : null;
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const inAssets = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('Cache-Control', inAssets ? IMMUTABLE : NO_CACHE);
      },
      // @fastify/static sets its own max-age otherwise.
      cacheControl: false,
    });
  }
  const pages: Pages | null = index ? { index, page, cache, site: siteNow } : null;
  if (pages) {
    for (const url of ['/', '/index.html']) {
      app.get(url, (request, reply) => sendPage(pages, request, reply));
    }
  }
  const sendNotFoundOrPage = (request: FastifyRequest, reply: FastifyReply) =>
    pages && isPageNavigation(request)
      ? sendPage(pages, request, reply)
      : sendNotFound(request, reply);
  app.setNotFoundHandler(sendNotFoundOrPage);
  // Requests the router refuses before routing (a malformed escape): a page, if it is a page path.
  app.decorate('sendWebPage', (request: FastifyRequest, reply: FastifyReply) =>
    pages && isPageNavigation(request) ? sendPage(pages, request, reply) : null,
  );
});
