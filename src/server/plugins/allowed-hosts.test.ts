import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { csrfToken, testApp } from '../test-support';

const METRICS_TOKEN = 'metrics-token-0123456789';
const HTML = { accept: 'text/html,application/xhtml+xml' };

/** One raw HTTP/1.1 request (inject cannot send an absolute-form target); answers the status. */
function rawStatus(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
  });
}

// Defect 6 of issue 34: any Host was served, so a DNS-rebinding page (its name now pointing at
// this server) got tokens and wrote as a same-origin page.
describe('Host allow-list (PUBLIC_ORIGIN, ALLOWED_HOSTS)', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await testApp(database, {
      PUBLIC_ORIGIN: 'https://shop.example',
      ALLOWED_HOSTS: 'localhost',
      METRICS_TOKEN,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('a rebinding page gets 421 and the errors payload: no token, no write', async () => {
    const settings = await get('/api/settings', 'rebind.evil.example:3000');
    expect(settings.statusCode).toBe(421);
    expect(settings.json()).toEqual({
      errors: [
        {
          errorCode: 'misdirected_request',
          message: 'This server does not serve the host named in the request.',
          properties: [],
        },
      ],
    });
    const token = await csrfToken(app);
    const write = await app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: {
        host: 'rebind.evil.example:3000',
        origin: 'http://rebind.evil.example:3000',
        'x-csrf-token': token,
      },
      payload: { message: 'm', url: '/' },
    });
    expect(write.statusCode).toBe(421);
    expect(write.json().errors[0].errorCode).toBe('misdirected_request');
  });

  it('a page asked for by another host is a plain page naming no URL', async () => {
    for (const url of ['/', '/pre-configured-pcs', '/nothing-here']) {
      const res = await get(url, 'evil.example', HTML);
      expect(res.statusCode).toBe(421);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1>Misdirected request</h1>');
      expect(res.body).not.toContain('evil.example');
      // The page's security headers are on it too.
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves the allowed hosts, whatever their case and port', async () => {
    for (const host of ['shop.example', 'SHOP.Example:443', 'localhost:80']) {
      expect((await get('/api/settings', host)).statusCode).toBe(200);
    }
  });

  it('answers probes by address, and /metrics by its own gate', async () => {
    for (const url of ['/api/health', '/api/ready', '/API/Health']) {
      expect((await get(url, '10.0.3.7:3000')).statusCode).toBe(200);
    }
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await get('/metrics', '10.0.3.7:3000', bearer)).statusCode).toBe(200);
    expect((await get('/metrics', '10.0.3.7:3000')).statusCode).toBe(404);
  });

  it('an absolute-form target naming another host is refused though Host is allowed', async () => {
    const { port } = app.server.address() as AddressInfo;
    expect(await rawStatus(port, 'GET /api/settings HTTP/1.1\r\nHost: shop.example')).toBe(200);
    expect(
      await rawStatus(port, 'GET http://evil.example/api/settings HTTP/1.1\r\nHost: shop.example'),
    ).toBe(421);
    expect(await rawStatus(port, 'GET /api/settings HTTP/1.0')).toBe(421);
  });

  it('ALLOWED_HOSTS alone turns the check on; neither set serves any host', async () => {
    const listed = await testApp(database, { ALLOWED_HOSTS: 'shop.example, www.shop.example' });
    expect(
      (await listed.inject({ url: '/api/settings', headers: { host: 'www.shop.example' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await listed.inject({ url: '/api/settings', headers: { host: 'evil.example' } })).statusCode,
    ).toBe(421);
    await listed.close();
    const open = await testApp(database);
    expect(
      (await open.inject({ url: '/api/settings', headers: { host: 'evil.example' } })).statusCode,
    ).toBe(200);
    await open.close();
  });
});
