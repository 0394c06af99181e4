/**
 * Compresses JSON answers built per request (flagged lists, validate, overviews) by
 * Accept-Encoding above 1 KB (DESIGN.md section 5). Cached answers arrive already encoded
 * (cached-answer.ts, compressed once per catalogue version) and pass through untouched, as do
 * static files (streams). Brotli at quality 4 costs about what gzip -6 does and shrinks a
 * thousand-part flagged list ~10x; it runs on libuv's pool, off the event loop.
 */
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { MIN_COMPRESSED_BYTES, preferredEncoding } from '../catalog/cached-answer';
import fp from 'fastify-plugin';

function addVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.some((value) => value.toLowerCase() === 'accept-encoding')
    ? values.join(', ')
    : [...values, 'Accept-Encoding'].join(', ');
}

const brotliOptions = (size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: 4,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/**
 * A callback hook, not an async one: it runs on every answer and nearly always has nothing to
 * do (cached answers come encoded, most others are short), and an async hook costs a promise
 * and a microtask turn per answer even then (ADR 014).
 */
export const compressAnswersPlugin = fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (typeof payload === 'string' && payload.length * 3 < MIN_COMPRESSED_BYTES)
      return done(null, payload); // at most 3 UTF-8 bytes per UTF-16 unit: short, without counting them
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_COMPRESSED_BYTES || reply.hasHeader('content-encoding'))
      return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    // Pages rendered on the server are per request too (their CSP nonce).
    if (!type.startsWith('application/json') && !type.startsWith('text/html'))
      return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('Vary', addVary(reply.getHeader('vary')));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const compressed = (error: Error | null, result: Buffer) => {
      if (error) return done(error);
      reply.header('Content-Encoding', encoding).removeHeader('content-length');
      done(null, result);
    };
    if (encoding === 'br') brotliCompress(body, brotliOptions(body.length), compressed);
    else gzip(body, { level: 6 }, compressed);
  });
});
