import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../db/test-db';
import { injectTestApp } from '../test-support';

const nested = (depth: number, inner: string) => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
const deepArrays = (depth: number, inner: string) => '['.repeat(depth) + inner + ']'.repeat(depth);

// Defect 2 of issue 14: input that used to answer 500 (stack overflow, text the database refuses).
describe.each(testDatabaseKinds())('hostile JSON bodies answer 400, never 5xx (%s)', (kind) => {
  const t = injectTestApp(kind, { 'content-type': 'application/json' });

  const post = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: t.headers, payload });

  it('refuses deeply nested clientData (4,500 levels in ~9 KB) with 400 and the errors payload', async () => {
    const res = await post(
      '/api/errors',
      `{"message":"m","url":"/","clientData":${nested(4_500, '1')}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ errorCode: 'validation', message: expect.stringMatching(/nest/), properties: [] }],
    });
  });

  it('refuses deep JSON hiding a NUL as too deep, not as invalid JSON', async () => {
    const res = await post(
      '/api/errors',
      `{"message":"m","url":"/","clientData":{"x":${deepArrays(10_000, '"\\u0000"')}}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].errorCode).toBe('validation');
  });

  it('still accepts a modestly nested clientData', async () => {
    const res = await post(
      '/api/errors',
      `{"message":"m","url":"/","clientData":${nested(20, '1')}}`,
    );
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['/api/errors', '{"message":"m","url":"/","clientData":{"k":"\\ud800"}}'],
    ['/api/errors', '{"message":"m","url":"/","clientData":{"\\udfff":"v"}}'],
    ['/api/errors', '{"message":"\\udc00\\udc00","url":"/"}'],
    ['/api/errors', '{"message":"m","url":"\\udc00\\udc00"}'],
    ['/api/activities/landing', '{"path":"\\udc00\\udc00"}'],
    ['/api/activities/landing', '{"path":"/","referrer":"\\udc00\\udc00"}'],
    ['/api/activities/landing', '{"path":"/x\\ud800"}'],
  ])('refuses ill-formed UTF-16 (lone surrogates) posted to %s: %s', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        { errorCode: 'validation', message: expect.stringMatching(/surrogate/), properties: [] },
      ],
    });
  });

  it('stores a well-formed surrogate pair (an emoji) unchanged', async () => {
    const res = await post('/api/errors', '{"message":"\\ud83d\\ude00 boom","url":"/"}');
    expect(res.statusCode).toBe(200);
  });
});
