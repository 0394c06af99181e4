import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that took at least this long is logged at info however it ended. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's two lines per request through Fastify's own logController (ADR 102). For a request
 * that went well they repeat what the route metrics count, so 'incoming request' is a debug
 * line, and 'request completed' stays at info only for an answer with a status of 400 or more,
 * a request slower than SLOW_REQUEST_MS, or (at error) a response that failed on the socket; a
 * quick answer that went well is logged at debug. LOG_LEVEL=debug brings back both lines for
 * every request. Fastify's other lines (stream and serializer failures) are its own.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    // At info the request's own line is not there, so this one says what was asked.
    if (reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS)
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    else reply.log.debug({ res: reply, responseTime }, 'request completed');
  }
}
