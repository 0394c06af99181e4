import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersTogetherPlugin } from './answers-together';

describe('answers written together (ADR 092)', () => {
  const app = Fastify();
  const order: string[] = [];
  afterAll(() => app.close());
  beforeAll(async () => {
    await app.register(answersTogetherPlugin);
    // Work queued for the check phase while the request is read runs before the handler.
    app.addHook('onRequest', (_request, _reply, done) => {
      setImmediate(() => order.push('queued while reading'));
      done();
    });
    app.get('/answer', async () => {
      order.push('handler');
      return { ok: true };
    });
    app.get('/broken', async () => {
      throw new Error('broken');
    });
  });

  it('handles a request in the check phase, after what the poll phase queued', async () => {
    order.length = 0;
    const response = await app.inject({ url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(order).toEqual(['queued while reading', 'handler']);
  });

  it('leaves errors and unknown routes as they were', async () => {
    const broken = await app.inject({ url: '/broken' });
    expect(broken.statusCode).toBe(500);
    const missing = await app.inject({ url: '/missing' });
    expect(missing.statusCode).toBe(404);
  });
});
