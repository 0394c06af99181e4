import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { redisAnswers, TEST_REDIS_URL } from '../redis/test-redis';
import { rateLimitsPlugin } from './rate-limits';

const redisAvailable = await redisAnswers();

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

/**
 * An app with one route limited to `max` requests a minute per client, counted in the Redis
 * at `redisUrl` under a fresh prefix, logging into `lines`.
 */
async function limitedApp(redisUrl: string, options: { max?: number; timeoutMs?: number } = {}) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(rateLimitsPlugin, {
    redisUrl,
    prefix: `rigforge-test-${randomBytes(4).toString('hex')}:`,
    ...(options.timeoutMs ? { redisTimeoutMs: options.timeoutMs } : {}),
  });
  const rateLimit = { max: options.max ?? 1, timeWindow: 60_000 };
  app.get('/limited', { config: { rateLimit } }, () => 'ok');
  await app.ready();
  const status = async () => (await app.inject('/limited')).statusCode;
  return { app, lines, status };
}

/**
 * A TCP proxy in front of Redis that can hold Redis' replies (a Redis slower than the
 * deadline) and pass them on later, on the same connection.
 */
async function holdingProxy(target: URL) {
  let holding = false;
  const connections: { client: Socket; held: Buffer[] }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    const connection = { client, held: [] as Buffer[] };
    connections.push(connection);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) =>
      holding ? connection.held.push(chunk) : client.write(chunk),
    );
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => void (holding = true),
    release: () => {
      holding = false;
      for (const { client, held } of connections) {
        for (const chunk of held.splice(0)) client.write(chunk);
      }
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('rate limits counted in Redis', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  const track = <T extends { close(): unknown }>(thing: T): T => {
    cleanups.push(() => thing.close());
    return thing;
  };

  it('logs a refused login at error level and lets requests through', async () => {
    const fake: Server = createServer((socket) => {
      socket.on('data', () =>
        socket.write('-WRONGPASS invalid username-password pair or user is disabled.\r\n'),
      );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    track(fake);
    const { port } = fake.address() as AddressInfo;
    const { app, lines, status } = await limitedApp(`redis://shop:wrong@127.0.0.1:${port}`);
    track(app);
    expect([await status(), await status(), await status()]).toEqual([200, 200, 200]);
    const refused = lines.filter((line) => line.err?.message.startsWith('WRONGPASS'));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((line) => line.level === 50)).toBe(true);
    expect(refused[0]?.msg).toMatch(/Redis refused the login/);
  });

  it.skipIf(!redisAvailable)('logs a login a real Redis refuses at error level', async () => {
    const url = new URL(TEST_REDIS_URL);
    url.username = 'rigforge-no-such-user';
    url.password = 'wrong';
    const { app, lines, status } = await limitedApp(url.toString());
    track(app);
    expect([await status(), await status()]).toEqual([200, 200]);
    expect(lines.find((line) => line.level === 50)?.err?.message).toMatch(/^WRONGPASS/);
  });

  it.skipIf(!redisAvailable)(
    'keeps counting on the same connection after a command missed its deadline',
    async () => {
      const proxy = track(await holdingProxy(new URL(TEST_REDIS_URL)));
      const { app, status } = await limitedApp(proxy.url, { max: 3, timeoutMs: 300 });
      track(app);
      proxy.hold();
      // Redis counts it but answers too late: the request passes without waiting longer.
      expect(await status()).toBe(200);
      proxy.release();
      // The next requests, sent as soon as that one is answered, are counted: 2, 3, then 4.
      expect([await status(), await status(), await status()]).toEqual([200, 200, 429]);
    },
  );
});
