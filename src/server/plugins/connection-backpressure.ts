/**
 * Bounds what one connection, and all of them together, can make the server hold (ADR 097).
 *
 * Node's HTTP server hands every request it parses to the app at once, even when the client
 * pipelines thousands on one connection and never reads an answer: each answer is built and
 * queued in memory behind the unread ones, without limit. Here, before Fastify sees a request:
 * - a connection is answered one request at a time: the next request is handed on only when the
 *   answer before it has gone to the operating system ('finish') or the connection has closed,
 *   so a connection holds at most one answer that its client is not reading;
 * - a request that must wait pauses reading from its socket (the client's sends then block in
 *   TCP), and a connection with more waiting requests than one read can hold without abuse,
 *   or any new waiting request once every connection together has its share, is closed;
 * - answer bytes that sockets have not taken are counted across connections: past the budget the
 *   connections that have left theirs unread the longest are closed.
 * A client that does not pipeline (every browser) is never held back: its one request at a time
 * passes straight through.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

export interface BackpressureLimits {
  /** Requests one connection may have waiting behind an unfinished answer; one more closes it. */
  maxWaitingPerConnection: number;
  /** Waiting requests across all connections; a connection adding one more is closed. */
  maxWaiting: number;
  /** Answer bytes held for sockets that have not taken them, across all connections. */
  maxHeldBytes: number;
}

/**
 * Browsers do not pipeline; a client that does rarely sends more than a few requests ahead.
 * The byte budget is the memory an attack may cost at most beyond the server's own.
 */
export const DEFAULT_BACKPRESSURE_LIMITS: BackpressureLimits = {
  maxWaitingPerConnection: 16,
  maxWaiting: 4096,
  maxHeldBytes: 64 * 1024 * 1024,
};

export type ClosedReason = 'pipelined too many requests' | 'did not read its answers';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

interface Connection {
  readonly socket: Socket;
  /** An answer is being made or has not been taken by the socket yet. */
  busy: boolean;
  /** Requests parsed while busy, handed on one by one. */
  waiting: [IncomingMessage, ServerResponse][];
  /** Bytes of the finished answer the socket still holds (counted in the budget). */
  held: number;
  paused: boolean;
}

/** The per-connection queue and the shared budgets in front of a request handler. */
export class ConnectionGate {
  private readonly connections = new WeakMap<Socket, Connection>();
  /** Connections holding answer bytes, in the order they stalled (longest first). */
  private readonly stalled = new Set<Connection>();
  private waitingTotal = 0;
  private heldTotal = 0;

  constructor(
    private readonly handler: RequestHandler,
    private readonly limits: BackpressureLimits = DEFAULT_BACKPRESSURE_LIMITS,
    private readonly onClosed: (reason: ClosedReason, socket: Socket) => void = () => undefined,
  ) {}

  /** Answer bytes currently held for sockets that have not taken them. */
  get heldBytes(): number {
    return this.heldTotal;
  }

  /** The 'request' listener: hands the request on now, queues it, or closes the connection. */
  readonly handle = (request: IncomingMessage, response: ServerResponse): void => {
    const socket = request.socket;
    // Closed by the client or by us while Node was still parsing what it had read: nobody
    // can receive an answer, and Node frees the request with the socket.
    if (socket.destroyed) return;
    let connection = this.connections.get(socket);
    if (connection === undefined) {
      connection = { socket, busy: false, waiting: [], held: 0, paused: false };
      this.connections.set(socket, connection);
    }
    if (!connection.busy) return this.start(connection, request, response);
    if (
      connection.waiting.length >= this.limits.maxWaitingPerConnection ||
      this.waitingTotal >= this.limits.maxWaiting
    )
      return this.close(connection, 'pipelined too many requests');
    connection.waiting.push([request, response]);
    this.waitingTotal += 1;
    if (!connection.paused) {
      // Read no more from a client whose answers are not being taken.
      connection.paused = true;
      socket.pause();
    }
  };

  private start(connection: Connection, request: IncomingMessage, response: ServerResponse): void {
    connection.busy = true;
    // 'prefinish': the whole answer has been handed to the socket; what it still holds is
    // what the client has not taken. 'close' follows 'finish' (taken by the OS) or a reset.
    response.once('prefinish', () => this.hold(connection));
    response.once('close', () => this.next(connection));
    this.handler(request, response);
  }

  private hold(connection: Connection): void {
    const held = connection.socket.writableLength;
    if (held === 0) return;
    connection.held = held;
    this.heldTotal += held;
    this.stalled.add(connection);
    for (const oldest of this.stalled) {
      if (this.heldTotal <= this.limits.maxHeldBytes) break;
      this.close(oldest, 'did not read its answers');
    }
  }

  private release(connection: Connection): void {
    if (connection.held === 0) return;
    this.heldTotal -= connection.held;
    connection.held = 0;
    this.stalled.delete(connection);
  }

  private next(connection: Connection): void {
    this.release(connection);
    connection.busy = false;
    if (connection.socket.destroyed) return this.dropWaiting(connection);
    const next = connection.waiting.shift();
    if (next) this.waitingTotal -= 1;
    // Read again once nothing waits: the request handed on now may still be receiving its
    // body (a request queued behind others has all of it, or the next could not be parsed).
    if (connection.paused && connection.waiting.length === 0) {
      connection.paused = false;
      connection.socket.resume();
    }
    if (next) this.start(connection, ...next);
  }

  private dropWaiting(connection: Connection): void {
    this.waitingTotal -= connection.waiting.length;
    connection.waiting = [];
  }

  private close(connection: Connection, reason: ClosedReason): void {
    this.release(connection);
    this.dropWaiting(connection);
    connection.socket.destroy();
    stopParsing(connection.socket);
    this.onClosed(reason, connection.socket);
  }
}

/**
 * Node goes on parsing the rest of what it last read from a socket it closed (one read holds
 * up to ~1,800 small pipelined requests), making a request and an answer object for each, then
 * an error with a stack trace for each when the socket closes: most of what such an attack
 * costs. The parser's `onIncoming` callback (undocumented) answering as for an upgrade stops
 * the parse there. Where it is absent the requests are still dropped (the socket is
 * destroyed), only at that higher cost.
 */
function stopParsing(socket: Socket): void {
  const parser = (socket as { parser?: { onIncoming?: unknown } | null }).parser;
  if (typeof parser?.onIncoming === 'function') parser.onIncoming = stopAtHeaders;
}

/** What Node's own callback answers for an upgrade: parse no further (llhttp's 2). */
function stopAtHeaders(): number {
  return 2;
}

export interface ConnectionBackpressureOptions {
  limits?: BackpressureLimits;
}

/** One warning line at most this often under an attack, with how many connections were closed. */
const REPORT_INTERVAL_MS = 60_000;

/** Puts a ConnectionGate in front of Fastify's request handler on the app's HTTP server. */
export const connectionBackpressurePlugin = fp<ConnectionBackpressureOptions>(
  async (app, options) => {
    const server: Server = app.server;
    const handlers = server.listeners('request') as RequestHandler[];
    const [fastifyHandler] = handlers;
    // Fastify's server has exactly its own handler; anything else means a changed Fastify.
    if (handlers.length !== 1 || fastifyHandler === undefined)
      throw new Error(`expected Fastify's one request listener, found ${handlers.length}`);
    let unreported = 0;
    let reportedAt = -Infinity;
    const gate = new ConnectionGate(
      fastifyHandler,
      options.limits ?? DEFAULT_BACKPRESSURE_LIMITS,
      (reason, socket) => {
        unreported += 1;
        const now = Date.now();
        if (now - reportedAt < REPORT_INTERVAL_MS) return;
        app.log.warn(
          { reason, remoteAddress: socket.remoteAddress, closedConnections: unreported },
          'closed connections that did not read their answers',
        );
        unreported = 0;
        reportedAt = now;
      },
    );
    server.removeListener('request', fastifyHandler);
    server.on('request', gate.handle);
  },
);
