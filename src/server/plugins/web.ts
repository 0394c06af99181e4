import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../domain/contracts/site-config';
import { sendNotFound } from './errors';
import { globalPlugin } from './global-plugin';

export interface WebOptions {
  /** The Vite build output (dist/web); may be missing, then only the API is served. */
  distDir: string;
  /** The site config to inject; a function when part of it follows the catalogue (attributions). */
  site: SiteConfig | (() => SiteConfig);
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

function indexVariants(template: string, site: SiteConfig): IndexVariants {
  const identity = Buffer.from(injectSiteConfig(template, site));
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
): FastifyReply {
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', NO_CACHE)
    .header('ETag', index.etag)
    .header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === index.etag) return reply.code(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) return reply.header('Content-Encoding', 'br').send(index.br);
  if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(index.gzip);
  return reply.send(index.identity);
}

function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.toLowerCase();
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/'))
    return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Serves the built web app: hashed assets cached for a year, the SPA page for client routes. */
/** The injected index for the current site config, rendered again only when the config changes. */
function indexSource(distDir: string, site: WebOptions['site']): (() => IndexVariants) | null {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return null;
  const template = readFileSync(file, 'utf8');
  const siteNow = typeof site === 'function' ? site : () => site;
  let rendered: { key: string; variants: IndexVariants } | undefined;
  return () => {
    const current = siteNow();
    const key = JSON.stringify(current);
    if (rendered?.key !== key) rendered = { key, variants: indexVariants(template, current) };
    return rendered.variants;
  };
}

export const webPlugin = globalPlugin<WebOptions>(async (app, { distDir, site }) => {
  const index = indexSource(distDir, site);
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
  if (index) {
    for (const url of ['/', '/index.html']) {
      app.get(url, (request, reply) => sendIndex(index(), request, reply));
    }
  }
  app.setNotFoundHandler((request, reply) =>
    index && wantsSpaPage(request)
      ? sendIndex(index(), request, reply)
      : sendNotFound(request, reply),
  );
});
