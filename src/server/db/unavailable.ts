/**
 * Whether an error means the database is away (unreachable, not answering in time, shutting
 * down), rather than a bad query: such calls answer 503 with Retry-After, not 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** SQLSTATE: admin/crash shutdown, cannot connect now, query cancelled (statement timeout), too many connections. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres' own messages for a connection it lost or could not make in time. */
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|query read timeout|connection error|not queryable/i;

function isUnavailableCause(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  // Refused at once by the circuit (database-circuit.ts) while the database is away.
  if (name === 'DatabaseAwayError') return true;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))
      return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); a pool error may wrap its own cause.
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (isUnavailableCause(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before trying again while the database is away. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
