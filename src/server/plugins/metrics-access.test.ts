import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { testApp } from '../test-support';

const TOKEN = 'metrics-token-0123456789';

// Defect 4 of issue 34: behind a reverse proxy on the same host (TRUST_PROXY set, no
// METRICS_TOKEN), every client reached /metrics: the proxy's socket is a loopback one.
describe('who may read /metrics: the socket peer and the token, never forwarded headers', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  async function appWith(env: Record<string, string>): Promise<App> {
    const app = await testApp(database, env);
    apps.push(app);
    return app;
  }

  async function statusOf(
    app: App,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ): Promise<number> {
    const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    return res.statusCode;
  }

  it.each(['true', '1', '127.0.0.1'])(
    'TRUST_PROXY=%s with no token: a client forwarded by a proxy on this host is refused',
    async (trustProxy) => {
      const app = await appWith({ TRUST_PROXY: trustProxy });
      expect(await statusOf(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe(404);
      expect(await statusOf(app, '::ffff:127.0.0.1', { forwarded: 'for=203.0.113.5' })).toBe(404);
      // A proxy that adds no header is refused too: TRUST_PROXY names loopback as a proxy.
      expect(await statusOf(app, '127.0.0.1')).toBe(404);
    },
  );

  it('without TRUST_PROXY, a request a local proxy forwarded is not a local one either', async () => {
    const app = await appWith({});
    expect(await statusOf(app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).toBe(404);
    expect(await statusOf(app, '127.0.0.1', { 'x-real-ip': '203.0.113.5' })).toBe(404);
    expect(await statusOf(app, '127.0.0.1')).toBe(200);
  });

  it('a sidecar on this host reads it when the proxies are elsewhere; a rebinding page does not', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await statusOf(app, '127.0.0.1', { host: 'localhost:3000' })).toBe(200);
    expect(await statusOf(app, '::1', { host: '[::1]:3000' })).toBe(200);
    expect(await statusOf(app, '127.0.0.1', { host: '127.0.0.1:3000' })).toBe(200);
    // A page of rebind.evil.example whose name now resolves to 127.0.0.1.
    expect(await statusOf(app, '127.0.0.1', { host: 'rebind.evil.example:3000' })).toBe(404);
    expect(await statusOf(app, '127.0.0.1', { host: '127.evil.example' })).toBe(404);
    // Through the proxy (a trusted peer), whatever it forwards.
    expect(await statusOf(app, '10.0.0.2', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
  });

  it('with METRICS_TOKEN the token decides, from anywhere, proxy or not', async () => {
    const app = await appWith({ TRUST_PROXY: '1', METRICS_TOKEN: TOKEN });
    const bearer = { authorization: `Bearer ${TOKEN}` };
    expect(await statusOf(app, '127.0.0.1', { ...bearer, 'x-forwarded-for': '203.0.113.5' })).toBe(
      200,
    );
    expect(await statusOf(app, '198.51.100.7', bearer)).toBe(200);
    expect(await statusOf(app, '127.0.0.1')).toBe(404);
    expect(await statusOf(app, '127.0.0.1', { authorization: `Bearer ${TOKEN}x` })).toBe(404);
  });
});
