import { ERROR_CODES } from '../../domain/contracts/error-codes';

export const VALIDATION_ERROR_MESSAGE = 'The API returned with validation errors';
export const GENERIC_PRODUCT_ERROR_TEXT = 'Generic stormforce error.';

/** A non-2xx answer that is not a validation failure. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** The API could not be reached at all (offline, connection refused or reset). */
export class NetworkError extends Error {
  constructor(override readonly cause: unknown) {
    super('The API could not be reached');
    this.name = 'NetworkError';
  }
}

/** A cancelled request (superseded by a newer one, or its screen went away): not a failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Trouble on the server's side that the shopper cannot fix: a 5xx answer or no answer at all.
 * These raise the server-error flag (the error page), unless the call's failures are swallowed.
 */
export function isServerTrouble(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof HttpError && error.status >= 500);
}

/** HTTP 400 with an errors payload (spec section 5 "Server validation failures"). */
export class ApiValidationError extends Error {
  constructor(
    readonly fieldErrors: Record<string, string[]>,
    readonly globalErrors: string[],
  ) {
    super(VALIDATION_ERROR_MESSAGE);
    this.name = 'ApiValidationError';
  }
}

type Collected = { fieldErrors: Record<string, string[]>; globalErrors: string[] };

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

function add(into: Collected, field: string | undefined, message: string) {
  if (!field) {
    into.globalErrors.push(message);
    return;
  }
  const key = lowerFirst(field);
  (into.fieldErrors[key] ??= []).push(message);
}

function collectEntry(into: Collected, entry: unknown) {
  if (typeof entry === 'string') return add(into, undefined, entry);
  if (!entry || typeof entry !== 'object') return;
  const { errorCode, message, properties } = entry as Record<string, unknown>;
  const text =
    errorCode === ERROR_CODES.genericProduct ? GENERIC_PRODUCT_ERROR_TEXT : String(message ?? '');
  const fields = Array.isArray(properties)
    ? properties.filter((p): p is string => typeof p === 'string' && p !== '')
    : [];
  if (fields.length === 0) return add(into, undefined, text);
  for (const field of fields) add(into, field, text);
}

function collectKeyed(into: Collected, payload: Record<string, unknown>) {
  for (const [field, value] of Object.entries(payload)) {
    const messages = Array.isArray(value) ? value : [value];
    for (const message of messages) {
      if (typeof message === 'string') add(into, field, message);
    }
  }
}

/**
 * The errors payload is either a list of entries {errorCode, message, properties}
 * or an object keyed by field name (values: a message or a list of messages).
 * Returns null when the body carries no errors payload.
 */
export function toValidationError(body: unknown): ApiValidationError | null {
  if (!body || typeof body !== 'object' || !('errors' in body)) return null;
  const errors = (body as { errors: unknown }).errors;
  const into: Collected = { fieldErrors: {}, globalErrors: [] };
  if (Array.isArray(errors)) errors.forEach((entry) => collectEntry(into, entry));
  else if (errors && typeof errors === 'object')
    collectKeyed(into, errors as Record<string, unknown>);
  else return null;
  return new ApiValidationError(into.fieldErrors, into.globalErrors);
}
