import { ERROR_CODES } from '../../domain/contracts/api-envelope';
import { HttpError } from './errors';
import { globalPlugin } from './global-plugin';

const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000).';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\0') || containsNul(inner));
  }
  return false;
}

/**
 * PostgreSQL cannot store NUL in text or jsonb and would fail the query with a
 * 500; refuse such input up front with a 400 instead (bad input never gets a 5xx).
 */
export const requestHygienePlugin = globalPlugin(async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      request.url.includes('%00')
        ? new HttpError(400, ERROR_CODES.validation, NUL_MESSAGE)
        : undefined,
    );
  });

  // Fastify's own JSON parser (keeps its prototype-poisoning protection), plus the NUL check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      // The escape is the only way a NUL reaches a JSON string; skip the walk for the usual body.
      if (text.includes('\\u0000') && containsNul(value)) {
        return done(new HttpError(400, ERROR_CODES.validation, NUL_MESSAGE));
      }
      done(null, value);
    });
  });
});
