import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDCORES_ATTRIBUTION } from '../../domain/catalog/attribution';
import type { App } from '../app';
import { fixtureRow } from '../catalog/test-fixtures';
import { upsertProducts } from '../db/repositories/product-repository';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase, testDatabaseKinds } from '../db/test-db';
import { removeDist, templateDist, testApp } from '../test-support';

const INDEX = '<!doctype html><html><head><!--site-config--></head><body></body></html>';

function injectedConfig(body: string): { dataAttributions: string[] } {
  const match = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(body);
  return JSON.parse(match?.[1] ?? '{}') as { dataAttributions: string[] };
}

describe.each(testDatabaseKinds())('data attributions in the page (%s)', (kind) => {
  let database: DatabaseHandle;
  let dist: string;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dist = templateDist(INDEX);
    app = await testApp(database, { WEB_DIST_DIR: dist }, { catalog: { pollIntervalMs: 0 } });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    removeDist(dist);
  });

  it('owes no notice for the curated catalogue', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(injectedConfig(res.body).dataAttributions).toEqual([]);
  });

  it('credits BuildCores once its products are on sale, after the catalogue reloads', async () => {
    await upsertProducts(database.db, [
      { ...fixtureRow('gpu', 'bc-gpu-0000-test'), source: 'buildcores', externalId: '0000-test' },
    ]);
    await app.catalog.reload();
    const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(injectedConfig(res.body).dataAttributions).toEqual([BUILDCORES_ATTRIBUTION]);
  });
});
