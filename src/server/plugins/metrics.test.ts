import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import { testApp } from '../test-support';

describe.each(testDatabaseKinds())('GET /metrics (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  let guarded: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await testApp(database);
    guarded = await testApp(database, { METRICS_TOKEN: 'metrics-token-0123456789' });
  });
  afterAll(async () => {
    await app?.close();
    await guarded?.close();
    await database?.close();
  });

  it('gives a loopback client the request histogram per route and status, the process and the catalogue', async () => {
    await app.inject({ method: 'GET', url: '/api/configurator/allgpucomponents' });
    await app.inject({ method: 'GET', url: '/api/configurator/casecomponent?id=nope' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/configurator\/allgpucomponents",status_code="200"\} 1/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/configurator\/casecomponent",status_code="404"\}/,
    );
    expect(res.body).toMatch(/process_resident_memory_bytes \d+/);
    expect(res.body).toMatch(/rigforge_catalog_version [1-9]\d*/);
    expect(res.body).toMatch(/rigforge_catalog_products [1-9]\d*/);
    if (kind === 'postgres')
      expect(res.body).toMatch(/rigforge_db_pool_connections\{state="total"\} \d+/);
    expect(res.body).not.toMatch(/route="\/metrics"/);
  });

  it('counts each answer once in its bucket, and leaves HEAD requests out', async () => {
    const count = async () => {
      const body = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const line = (name: string) =>
        Number(
          new RegExp(
            `${name}\\{(?:le="\\+Inf",)?method="GET",route="/api/health",status_code="200"\\} (\\S+)`,
          ).exec(body)?.[1] ?? 0,
        );
      return {
        count: line('http_request_duration_seconds_count'),
        inf: line('http_request_duration_seconds_bucket'),
        head: /method="HEAD"/.test(body),
      };
    };
    const before = await count();
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'HEAD', url: '/api/health' });
    const after = await count();
    expect(after.count - before.count).toBe(2);
    expect(after.inf).toBe(after.count);
    expect(after.head).toBe(false);
  });

  it('is a 404 to anyone else, and needs the token when one is configured', async () => {
    const remote = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toHaveProperty('errors');
    const local = await guarded.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(404);
    const wrong = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(404);
    const right = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
  });
});
