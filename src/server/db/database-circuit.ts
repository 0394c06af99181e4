import { isDatabaseUnavailable } from './unavailable';

/** A call refused or abandoned because the database is away: it answers 503 at once. */
export class DatabaseAwayError extends Error {
  constructor(cause?: unknown) {
    super('The database is not answering; calls fail at once until it does.', { cause });
    this.name = 'DatabaseAwayError';
  }
}

/** Timer functions, injectable so tests drive the probing without real time. */
export interface CircuitTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: CircuitTimers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    // Probing must never keep the process alive on its own.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export type CircuitEvent = { state: 'down'; error: unknown } | { state: 'up'; downForMs: number };

export interface CircuitOptions {
  /** How often to try the database again while it is away. */
  retryMs: number;
  timers?: CircuitTimers;
  now?: () => number;
}

/**
 * Whether the database answers, as every call and the readiness check see it (issue 34 defect
 * 2). The first call that finds it away (a deadline passed, the connection refused or lost)
 * takes it down: every call still waiting on it is abandoned at once, and new calls are refused
 * at once, instead of each waiting out its own deadlines (connect, then query, then a retry).
 * Meanwhile a probe tries the database every `retryMs`; when it answers, calls go through again.
 * Each change is reported once to the listeners (the log: one line when an outage starts, one
 * when it ends).
 */
export class DatabaseCircuit {
  private downSince: number | null = null;
  /** Aborted when the database goes away: the calls in flight give up at once. */
  private inFlight = new AbortController();
  private probeTimer: unknown = null;
  private closed = false;
  private readonly listeners = new Set<(event: CircuitEvent) => void>();
  private readonly timers: CircuitTimers;
  private readonly now: () => number;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly options: CircuitOptions,
  ) {
    this.timers = options.timers ?? realTimers;
    this.now = options.now ?? Date.now;
  }

  get isDown(): boolean {
    return this.downSince !== null;
  }

  onChange(listener: (event: CircuitEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Runs a database call: refused at once while the database is away, abandoned when it goes
   * away meanwhile. `discard` receives a result that arrives after its call was abandoned (a
   * pooled connection to give back).
   */
  run<T>(call: () => Promise<T>, discard?: (late: T) => void): Promise<T> {
    if (this.downSince !== null) return Promise.reject(new DatabaseAwayError());
    const signal = this.inFlight.signal;
    return new Promise<T>((resolve, reject) => {
      let abandoned = false;
      const onAbort = () => {
        abandoned = true;
        reject(new DatabaseAwayError(signal.reason));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      call().then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          if (abandoned) discard?.(value);
          else resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          // A call abandoned in an earlier outage failing late says nothing about now.
          if (abandoned) return;
          if (isDatabaseUnavailable(error)) this.fail(error);
          reject(error);
        },
      );
    });
  }

  /** The database was found away: report it once, abandon the calls in flight, start probing. */
  fail(error: unknown): void {
    if (this.downSince !== null || this.closed) return;
    this.downSince = this.now();
    const previous = this.inFlight;
    this.inFlight = new AbortController();
    previous.abort(error);
    this.emit({ state: 'down', error });
    this.scheduleProbe();
  }

  private scheduleProbe(): void {
    if (this.closed) return;
    this.probeTimer = this.timers.setTimeout(() => {
      this.probeTimer = null;
      this.probe().then(
        () => this.recover(),
        () => this.scheduleProbe(),
      );
    }, this.options.retryMs);
  }

  private recover(): void {
    if (this.closed || this.downSince === null) return;
    const downForMs = this.now() - this.downSince;
    this.downSince = null;
    this.emit({ state: 'up', downForMs });
  }

  private emit(event: CircuitEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  close(): void {
    this.closed = true;
    if (this.probeTimer !== null) this.timers.clearTimeout(this.probeTimer);
    this.probeTimer = null;
  }
}
