import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../db/test-db';
import { csrfToken, injectTestApp, testApp } from '../../../test-support';
import { findErrorLog } from '../../../db/repositories/error-log-repository';

describe.each(testDatabaseKinds())('POST /api/errors (%s)', (kind) => {
  const t = injectTestApp(kind, { 'user-agent': 'Vitest/1.0' });

  it('stores the error with the user agent and answers its id', async () => {
    const payload = {
      message: 'TypeError: x is undefined',
      url: 'http://localhost/overview',
      clientData: { build: { cpu: 7 } },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: t.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const row = await findErrorLog(t.database.db, id);
    expect(row).toMatchObject({ ...payload, userAgent: 'Vitest/1.0' });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('answers 400 naming a missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: t.headers,
      payload: { url: '/x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ errorCode: 'invalid_type', message: expect.any(String), properties: ['message'] }],
    });
  });

  it('answers 400 naming each field of the wrong type, nested ones with dots', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: t.headers,
      payload: { message: 5, url: '/x', clientData: [1] },
    });
    expect(res.statusCode).toBe(400);
    const properties = res.json().errors.flatMap((e: { properties: string[] }) => e.properties);
    expect(properties).toEqual(expect.arrayContaining(['message', 'clientData']));
  });

  it('answers 400 invalid_json for a malformed body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: '{"message": "oops",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ errorCode: 'invalid_json', message: expect.any(String), properties: [] }],
    });
  });

  it('answers 400, not a database error, for text PostgreSQL cannot store (NUL)', async () => {
    for (const payload of [
      '{"message":"a\\u0000b","url":"/"}',
      '{"message":"a","url":"/","clientData":{"k\\u0000":"v"}}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/errors',
        headers: { ...t.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].errorCode).toBe('validation');
    }
  });

  it('answers 400 when clientData is over its size cap, 413 when the body is over the limit', async () => {
    const big = { message: 'm', url: '/', clientData: { blob: 'x'.repeat(20_000) } };
    const capped = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: t.headers,
      payload: big,
    });
    expect(capped.statusCode).toBe(400);
    expect(capped.json().errors[0].properties).toEqual(['clientData']);

    const huge = { message: 'm', url: '/', clientData: { blob: 'x'.repeat(70_000) } };
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: t.headers,
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0].errorCode).toBe('payload_too_large');
  });

  it('rate-limits a client that floods the endpoint (429 with the errors payload)', async () => {
    const limited = await testApp(t.database, { LOGGING_RATE_LIMIT_PER_MINUTE: '2' });
    const h = { 'x-csrf-token': await csrfToken(limited) };
    const send = () =>
      limited.inject({
        method: 'POST',
        url: '/api/errors',
        headers: h,
        payload: { message: 'm', url: '/' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().errors[0].errorCode).toBe('rate_limited');
    await limited.close();
  });
});
