import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
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

// Each answer is encoded at most once per encoding, on first demand, and freed with it;
// 'identity' is its UTF-8 bytes, so an answer sent as it is is not encoded again per request.
const encodedBodies = new WeakMap<CachedBody, Partial<Record<Encoding | 'identity', Buffer>>>();

function encodedBody(answer: CachedBody, encoding: Encoding | 'identity'): Buffer {
  let variants = encodedBodies.get(answer);
  if (!variants) {
    variants = {};
    encodedBodies.set(answer, variants);
  }
  if (encoding === 'identity') return (variants.identity ??= Buffer.from(answer.body));
  variants[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 11,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(answer.body, { level: 9 });
  return variants[encoding];
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
  if (!encoding) return reply.send(encodedBody(answer, 'identity'));
  return reply.header('Content-Encoding', encoding).send(encodedBody(answer, encoding));
}
