/**
 * The HTML a link unfurler (X, Facebook, messaging apps) or a browser without JavaScript gets
 * for the spec's routes: per-page title, description and Open Graph / Twitter tags for builds,
 * HTTP 200 for every client route and 404 (with the web app's page) for anything else.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveResponseSchema } from '../../domain/contracts/build-api';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import {
  AMD_HIGH_END,
  buildClient,
  dataOf,
  testClock,
} from '../routes/api/configurator-builds/test-builds';
import { removeDist, templateDist, testApp } from '../test-support';

// The web app's real page template, as Vite copies it (its head is what gets rewritten).
const TEMPLATE = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const HTML = { accept: 'text/html,application/xhtml+xml' };
const ORIGIN = 'https://configurator.shop.example';
const BRAND = 'Rig"<forge>';
const PRECONFIGURED = 'pc-crucible-amd-rtx-5070-ti';

/** Attribute values of the tags matching `key` (name or property), unescaped. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(testDatabaseKinds())('link previews and page status (%s)', (kind) => {
  let database: DatabaseHandle;
  let dist: string;
  let app: App;
  let sharedId: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dist = templateDist(TEMPLATE);
    app = await testApp(
      database,
      // The app answers inject's Host (localhost) too.
      {
        WEB_DIST_DIR: dist,
        PUBLIC_ORIGIN: `${ORIGIN}/ignored/path`,
        ALLOWED_HOSTS: 'localhost',
        BRAND,
      },
      { now: testClock, catalog: { pollIntervalMs: 0 } },
    );
    const client = await buildClient(app);
    const saved = saveResponseSchema.parse(
      dataOf(await client.post('SaveLocalBuild', AMD_HIGH_END)),
    );
    sharedId = saved.pcBuildPublicId ?? '';
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    removeDist(dist);
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

  it('gives a shared build’s page its title, parts, price and absolute case image, without JavaScript', async () => {
    const res = await page(`/share/${sharedId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe(
      'Custom gaming PC with AMD Ryzen 7 9800X3D | Rig&quot;&lt;forge&gt;',
    );
    expect(metaContent(html, 'og:title')).toMatch(
      /^Custom gaming PC with AMD Ryzen 7 9800X3D: £[\d,]+\.\d\d$/,
    );
    const description = metaContent(html, 'og:description') ?? '';
    expect(description).toContain('Ryzen 7 9800X3D');
    expect(description).toContain('RTX 5070 Ti');
    expect(description).toMatch(/Total £[\d,]+\.\d\d, built in \d+ working days\./);
    expect(metaContent(html, 'description')).toBe(description);
    // The WebP rendition: X and Facebook show no SVG.
    expect(metaContent(html, 'og:image')).toBe(
      `${ORIGIN}/media/cases/${AMD_HIGH_END.case}/main.webp?w=640`,
    );
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/share/${sharedId}`);
    expect(metaContent(html, 'og:site_name')).toBe(BRAND);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    expect(metaContent(html, 'robots')).toBe('noindex');
    // Still the web app: its root and the injected site config.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('id="site-config"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('escapes every value it puts in the page', async () => {
    const html = (await page(`/share/${sharedId}`)).body;
    expect(html).not.toContain('Rig"<forge>');
    expect(html).toContain('content="Rig&quot;&lt;forge&gt;"');
  });

  it('gives a pre-configured build’s overview page its name, price and image', async () => {
    const listing = await app.inject({
      method: 'GET',
      url: `/api/configurator/preconfiguredbuild/${PRECONFIGURED}`,
    });
    const build = (listing.json() as { data: { name: string; totalPrice: number } }).data;
    const res = await page(`/build-overview/${PRECONFIGURED}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`${build.name} | Rig&quot;&lt;forge&gt;`);
    expect(metaContent(res.body, 'product:price:amount')).toBe(build.totalPrice.toFixed(2));
    expect(metaContent(res.body, 'og:image')).toMatch(
      new RegExp(`^${ORIGIN}/media/cases/case-[a-z0-9-]+/main\\.webp\\?w=640$`),
    );
    expect(metaContent(res.body, 'robots')).toBeUndefined();
    const saved = await page(`/build-overview/${sharedId}`);
    expect(saved.statusCode).toBe(200);
    expect(metaContent(saved.body, 'og:title')).toMatch(/^Custom gaming PC/);
  });

  it('describes the listing page', async () => {
    for (const url of ['/pre-configured-pcs', '/pre-configured-pcs/?page=2&chipset=1&Game=12']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body)).toBe('Start with a pre-configured build | Rig&quot;&lt;forge&gt;');
      expect(metaContent(res.body, 'og:description')).toMatch(
        /^\d+ pre-configured gaming PCs, Intel and AMD, from £[\d,.]+ to £[\d,.]+\./,
      );
      expect(metaContent(res.body, 'og:url')).toBe(`${ORIGIN}/pre-configured-pcs`);
    }
  });

  it('answers the 404 page with status 404 for an unknown build or path', async () => {
    for (const url of [
      '/share/AAAAAAAAAAAAAAAA',
      '/share/not-an-id',
      '/build-overview/pc-no-such-build-here',
      '/share',
      '/share/',
      '/build-overview/a/b',
      '/nope',
      '/configurator/extra',
      '/pre-configured-pcs/nope',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(titleOf(res.body), url).toBe('404 Page Error | Rig&quot;&lt;forge&gt;');
      expect(res.body).toContain('<div id="root"></div>');
      expect(metaContent(res.body, 'og:title'), url).toBeUndefined();
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
    }
  });

  it('answers every client route of the spec with 200', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/pre-configurator',
      '/pre-configurator/',
      '/Pre-Configured-PCs',
      '/configurator?switch=0',
      '/configurator?category=gpu',
      '/overview?state=review',
      `/build-overview/${PRECONFIGURED}`,
      `/share/${sharedId}`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('compresses preview pages and keeps API 404s as JSON', async () => {
    const res = await page(`/build-overview/${PRECONFIGURED}`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: HTML });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errors: [{ errorCode: 'not_found' }] });
  });
});

describe('the origin of absolute URLs without PUBLIC_ORIGIN', () => {
  let database: DatabaseHandle;
  let dist: string;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dist = templateDist(TEMPLATE);
    app = await testApp(database, { WEB_DIST_DIR: dist }, { catalog: { pollIntervalMs: 0 } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    removeDist(dist);
  });

  const pageFor = async (host: string) =>
    (
      await app.inject({
        method: 'GET',
        url: `/build-overview/${PRECONFIGURED}`,
        headers: { ...HTML, host },
      })
    ).body;

  // Defect 6 of issue 34: `Host: evil.example` became the page's og:url (and canonical).
  it('never come from the request: the page carries none, whatever its Host', async () => {
    for (const host of ['shop.test:3000', 'evil.example', 'evil"><script>x</script>']) {
      const html = await pageFor(host);
      expect(titleOf(html)).toMatch(/\|/);
      expect(metaContent(html, 'og:url')).toBeUndefined();
      expect(metaContent(html, 'og:image')).toBeUndefined();
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain(host.split(':')[0]);
    }
  });
});
