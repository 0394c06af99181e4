import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { artRasterUrl, CASE_VIEWS } from '../../domain/catalog/media-urls';
import type { App } from '../app';
import { curatedOf, fixtureRow } from '../catalog/test-fixtures';
import { upsertProducts } from '../db/repositories/product-repository';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import { listeningTestApp, testApp } from '../test-support';

describe.each(testDatabaseKinds())('product art under /media (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await testApp(database, {}, { catalog: { pollIntervalMs: 0 } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('serves a product image as SVG, cacheable for a day, from its listed imageUrl', async () => {
    const gpu = curatedOf('gpu');
    const res = await get(gpu.imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
    expect(res.headers['content-security-policy']).toMatch(/img-src 'self'/);
    const again = await get(gpu.imageUrl, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each(CASE_VIEWS)('serves the %s view of a case', async (view) => {
    const res = await get(`/media/cases/${curatedOf('case').id}/${view}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toContain('<svg');
  });

  it("serves every image a case item's imagery names", async () => {
    const list = (await get('/api/configurator/allcasecomponents')).json().data as {
      imagery: { mainImage: string; gallery: string[] };
    }[];
    const imagery = list[0]!.imagery;
    for (const url of [imagery.mainImage, ...imagery.gallery])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('draws a product image as WebP at the asked width, cacheable, with an ETag of its own', async () => {
    const gpu = curatedOf('gpu');
    const url = artRasterUrl(gpu.imageUrl, 112)!;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-encoding']).toBeUndefined();
    const { format, width, height } = await sharp(res.rawPayload).metadata();
    expect([format, width, height]).toEqual(['webp', 112, 84]);
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    const wider = await get(artRasterUrl(gpu.imageUrl, 640)!);
    expect((await sharp(wider.rawPayload).metadata()).width).toBe(640);
    expect(wider.headers.etag).not.toBe(res.headers.etag);
  });

  it('draws each case view as WebP, 640 px wide unless asked', async () => {
    const res = await get(`/media/cases/${curatedOf('case').id}/side.webp`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it.each(['7', '100', 'wide'])('answers 400 for the width %s', async (w) => {
    const res = await get(`/media/products/${curatedOf('gpu').id}.webp?w=${w}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it.each([
    '/media/products/no-such-product.svg',
    '/media/products/no-such-product.webp',
    `/media/products/${curatedOf('gpu').id}.png`,
    `/media/cases/${curatedOf('case').id}/underside.svg`,
    `/media/cases/${curatedOf('gpu').id}/main.svg`,
    '/media/cases/no-such-case/main.svg',
  ])('answers 404 with the errors payload for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].errorCode).toBe('not_found');
  });
});

describe("the listed builds' case art, drawn once the server listens", () => {
  const server = listeningTestApp({}, () => ({ catalog: { pollIntervalMs: 0 } }));

  it("draws the featured builds' and the listing's first page's case art at a card's widths", async () => {
    const { app } = server;
    const images = async (url: string) =>
      ((await app.inject({ method: 'GET', url })).json().data.items as { image: string }[]).map(
        (item) => item.image,
      );
    const shown = new Set([
      ...(await images('/api/configurator/getbuilds?featured=true&pageSize=6&pageNumber=1')),
      ...(await images('/api/configurator/getbuilds')),
    ]);
    const wanted = [...shown].flatMap((url) => [artRasterUrl(url, 320), artRasterUrl(url, 640)]);
    const drawn = await app.listedArtDrawn;
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn)).toEqual(new Set(wanted));
    // What was drawn is what a card's request is answered with.
    const res = await app.inject({ method: 'GET', url: drawn[1]! });
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
  });

  it('draws them again after a catalogue reload (a new version empties the caches)', async () => {
    const { app } = server;
    await app.listedArtDrawn; // the drawing at start
    const firstDrawing = app.listedArtDrawn;
    const first = await firstDrawing;
    await upsertProducts(app.db, [fixtureRow('gpu', 'gpu-art-after-reload')]);
    expect(await app.catalog.reload()).toBe(true);
    const again = app.listedArtDrawn;
    expect(again).not.toBe(firstDrawing);
    expect(new Set(await again)).toEqual(new Set(first));
  });
});
