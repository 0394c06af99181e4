import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASYNC_COMPRESS_BYTES, finalPassesDone, sendCached } from './cached-answer';
import { cachedBody } from './catalog-snapshot';

/** A list-like JSON body above the size compressed off the event loop (~1.5 MB). */
function bigBody(): string {
  const items = Array.from({ length: 12_000 }, (_, i) => ({
    id: `bc-memory-${(i * 2654435761).toString(16)}-${i}`,
    longName: `Brand ${i % 97} Kit DDR${4 + (i % 2)}-${3200 + (i % 40) * 100} ${8 * (1 + (i % 8))}GB`,
    price: (i % 500) + 0.99,
  }));
  return JSON.stringify({ data: items });
}

describe('cached answers compressed once', () => {
  const app = Fastify();
  const big = cachedBody(1, bigBody());
  const small = cachedBody(1, JSON.stringify({ data: 'x'.repeat(2000) }));
  beforeAll(async () => {
    app.get('/big', (request, reply) => {
      sendCached(request, reply, big, 'application/json', 'no-cache');
    });
    app.get('/small', (request, reply) => {
      sendCached(request, reply, small, 'application/json', 'no-cache');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('compresses a large body on the thread pool: other answers go out meanwhile, callers share it', async () => {
    expect(big.body.length).toBeGreaterThan(ASYNC_COMPRESS_BYTES);
    const order: string[] = [];
    const request = (url: string, encoding: string) =>
      app.inject({ url, headers: { 'accept-encoding': encoding } }).then((res) => {
        order.push(url);
        return res;
      });
    const [first, second, smallAnswer] = await Promise.all([
      request('/big', 'br'),
      request('/big', 'br'),
      request('/small', 'br'),
    ]);
    // The small answer did not wait for brotli quality 11 over 1.5 MB.
    expect(order[0]).toBe('/small');
    expect(smallAnswer.headers['content-encoding']).toBe('br');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(big.body);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // The first answers went at the fast setting, without waiting for quality 11; the final
    // pass then replaces those bytes with smaller ones of the same answer.
    await finalPassesDone();
    const later = await request('/big', 'br');
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(big.body);
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(String(later.headers.etag)).toMatch(/^W\/".+-br"$/);
    // A client holding either set of bytes revalidates to 304: they are the same content.
    const revalidated = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gzips a large body the same way for clients without brotli', async () => {
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(big.body);
    const identity = await app.inject({ url: '/big' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(big.body);
  });
});
