import { TIMINGS } from '../../domain/timings';

export interface CsrfTokenSource {
  /** Fetch the first token and keep it fresh (a check every 15 s, a refresh when 4 min old). */
  start(): void;
  stop(): void;
  /** Resolves once the first fetch has finished or failed. */
  ready(): Promise<void>;
  /** The current token; a mutating call waits here for the first one. */
  get(): Promise<string>;
  /** The token when one is held and fresh, else null (then use get()). */
  current(): string | null;
}

/**
 * Holds the anti-forgery token from GET settings (spec section 7 "General").
 * The fetcher is passed in so this module does not depend on the API client.
 */
export function createCsrfToken(fetchToken: () => Promise<string>): CsrfTokenSource {
  let token: string | null = null;
  let fetchedAt = 0;
  let inFlight: Promise<string> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let firstAttempt: Promise<void> | null = null;

  function refresh(): Promise<string> {
    inFlight ??= fetchToken()
      .then((value) => {
        token = value;
        fetchedAt = Date.now();
        return value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  function isStale() {
    return token === null || Date.now() - fetchedAt >= TIMINGS.settingsRefreshMs;
  }

  function check() {
    // Failures are retried by the next check; callers waiting in get() see the rejection.
    if (isStale()) refresh().catch(() => undefined);
  }

  return {
    start() {
      if (timer) return;
      firstAttempt = refresh().then(
        () => undefined,
        () => undefined,
      );
      timer = setInterval(check, TIMINGS.settingsCheckMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    ready() {
      return firstAttempt ?? Promise.resolve();
    },
    current() {
      return token !== null && !isStale() ? token : null;
    },
    get() {
      if (token !== null && !isStale()) return Promise.resolve(token);
      return inFlight ?? refresh();
    },
  };
}
