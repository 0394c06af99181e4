import { connect, type Socket } from 'node:net';

type Reply = string | number | null | Reply[] | Error;
type Callback = (error: Error | null, reply?: Reply) => void;

/** RESP2 command encoding: an array of bulk strings. */
function encode(args: (string | number | boolean)[]): string {
  return (
    `*${args.length}\r\n` +
    args.map((a) => `$${Buffer.byteLength(String(a))}\r\n${String(a)}\r\n`).join('')
  );
}

/** Parses one reply from `buffer` at `offset`: the reply and where it ends, or null if incomplete. */
function parse(buffer: Buffer, offset: number): [Reply, number] | null {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  if (type === '+') return [line, next];
  if (type === '-') return [new Error(line), next];
  if (type === ':') return [Number(line), next];
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return [null, next];
    if (buffer.length < next + length + 2) return null;
    return [buffer.toString('utf8', next, next + length), next + length + 2];
  }
  if (type === '*') {
    const count = Number(line);
    if (count < 0) return [null, next];
    const items: Reply[] = [];
    let at = next;
    for (let i = 0; i < count; i += 1) {
      const item = parse(buffer, at);
      if (!item) return null;
      items.push(item[0]);
      at = item[1];
    }
    return [items, at];
  }
  throw new Error(`Unexpected Redis reply type '${type}'`);
}

export interface RespClientOptions {
  /** Each command fails after this many ms without a reply (the caller then fails open). */
  timeoutMs?: number;
}

/**
 * A minimal Redis client, just enough for @fastify/rate-limit's RedisStore: commands over one
 * pipelined connection, made lazily and again after it drops, each with a deadline, and
 * ioredis-style `defineCommand` for its Lua scripts (sent with EVAL). Avoids a dependency for
 * two scripts; a Redis that is away fails each command fast instead of queueing them.
 */
export class RespClient {
  private socket: Socket | null = null;
  private pending: Callback[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  private readonly timeoutMs: number;
  [command: string]: unknown;

  constructor(
    private readonly url: URL,
    options: RespClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 500;
  }

  private open(): Socket {
    const socket = connect(Number(this.url.port || 6379), this.url.hostname || '127.0.0.1');
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 10_000);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => this.drop(new Error('Redis connection closed')));
    this.socket = socket;
    const password = decodeURIComponent(this.url.password);
    if (password) this.send(['AUTH', password], () => undefined);
    const db = this.url.pathname.slice(1);
    if (db) this.send(['SELECT', db], () => undefined);
    return socket;
  }

  private drop(error: Error): void {
    this.socket?.destroy();
    this.socket = null;
    this.buffer = Buffer.alloc(0);
    const waiting = this.pending;
    this.pending = [];
    for (const callback of waiting) callback(error);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    let offset = 0;
    try {
      for (let parsed = parse(this.buffer, offset); parsed; parsed = parse(this.buffer, offset)) {
        offset = parsed[1];
        const reply = parsed[0];
        this.pending.shift()?.(reply instanceof Error ? reply : null, reply);
      }
    } catch (error) {
      // Not Redis speaking: fail what waits and start over rather than crash the process.
      this.drop(error as Error);
      return;
    }
    this.buffer = this.buffer.subarray(offset);
  }

  /** Sends one command; the callback gets its reply, an error reply, or a timeout. */
  send(args: (string | number | boolean)[], callback: Callback): void {
    const socket = this.socket ?? this.open();
    let settled = false;
    const timer = setTimeout(() => {
      // Replies arrive in order: a late one would answer the wrong command, so start over.
      if (!settled) this.drop(new Error(`Redis did not answer within ${this.timeoutMs} ms`));
    }, this.timeoutMs);
    this.pending.push((error, reply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      callback(error, reply);
    });
    socket.write(encode(args));
  }

  /** ioredis' defineCommand: `client[name](...keysAndArgs, callback)` runs the script. */
  defineCommand(name: string, { numberOfKeys, lua }: { numberOfKeys: number; lua: string }): void {
    this[name] = (...args: unknown[]) => {
      const callback = args.pop() as Callback;
      this.send(['EVAL', lua, numberOfKeys, ...(args as (string | number | boolean)[])], callback);
    };
  }

  quit(): void {
    this.drop(new Error('Redis client closed'));
  }
}
