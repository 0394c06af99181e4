import { describe, expect, it } from 'vitest';
import { productIdSchema } from '../../../domain/catalog/specs';
import { seedCatalog } from '../../db/seed/catalog/seed-catalog';
import { fixtureRow } from '../../catalog/test-fixtures';
import { ProductIdAssigner, shortIdPrefix } from './product-ids';

const uuid = (n: number) => `0000000${n}-61f0-4057-ad9d-9aaea84645d0`;

/** A row as the BuildCores mapper makes it: its id is the source's own key. */
const buildcoresRow = (kind: 'gpu' | 'case', n: number) =>
  fixtureRow(kind, `bc-${kind}-${uuid(n)}`, {
    source: 'buildcores',
    externalId: uuid(n),
    longName: `Part ${n}`,
  });

describe('ProductIdAssigner', () => {
  it('numbers new products per kind in the order they come, and ids pass the product id schema', () => {
    const ids = new ProductIdAssigner([]);
    const assigned = [
      buildcoresRow('gpu', 1),
      buildcoresRow('case', 2),
      buildcoresRow('gpu', 3),
      fixtureRow('memory', 'pp-memory-g-skill-flare-x5-32-gb-1a2b3c4d', {
        source: 'pc-part-dataset',
        externalId: 'pp-memory-g-skill-flare-x5-32-gb-1a2b3c4d',
      }),
    ].map((row) => ids.assign(row).id);
    expect(assigned).toEqual(['bc-gpu-1', 'bc-case-1', 'bc-gpu-2', 'pp-memory-1']);
    for (const id of assigned) expect(productIdSchema.safeParse(id).success, id).toBe(true);
  });

  it('points the generated art at the new id (a case: main image and every gallery angle)', () => {
    const row = new ProductIdAssigner([]).assign(buildcoresRow('case', 2));
    expect(row.imageUrl).toBe('/media/cases/bc-case-1/main.svg');
    expect(row.imagery?.mainImage).toBe('/media/cases/bc-case-1/main.svg');
    expect(row.imagery?.gallery).toContain('/media/cases/bc-case-1/interior.svg');
    expect(row.externalId).toBe(uuid(2));
    expect(new ProductIdAssigner([]).assign(buildcoresRow('gpu', 1)).imageUrl).toBe(
      '/media/products/bc-gpu-1.svg',
    );
  });

  it('keeps the stored id of a known product, short or long, and numbers past every stored short id', () => {
    const ids = new ProductIdAssigner([
      { id: 'bc-gpu-4', source: 'buildcores', externalId: uuid(1) },
      { id: `bc-gpu-${uuid(2)}`, source: 'buildcores', externalId: uuid(2) },
      // A short-looking id of another source still takes its number.
      { id: 'bc-gpu-9', source: 'json', externalId: 'bc-gpu-9' },
      { id: 'pp-gpu-20', source: 'pc-part-dataset', externalId: 'pp-gpu-x-1a2b3c4d' },
    ]);
    expect(ids.assign(buildcoresRow('gpu', 1)).id).toBe('bc-gpu-4');
    const long = buildcoresRow('gpu', 2);
    expect(ids.assign(long)).toBe(long);
    expect(ids.assign(buildcoresRow('gpu', 3)).id).toBe('bc-gpu-10');
    expect(ids.assign(buildcoresRow('gpu', 3)).id).toBe('bc-gpu-10');
    expect(ids.assign(buildcoresRow('case', 5)).id).toBe('bc-case-1');
  });

  it('leaves the ids of the JSON format as written, even ones shaped like a dataset key', () => {
    const row = fixtureRow('os', 'os-windows-11-home', { source: 'json' });
    expect(new ProductIdAssigner([]).assign(row)).toBe(row);
    const datasetShaped = fixtureRow('gpu', `bc-gpu-${uuid(1)}`, { source: 'json' });
    expect(new ProductIdAssigner([]).assign(datasetShaped)).toBe(datasetShaped);
    expect(shortIdPrefix('os-windows-11-home')).toBeNull();
    expect(shortIdPrefix(`bc-network-${uuid(1)}`)).toBe('bc-network');
  });

  it('cannot collide with the curated catalogue: no seed id has a dataset prefix', () => {
    expect(seedCatalog.filter((p) => shortIdPrefix(p.id) !== null)).toEqual([]);
  });
});
