import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_FIELDS } from '../../../../domain/build/build-model';
import { completeResponseSchema } from '../../../../domain/contracts/build-api';
import { validationResponseSchema } from '../../../../domain/contracts/build';
import {
  allBuildsResponseSchema,
  buildsPageResponseSchema,
  FEATURED_BUILDS_QUERY,
  filterListResponseSchema,
  MAX_BUILDS_PAGE_SIZE,
  preconfiguredBuildResponseSchema,
  PRECONFIGURED_LIST_PAGE_SIZE,
  type BuildsPage,
  type PreconfiguredBuildItem,
} from '../../../../domain/contracts/preconfigured-builds';
import type { App } from '../../../app';
import type { DatabaseHandle } from '../../../db/database';
import { upsertProducts } from '../../../db/repositories/product-repository';
import { seedCatalog } from '../../../db/seed/catalog/seed-catalog';
import { createTestDatabase, testDatabaseKinds } from '../../../db/test-db';
import { testApp } from '../../../test-support';
import {
  buildClient,
  dataOf,
  testClock,
  type BuildClient,
} from '../configurator-builds/test-builds';

const BASKET_URL = 'https://shop.example/basket';
const CHIPSETS = [0, 1, 2] as const;

const errorsOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { errorCode: string; message: string; properties: string[] }[] }).errors;

/** The wizard state the web app sends with a build it loads for the basket. */
const inConfigurator = (item: PreconfiguredBuildItem) => ({
  ...item.saveBuild,
  sundries: null,
  buildStep: 3,
  buildSubStep: 1,
  buildMode: 'expert',
  buildStart: true,
});

describe.each(testDatabaseKinds())('pre-configured builds (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  let client: BuildClient;
  let all: PreconfiguredBuildItem[];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await testApp(
      database,
      { BASKET_URL },
      { now: testClock, catalog: { pollIntervalMs: 0 } },
    );
    client = await buildClient(app);
    all = allBuildsResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/configurator/allbuilds' })).json(),
    ).data;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/configurator/${url}`, headers });
  const getPage = async (query: string): Promise<BuildsPage> =>
    buildsPageResponseSchema.parse((await get(`getbuilds?${query}`)).json()).data;
  const postPage = async (body: object): Promise<BuildsPage> =>
    buildsPageResponseSchema.parse({ data: dataOf(await client.post('getbuilds', body)) }).data;

  describe('GET allbuilds', () => {
    it('lists at least 24 builds over Intel and AMD, entry to flagship, cheapest first', () => {
      expect(all.length).toBeGreaterThanOrEqual(24);
      expect(new Set(all.map((b) => b.chipset))).toEqual(new Set([1, 2]));
      const prices = all.map((b) => b.totalPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices[0]).toBeLessThan(900);
      expect(prices.at(-1)).toBeGreaterThan(4000);
      expect(new Set(all.map((b) => b.publicId)).size).toBe(all.length);
    });

    it('prices every build from its parts and the assembly service, as the catalogue has them', () => {
      const byId = app.catalog.current.byId;
      for (const item of all) {
        let pence = 0;
        for (const field of COMPONENT_FIELDS) {
          const id = item.saveBuild[field];
          const part = id === null ? undefined : byId.get(id);
          if (id !== null) expect(part, `${item.publicId} ${field}`).toBeDefined();
          if (part)
            pence += part.pricePence * (field === 'fans' ? (item.saveBuild.fansTotal ?? 1) : 1);
        }
        expect(item.saveBuild.sundries, item.publicId).toMatch(/^sundries-assembly-and-test-/);
        expect(item.totalPrice, item.publicId).toBe(Number((pence / 100).toFixed(2)));
        expect(item.minPrice).toBe(item.totalPrice);
        expect(item.info).toEqual({ time: item.buildTime.text, price: item.totalPrice });
      }
    });

    it('gives every card what the spec’s cards show', () => {
      for (const item of all) {
        expect(item.link).toBe(`/build-overview/${item.publicId}`);
        expect(item.image).toMatch(/^\/media\/cases\/case-[a-z0-9-]+\/main\.svg$/);
        expect(item.imageAlt).toContain(item.title);
        expect(item.specs.map((s) => s.category).slice(0, 3)).toEqual(['cpu', 'gpu', 'memory']);
        expect(item.buttonTitle).toBe('Add to Basket');
        expect(item.ctas.map((c) => c.kind)).toEqual(['addToBasket', 'viewBuild']);
        expect(item.games.length, item.publicId).toBeGreaterThan(0);
        expect(item.resolutions.length, item.publicId).toBeGreaterThan(0);
        expect(item.tagReason).toMatch(/\d+ GB|integrated|No graphics card/);
        expect(item.subTitle).toMatch(/^(Intel|AMD) · /);
      }
      expect(all.filter((b) => b.isFeatured).length).toBeGreaterThanOrEqual(6);
      expect(all.some((b) => b.isHighlighted)).toBe(true);
      expect(all.some((b) => !b.isHighlighted)).toBe(true);
    });

    it('lists only builds that validate with no issue and no warning, and complete with no issue', async () => {
      for (const item of all) {
        const validation = validationResponseSchema.parse(
          dataOf(await client.post('validate', inConfigurator(item))),
        );
        expect(validation.issues, item.publicId).toEqual([]);
        expect(validation.warnings, item.publicId).toEqual([]);
        // The assembly charge is in every total from the first validate (issue 37 item 3).
        expect(validation.totalCost).toBeCloseTo(item.totalPrice, 2);
        // The card names that charge: the same line validate answers (issue 37 item 3).
        expect(item.assembly, item.publicId).toEqual(validation.assembly);
        expect(item.assembly?.price, item.publicId).toBeGreaterThan(0);
        const completed = completeResponseSchema.parse(
          dataOf(await client.post('completeBuild', inConfigurator(item))),
        );
        expect(completed.issues, item.publicId).toEqual([]);
        expect(completed.totalCost, item.publicId).toBe(item.totalPrice);
        expect(completed.buildTime).toEqual(item.buildTime);
      }
    });
  });

  describe('filters', () => {
    it('answers the game and resolution entries with id, name and categoryName', async () => {
      const games = filterListResponseSchema.parse((await get('getgamefilters')).json()).data;
      expect(games.length).toBeGreaterThanOrEqual(10);
      expect(games.map((g) => g.name)).toContain('Cyberpunk 2077');
      const resolutions = filterListResponseSchema.parse(
        (await get('GetResolutionFilters')).json(),
      ).data;
      expect(resolutions.map((r) => r.name)).toEqual(['1080p', '1440p', '4K']);
      for (const entry of [...games, ...resolutions]) expect(entry.categoryName).not.toBe('');
    });

    it('tags every listed build with targets its graphics can honestly reach', () => {
      const fourK = all.filter((b) => b.resolutions.some((r) => r.name === '4K'));
      expect(fourK.length).toBeGreaterThan(0);
      for (const build of fourK) expect(build.tagReason).toMatch(/(16|24|32) GB/);
      const eightGb = all.filter((b) => / 8 GB/.test(b.tagReason));
      for (const build of eightGb)
        expect(
          build.resolutions.map((r) => r.name),
          build.publicId,
        ).toEqual(['1080p']);
    });
  });

  describe('getbuilds', () => {
    it('answers the home page’s featured query: 6 featured builds in their order, the same by POST and GET', async () => {
      const featured = all.filter((b) => b.isFeatured);
      const posted = await postPage(FEATURED_BUILDS_QUERY);
      expect(posted.items).toHaveLength(6);
      expect(posted.items.every((b) => b.isFeatured)).toBe(true);
      expect(posted.pageCount).toBe(Math.ceil(featured.length / 6));
      expect(posted.totalCount).toBe(featured.length);
      const viaGet = await getPage('featured=true&pageSize=6&pageNumber=1');
      expect(viaGet).toEqual(posted);
      const rest = await postPage({ ...FEATURED_BUILDS_QUERY, pageNumber: 2 });
      expect(rest.items.map((b) => b.publicId).sort()).toEqual(
        featured
          .map((b) => b.publicId)
          .filter((id) => !posted.items.some((b) => b.publicId === id))
          .sort(),
      );
    });

    it('filters by every chipset, game and resolution combination, the same by POST and GET', async () => {
      const games = filterListResponseSchema.parse((await get('getgamefilters')).json()).data;
      const resolutions = filterListResponseSchema.parse(
        (await get('getresolutionfilters')).json(),
      ).data;
      let nonEmpty = 0;
      for (const chipset of CHIPSETS)
        for (const gameId of [0, ...games.map((g) => g.id)])
          for (const resolutionId of [0, ...resolutions.map((r) => r.id)]) {
            const expected = all
              .filter((b) => chipset === 0 || b.chipset === chipset)
              .filter((b) => gameId === 0 || b.games.some((g) => g.id === gameId))
              .filter((b) => resolutionId === 0 || b.resolutions.some((r) => r.id === resolutionId))
              .map((b) => b.publicId);
            const query = {
              chipset,
              gameId,
              resolutionId,
              pageSize: MAX_BUILDS_PAGE_SIZE,
              pageNumber: 1,
            };
            const page = await getPage(
              new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString(),
            );
            const label = JSON.stringify(query);
            expect(
              page.items.map((b) => b.publicId),
              label,
            ).toEqual(expected);
            expect(page.totalCount, label).toBe(expected.length);
            expect(page.pageCount, label).toBe(Math.ceil(expected.length / MAX_BUILDS_PAGE_SIZE));
            if (expected.length > 0) nonEmpty += 1;
          }
      expect(nonEmpty).toBeGreaterThan(100);
      const posted = await postPage({
        chipset: 1,
        gameId: 12,
        resolutionId: 2,
        pageSize: 9,
        pageNumber: 1,
      });
      expect(posted).toEqual(
        await getPage('chipset=1&gameId=12&resolutionId=2&pageSize=9&pageNumber=1'),
      );
      expect(posted.items.length).toBeGreaterThan(0);
    });

    it('combines featured with the filters', async () => {
      const page = await postPage({ featured: true, chipset: 1, pageSize: 48 });
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((b) => b.isFeatured && b.chipset === 1)).toBe(true);
    });

    it('treats absent or null filters as any and defaults to page 1 of 9', async () => {
      const page = await postPage({ chipset: null, gameId: null, resolutionId: null });
      expect(page.pageSize).toBe(PRECONFIGURED_LIST_PAGE_SIZE);
      expect(page.pageNumber).toBe(1);
      expect(page.items.map((b) => b.publicId)).toEqual(all.slice(0, 9).map((b) => b.publicId));
      expect(await getPage('')).toEqual(page);
    });

    it('pages 9 at a time through every build; a page past the end is empty', async () => {
      const first = await getPage('pageSize=9&pageNumber=1');
      expect(first.pageCount).toBe(Math.ceil(all.length / 9));
      const seen: string[] = [];
      for (let pageNumber = 1; pageNumber <= first.pageCount; pageNumber += 1) {
        const page = await postPage({ pageSize: 9, pageNumber });
        expect(page.items.length).toBeLessThanOrEqual(9);
        seen.push(...page.items.map((b) => b.publicId));
      }
      expect(seen).toEqual(all.map((b) => b.publicId));
      for (const pageNumber of [first.pageCount + 1, 1_000_000]) {
        const past = await getPage(`pageSize=9&pageNumber=${pageNumber}`);
        expect(past).toEqual({
          items: [],
          pageCount: first.pageCount,
          pageNumber,
          pageSize: 9,
          totalCount: all.length,
        });
      }
    });

    it('answers filters matching nothing (an unknown game or resolution) with an empty page', async () => {
      for (const query of ['gameId=9999', 'resolutionId=77&chipset=1', 'gameId=1&resolutionId=9']) {
        const page = await getPage(query);
        expect(page.items, query).toEqual([]);
        expect(page.pageCount, query).toBe(0);
      }
    });

    it.each([
      ['pageNumber=0', 'pageNumber'],
      ['pageNumber=-1', 'pageNumber'],
      ['pageNumber=abc', 'pageNumber'],
      ['pageNumber=1.5', 'pageNumber'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=-9', 'pageSize'],
      [`pageSize=${MAX_BUILDS_PAGE_SIZE + 1}`, 'pageSize'],
      ['pageSize=1000000', 'pageSize'],
      ['pageSize=nine', 'pageSize'],
      ['chipset=3', 'chipset'],
      ['gameId=-1', 'gameId'],
      ['resolutionId=x', 'resolutionId'],
      ['featured=yes', 'featured'],
    ])('answers 400 naming the field for GET ?%s', async (query, field) => {
      const res = await get(`getbuilds?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res).flatMap((e) => e.properties)).toContain(field);
    });

    it.each([
      [{ pageNumber: 0 }, 'pageNumber'],
      [{ pageNumber: -2 }, 'pageNumber'],
      [{ pageNumber: '2' }, 'pageNumber'],
      [{ pageSize: 1e9 }, 'pageSize'],
      [{ pageSize: 2.5 }, 'pageSize'],
      [{ featured: 'true' }, 'featured'],
      [{ chipset: 4 }, 'chipset'],
    ])('answers 400 naming the field for POST %j', async (body, field) => {
      const res = await client.post('getbuilds', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorsOf(res).flatMap((e) => e.properties)).toContain(field);
    });

    it('needs the anti-forgery token on POST', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/configurator/getbuilds',
        payload: FEATURED_BUILDS_QUERY,
      });
      expect(res.statusCode).toBe(403);
    });

    it('matches paths case-insensitively and revalidates by ETag', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/API/Configurator/GetBuilds?featured=1',
      });
      expect(res.statusCode).toBe(200);
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      for (const url of ['getbuilds?featured=1', 'allbuilds', 'getgamefilters']) {
        const first = await get(url);
        const again = await get(url, { 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode, url).toBe(304);
      }
    });
  });

  describe('compression', () => {
    it('sends the listing brotli- or gzip-compressed to a client that accepts it, with its own ETag', async () => {
      const plain = await get('getbuilds?featured=1');
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await get('getbuilds?featured=1', {
          'accept-encoding': `${encoding}, deflate`,
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('Accept-Encoding');
        expect(res.rawPayload.length).toBeLessThan(plain.body.length / 3);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.headers.etag).not.toBe(plain.headers.etag);
        const again = await get('getbuilds?featured=1', {
          'accept-encoding': encoding,
          'if-none-match': String(res.headers.etag),
        });
        expect(again.statusCode).toBe(304);
      }
      const small = await get('getresolutionfilters', { 'accept-encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      const refused = await get('allbuilds', { 'accept-encoding': 'br;q=0, identity' });
      expect(refused.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('GET preconfiguredbuild/{id}', () => {
    it('answers the build with its parts, totals and the selections to resume it', async () => {
      const item = all.find((b) => b.saveBuild.fans !== null) ?? all[0]!;
      const data = preconfiguredBuildResponseSchema.parse(
        (await get(`preconfiguredbuild/${item.publicId}`)).json(),
      ).data;
      expect(data).toMatchObject({
        publicId: item.publicId,
        name: item.title,
        totalPrice: item.totalPrice,
        buildTime: item.buildTime,
        caseImage: item.image,
        listed: true,
        build: item.saveBuild,
      });
      expect(data.build.chipset).toBe(item.chipset);
      expect(data.build.caseSize).toBeGreaterThan(0);
      expect(data.components.map((c) => c.category)).toEqual(
        COMPONENT_FIELDS.filter((field) => data.build[field] !== null),
      );
      const fans = data.components.find((c) => c.category === 'fans');
      if (fans) expect(fans.quantity).toBe(data.build.fansTotal);
    });

    it('answers 404 with the errors payload for an unknown or malformed id', async () => {
      for (const id of ['pc-no-such-build-at-all', 'AAAAAAAAAAAAAAAA', `pc-${'x'.repeat(90)}`]) {
        const res = await get(`preconfiguredbuild/${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(errorsOf(res)[0]?.errorCode).toBe('not_found');
      }
    });
  });

  describe('into the basket', () => {
    it('saves a featured build with completeBuildAndSave and sends it to the basket', async () => {
      const [item] = (await postPage(FEATURED_BUILDS_QUERY)).items;
      const saved = completeResponseSchema.parse(
        dataOf(await client.post('completeBuildAndSave', inConfigurator(item!))),
      );
      expect(saved.issues).toEqual([]);
      expect(saved.totalCost).toBe(item!.totalPrice);
      const res = await app.inject({
        method: 'GET',
        url: `/api/checkout/add-to-cart/${saved.publicId}`,
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${BASKET_URL}?build=${saved.publicId}`);
    });
  });

  // These change the catalogue: they run last and put it back.
  describe('when the catalogue changes', () => {
    const product = (id: string) => {
      const found = seedCatalog.find((p) => p.id === id);
      if (!found) throw new Error(`no seed product ${id}`);
      return found;
    };
    const reloadWith = async (rows: Parameters<typeof upsertProducts>[1]) => {
      await upsertProducts(database.db, rows);
      expect(await app.catalog.reload()).toBe(true);
    };
    const allBuilds = async () =>
      allBuildsResponseSchema.parse((await get('allbuilds')).json()).data;

    it('shows a price change in every answer', async () => {
      const item = all[0]!;
      const cpu = product(item.saveBuild.cpu!);
      try {
        await reloadWith([{ ...cpu, pricePence: cpu.pricePence + 1000 }]);
        const after = (await allBuilds()).find((b) => b.publicId === item.publicId);
        expect(after?.totalPrice).toBeCloseTo(item.totalPrice + 10, 2);
        const detail = preconfiguredBuildResponseSchema.parse(
          (await get(`preconfiguredbuild/${item.publicId}`)).json(),
        ).data;
        expect(detail.totalPrice).toBe(after?.totalPrice);
        const page = await getPage('pageSize=48');
        expect(page.items.find((b) => b.publicId === item.publicId)?.totalPrice).toBe(
          after?.totalPrice,
        );
      } finally {
        await reloadWith([cpu]);
      }
    });

    it('takes a build whose part is retired or withdrawn off the listings until it is fixed', async () => {
      const item = all.find((b) => b.isFeatured)!;
      const gpu = product(item.saveBuild.gpu ?? item.saveBuild.cpu!);
      const users = all.filter((b) => Object.values(b.saveBuild).includes(gpu.id));
      try {
        await reloadWith([{ ...gpu, stock: { status: 'retired' } }]);
        const listed = (await allBuilds()).map((b) => b.publicId);
        for (const user of users) expect(listed).not.toContain(user.publicId);
        expect(listed).toHaveLength(all.length - users.length);
        expect((await getPage('pageSize=48')).totalCount).toBe(all.length - users.length);
        expect((await postPage(FEATURED_BUILDS_QUERY)).items.map((b) => b.publicId)).not.toContain(
          item.publicId,
        );
        const detail = preconfiguredBuildResponseSchema.parse(
          (await get(`preconfiguredbuild/${item.publicId}`)).json(),
        ).data;
        expect(detail.listed).toBe(false);
        // Add to Basket then reports the part, so the shopper gets 'Build with Errors'.
        const saved = completeResponseSchema.parse(
          dataOf(await client.post('completeBuildAndSave', inConfigurator(item))),
        );
        expect(saved.publicId).toBeNull();
        expect(saved.issues.map((i) => i.type)).toContain('retired');

        await reloadWith([{ ...gpu, pricePence: null }]);
        expect((await allBuilds()).map((b) => b.publicId)).not.toContain(item.publicId);
        const withdrawn = preconfiguredBuildResponseSchema.parse(
          (await get(`preconfiguredbuild/${item.publicId}`)).json(),
        ).data;
        expect(withdrawn.components.map((c) => c.id)).not.toContain(gpu.id);
      } finally {
        await reloadWith([gpu]);
      }
      expect((await allBuilds()).map((b) => b.publicId)).toContain(item.publicId);
    });
  });
});
