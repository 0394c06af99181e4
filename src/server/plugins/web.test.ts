import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import { removeDist, templateDist, testApp } from '../test-support';

const INDEX =
  '<!doctype html><html><head><!--site-config--></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml' };

function writeDist(): string {
  const dir = templateDist(INDEX);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'x.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'big.js'), 'x'.repeat(4000));
  writeFileSync(path.join(dir, 'assets', 'big.js.gz'), gzipSync('x'.repeat(4000)));
  const css = `body{color:red}${' '.repeat(2000)}`;
  writeFileSync(path.join(dir, 'assets', 'held-abc123.css'), css);
  writeFileSync(path.join(dir, 'assets', 'held-abc123.css.br'), brotliCompressSync(css));
  writeFileSync(path.join(dir, 'assets', 'held-abc123.css.gz'), gzipSync(css));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe.each(testDatabaseKinds())('web app serving (%s)', (kind) => {
  let database: DatabaseHandle;
  let dist: string;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dist = writeDist();
    app = await testApp(database, { WEB_DIST_DIR: dist, BRAND: 'Rig</script><b>forge' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    removeDist(dist);
  });

  it('serves / with the site config injected as JSON and no-cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const match = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(match?.[1]).toContain('\\u003c/script>');
    expect(JSON.parse(match?.[1] ?? '{}')).toMatchObject({
      brand: 'Rig</script><b>forge',
      reviewWidget: null,
    });
    expect(res.body).not.toContain('<!--site-config-->');
  });

  it('gives a browser the page, not a JSON error, for a link with NUL or a malformed escape', async () => {
    const nul = await app.inject({ method: 'GET', url: '/configurator?switch=%00', headers: HTML });
    expect(nul.statusCode).toBe(200);
    expect(nul.headers['content-type']).toMatch(/^text\/html/);
    const malformed = await app.inject({ method: 'GET', url: '/share/%E0%A4%A', headers: HTML });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.headers['content-type']).toMatch(/^text\/html/);
    expect(malformed.body).toContain('<div id="root">');
    // The API keeps refusing them with the errors payload.
    const api = await app.inject({ method: 'GET', url: '/api/configurator/build/%E0%A4%A' });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toHaveProperty('errors');
  });

  it('serves the web app for client routes a browser navigates to, with each route’s own head', async () => {
    const plain = await app.inject({ method: 'GET', url: '/pre-configurator', headers: HTML });
    const deep = await app.inject({
      method: 'GET',
      url: '/pre-configurator/?x=1',
      headers: HTML,
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.body).toBe(plain.body);
    expect(deep.body).toContain('<div id="root"></div>');
    expect(deep.body).toContain(
      '<title>Customise your gaming PC | Rig&lt;/script&gt;&lt;b&gt;forge</title>',
    );
  });

  it('answers a page path with the page whatever the Accept header, and a HEAD with its headers', async () => {
    for (const accept of ['application/json', '*/*', 'image/webp,*/*;q=0.8', undefined]) {
      const res = await app.inject({
        method: 'GET',
        url: '/configurator',
        headers: accept === undefined ? {} : { accept },
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(res.body, accept).toContain('<div id="root"></div>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/nope', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(404);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    // Node sends a HEAD's headers only (the length of the page it would send).
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('compresses the page per Accept-Encoding and revalidates by ETag', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/configurator',
      headers: { ...HTML, 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('site-config');
    const gz = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HTML, 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('site-config');
    const etag = String(gz.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { ...HTML, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('serves the pre-compressed variant of an asset when the client accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('x'.repeat(4000));
  });

  it('sends an asset in the pre-compressed encoding the client prefers, with validators', async () => {
    const css = `body{color:red}${' '.repeat(2000)}`;
    const br = await app.inject({
      method: 'GET',
      url: '/assets/held-abc123.css',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'content-type': 'text/css; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(css);
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/held-abc123.css',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(css);
    const plain = await app.inject({ method: 'GET', url: '/assets/held-abc123.css' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(css);
    // A client holding the file revalidates by ETag or by date and gets 304.
    const byTag = await app.inject({
      method: 'GET',
      url: '/assets/held-abc123.css',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await app.inject({
      method: 'GET',
      url: '/assets/held-abc123.css',
      headers: { 'if-modified-since': String(plain.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/assets/held-abc123.css' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(css)));
    expect(head.body).toBe('');
  });

  it('answers a missing asset or art and an API path with a JSON 404, never the page', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/assets/gone.js', headers: HTML },
      { method: 'GET' as const, url: '/assets/..%2Findex.html', headers: HTML },
      { method: 'GET' as const, url: '/media/gone.svg', headers: HTML },
      { method: 'GET' as const, url: '/api/unknown', headers: HTML },
      { method: 'GET' as const, url: '/api/unknown', headers: { accept: '*/*' } },
      { method: 'POST' as const, url: '/configurator', headers: HTML },
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].errorCode).toBe('not_found');
    }
  });
});
