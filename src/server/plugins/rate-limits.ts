import rateLimit from '@fastify/rate-limit';
import { globalPlugin } from './global-plugin';

/**
 * @fastify/rate-limit, per client address, on the routes that ask for it (`config.rateLimit`).
 * A request whose socket is already gone (a pipelined call read just before the client reset
 * the connection) is dropped first: nobody can receive its answer, and the limiter's key
 * function would throw on its missing address and log a 500.
 */
export const rateLimitsPlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    const socket = request.raw.socket as typeof request.raw.socket | null;
    // After a reset the handle may already be gone (no address) before `destroyed` is set.
    if (socket === null || socket.destroyed || socket.remoteAddress === undefined) {
      request.log.info('client went away before its request was handled');
      reply.hijack();
    }
    done();
  });
  await app.register(rateLimit, { global: false });
});
