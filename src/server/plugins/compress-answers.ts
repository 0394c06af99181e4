/**
 * Compresses JSON answers built per request (flagged lists, validate, overviews) by
 * Accept-Encoding above 1 KB (DESIGN.md section 5). Cached answers arrive already encoded
 * (cached-answer.ts, compressed once per catalogue version) and pass through untouched, as do
 * static files (streams). Brotli at quality 4 costs about what gzip -6 does and shrinks a
 * thousand-part flagged list ~10x; it runs on libuv's pool, off the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { MIN_COMPRESSED_BYTES, preferredEncoding } from '../catalog/cached-answer';
import { globalPlugin } from './global-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function addVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return values.some((value) => value.toLowerCase() === 'accept-encoding')
    ? values.join(', ')
    : [...values, 'Accept-Encoding'].join(', ');
}

export const compressAnswersPlugin = globalPlugin(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_COMPRESSED_BYTES) return payload;
    reply.header('Vary', addVary(reply.getHeader('vary')));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 4,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 });
    reply.header('Content-Encoding', encoding).removeHeader('content-length');
    return compressed;
  });
});
