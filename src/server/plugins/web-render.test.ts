// Pages rendered on the server (ADR 094, 110): web.ts loads the built server entry beside the
// web build, hands it the services, and writes its markup, hydration data and status into the
// page with a per-response CSP nonce. A stand-in entry here; the real one is driven in e2e.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ELEMENT_ID } from '../../domain/contracts/page-render';
import { LATE_SCRIPTS_ELEMENT_ID, LATE_SCRIPTS_MODULE } from '../../domain/contracts/late-scripts';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { testApp } from '../test-support';

const MAIN_SCRIPT =
  '<script type="module" crossorigin src="/assets/main.js" integrity="sha384-main"></script>';
const INDEX = `<!doctype html><html><head><title>Rigforge</title><!--site-config-->${MAIN_SCRIPT}</head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html,application/xhtml+xml' };

/**
 * A server entry with the real one's contract: '/' lists the featured builds through the
 * services (with an inline script carrying the nonce placeholder, as React's would, and a boot
 * script),
 * '/gone' is a 404, '/moved' a redirect, '/broken' throws. It counts its renders.
 */
const ENTRY = `
globalThis.__renders = 0;
export async function render(request, services) {
  globalThis.__renders += 1;
  const url = new URL(request.url);
  if (url.pathname === '/broken') throw new Error('render failed');
  if (url.pathname === '/moved') return { status: 302, location: '/', html: '', hydration: '' };
  if (url.pathname === '/gone')
    return { status: 404, location: null, html: '<h1>404 Page Error</h1>', hydration: '{}' };
  const page = await services.buildsPage({ featured: true, pageSize: 6, pageNumber: 1 });
  const names = page.items.map((build) => '<li>' + build.title + '</li>').join('');
  return {
    status: 200,
    location: null,
    html: '<h1>' + request.site.brand + ' ' + url.search + '</h1><ul>' + names + '</ul>' +
      '<script nonce="rigforge-nonce-placeholder">1</script>' + 'x'.repeat(2000),
    hydration: JSON.stringify({ queries: page.items.length }),
    bootScript: 'window.booted = 1;',
  };
}
`;

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;

function writeBuild(): { root: string; web: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'rigforge-ssr-'));
  const web = path.join(root, 'web');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), INDEX);
  // The build's late-scripts loader (ADR 129), which the server links by its manifest entry.
  mkdirSync(path.join(web, '.vite'));
  writeFileSync(
    path.join(web, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/main.js', isEntry: true },
      [LATE_SCRIPTS_MODULE]: { file: 'assets/late-scripts.js', isEntry: true },
    }),
  );
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'assets', 'late-scripts.js'), 'export {};');
  mkdirSync(path.join(root, 'web-server'));
  writeFileSync(path.join(root, 'package.json'), '{"type":"module"}');
  writeFileSync(path.join(root, 'web-server', 'entry-server.js'), ENTRY);
  return { root, web };
}

const cspNonce = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('pages rendered on the server', () => {
  let database: DatabaseHandle;
  let build: { root: string; web: string };
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    build = writeBuild();
    app = await testApp(database, { WEB_DIST_DIR: build.web });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(build.root, { recursive: true, force: true });
  });

  it('writes the render into the page with its hydration data, for any Accept', async () => {
    for (const accept of ['text/html', '*/*', undefined]) {
      const res = await app.inject({
        method: 'GET',
        url: '/',
        headers: accept ? { accept } : {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      // Per response (the nonce): no validator a browser could revalidate a stale nonce with.
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).toMatch(/<div id="root"><h1>Rigforge <\/h1><ul><li>[^<]+<\/li>/);
      const featured = (res.body.match(/<li>/g) ?? []).length;
      expect(featured).toBe(6);
      const data = new RegExp(
        `<script type="application/json" id="${HYDRATION_DATA_ELEMENT_ID}" nonce="([^"]+)">(.*?)</script>`,
      ).exec(res.body);
      expect(JSON.parse(data?.[2] ?? 'null')).toEqual({ queries: 6 });
      // The hydration data sits just after the root element.
      expect(res.body).toMatch(
        new RegExp(`</div><script type="application/json" id="${HYDRATION_DATA_ELEMENT_ID}"`),
      );
      // The page's own head (ADR 096) around the render.
      expect(res.body).toContain('<title>Configurator Home | Rigforge</title>');
    }
  });

  it('puts one fresh nonce per response in the CSP and on every inline script', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/', headers: HTML });
      const csp = String(res.headers['content-security-policy']);
      const nonce = cspNonce(csp);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(csp).not.toContain('unsafe-inline');
      const scriptNonces = [...res.body.matchAll(/<script[^>]*nonce="([^"]*)"/g)].map((m) => m[1]);
      // The boot script, the render's own script and the hydration data.
      expect(scriptNonces).toEqual([nonce, nonce, nonce]);
      // The boot script runs before the markup: just before the root element.
      expect(res.body).toContain(
        `<script nonce="${nonce}">window.booted = 1;</script><div id="root">`,
      );
      expect(res.body).not.toContain('rigforge-nonce-placeholder');
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  it('lists a page’s scripts for the web’s loader to add after the first paint', async () => {
    const whole = await app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(whole.body).not.toContain(MAIN_SCRIPT);
    expect(whole.body).toContain(
      `<script type="application/json" id="${LATE_SCRIPTS_ELEMENT_ID}">[{"src":"/assets/main.js","integrity":"sha384-main","preload":false}]</script>`,
    );
    // The loader that adds them, with its integrity.
    expect(whole.body).toMatch(
      /<script type="module" crossorigin src="\/assets\/late-scripts.js" integrity="sha384-[^"]+" fetchpriority="low"><\/script>/,
    );
  });

  it('answers with the render’s status: 404 page for a 404, a redirect for a redirect', async () => {
    const gone = await app.inject({ method: 'GET', url: '/gone', headers: { accept: '*/*' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/^text\/html/);
    expect(gone.body).toContain('<div id="root"><h1>404 Page Error</h1></div>');
    const moved = await app.inject({ method: 'GET', url: '/moved', headers: HTML });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/');
    const head = await app.inject({ method: 'HEAD', url: '/gone', headers: HTML });
    expect(head.statusCode).toBe(404);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends the page to be rendered in the browser, not a 500, when a render fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken', headers: HTML });
    expect(res.statusCode).not.toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(HYDRATION_DATA_ELEMENT_ID);
  });

  it('renders a page once per data version and URL, and compresses what it sends', async () => {
    const before = renders();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'GET', url: '/?cached=1', headers: { 'accept-encoding': 'gzip' } }),
      ),
    );
    expect(renders() - before).toBe(1);
    for (const res of answers) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).toString()).toContain('<h1>Rigforge ?cached=1</h1>');
    }
    await app.inject({ method: 'GET', url: '/?cached=2', headers: HTML });
    expect(renders() - before).toBe(2);
    // 404s are not kept: anyone can make up unknown paths.
    await app.inject({ method: 'GET', url: '/gone', headers: HTML });
    await app.inject({ method: 'GET', url: '/gone', headers: HTML });
    expect(renders() - before).toBe(4);
  });

  it('keeps the API’s JSON answers and static files as they were', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.body).not.toContain(HYDRATION_DATA_ELEMENT_ID);
  });
});
