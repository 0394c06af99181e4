/**
 * The build's hashed assets (dist/web/assets) read once at start-up, with their .br and .gz
 * variants, and sent from memory (ADR 090). @fastify/static stats, opens, reads and closes
 * a file for every request (~210 µs of CPU per asset here, against ~30 µs for an API answer
 * from memory), and a page load asks for 15-30 assets at once, on the cores the shopper's
 * API calls need as well. Hashed names never change content, so nothing is lost by reading
 * them once; files added to the folder after start-up are not served (the page held in
 * memory does not name them either).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, preferredEncoding } from '../catalog/cached-answer';

/** A file larger than this stays on disk and goes through @fastify/static. */
export const MAX_MEMORY_ASSET_BYTES = 1024 * 1024;

/** The content types @fastify/static gave these files (mime, with charset for text). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

const VARIANT_SUFFIX = /\.(br|gz)$/;

interface Variant {
  body: Buffer;
  etag: string;
}

export interface MemoryAsset {
  contentType: string;
  lastModified: string;
  /** Modification time in whole seconds, as Last-Modified carries it. */
  modifiedSeconds: number;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

export interface MemoryAssets {
  /** By name under assets/ (no leading slash). */
  readonly files: ReadonlyMap<string, MemoryAsset>;
  /** Names too large to hold, left to @fastify/static. */
  readonly onDisk: ReadonlySet<string>;
}

function variantOf(body: Buffer, hash: string, encoding: string | null): Variant {
  return { body, etag: encoding ? `W/"${hash}-${encoding}"` : `"${hash}"` };
}

/** Reads every asset of `dir` (one level: Vite writes them flat), or none when it is missing. */
export function readMemoryAssets(dir: string): MemoryAssets {
  const files = new Map<string, MemoryAsset>();
  const onDisk = new Set<string>();
  if (!existsSync(dir)) return { files, onDisk };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || VARIANT_SUFFIX.test(entry.name)) continue;
    const file = path.join(dir, entry.name);
    const stat = statSync(file);
    if (stat.size > MAX_MEMORY_ASSET_BYTES) {
      onDisk.add(entry.name);
      continue;
    }
    const body = readFileSync(file);
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    const read = (suffix: string) =>
      existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : null;
    const br = read('.br');
    const gzip = read('.gz');
    const modifiedSeconds = Math.floor(stat.mtimeMs / 1000);
    files.set(entry.name, {
      contentType:
        CONTENT_TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream',
      lastModified: new Date(modifiedSeconds * 1000).toUTCString(),
      modifiedSeconds,
      identity: variantOf(body, hash, null),
      ...(br ? { br: variantOf(br, hash, 'br') } : {}),
      ...(gzip ? { gzip: variantOf(gzip, hash, 'gzip') } : {}),
    });
  }
  return { files, onDisk };
}

/** True when If-Modified-Since (without If-None-Match) is at or after the file's time. */
function notModifiedSince(request: FastifyRequest, asset: MemoryAsset): boolean {
  const since = request.headers['if-modified-since'];
  if (!since || request.headers['if-none-match']) return false;
  const seconds = Date.parse(since) / 1000;
  return Number.isFinite(seconds) && asset.modifiedSeconds <= seconds;
}

/** Sends one asset in the encoding the client prefers, or 304 when it has it. */
export function sendMemoryAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: MemoryAsset,
  cacheControl: string,
): FastifyReply {
  // The build writes .br and .gz together (scripts/precompress.ts), or neither for files that
  // do not shrink (fonts): so a client preferring br never misses a gzip it would take.
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const variant = (encoding && asset[encoding]) || asset.identity;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', variant.etag)
    .header('Last-Modified', asset.lastModified)
    .header('Vary', 'Accept-Encoding');
  if (matchesEtag(request, variant.etag) || notModifiedSince(request, asset)) {
    return reply.code(304).send();
  }
  reply.type(asset.contentType);
  if (variant !== asset.identity) reply.header('Content-Encoding', encoding);
  return reply.send(variant.body);
}
