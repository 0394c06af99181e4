import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './catalog-snapshot';

type Encoding = 'br' | 'gzip';

/** Smaller bodies go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/** True when If-None-Match names this ETag (weak or strong, or `*`). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** brotli, else gzip, when Accept-Encoding lists it without q=0; else null. */
function parseEncoding(header: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Browsers send a handful of distinct Accept-Encoding values, so each is parsed once and
 * remembered; the memo is bounded (cleared when full) so odd headers cannot grow it.
 */
const ENCODING_MEMO_SIZE = 256;
const encodingMemo = new Map<string, Encoding | null>();

/** brotli, else gzip, when Accept-Encoding lists it without q=0; else null. */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const text = String(header ?? '');
  const known = encodingMemo.get(text);
  if (known !== undefined) return known;
  const encoding = parseEncoding(text);
  if (encodingMemo.size >= ENCODING_MEMO_SIZE) encodingMemo.clear();
  encodingMemo.set(text, encoding);
  return encoding;
}

/**
 * Bodies this large are compressed on libuv's thread pool, not on the event loop: brotli at
 * quality 11 takes seconds for a multi-megabyte list of a big catalogue, and every other request
 * would wait that long. Smaller bodies (the curated lists, art) take milliseconds.
 */
export const ASYNC_COMPRESS_BYTES = 256 * 1024;

// Each answer is encoded at most once per encoding, on first demand, and freed with it;
// 'identity' is its UTF-8 bytes, so an answer sent as it is is not encoded again per request.
interface Variants extends Partial<Record<Encoding, Buffer | Promise<Buffer>>> {
  identity?: Buffer;
}
const encodedBodies = new WeakMap<CachedBody, Variants>();

function variantsOf(answer: CachedBody): Variants {
  let variants = encodedBodies.get(answer);
  if (!variants) {
    variants = {};
    encodedBodies.set(answer, variants);
  }
  return variants;
}

function identityBody(answer: CachedBody): Buffer {
  const variants = variantsOf(answer);
  return (variants.identity ??= Buffer.from(answer.body));
}

const BROTLI_OPTIONS = {
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 11,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
  },
};

function compressAsync(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'br') brotliCompress(body, BROTLI_OPTIONS, done);
    else gzip(body, { level: 9 }, done);
  });
}

/** The compressed body, or a promise of it while a large one is compressed off the event loop. */
function encodedBody(answer: CachedBody, encoding: Encoding): Buffer | Promise<Buffer> {
  const variants = variantsOf(answer);
  const known = variants[encoding];
  if (known) return known;
  if (answer.body.length < ASYNC_COMPRESS_BYTES) {
    const out =
      encoding === 'br'
        ? brotliCompressSync(answer.body, BROTLI_OPTIONS)
        : gzipSync(answer.body, { level: 9 });
    variants[encoding] = out;
    return out;
  }
  // Requests arriving meanwhile share the one compression; the buffer replaces the promise.
  const entry = variants;
  const pending = compressAsync(answer.body, encoding).then((out) => {
    entry[encoding] = out;
    return out;
  });
  pending.catch(() => {
    if (entry[encoding] === pending) delete entry[encoding];
  });
  entry[encoding] = pending;
  return pending;
}

/**
 * Sends a precomputed body with its ETag and cache policy, or 304 when the client has it.
 * A body of 1 KB or more goes brotli- or gzip-compressed when the client accepts it
 * (DESIGN.md section 5), compressed once per answer; each encoding has its own ETag.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedBody,
  contentType: string,
  cacheControl: string,
) {
  const encoding =
    answer.body.length >= MIN_COMPRESSED_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  const etag = encoding ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
  reply
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Vary', 'Accept-Encoding');
  if (matchesEtag(request, etag)) return reply.code(304).send();
  reply.type(contentType);
  if (!encoding) return reply.send(identityBody(answer));
  reply.header('Content-Encoding', encoding);
  const encoded = encodedBody(answer, encoding);
  if (Buffer.isBuffer(encoded)) return reply.send(encoded);
  // Callers are plain (not async) handlers, so Fastify waits for this later send.
  encoded.then(
    (out) => reply.send(out),
    (error: unknown) => {
      reply.removeHeader('Content-Encoding');
      reply.send(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return reply;
}
