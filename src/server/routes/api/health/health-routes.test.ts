import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase, testDatabaseKinds } from '../../../db/test-db';
import { testApp } from '../../../test-support';

describe.each(testDatabaseKinds())('health, readiness and unknown paths (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('GET /api/health and /api/ready answer ok while the database answers', async () => {
    const app = await testApp(database);
    for (const url of ['/api/health', '/api/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'ok' } });
    }
    await app.close();
  });

  it('GET /api/ready answers 503 with the errors payload when the database does not', async () => {
    const down: DatabaseHandle = {
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    const app = await testApp(down);
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      errors: [{ errorCode: 'not_ready', message: expect.any(String), properties: [] }],
    });
    expect(res.body).not.toContain('connection refused');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('matches API paths case-insensitively', async () => {
    const app = await testApp(database);
    const res = await app.inject({ method: 'GET', url: '/API/SETTINGS' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.csrfToken).toEqual(expect.any(String));
    await app.close();
  });

  it('answers unknown /api paths with a JSON 404, even for a browser asking for HTML', async () => {
    const app = await testApp(database);
    const res = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      errors: [{ errorCode: 'not_found', message: expect.any(String), properties: [] }],
    });
    await app.close();
  });

  it('answers a malformed or NUL URL escape with a 400 errors payload', async () => {
    const app = await testApp(database);
    for (const url of ['/api/%E0', '/api/settings?x=%00', '/%']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        errors: [{ errorCode: expect.any(String), message: expect.any(String), properties: [] }],
      });
    }
    await app.close();
  });

  it('answers non-API paths with a JSON 404 when there is no web build', async () => {
    const app = await testApp(database);
    const res = await app.inject({
      method: 'GET',
      url: '/configurator',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].errorCode).toBe('not_found');
    await app.close();
  });

  it('sends pages a Content-Security-Policy without upgrade-insecure-requests', async () => {
    const app = await testApp(database);
    const csp = (await app.inject({ method: 'GET', url: '/pre-configurator' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    await app.close();
  });

  it('sends the other security headers on every page answer, 404s included', async () => {
    const app = await testApp(database);
    const headers = (await app.inject({ method: 'GET', url: '/no-such-page' })).headers;
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('sends HSTS with preload on pages and answers when the site is public over https', async () => {
    const app = await testApp(database, { PUBLIC_ORIGIN: 'https://shop.rigforge.example' });
    for (const url of ['/', '/api/health']) {
      const headers = (await app.inject({ method: 'GET', url })).headers;
      expect(headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
    }
    await app.close();
  });

  it('sends JSON answers the short API set: nothing may load, frame or sniff them', async () => {
    const app = await testApp(database);
    for (const url of ['/api/health', '/API/Settings', '/api/nothing']) {
      const headers = (await app.inject({ method: 'GET', url })).headers;
      expect(headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(headers['x-dns-prefetch-control']).toBeUndefined();
    }
    await app.close();
  });

  it('allows the review widget script origin in the CSP only when a widget is configured', async () => {
    const app = await testApp(database, {
      REVIEW_WIDGET_PROVIDER: 'Trustpilot',
      REVIEW_WIDGET_SCRIPT_URL: 'https://widget.reviews.example/v5/bootstrap.js',
    });
    const csp = (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://widget.reviews.example;");
    // A third-party widget loads from its own origin: no cross-origin isolation with one.
    const headers = (await app.inject({ method: 'GET', url: '/' })).headers;
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    await app.close();
  });

  it('GET /api/docs serves the OpenAPI document generated from the route schemas', async () => {
    const app = await testApp(database);
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/settings',
        '/api/errors',
        '/api/activities/landing',
        '/api/health',
        '/api/ready',
      ]),
    );
    expect(
      doc.paths['/api/errors'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['message', 'url']);
    // Serialised once: the same tagged bytes every time, and 304 for a client that has them.
    const again = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(res.headers.etag);
    const cached = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    await app.close();
  });
});
