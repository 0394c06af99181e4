import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  type ErrorsPayload,
  type ValidationErrorEntry,
} from '../../domain/contracts/api-envelope';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import fp from 'fastify-plugin';

/** Thrown by routes and plugins for an answer with the errors payload (4xx). */
export class HttpError extends Error {
  /** Every entry of the answer's errors payload (the first is the one named in the constructor). */
  readonly entries: ValidationErrorEntry[];

  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly properties: string[] = [],
    moreEntries: ValidationErrorEntry[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
    this.entries = [{ errorCode, message, properties }, ...moreEntries];
  }

  /** One answer naming several bad fields, e.g. each unknown product id of a build. */
  static of(
    statusCode: number,
    entries: readonly [ValidationErrorEntry, ...ValidationErrorEntry[]],
  ) {
    const [first, ...rest] = entries;
    return new HttpError(statusCode, first.errorCode, first.message, first.properties, rest);
  }
}

export function errorsPayload(
  errorCode: string,
  message: string,
  properties: string[] = [],
): ErrorsPayload {
  return { errors: [{ errorCode, message, properties }] };
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send(
      errorsPayload(
        ERROR_CODES.notFound,
        `No resource at ${request.method} ${request.url.split('?')[0]}.`,
      ),
    );
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** '/parts/0/id' -> 'parts.0.id'; unrecognised keys name each key. */
function propertiesOf(issue: ValidationIssue): string[] {
  const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const keys = issue.params?.keys;
  if (Array.isArray(keys) && keys.length > 0)
    return keys.map((k) => (base ? `${base}.${String(k)}` : String(k)));
  return base ? [base] : [];
}

function validationEntries(validation: ValidationIssue[]): ValidationErrorEntry[] {
  return validation.map((issue) => ({
    errorCode: issue.keyword || ERROR_CODES.validation,
    message: issue.message ?? 'Invalid value.',
    properties: propertiesOf(issue),
  }));
}

/** Known client errors by Fastify code: status and our errorCode. */
const CLIENT_ERRORS: Record<string, { status: number; errorCode: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    errorCode: ERROR_CODES.invalidJson,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    errorCode: ERROR_CODES.invalidJson,
    message: 'The request body is empty but declared as JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    errorCode: ERROR_CODES.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    errorCode: ERROR_CODES.validation,
    message: 'Unsupported content type: send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    errorCode: ERROR_CODES.validation,
    message: 'The Content-Length header does not match the body.',
  },
};

/** "…" segments of a driver message: PostgreSQL quotes the offending input there. */
const QUOTED = /"[^"]*"/g;

/**
 * An error as it may be logged: a failed query keeps its SQL, the driver's code and message
 * (quoted input redacted), never its parameters (shoppers' text: messages, URLs, builds) nor
 * the driver's detail, where or hint, which can quote the row.
 */
export function loggableError(error: Error): Error {
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string' || !('params' in error)) return error;
  const safe = new Error(`Failed query: ${query}`);
  safe.name = error.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  safe.stack = [`${error.name}: ${safe.message}`, ...frames].join('\n');
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  return Object.assign(safe, {
    code: cause?.code,
    causeMessage:
      typeof cause?.message === 'string'
        ? cause.message.replace(QUOTED, '"[redacted]"')
        : undefined,
  });
}

export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ errors: error.entries });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ errors: validationEntries(error.validation) });
  }
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return reply.code(known.status).send(errorsPayload(known.errorCode, known.message));
  if (error.statusCode === 429) {
    return reply
      .code(429)
      .send(
        errorsPayload(ERROR_CODES.rateLimited, 'Too many requests. Please try again in a minute.'),
      );
  }
  if (error.validation) {
    return reply
      .code(400)
      .send({ errors: validationEntries(error.validation as ValidationIssue[]) });
  }
  if (isDatabaseUnavailable(error)) {
    // The outage itself is logged once at warn when it starts and when it ends (plugins/db.ts).
    request.log.debug({ err: loggableError(error) }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
      .send(
        errorsPayload(
          ERROR_CODES.unavailable,
          'The service is briefly unavailable. Please try again in a moment.',
        ),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Other client errors Fastify raises (bad URL encoding, unsupported method...): keep the status, hide internals.
    request.log.info({ err: error }, 'client error');
    return reply
      .code(status)
      .send(errorsPayload(ERROR_CODES.validation, 'The request could not be processed.'));
  }
  request.log.error({ err: loggableError(error) }, 'unexpected error');
  return reply
    .code(500)
    .send(
      errorsPayload(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'),
    );
}

/** Every error answer becomes `{ errors: [{ errorCode, message, properties }] }`. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler(handleError);
});
