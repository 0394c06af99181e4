import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import type { DatabaseHandle } from '../db/database';
import { csrfToken, testApp } from '../test-support';
import { dataEnvelope } from '../../domain/contracts/api-envelope';
import { settingsResponseSchema } from '../../domain/contracts/platform';

const validLog = { message: 'Boom', url: 'http://localhost/configurator' };
const OTHER_SECRET = 'another-secret-another-secret-another-01';

describe.each(testDatabaseKinds())('anti-forgery (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  function postLog(app: Awaited<ReturnType<typeof testApp>>, headers: Record<string, string>) {
    return app.inject({ method: 'POST', url: '/api/errors', headers, payload: validLog });
  }

  it('GET /api/settings issues a token that is not cached', async () => {
    const app = await testApp(database);
    const res = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(dataEnvelope(settingsResponseSchema).strict().safeParse(res.json()).success).toBe(true);
    await app.close();
  });

  it('accepts a write carrying a fresh token and refuses one without', async () => {
    const app = await testApp(database);
    const token = await csrfToken(app);
    expect((await postLog(app, { 'x-csrf-token': token })).statusCode).toBe(200);
    const refused = await postLog(app, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      errors: [{ errorCode: 'csrf_token_invalid', message: expect.any(String), properties: [] }],
    });
    await app.close();
  });

  it('refuses a tampered token', async () => {
    const app = await testApp(database);
    const [payload, signature] = (await csrfToken(app)).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86_400 })).toString(
      'base64url',
    );
    for (const token of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      'garbage',
      `${payload}.`,
    ]) {
      expect((await postLog(app, { 'x-csrf-token': token })).json().errors[0].errorCode).toBe(
        'csrf_token_invalid',
      );
    }
    await app.close();
  });

  it('refuses a token once it has expired', async () => {
    let now = Date.UTC(2026, 0, 1, 12);
    const app = await testApp(database, { CSRF_TOKEN_TTL_SECONDS: '3600' }, { now: () => now });
    const token = await csrfToken(app);
    now += 3_599_000;
    expect((await postLog(app, { 'x-csrf-token': token })).statusCode).toBe(200);
    now += 1_000;
    expect((await postLog(app, { 'x-csrf-token': token })).statusCode).toBe(403);
    await app.close();
  });

  it('refuses a foreign Origin even with a valid token, accepts its own and allowed origins', async () => {
    const app = await testApp(database, { ALLOWED_ORIGINS: 'https://partner.example' });
    const token = await csrfToken(app);
    const foreign = await postLog(app, { 'x-csrf-token': token, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0].errorCode).toBe('origin_forbidden');
    expect((await postLog(app, { 'x-csrf-token': token, origin: 'null' })).statusCode).toBe(403);
    const own = {
      'x-csrf-token': token,
      host: 'shop.local:3000',
      origin: 'http://shop.local:3000',
    };
    expect((await postLog(app, own)).statusCode).toBe(200);
    expect(
      (await postLog(app, { 'x-csrf-token': token, origin: 'https://partner.example' })).statusCode,
    ).toBe(200);
    await app.close();
  });

  // Defect 5 of issue 34: with TRUST_PROXY the own origin was built from X-Forwarded-Host.
  it('with TRUST_PROXY, forwarded host and scheme do not make a foreign Origin the own one', async () => {
    const app = await testApp(database, { TRUST_PROXY: '1' });
    const token = await csrfToken(app);
    const forged = {
      'x-csrf-token': token,
      host: 'shop.example',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    const refused = await postLog(app, forged);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].errorCode).toBe('origin_forbidden');
    // Without PUBLIC_ORIGIN the own origin is the Host header's, with the proxy's scheme.
    const own = { ...forged, origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' };
    expect((await postLog(app, own)).statusCode).toBe(200);
    await app.close();
  });

  it('with PUBLIC_ORIGIN, the Origin compared is PUBLIC_ORIGIN, whatever the request names', async () => {
    const app = await testApp(database, {
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: 'https://shop.example',
      // Both served, so the Origin check is what answers (inject's own Host is localhost).
      ALLOWED_HOSTS: 'evil.example, localhost',
    });
    const token = await csrfToken(app);
    const write = (origin: string, host: string) =>
      postLog(app, {
        'x-csrf-token': token,
        origin,
        host,
        'x-forwarded-host': host,
        'x-forwarded-proto': 'https',
      });
    expect((await write('https://evil.example', 'evil.example')).statusCode).toBe(403);
    expect((await write('http://shop.example', 'shop.example')).statusCode).toBe(403);
    expect((await write('https://shop.example', 'shop.example')).statusCode).toBe(200);
    await app.close();
  });

  it('guards writes whatever the case of the path', async () => {
    const app = await testApp(database);
    const res = await app.inject({ method: 'POST', url: '/API/Errors', payload: validLog });
    expect(res.statusCode).toBe(403);
    await app.close();
  });

  it('accepts a token from another node with the same secret, not from one with another secret', async () => {
    const issuer = await testApp(database);
    const sameSecret = await testApp(database);
    const otherSecret = await testApp(database, { CSRF_SECRET: OTHER_SECRET });
    const token = await csrfToken(issuer);
    expect((await postLog(sameSecret, { 'x-csrf-token': token })).statusCode).toBe(200);
    expect((await postLog(otherSecret, { 'x-csrf-token': token })).statusCode).toBe(403);
    await Promise.all([issuer.close(), sameSecret.close(), otherSecret.close()]);
  });
});
