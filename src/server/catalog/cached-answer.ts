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
  // Weak comparison (RFC 9110 13.1.2), as If-None-Match asks for.
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
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
 * Bodies this large are compressed on libuv's thread pool, not on the event loop, and in two
 * passes: brotli at quality 11 takes seconds for a big catalogue's list (docs/performance.md),
 * so the first request would wait that long and every other request with it. Smaller bodies
 * (the curated lists, settings, a listing page) are quick.
 */
export const ASYNC_COMPRESS_BYTES = 64 * 1024;

// Each answer is encoded at most once per encoding and setting, on first demand, and freed
// with it; 'identity' is its UTF-8 bytes, so an answer sent as it is is not encoded again.
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

type Setting = 'fast' | 'final';

/** Final: the smallest bytes (sent for the life of the catalogue version). Fast: far quicker, somewhat larger. */
const BROTLI_QUALITY: Record<Setting, number> = { fast: 5, final: 11 };
const GZIP_LEVEL: Record<Setting, number> = { fast: 6, final: 9 };

const brotliOptions = (setting: Setting, size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[setting],
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

function compressSync(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, brotliOptions('final', body.length))
    : gzipSync(body, { level: GZIP_LEVEL.final });
}

function compressAsync(body: string, encoding: Encoding, setting: Setting): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, out: Buffer) => (error ? reject(error) : resolve(out));
    if (encoding === 'br') brotliCompress(body, brotliOptions(setting, body.length), done);
    else gzip(body, { level: GZIP_LEVEL[setting] }, done);
  });
}

/**
 * Final-setting passes over large bodies, one at a time: on a 2-core machine, four brotli-11
 * passes at once (the thread pool's size) took both cores for seconds after every catalogue
 * load. A pass whose answer was dropped meanwhile (a newer catalogue) is skipped.
 */
let finalPasses: Promise<void> = Promise.resolve();

function queueFinalPass(answer: CachedBody, encoding: Encoding): void {
  const ref = new WeakRef(answer);
  finalPasses = finalPasses.then(async () => {
    const current = ref.deref();
    if (!current) return;
    const out = await compressAsync(current.body, encoding, 'final').catch(() => null);
    if (out) variantsOf(current)[encoding] = out;
  });
}

/** Resolves once every final pass queued so far has run (tests, benchmarks). */
export function finalPassesDone(): Promise<void> {
  return finalPasses;
}

/**
 * The compressed body, or a promise of it while a large one is compressed off the event loop.
 * A large body goes out at the fast setting at first (tens of ms) and at the final setting
 * once its queued pass has run; both decode to the same answer.
 */
function encodedBody(answer: CachedBody, encoding: Encoding): Buffer | Promise<Buffer> {
  const variants = variantsOf(answer);
  const known = variants[encoding];
  if (known) return known;
  if (answer.body.length < ASYNC_COMPRESS_BYTES) {
    const out = compressSync(answer.body, encoding);
    variants[encoding] = out;
    return out;
  }
  // Requests arriving meanwhile share the one compression; the buffer replaces the promise.
  const pending = compressAsync(answer.body, encoding, 'fast').then((out) => {
    if (variants[encoding] === pending) variants[encoding] = out;
    queueFinalPass(answer, encoding);
    return out;
  });
  pending.catch(() => {
    if (variants[encoding] === pending) delete variants[encoding];
  });
  variants[encoding] = pending;
  return pending;
}

/**
 * Sends a precomputed body with its ETag and cache policy, or 304 when the client has it.
 * A body of 1 KB or more goes brotli- or gzip-compressed when the client accepts it
 * (DESIGN.md section 5), compressed once per answer and setting; each encoding has its own
 * (weak) ETag.
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
  // Weak when compressed: a large body's bytes change from the fast to the final setting, its content does not.
  const etag = encoding ? `W/${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
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
