import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { listeningTestApp } from '../test-support';

const validLog = { message: 'Boom', url: 'http://localhost/configurator' };

/** A raw request on a real socket: light-my-request normalises absolute-form targets away. */
function rawPost(app: App, target: string, body: unknown, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: target,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}

// Defect 1 of issue 14: the guards read the raw request target while the router matches the decoded path.
describe('anti-forgery and API headers follow the matched route, not the raw target', () => {
  const served = listeningTestApp();

  it.each(['/%61pi/errors', '/ap%69/errors', '/%41PI/errors', '/api/%65rrors'])(
    'refuses a write to %s without a token or with a foreign Origin',
    async (url) => {
      const noToken = await served.app.inject({ method: 'POST', url, payload: validLog });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().errors[0].errorCode).toBe('csrf_token_invalid');
      const foreign = await served.app.inject({
        method: 'POST',
        url,
        payload: validLog,
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().errors[0].errorCode).toBe('origin_forbidden');
      expect(foreign.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    },
  );

  it('refuses an absolute-form request target without a token', async () => {
    const res = await rawPost(served.app, 'http://x/api/errors', validLog, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).errors[0].errorCode).toBe('origin_forbidden');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const noToken = await rawPost(served.app, 'http://x/api/errors', validLog);
    expect(noToken.status).toBe(403);
  });

  it('gives an encoded API path the API headers on GET too', async () => {
    const res = await served.app.inject({ method: 'GET', url: '/%61pi/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
