import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { testApp } from '../test-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let database: DatabaseHandle;
  let app: App;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await testApp(database, {}, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('names every answer, errors included, with the id of its log lines', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/configurator/casecomponent?id=no',
    });
    const id = missing.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(id).not.toBe(ok.headers['x-request-id']);
    expect(missing.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/configurator/allcpucomponents?chipset=9',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(UUID);
    const logged = lines.filter((line) => line.requestId === id);
    expect(logged.length).toBeGreaterThan(0);
    expect(
      lines
        .filter((line) => line.req || line.res)
        .every((line) => typeof line.requestId === 'string'),
    ).toBe(true);
  });

  it('names an answer refused before routing work (a %00 in an API URL) and gives it the API security headers', async () => {
    const refused = await app.inject({ method: 'GET', url: '/api/configurator/getbuilds%00' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    expect(refused.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['x-request-id']).toMatch(UUID);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("keeps a proxy's well-formed X-Request-Id and replaces anything else", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a9c21-0001' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21-0001');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0007<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });
});
