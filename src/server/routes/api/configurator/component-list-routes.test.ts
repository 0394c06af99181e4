import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allBuildSetTypes } from '../../../../domain/catalog/build-set-types';
import type { Product } from '../../../../domain/catalog/specs';
import type { CaseItem, ComponentItem } from '../../../../domain/contracts/catalog';
import {
  expandCompactList,
  itemFactsOf,
  type CompactList,
} from '../../../../domain/contracts/compact-list';
import { productImageUrl } from '../../../../domain/catalog/media-urls';
import type { App } from '../../../app';
import { upsertProducts } from '../../../db/repositories/product-repository';
import { fixtureRow } from '../../../catalog/test-fixtures';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase, testDatabaseKinds } from '../../../db/test-db';
import { testApp } from '../../../test-support';
import {
  buildSetTypesResponseSchema,
  caseListResponseSchema,
  componentListResponseSchema,
} from './component-list-schemas';

const FIXTURES = [
  // Case A: two 120 mm mounts, none included. Case B: 9 x 120 and 5 x 140 mounts, 3 fans included.
  fixtureRow('case', 'case-test-a', {
    pricePence: 5000,
    specs: { caseSize: 1, fanMounts: { '120': 2, '140': 0 }, includedFans: 0 },
  }),
  fixtureRow('case', 'case-test-b', {
    pricePence: 9000,
    specs: { caseSize: 3, fanMounts: { '120': 9, '140': 5 }, includedFans: 3 },
  }),
  fixtureRow('case', 'case-test-full', {
    pricePence: 9000,
    specs: { caseSize: 2, fanMounts: { '120': 1, '140': 1 }, includedFans: 2 },
  }),
  fixtureRow('fans', 'fans-test-120-single', {
    specs: { sizeMm: 120, packSize: 1, maxNumAllowed: 6 },
  }),
  fixtureRow('fans', 'fans-test-120-3-pack', {
    specs: { sizeMm: 120, packSize: 3, maxNumAllowed: 3 },
  }),
  fixtureRow('fans', 'fans-test-140-single', {
    specs: { sizeMm: 140, packSize: 1, maxNumAllowed: 6 },
  }),
  fixtureRow('gpu', 'gpu-test-dot-brand', { brand: '.Zeta Graphics', pricePence: 100 }),
  fixtureRow('gpu', 'gpu-test-lower-brand', { brand: 'aardvark', pricePence: 999_999 }),
  fixtureRow('gpu', 'gpu-test-unpriced', { pricePence: null }),
  fixtureRow('coolingCpu', 'cooling-cpu-test-am5-only', { specs: { sockets: ['AM5'] } }),
  fixtureRow('coolingCpu', 'cooling-cpu-test-unknown-sockets', { specs: { sockets: null } }),
];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Grouped by brand (case-insensitive, alphabetical), ascending price within a brand. */
function expectBrandThenPrice(items: { brand: string; price: number }[]): void {
  for (let i = 1; i < items.length; i += 1) {
    const [a, b] = [items[i - 1]!, items[i]!];
    const brandOrder = collator.compare(a.brand, b.brand);
    expect(brandOrder, `${a.brand} before ${b.brand}`).toBeLessThanOrEqual(0);
    if (brandOrder === 0)
      expect(a.price, `${a.brand} prices ascending`).toBeLessThanOrEqual(b.price);
  }
}

describe.each(testDatabaseKinds())('component lists (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await testApp(database, {}, { catalog: { pollIntervalMs: 0 } });
    await upsertProducts(database.db, FIXTURES);
    await app.catalog.reload();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const list = async (url: string): Promise<ComponentItem[]> => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return componentListResponseSchema.parse(res.json()).data;
  };
  const ids = (items: { id: string }[]) => items.map((i) => i.id);
  const forSale = (predicate: (p: Product) => boolean) =>
    [...app.catalog.current.byId.values()]
      .filter((p) => p.stock.status !== 'retired' && predicate(p))
      .map((p) => p.id)
      .sort();

  it('lists every case, or the cases of one size, as case items', async () => {
    const all = caseListResponseSchema.parse(
      (await get('/api/configurator/allcasecomponents')).json(),
    ).data;
    expect(ids(all).sort()).toEqual(forSale((p) => p.category === 'case'));
    expect(
      ids(
        caseListResponseSchema.parse(
          (await get('/api/configurator/allcasecomponents?caseSize=0')).json(),
        ).data,
      ),
    ).toEqual(ids(all));
    for (const size of [1, 2, 3, 4] as const) {
      const sized: CaseItem[] = caseListResponseSchema.parse(
        (await get(`/api/configurator/allcasecomponents?caseSize=${size}`)).json(),
      ).data;
      expect(sized.length).toBeGreaterThan(0);
      expect(sized.every((c) => c.caseSize === size)).toBe(true);
    }
    const a = all.find((c) => c.id === 'case-test-a');
    expect(a).toMatchObject({ category: 'case', caseSize: 1, price: 50 });
    expect(a?.imagery.gallery.length).toBeGreaterThanOrEqual(4);
  });

  it('never offers a retired part (i9-13900K, RTX 4070 SUPER FE, Ryzen 7 5800X3D) in a list', async () => {
    const retired = [...app.catalog.current.byId.values()].filter(
      (p) => p.stock.status === 'retired',
    );
    expect(retired.map((p) => p.id)).toEqual(
      expect.arrayContaining([
        'cpu-intel-core-i9-13900k',
        'gpu-nvidia-geforce-rtx-4070-super-founders-edition',
        'cpu-amd-ryzen-7-5800x3d',
      ]),
    );
    const offered = new Set([
      ...ids(await list('/api/configurator/allcpucomponents')),
      ...ids(await list('/api/configurator/allgpucomponents')),
      ...ids(
        caseListResponseSchema.parse((await get('/api/configurator/allcasecomponents')).json())
          .data,
      ),
    ]);
    for (const part of retired) expect(offered.has(part.id), part.id).toBe(false);
  });

  it('answers one case by id, 404 for an unknown id and 400 without one', async () => {
    const res = await get('/api/configurator/casecomponent?id=case-test-b');
    expect(res.json().data).toMatchObject({ id: 'case-test-b', caseSize: 3, price: 90 });
    const unknown = await get('/api/configurator/casecomponent?id=no-such-case');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ errorCode: 'not_found', properties: ['id'] });
    const missing = await get('/api/configurator/casecomponent');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].properties).toEqual(['id']);
  });

  it('filters processors by chipset (1 Intel, 2 AMD, 0 or absent all)', async () => {
    const all = await list('/api/configurator/allcpucomponents');
    expect(ids(all).sort()).toEqual(forSale((p) => p.category === 'cpu'));
    expect(ids(await list('/api/configurator/allcpucomponents?chipset=0'))).toEqual(ids(all));
    const intel = await list('/api/configurator/allcpucomponents?chipset=1');
    const amd = await list('/api/configurator/allcpucomponents?chipset=2');
    expect(ids(intel).sort()).toEqual(
      forSale((p) => p.category === 'cpu' && p.specs.vendor === 'intel'),
    );
    expect(ids(amd).sort()).toEqual(
      forSale((p) => p.category === 'cpu' && p.specs.vendor === 'amd'),
    );
    expect(intel.length).toBeGreaterThan(0);
    expect(amd.length).toBeGreaterThan(0);
    expectBrandThenPrice(all);
  });

  it('filters motherboards by chipset and by the form factors cases of that size take', async () => {
    const all = await list('/api/configurator/allmotherboardcomponents');
    expect(ids(all).sort()).toEqual(forSale((p) => p.category === 'motherboard'));
    expect(
      ids(await list('/api/configurator/allmotherboardcomponents?caseSize=0&chipset=0')),
    ).toEqual(ids(all));
    const products = [...app.catalog.current.byId.values()];
    for (const caseSize of [1, 2] as const) {
      const fits = new Set(
        products.flatMap((p) =>
          p.category === 'case' && p.specs.caseSize === caseSize
            ? (p.specs.supportedBoards ?? [])
            : [],
        ),
      );
      const amd = await list(
        `/api/configurator/allmotherboardcomponents?caseSize=${caseSize}&chipset=2`,
      );
      const expected = forSale(
        (p) =>
          p.category === 'motherboard' &&
          p.specs.vendor === 'amd' &&
          p.specs.formFactor !== null &&
          fits.has(p.specs.formFactor),
      );
      expect(ids(amd).sort()).toEqual(expected);
    }
    // Mini towers take no ATX board: the list for them is smaller than for mid towers.
    const mini = await list('/api/configurator/allmotherboardcomponents?caseSize=1&chipset=1');
    const mid = await list('/api/configurator/allmotherboardcomponents?caseSize=2&chipset=1');
    expect(mini.length).toBeLessThan(mid.length);
    expectBrandThenPrice(all);
  });

  it.each(['memory', 'gpu', 'storage', 'psu'])(
    'lists every %s for sale, brand then price',
    async (category) => {
      const items = await list(`/api/configurator/all${category}components`);
      expect(ids(items).sort()).toEqual(forSale((p) => p.category === category));
      expect(items.every((i) => i.category === category && i.isCompatible === null)).toBe(true);
      expectBrandThenPrice(items);
    },
  );

  it('sorts graphics cards by display brand: a leading dot is stripped, case is ignored', async () => {
    const items = await list('/api/configurator/allgpucomponents');
    expect(items[0]).toMatchObject({
      id: 'gpu-test-lower-brand',
      brand: 'aardvark',
      price: 9999.99,
    });
    const dotted = items.find((i) => i.id === 'gpu-test-dot-brand');
    expect(dotted).toMatchObject({ brand: 'Zeta Graphics', price: 1 });
    expect(items[items.length - 1]?.brand).toBe('Zeta Graphics');
    expect(items.some((i) => i.brand.startsWith('.'))).toBe(false);
  });

  it('never lists unpriced products', async () => {
    const items = await list('/api/configurator/allgpucomponents');
    expect(ids(items)).not.toContain('gpu-test-unpriced');
  });

  it('lists operating systems, matching the path case-insensitively', async () => {
    const items = await list('/api/configurator/allOperatingSystemComponents');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.category === 'os')).toBe(true);
    expect(ids(await list('/api/configurator/alloperatingsystemcomponents'))).toEqual(ids(items));
    expect(ids(await list('/API/Configurator/AllGpuComponents'))).toEqual(
      ids(await list('/api/configurator/allgpucomponents')),
    );
  });

  it('filters CPU coolers by the sockets of the chipset vendor, keeping coolers of unknown sockets', async () => {
    const all = await list('/api/configurator/allcpucoolingcomponents');
    expect(ids(all).sort()).toEqual(forSale((p) => p.category === 'coolingCpu'));
    const intel = ids(await list('/api/configurator/allcpucoolingcomponents?chipset=1'));
    const amd = ids(await list('/api/configurator/allcpucoolingcomponents?chipset=2'));
    expect(intel).not.toContain('cooling-cpu-test-am5-only');
    expect(amd).toContain('cooling-cpu-test-am5-only');
    expect(intel).toContain('cooling-cpu-test-unknown-sockets');
    expect(amd).toContain('cooling-cpu-test-unknown-sockets');
    expect(intel.length).toBeLessThan(all.length);
  });

  it('lists the fans that fit a case, with how many packs fit its free mounts', async () => {
    const packs = async (caseId: string) =>
      Object.fromEntries(
        (await list(`/api/configurator/allcasecoolingcomponents?caseId=${caseId}`)).map((i) => [
          i.id,
          i.maxNumAllowed,
        ]),
      );
    const a = await packs('case-test-a');
    expect(a['fans-test-120-single']).toBe(2);
    expect(a['fans-test-120-3-pack']).toBe(1);
    expect(a).not.toHaveProperty('fans-test-140-single');
    const b = await packs('case-test-b');
    expect(b['fans-test-120-single']).toBe(6);
    expect(b['fans-test-120-3-pack']).toBe(2);
    expect(b['fans-test-140-single']).toBe(2);
    const full = await packs('case-test-full');
    expect(full).toEqual({});
  });

  it('answers 400 without a caseId and 404 for an unknown case', async () => {
    const missing = await get('/api/configurator/allcasecoolingcomponents');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].properties).toEqual(['caseId']);
    const unknown = await get('/api/configurator/allcasecoolingcomponents?caseId=no-such-case');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].properties).toEqual(['caseId']);
    const notACase = await get(
      '/api/configurator/allcasecoolingcomponents?caseId=gpu-test-dot-brand',
    );
    expect(notACase.statusCode).toBe(404);
  });

  it.each(['soundcard', 'networking'])(
    'lists %s options with the onboard option first',
    async (category) => {
      const items = await list(`/api/configurator/all${category}components`);
      expect(items[0]).toMatchObject({ id: `${category}-onboard`, brand: 'Onboard' });
      expect(items.length).toBeGreaterThan(1);
      expectBrandThenPrice(items.slice(1));
    },
  );

  it('lists the build set types with their budget bands in pounds', async () => {
    const res = await get('/api/configurator/allBuildSetTypes');
    const types = buildSetTypesResponseSchema.parse(res.json()).data;
    expect(ids(types)).toEqual(allBuildSetTypes.map((t) => t.id));
    expect(types[0]).toEqual({
      id: allBuildSetTypes[0]!.id,
      name: allBuildSetTypes[0]!.name,
      description: allBuildSetTypes[0]!.description,
      minPrice: allBuildSetTypes[0]!.budget.minPence / 100,
      maxPrice: allBuildSetTypes[0]!.budget.maxPence / 100,
    });
  });

  it.each([
    ['/api/configurator/allcasecomponents?caseSize=7', 'caseSize'],
    ['/api/configurator/allcasecomponents?caseSize=x', 'caseSize'],
    ['/api/configurator/allcpucomponents?chipset=x', 'chipset'],
    ['/api/configurator/allcpucomponents?chipset=3', 'chipset'],
    ['/api/configurator/allmotherboardcomponents?caseSize=2&chipset=9', 'chipset'],
    ['/api/configurator/allmotherboardcomponents?caseSize=-1&chipset=1', 'caseSize'],
    ['/api/configurator/allcpucoolingcomponents?chipset=1.5', 'chipset'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].properties).toEqual([field]);
  });

  it('lets clients cache lists for a minute and revalidate with the ETag', async () => {
    const first = await get('/api/configurator/allmemorycomponents');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get('/api/configurator/allmemorycomponents', {
      'if-none-match': etag,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const otherTag = await get('/api/configurator/allmemorycomponents', {
      'if-none-match': '"stale"',
    });
    expect(otherTag.statusCode).toBe(200);
  });

  it('shows a changed catalogue after a reload, with a new ETag', async () => {
    const before = await get('/api/configurator/allgpucomponents');
    await upsertProducts(database.db, [
      fixtureRow('gpu', 'gpu-test-dot-brand', { brand: '.Zeta Graphics', pricePence: 12_345 }),
    ]);
    expect(await app.catalog.reload()).toBe(true);
    const after = await get('/api/configurator/allgpucomponents', {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const items = componentListResponseSchema.parse(after.json()).data;
    expect(items.find((i) => i.id === 'gpu-test-dot-brand')?.price).toBe(123.45);
  });

  describe('view=compact', () => {
    const compactOf = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      return { res, list: (res.json() as { data: CompactList }).data };
    };

    it.each([
      ['/api/configurator/allgpucomponents', 'gpu'],
      ['/api/configurator/allcpucoolingcomponents?chipset=2', 'coolingCpu'],
      ['/api/configurator/allcasecoolingcomponents?caseId=case-test-b', 'fans'],
      ['/api/configurator/allmotherboardcomponents?caseSize=2&chipset=1', 'motherboard'],
    ] as const)('%s answers the same items as columns', async (url, category) => {
      const spec = await list(url);
      const { list: compact } = await compactOf(
        `${url}${url.includes('?') ? '&' : '?'}view=compact`,
      );
      expect(compact.version).toBe(app.catalog.current.version);
      // Beside the spec's fields: each part's key specs, and its stock when not in stock.
      const factsOf = (id: string) => {
        const product = app.catalog.current.byId.get(id);
        if (!product) throw new Error(`${id} is not in the catalogue`);
        const { keySpecs, stock } = itemFactsOf(product);
        return stock ? { keySpecs, stock } : { keySpecs };
      };
      expect(expandCompactList(compact, category)).toEqual(
        spec.map((item) => ({ ...item, shortName: item.longName, ...factsOf(item.id) })),
      );
      expect(compact.keySpecs?.some((line) => line !== '')).toBe(true);
    });

    it('leaves out what the client can derive: category, default image URLs, empty columns', async () => {
      const { res, list: compact } = await compactOf(
        '/api/configurator/allgpucomponents?view=compact',
      );
      expect(res.body).not.toContain('"category"');
      // Only the image URLs that are not the default /media/products/{id}.svg are sent.
      const spec = await list('/api/configurator/allgpucomponents');
      const custom = spec.flatMap((item, i) =>
        item.imageUrl === productImageUrl(item.id) ? [] : [String(i)],
      );
      expect(custom.length).toBeLessThan(spec.length);
      expect(Object.keys(compact.imageUrl ?? {})).toEqual(custom);
      expect(compact.maxNumAllowed).toBeUndefined();
      expect(compact.brands.length).toBeLessThanOrEqual(compact.id.length);
      const fans = await compactOf(
        '/api/configurator/allcasecoolingcomponents?caseId=case-test-b&view=compact',
      );
      expect(fans.list.maxNumAllowed?.length).toBe(fans.list.id.length);
    });

    it('is cached with its own ETag, revalidated with 304, compressed once per catalogue version', async () => {
      const url = '/api/configurator/allmemorycomponents?view=compact';
      const first = await get(url);
      const spec = await get('/api/configurator/allmemorycomponents');
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).not.toBe(String(spec.headers.etag));
      const revalidated = await get(url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      const br = await get(url, { 'accept-encoding': 'br' });
      if (first.rawPayload.length >= 1024) {
        expect(br.headers['content-encoding']).toBe('br');
        expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(first.json());
      }
      expect(
        (await get(url, { 'if-none-match': String(br.headers.etag), 'accept-encoding': 'br' }))
          .statusCode,
      ).toBe(304);
    });

    it('answers 400 for an unknown view', async () => {
      expect((await get('/api/configurator/allgpucomponents?view=full')).statusCode).toBe(400);
    });
  });
});
