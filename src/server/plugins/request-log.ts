import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** A request that took at least this long is logged at info however it ended. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's two lines per request ('incoming request', 'request completed') at info cost about
 * a quarter of a validate call's CPU, and for a request that went well they repeat what the
 * route metrics count (ADR 087). So 'incoming request' is a debug line, and
 * 'request completed' stays at info only for an answer with a status of 400 or more, a request
 * slower than SLOW_REQUEST_MS, or (at error) a response that failed on the socket; a quick
 * answer that went well is logged at debug. LOG_LEVEL=debug brings back both lines for every
 * request.
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

// Fastify's own names for these (from pino) are not exported from its entry point.
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** A logger that can say whether a level is on (pino's isLevelEnabled); the null logger cannot. */
interface LevelAwareLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAwareLogger =>
  typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';

/**
 * A request's logger whose pino child (the parent plus the request id) is made on the first
 * line written at a level that is on. Pino builds a child's bindings into JSON text when it is
 * made, about 1 µs, and Fastify makes one per request; at info, with the request lines at debug
 * (ADR 087), a request that goes well writes nothing, so it never needs one (ADR 088). The
 * lines written are the child's own, so they read as before.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    const child = this.#child as LevelAwareLogger | null;
    return (child ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  silent(): void {}

  /** Writes through the child, made now if this is the first line at a level that is on. */
  private write(level: LevelName, args: unknown[]): void {
    if (this.#child === null && !this.parent.isLevelEnabled(level)) return;
    (this.logger[level] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
}

/**
 * Fastify's childLoggerFactory: a LazyRequestLogger per request. A route with a log level or
 * serializers of its own gets pino's child at once, as does a logger that cannot tell which
 * levels are on (Fastify's null logger when logging is off: its child is itself).
 */
export const lazyChildLoggerFactory: ChildLoggerFactory = (logger, bindings, options) =>
  options.level === undefined && options.serializers === undefined && isLevelAware(logger)
    ? new LazyRequestLogger(logger, bindings)
    : logger.child(bindings, options);
