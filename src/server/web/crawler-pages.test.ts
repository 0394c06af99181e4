/**
 * What search engines, link-preview bots, curl and uptime checks get (ADR 096): the page's HTML
 * whatever they accept, with its status; its canonical URL and JSON-LD; /sitemap.xml (checked
 * against the sitemaps.org 0.9 schema) and /robots.txt.
 */
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveResponseSchema } from '../../domain/contracts/build-api';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import {
  AMD_HIGH_END,
  buildClient,
  dataOf,
  testClock,
} from '../routes/api/configurator-builds/test-builds';
import { removeDist, templateDist, testApp } from '../test-support';

const TEMPLATE = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const SITEMAP_SCHEMA = readFileSync(new URL('./sitemap-0.9.xsd', import.meta.url), 'utf8');
const ORIGIN = 'https://configurator.shop.example';
const BRAND = 'Rig</script><forge>';
const PRECONFIGURED = 'pc-crucible-amd-rtx-5070-ti';

/** What each sends: none asks for text/html first, most ask for anything. */
const BOTS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  x: 'Twitterbot/1.0',
  slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
};
const CURL = { 'user-agent': 'curl/8.14.1', accept: '*/*' };

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
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** The JSON-LD documents of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...blocks].map((block) => JSON.parse(block[1] ?? '') as Record<string, unknown>);
}

describe('pages for crawlers, link previews and curl', () => {
  let database: DatabaseHandle;
  let dist: string;
  let app: App;
  let sharedId: string;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    dist = templateDist(TEMPLATE);
    app = await testApp(
      database,
      // The app answers inject's Host (localhost) too.
      { WEB_DIST_DIR: dist, PUBLIC_ORIGIN: ORIGIN, ALLOWED_HOSTS: 'localhost', BRAND },
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

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each(Object.entries(BOTS))(
    'gives %s’s link-preview bot (Accept: */*) a shared build’s page with its Open Graph tags',
    async (_bot, userAgent) => {
      const res = await get(`/share/${sharedId}`, { 'user-agent': userAgent, accept: '*/*' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(metaContent(res.body, 'og:title')).toMatch(
        /^Custom gaming PC with AMD Ryzen 7 9800X3D: £[\d,]+\.\d\d$/,
      );
      expect(metaContent(res.body, 'og:description')).toContain('RTX 5070 Ti');
      expect(metaContent(res.body, 'og:url')).toBe(`${ORIGIN}/share/${sharedId}`);
      expect(metaContent(res.body, 'og:image')).toBe(
        `${ORIGIN}/media/cases/${AMD_HIGH_END.case}/main.webp?w=640`,
      );
      expect(metaContent(res.body, 'product:price:currency')).toBe('GBP');
      expect(metaContent(res.body, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(res.body, 'twitter:data1')).toMatch(/^£[\d,]+\.\d\d$/);
    },
  );

  it('gives curl’s default Accept and a request without one the page, HEAD included', async () => {
    for (const headers of [CURL, {}]) {
      const res = await get('/pre-configured-pcs', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(res.body)).toBe(
        'Start with a pre-configured build | Rig&lt;/script&gt;&lt;forge&gt;',
      );
    }
    const head = await app.inject({
      method: 'HEAD',
      url: `/build-overview/${PRECONFIGURED}`,
      headers: CURL,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers unknown paths and builds with the HTML 404 page, and the API with its JSON 404', async () => {
    for (const url of ['/nope', '/share/AAAAAAAAAAAAAAAA', '/build-overview/pc-no-such-build']) {
      const res = await get(url, CURL);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(titleOf(res.body), url).toBe('404 Page Error | Rig&lt;/script&gt;&lt;forge&gt;');
      expect(metaContent(res.body, 'robots'), url).toBe('noindex');
      expect(canonicalOf(res.body), url).toBeUndefined();
    }
    for (const url of ['/api/nope', '/API/configurator/nope']) {
      const res = await get(url, CURL);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toMatchObject({ errors: [{ errorCode: 'not_found' }] });
    }
  });

  it('describes a pre-configured build as a schema.org Product with its Offer in GBP', async () => {
    const api = await get(`/api/configurator/preconfiguredbuild/${PRECONFIGURED}`);
    const build = (api.json() as { data: { name: string; totalPrice: number } }).data;
    const html = (await get(`/build-overview/${PRECONFIGURED}`, CURL)).body;
    // The brand's '<' cannot close the data block: it is escaped inside the JSON.
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(block).not.toContain('<');
    const [product] = jsonLdOf(html);
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: build.name,
      description: expect.any(String),
      sku: PRECONFIGURED,
      brand: { '@type': 'Brand', name: BRAND },
      image: expect.stringMatching(new RegExp(`^${ORIGIN}/media/cases/.+\\.webp\\?w=640$`)),
      url: `${ORIGIN}/build-overview/${PRECONFIGURED}`,
      offers: {
        '@type': 'Offer',
        price: build.totalPrice.toFixed(2),
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${ORIGIN}/build-overview/${PRECONFIGURED}`,
      },
    });
    expect(canonicalOf(html)).toBe(`${ORIGIN}/build-overview/${PRECONFIGURED}`);
    expect(metaContent(html, 'product:price:amount')).toBe(build.totalPrice.toFixed(2));
    // A saved build is private: no canonical, no Product.
    const shared = (await get(`/share/${sharedId}`, CURL)).body;
    expect(canonicalOf(shared)).toBeUndefined();
    expect(jsonLdOf(shared)).toEqual([]);
  });

  it('lists the listing’s builds as an ItemList of their overview pages', async () => {
    const html = (await get('/pre-configured-pcs?page=2&chipset=1', CURL)).body;
    const [list] = jsonLdOf(html);
    const api = await get('/api/configurator/allbuilds');
    const listed = (api.json() as { data: { link: string }[] }).data;
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: listed.length });
    const urls = (list?.itemListElement as { url: string; position: number }[]).map((e) => e.url);
    expect(urls).toEqual(listed.map((item) => `${ORIGIN}${item.link}`));
    expect(canonicalOf(html)).toBe(`${ORIGIN}/pre-configured-pcs`);
  });

  it('gives every public page what a search engine needs in its head', async () => {
    for (const url of [
      '/',
      '/pre-configurator',
      '/pre-configured-pcs',
      '/configurator',
      '/overview',
      `/build-overview/${PRECONFIGURED}`,
    ]) {
      const res = await get(url, CURL);
      expect(res.statusCode, url).toBe(200);
      const html = res.body;
      expect(html, url).toMatch(/^<!doctype html>\s*<html lang="en-GB">/i);
      expect(html, url).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1" />',
      );
      expect(html.match(/<title>/g), url).toHaveLength(1);
      expect(titleOf(html), url).toMatch(/^\S.* \| Rig&lt;\/script&gt;&lt;forge&gt;$/);
      expect(html.match(/name="description"/g), url).toHaveLength(1);
      expect(metaContent(html, 'description')?.length, url).toBeGreaterThan(50);
      expect(metaContent(html, 'robots'), url).toBeUndefined();
      expect(canonicalOf(html), url).toBe(`${ORIGIN}${url === '/' ? '/' : url}`);
      expect(html, url).not.toContain('hreflang');
    }
  });

  it('serves a sitemap of every public page that validates against the sitemap schema', async () => {
    const res = await get('/sitemap.xml', CURL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: res.body }],
      schema: [{ fileName: 'sitemap.xsd', contents: SITEMAP_SCHEMA }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    const builds = app.catalog.current.preconfigured.builds.map(
      (build) => `${ORIGIN}/build-overview/${build.id}`,
    );
    expect(builds.length).toBeGreaterThan(20);
    expect(locs).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/pre-configurator`,
      `${ORIGIN}/pre-configured-pcs`,
      ...builds,
    ]);
    // Every listed page answers 200.
    for (const loc of locs) {
      const page = await get(loc?.slice(ORIGIN.length) ?? '', CURL);
      expect(page.statusCode, loc).toBe(200);
    }
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the API only', async () => {
    const res = await get('/robots.txt', CURL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Allow: /',
      '',
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });
});

describe('the sitemap without PUBLIC_ORIGIN', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await testApp(database, {}, { catalog: { pollIntervalMs: 0 } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  // Defect 6 of issue 34: absolute URLs never come from the request's Host (ADR 100).
  it('is not served, and robots.txt names none, whatever the Host', async () => {
    for (const host of ['shop.test:3000', 'evil.example', 'evil"><x']) {
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
      expect(sitemap.statusCode).toBe(404);
      const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).not.toContain('Sitemap');
    }
  });
});
