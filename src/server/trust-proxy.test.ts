import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createTestDatabase } from './db/test-db';
import { csrfToken, testApp } from './test-support';

// Defect 8 of issue 14: TRUST_PROXY=true trusted every hop, so a spoofed X-Forwarded-For evaded the limits.
describe('TRUST_PROXY takes a hop count or the proxy addresses', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  async function limitedApp(trustProxy: string): Promise<App> {
    const app = await testApp(database, {
      TRUST_PROXY: trustProxy,
      LOGGING_RATE_LIMIT_PER_MINUTE: '2',
    });
    apps.push(app);
    return app;
  }

  /** Three error logs whose X-Forwarded-For starts with a different forged address each time. */
  async function spoofedStatuses(app: App, remoteAddress: string, chain: string) {
    const token = await csrfToken(app);
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/errors',
        remoteAddress,
        headers: { 'x-csrf-token': token, 'x-forwarded-for': `198.18.0.${i}, ${chain}` },
        payload: { message: 'm', url: '/' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it.each(['true', '1'])(
    'TRUST_PROXY=%s trusts one hop: forged leftmost entries do not evade the limit',
    async (value) => {
      const app = await limitedApp(value);
      expect(await spoofedStatuses(app, '10.0.0.1', '203.0.113.9')).toEqual([200, 200, 429]);
    },
  );

  it('an address range trusts only those proxies', async () => {
    const app = await limitedApp('10.0.0.0/8, 192.0.2.1');
    // Through two trusted proxies: the client is the first untrusted address from the right.
    expect(await spoofedStatuses(app, '10.0.0.1', '203.0.113.7, 192.0.2.1')).toEqual([
      200, 200, 429,
    ]);
    // From outside the range, X-Forwarded-For is ignored altogether.
    expect(await spoofedStatuses(app, '198.51.100.1', '203.0.113.8')).toEqual([200, 200, 429]);
  });

  it('refuses a value that is neither a flag, a hop count nor addresses', () => {
    expect(() => loadConfig({ CSRF_SECRET: 'x'.repeat(32), TRUST_PROXY: 'yes please' })).toThrow(
      /TRUST_PROXY/,
    );
  });
});
