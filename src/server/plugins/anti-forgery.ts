import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { CSRF_HEADER } from '../../domain/contracts/platform';
import { isApiRequest } from './api-scope';
import { HttpError } from './errors';
import fp from 'fastify-plugin';
import { createTokenVerifier, issueToken } from './csrf-token';

export interface AntiForgeryOptions {
  secret: string;
  ttlSeconds: number;
  /** Origins besides the site's own that may send writes, e.g. 'https://partner.example'. */
  allowedOrigins: string[];
  /** PUBLIC_ORIGIN: the site's own origin; null or absent: the origin the request's Host names. */
  publicOrigin?: string | null;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A fresh signed anti-forgery token (GET /api/settings hands it out). */
    issueCsrfToken(): string;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = CSRF_HEADER.toLowerCase();

/**
 * The site's own origin: PUBLIC_ORIGIN when set; else the scheme (X-Forwarded-Proto from a
 * trusted proxy) with the request's Host header, never X-Forwarded-Host: with TRUST_PROXY a
 * forwarded host is whatever the client put there, so it would match any Origin. The browser
 * sets Host itself, to the host the page's script talks to: a page of another site cannot.
 */
function ownOrigin(
  request: FastifyRequest,
  publicOrigin: string | null | undefined,
): string | null {
  if (publicOrigin) return publicOrigin;
  const host = request.headers.host;
  if (host === undefined) return null;
  return URL.parse(`${request.protocol}://${host}`)?.origin ?? null;
}

function isForeignOrigin(request: FastifyRequest, options: AntiForgeryOptions): boolean {
  const header = request.headers.origin;
  if (header === undefined) return false; // non-browser client: judged by the token alone
  const origin = URL.parse(header)?.origin;
  if (!origin || origin === 'null') return true;
  return (
    origin !== ownOrigin(request, options.publicOrigin) && !options.allowedOrigins.includes(origin)
  );
}

/** Why a write must be refused (403), or null when it may go on. */
function writeRefusal(
  request: FastifyRequest,
  options: AntiForgeryOptions,
  tokenIsValid: (token: string | undefined) => boolean,
): HttpError | null {
  if (!UNSAFE_METHODS.has(request.method)) return null;
  // From the matched route: the raw target can be percent-encoded or absolute-form.
  if (!isApiRequest(request)) return null;
  if (isForeignOrigin(request, options)) {
    return new HttpError(
      403,
      ERROR_CODES.forbiddenOrigin,
      'Requests from another site are not accepted.',
    );
  }
  const token = request.headers[HEADER];
  if (!tokenIsValid(typeof token === 'string' ? token : undefined)) {
    return new HttpError(
      403,
      ERROR_CODES.forbiddenToken,
      'The security token is missing or has expired. Please reload the page.',
    );
  }
  return null;
}

/**
 * Refuses every POST/PUT/PATCH/DELETE under /api without a valid signed token
 * in X-CSRF-Token, and any whose Origin is neither the site's own nor in ALLOWED_ORIGINS (403).
 */
export const antiForgeryPlugin = fp<AntiForgeryOptions>(async (app, options) => {
  app.decorate('issueCsrfToken', () => issueToken(options));
  const tokenIsValid = createTokenVerifier(options);

  // A callback hook, not async: it runs on every request and usually has nothing to do.
  app.addHook('onRequest', (request, _reply, done) => {
    done(writeRefusal(request, options, tokenIsValid) ?? undefined);
  });
});
