import { Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { testApp } from '../test-support';
import { RequestLogController, SLOW_REQUEST_MS } from './request-log';

type Line = Record<string, unknown> & { msg?: string; level: number };
const INFO = 30;
const DEBUG = 20;

function capture(): { lines: Line[]; stream: Writable } {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { lines, stream };
}

describe('request log lines', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });
  const appAt = async (level: 'info' | 'debug') => {
    const { lines, stream } = capture();
    const app = await testApp(database, {}, { logger: { level, stream } });
    apps.push(app);
    return { app, lines };
  };

  it('writes nothing at info for a request that went well, and still logs a refused one', async () => {
    const { app, lines } = await appAt('info');
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.statusCode).toBe(200);
    expect(lines.filter((line) => line.requestId === ok.headers['x-request-id'])).toEqual([]);

    const bad = await app.inject({
      method: 'GET',
      url: '/api/configurator/allcpucomponents?chipset=9',
    });
    expect(bad.statusCode).toBe(400);
    const logged = lines.filter((line) => line.requestId === bad.headers['x-request-id']);
    expect(logged.map((line) => [line.level, line.msg])).toEqual([[INFO, 'request completed']]);
    expect(logged[0]?.res).toMatchObject({ statusCode: 400 });
    expect(logged[0]?.req).toMatchObject({
      method: 'GET',
      url: '/api/configurator/allcpucomponents?chipset=9',
    });
  });

  it('writes the incoming and completed lines of every request at debug, with its id and time', async () => {
    const { app, lines } = await appAt('debug');
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    const logged = lines.filter((line) => line.requestId === ok.headers['x-request-id']);
    expect(logged.map((line) => [line.level, line.msg])).toEqual([
      [DEBUG, 'incoming request'],
      [DEBUG, 'request completed'],
    ]);
    expect(logged[0]?.req).toMatchObject({ method: 'GET', url: '/api/health' });
    expect(logged[1]?.res).toMatchObject({ statusCode: 200 });
    expect(typeof logged[1]?.responseTime).toBe('number');
  });
});

describe('RequestLogController', () => {
  const replyTaking = (elapsedTime: number, statusCode = 200) => {
    const log = { info: vi.fn(), debug: vi.fn(), error: vi.fn() };
    return { log, reply: { elapsedTime, statusCode, log } as unknown as FastifyReply };
  };
  const request = {} as FastifyRequest;

  it('logs a request slower than the threshold at info, and a quick one at debug', () => {
    const controller = new RequestLogController();
    const slow = replyTaking(SLOW_REQUEST_MS + 1);
    controller.requestCompleted(null, request, slow.reply);
    expect(slow.log.info).toHaveBeenCalledWith(
      { req: request, res: slow.reply, responseTime: SLOW_REQUEST_MS + 1 },
      'request completed',
    );
    const quick = replyTaking(SLOW_REQUEST_MS - 1);
    controller.requestCompleted(null, request, quick.reply);
    expect(quick.log.info).not.toHaveBeenCalled();
    expect(quick.log.debug).toHaveBeenCalledWith(
      { res: quick.reply, responseTime: SLOW_REQUEST_MS - 1 },
      'request completed',
    );
  });

  it('logs a refused or failed answer at info however quick', () => {
    for (const status of [400, 404, 503]) {
      const refused = replyTaking(2, status);
      new RequestLogController().requestCompleted(null, request, refused.reply);
      expect(refused.log.info).toHaveBeenCalledWith(
        { req: request, res: refused.reply, responseTime: 2 },
        'request completed',
      );
    }
  });

  it('logs a response that failed on the socket at error', () => {
    const failed = replyTaking(3);
    const error = new Error('socket hang up');
    new RequestLogController().requestCompleted(error, request, failed.reply);
    expect(failed.log.error).toHaveBeenCalledWith(
      { res: failed.reply, err: error, responseTime: 3 },
      'request errored',
    );
  });
});
