import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { csrfToken, listeningTestApp } from '../test-support';
import { errorsPlugin } from './errors';

/** Sends raw bytes and answers everything the server wrote before closing. */
function raw(app: App, bytes: string): Promise<string> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head: head.toLowerCase(), body: JSON.parse(body) };
}

// Defect 9 of issue 14: the smaller findings.
describe('protocol-level answers and headers', () => {
  const served = listeningTestApp();

  it("answers Node's own 400 (a malformed request) with the errors payload", async () => {
    const res = parse(await raw(served.app, 'NOT HTTP AT ALL\r\n\r\n'));
    expect(res.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(res.head).toContain('content-type: application/json; charset=utf-8');
    expect(res.head).toContain("content-security-policy: default-src 'none'");
    expect(res.body).toEqual({
      errors: [{ errorCode: 'validation', message: expect.any(String), properties: [] }],
    });
  });

  it("answers Node's own 431 (headers too large) with the errors payload", async () => {
    const res = parse(
      await raw(
        served.app,
        `GET /api/settings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(res.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(res.body.errors[0]).toMatchObject({ errorCode: 'headers_too_large', properties: [] });
  });

  it('pages forbid framing the same way in X-Frame-Options and the CSP', async () => {
    const res = await served.app.inject({ method: 'GET', url: '/media/none.svg' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses a request body in a Content-Encoding it cannot decode with 415', async () => {
    for (const encoding of ['gzip', 'br', 'deflate, gzip', 'x-unknown']) {
      const res = await served.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: {
          'x-csrf-token': await csrfToken(served.app),
          'content-type': 'application/json',
          'content-encoding': encoding,
        },
        payload: '{"message":"m","url":"/"}',
      });
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json().errors[0].errorCode).toBe('unsupported_media_type');
    }
    const identity = await served.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'x-csrf-token': await csrfToken(served.app), 'content-encoding': 'identity' },
      payload: { message: 'm', url: '/' },
    });
    expect(identity.statusCode).toBe(200);
  });
});

describe('failed-query log lines', () => {
  it('carry the query but not the client text in its parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorsPlugin);
    app.get('/fail', async () => {
      const cause = Object.assign(new Error('invalid input syntax for type json: "SECRET-2"'), {
        code: '22P02',
        detail: 'Token "SECRET-3" is invalid.',
      });
      throw new DrizzleQueryError(
        'insert into "error_logs" ("message") values ($1)',
        ['SECRET-1 shopper text'],
        cause,
      );
    });
    const res = await app.inject({ method: 'GET', url: '/fail' });
    await app.close();
    expect(res.statusCode).toBe(500);
    const logged = lines.join('\n');
    expect(logged).toContain('insert into \\"error_logs\\"');
    expect(logged, logged).toContain('22P02');
    expect(logged).not.toMatch(/SECRET/);
  });
});
