import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './catalog-snapshot';

/** True when If-None-Match names this ETag (weak or strong, or `*`). */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends a precomputed body with its ETag and cache policy, or 304 when the client has it. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedBody,
  contentType: string,
  cacheControl: string,
) {
  reply.header('Cache-Control', cacheControl).header('ETag', answer.etag);
  if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  return reply.type(contentType).send(answer.body);
}
