import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from './app';
import type { ProxyMode } from './db/outage-proxy';
import { csrfToken, testConfig } from './test-support';
import { proxiedDatabase, within } from './db/test-db';
import { AMD_HIGH_END } from './routes/api/configurator-builds/test-builds';

const adminUrl = process.env.TEST_DATABASE_URL;

// Defect 6 of issue 14: a black-holed database hung every call for ~60 s; a refusing one gave 500s.
describe.skipIf(!adminUrl)('PostgreSQL taken away and brought back', () => {
  let database: Awaited<ReturnType<typeof proxiedDatabase>>;
  let app: App;
  let token: string;
  let savedId: string;

  beforeAll(async () => {
    database = await proxiedDatabase(adminUrl ?? '', 'rigforge_outage');
    app = await buildApp(
      testConfig({ DATABASE_URL: database.url, DATABASE_TIMEOUT_SECONDS: '1' }),
      { logger: false, catalog: { pollIntervalMs: 0 } },
    );
    token = await csrfToken(app);
    savedId = (await save()).json().data.pcBuildPublicId;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const save = () =>
    app.inject({
      method: 'POST',
      url: '/api/configurator/SaveLocalBuild',
      headers: { 'x-csrf-token': token },
      payload: AMD_HIGH_END,
    });
  const calls = {
    ready: () => app.inject({ method: 'GET', url: '/api/ready' }),
    save,
    read: () => app.inject({ method: 'GET', url: `/api/configurator/build/${savedId}` }),
    'error log': () =>
      app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: { 'x-csrf-token': token },
        payload: { message: 'm', url: '/' },
      }),
  };

  it.each<ProxyMode>(['blackhole', 'refuse'])(
    'answers 503 with Retry-After and the errors payload within seconds (%s), then recovers',
    async (mode) => {
      await database.proxy.set(mode);
      for (const [name, call] of Object.entries(calls)) {
        const started = Date.now();
        const res = await within(8_000, call());
        if (res === 'hung') throw new Error(`${name} hung with the database ${mode}`);
        expect(res.statusCode, `${name}: ${res.body}`).toBe(503);
        expect(Number(res.headers['retry-after']), name).toBeGreaterThan(0);
        expect(res.json().errors[0].errorCode, name).toMatch(/^(service_unavailable|not_ready)$/);
        expect(Date.now() - started, name).toBeLessThan(4_000);
      }
      await database.proxy.set('forward');
      await vi.waitFor(async () => expect((await save()).statusCode).toBe(200), {
        timeout: 5_000,
        interval: 100,
      });
      for (const call of Object.values(calls)) expect((await call()).statusCode).toBe(200);
    },
    60_000,
  );
});
