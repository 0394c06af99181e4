import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES } from '../catalog/cached-answer';
import { compressAnswersPlugin } from './compress-answers';

describe('compressed answers', () => {
  const app = Fastify();
  afterAll(() => app.close());
  const texts: Record<string, string> = {
    short: 'a'.repeat(100),
    justUnder: 'a'.repeat(MIN_COMPRESSED_BYTES - 20),
    justOver: 'a'.repeat(MIN_COMPRESSED_BYTES + 20),
    // Fewer characters than the threshold, more bytes: 'é' is two bytes in UTF-8.
    wideOver: 'é'.repeat(MIN_COMPRESSED_BYTES / 2 + 10),
    wideUnder: 'é'.repeat(MIN_COMPRESSED_BYTES / 2 - 20),
  };
  beforeAll(async () => {
    await app.register(compressAnswersPlugin);
    app.get<{ Params: { name: string } }>('/:name', async (request, reply) =>
      reply.type('application/json').send(JSON.stringify({ text: texts[request.params.name] })),
    );
  });
  const answer = (name: string) =>
    app.inject({ url: `/${name}`, headers: { 'accept-encoding': 'br, gzip' } });

  it('compresses a JSON answer of 1 KB or more of UTF-8, counted in bytes, not characters', async () => {
    for (const name of ['justOver', 'wideOver']) {
      const response = await answer(name);
      expect(response.headers['content-encoding'], name).toBe('br');
      expect(response.headers.vary, name).toContain('Accept-Encoding');
    }
    for (const name of ['short', 'justUnder', 'wideUnder']) {
      const response = await answer(name);
      expect(response.headers['content-encoding'], name).toBeUndefined();
      expect(JSON.parse(response.body), name).toEqual({ text: texts[name] });
    }
  });
});
