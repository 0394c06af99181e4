import { describe, expect, it } from 'vitest';
import { validationResponseSchema } from '../../../../domain/contracts/build';
import {
  partSearchResponseSchema,
  partsThatFitResponseSchema,
  type PartSearch,
} from '../../../../domain/contracts/part-search';
import { testDatabaseKinds } from '../../../db/test-db';
import { AMD_HIGH_END, appUnderTest, dataOf, SOCKET_MISMATCH } from './test-builds';

describe.each(testDatabaseKinds())('part search and parts that fit (%s)', (kind) => {
  const under = appUnderTest(kind);

  const search = async (query: string, build: object = AMD_HIGH_END): Promise<PartSearch> =>
    partSearchResponseSchema.parse((await under.client.post(`searchparts?${query}`, build)).json())
      .data;
  const ids = (answer: PartSearch) => answer.items.map((item) => item.id);

  it('answers a whole list: every part on sale but the retired ones, with key specs and stock', async () => {
    const answer = await search('field=gpu&pageSize=100');
    const listed = dataOf<{ id: string }[]>(
      await under.client.get('configurator/allgpucomponents'),
    );
    const retired = 'gpu-nvidia-geforce-rtx-4070-super-founders-edition';
    expect(ids(answer)).not.toContain(retired);
    expect(new Set(ids(answer))).toEqual(
      new Set(listed.map((p) => p.id).filter((id) => id !== retired)),
    );
    expect(answer.total).toBe(answer.items.length);
    const founders = answer.items.find(
      (i) => i.id === 'gpu-nvidia-geforce-rtx-5090-founders-edition',
    );
    expect(founders?.stock).toEqual({ status: 'preorder', expectedDate: '2026-12-19' });
    expect(founders?.keySpecs).toBe('GeForce RTX 5090 · 32 GB · 304 mm long');
  });

  it('finds a part by its specs', async () => {
    expect(ids(await search('field=gpu&q=4060%208GB'))).toContain(
      'gpu-gigabyte-geforce-rtx-4060-windforce-oc',
    );
    const boards = await search('field=motherboard&q=B650%20AM5');
    expect(boards.total).toBeGreaterThan(0);
    for (const board of boards.items) expect(board.keySpecs).toMatch(/^AM5 · B650/);
  });

  it('counts add up: each facet’s values and unknowns make the total, and a value’s count is what choosing it gives', async () => {
    for (const field of [
      'cpu',
      'motherboard',
      'memory',
      'gpu',
      'storage',
      'psu',
      'coolingCpu',
      'fans',
    ]) {
      const answer = await search(`field=${field}&pageSize=100`);
      expect(answer.facets.length, field).toBeGreaterThan(0);
      for (const facet of answer.facets) {
        const sum = facet.values.reduce((n, v) => n + v.count, 0) + facet.unknown;
        expect(sum, `${field} ${facet.key}`).toBe(answer.total);
        const first = facet.values.find((v) => v.count > 0);
        if (!first) continue;
        const narrowed = await search(
          `field=${field}&filter=${encodeURIComponent(`${facet.key}:${first.value}`)}`,
        );
        expect(narrowed.total, `${field} ${facet.key}:${first.value}`).toBe(first.count);
      }
    }
  });

  it('filters by price, and reports the price range of what the rest of the query matches', async () => {
    const all = await search('field=gpu&pageSize=100');
    const answer = await search('field=gpu&minPrice=300&maxPrice=700&pageSize=100');
    expect(answer.items.every((i) => i.price >= 300 && i.price <= 700)).toBe(true);
    expect(answer.total).toBe(all.items.filter((i) => i.price >= 300 && i.price <= 700).length);
    expect(answer.priceRange).toEqual(all.priceRange);
  });

  it('hides what the build cannot take, and says how many', async () => {
    const all = await search('field=motherboard&pageSize=100', SOCKET_MISMATCH);
    const greyed = all.items.filter((i) => i.isCompatible === false);
    expect(greyed.length).toBeGreaterThan(0);
    expect(all.incompatible).toBe(greyed.length);
    for (const board of greyed) expect(board.reason).toMatch(/this motherboard/i);
    const compatible = await search(
      'field=motherboard&pageSize=100&compatible=true',
      SOCKET_MISMATCH,
    );
    expect(compatible.total).toBe(all.total - greyed.length);
    expect(compatible.items.some((i) => i.isCompatible === false)).toBe(false);
    expect(compatible.incompatible).toBe(greyed.length);
  });

  it('sorts by price or by name within the brand grouping', async () => {
    for (const sort of ['price', 'name'] as const) {
      const answer = await search(`field=memory&pageSize=100&sort=${sort}`);
      const brands = answer.items.map((i) => i.brand.toLowerCase());
      expect(brands, sort).toEqual([...brands].sort());
      for (let i = 1; i < answer.items.length; i += 1) {
        const [a, b] = [answer.items[i - 1], answer.items[i]];
        if (a?.brand !== b?.brand || !a || !b) continue;
        if (sort === 'price') expect(a.price).toBeLessThanOrEqual(b.price);
        else expect(a.longName.toLowerCase() <= b.longName.toLowerCase()).toBe(true);
      }
    }
  });

  it('pages: every part once across the pages, a short last page, an empty page past the end', async () => {
    const all = await search('field=storage&pageSize=100');
    const pageSize = 3;
    const pageCount = Math.ceil(all.total / pageSize);
    const seen: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      const answer = await search(`field=storage&pageSize=${pageSize}&page=${page}`);
      expect(answer.pageCount).toBe(pageCount);
      expect(answer.items.length).toBe(
        page < pageCount ? pageSize : all.total - pageSize * (pageCount - 1),
      );
      seen.push(...ids(answer));
    }
    expect(seen).toEqual(ids(all));
    const past = await search(`field=storage&pageSize=${pageSize}&page=${pageCount + 1}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it.each([
    ['no field', 'q=4060', ['field']],
    ['a field that lists nothing', 'field=chipset', ['field']],
    ['page 0', 'field=gpu&page=0', ['page']],
    ['a page that is not a number', 'field=gpu&page=two', ['page']],
    ['page size 0', 'field=gpu&pageSize=0', ['pageSize']],
    ['page size over 100', 'field=gpu&pageSize=101', ['pageSize']],
    ['a negative price', 'field=gpu&minPrice=-1', ['minPrice']],
    [
      'a minimum above the maximum',
      'field=gpu&minPrice=500&maxPrice=100',
      ['minPrice', 'maxPrice'],
    ],
    ['an unknown sort', 'field=gpu&sort=rating', ['sort']],
    ['a switch that is not true or false', 'field=gpu&compatible=yes', ['compatible']],
    ['a filter of another category', 'field=gpu&filter=socket:AM5', ['filter']],
    ['a filter without a value', 'field=gpu&filter=vram', ['filter']],
    ['words over 100 characters', `field=gpu&q=${'a'.repeat(101)}`, ['q']],
  ])('400 for %s', async (_, query, properties) => {
    const res = await under.client.post(`searchparts?${query}`, AMD_HIGH_END);
    expect(res.statusCode, res.body).toBe(400);
    const { errors } = res.json() as { errors: { properties: string[] }[] };
    expect(errors.flatMap((e) => e.properties)).toEqual(expect.arrayContaining(properties));
  });

  it('400 for a build naming a part we do not sell, 403 without the anti-forgery token', async () => {
    const bad = await under.client.post('searchparts?field=gpu', {
      ...AMD_HIGH_END,
      cpu: 'cpu-none',
    });
    expect(bad.statusCode).toBe(400);
    const forged = await under.app.inject({
      method: 'POST',
      url: '/api/configurator/searchparts?field=gpu',
      payload: AMD_HIGH_END,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('lists parts that fix a conflict: in stock, cheapest first, and the total moves by the difference shown', async () => {
    const before = validationResponseSchema.parse(
      dataOf(await under.client.post('validate', SOCKET_MISMATCH)),
    );
    const conflict = before.issues.find((i) => i.type === 'error' && i.route === 'motherboard');
    expect(conflict, 'the build has a socket conflict').toBeDefined();
    const answer = partsThatFitResponseSchema.parse(
      (await under.client.post('partsthatfit?field=motherboard', SOCKET_MISMATCH)).json(),
    ).data;
    expect(answer.current?.id).toBe(SOCKET_MISMATCH.motherboard);
    expect(answer.parts.length).toBeGreaterThan(0);
    expect(answer.parts.length).toBeLessThanOrEqual(3);
    const prices = answer.parts.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const part of answer.parts) {
      expect(part.stock.status).toBe('in-stock');
      const after = validationResponseSchema.parse(
        dataOf(await under.client.post('validate', { ...SOCKET_MISMATCH, motherboard: part.id })),
      );
      const named = [...after.issues, ...after.warnings].filter(
        (i) => i.mainComponent === part.id || [i.connectingComponent].flat().includes(part.id),
      );
      expect(named).toEqual([]);
      expect(Math.round((after.totalCost - before.totalCost) * 100)).toBe(
        Math.round(part.priceDifference * 100),
      );
    }
  });

  it('both calls are in the OpenAPI document with their query fields', async () => {
    const doc = (await under.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, { post?: { parameters?: { name: string; in: string }[] } }>;
    };
    const names = (path: string) =>
      (doc.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names('/api/configurator/searchparts')).toEqual(
      expect.arrayContaining([
        'field',
        'q',
        'filter',
        'minPrice',
        'compatible',
        'sort',
        'page',
        'pageSize',
      ]),
    );
    expect(names('/api/configurator/partsthatfit')).toEqual(['field', 'limit']);
  });

  it('shows parts that fit an empty field, and refuses bad options', async () => {
    const answer = partsThatFitResponseSchema.parse(
      (
        await under.client.post('partsthatfit?field=gpu&limit=2', { ...AMD_HIGH_END, gpu: null })
      ).json(),
    ).data;
    expect(answer.current).toBeNull();
    expect(answer.parts.length).toBe(2);
    for (const part of answer.parts) expect(part.priceDifference).toBe(part.price);
    for (const query of ['field=chipset', 'field=gpu&limit=0', 'field=gpu&limit=11', ''])
      expect(
        (await under.client.post(`partsthatfit?${query}`, AMD_HIGH_END)).statusCode,
        query,
      ).toBe(400);
  });
});
