// Plain values, no zod: the web bundle imports this module (see eslint.config.js).

/** errorCode values the server sends besides validation keywords. */
export const ERROR_CODES = {
  validation: 'validation',
  invalidJson: 'invalid_json',
  forbiddenToken: 'csrf_token_invalid',
  forbiddenOrigin: 'origin_forbidden',
  notFound: 'not_found',
  payloadTooLarge: 'payload_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** GET /api/ready when the database does not answer (503). */
  notReady: 'not_ready',
  /** A request body in a Content-Encoding the server does not decode (415). */
  unsupportedMediaType: 'unsupported_media_type',
  /** Request headers over Node's limit (431). */
  headersTooLarge: 'headers_too_large',
  /** The request did not arrive within the request timeout (408). */
  requestTimeout: 'request_timeout',
  /** A Host this server does not serve (421): PUBLIC_ORIGIN / ALLOWED_HOSTS. */
  misdirectedRequest: 'misdirected_request',
  /** Any other call while the database is away (503 with Retry-After). */
  unavailable: 'service_unavailable',
  /** The generic product error code: the client shows 'Generic stormforce error.' */
  genericProduct: 'generic_product_error',
} as const;
