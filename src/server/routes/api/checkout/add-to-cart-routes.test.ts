import { describe, expect, it } from 'vitest';
import { completeResponseSchema, saveResponseSchema } from '../../../../domain/contracts/build-api';
import { testDatabaseKinds } from '../../../db/test-db';
import { AMD_HIGH_END, appUnderTest, dataOf } from '../configurator-builds/test-builds';
import { basketUrlFor } from './add-to-cart-routes';

const BASKET_URL = 'https://shop.example/basket?from=configurator';

describe.each(testDatabaseKinds())('GET /api/checkout/add-to-cart/{publicId} (%s)', (kind) => {
  const under = appUnderTest(kind, { BASKET_URL });

  const addToCart = (id: string) =>
    under.app.inject({ method: 'GET', url: `/api/checkout/add-to-cart/${id}` });

  it('sends a complete build without issues to the retail basket with its publicId', async () => {
    const { publicId } = completeResponseSchema.parse(
      dataOf(await under.client.post('completeBuildAndSave', AMD_HIGH_END)),
    );
    const res = await addToCart(publicId ?? '');
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe('https://shop.example/basket');
    expect(target.searchParams.get('build')).toBe(publicId);
    expect(target.searchParams.get('from')).toBe('configurator');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends a saved build that is not complete back to its overview page', async () => {
    // Saved without a memory kit: fine to share, but the basket needs a complete build.
    const { pcBuildPublicId } = saveResponseSchema.parse(
      dataOf(await under.client.post('SaveLocalBuild', { ...AMD_HIGH_END, memory: null })),
    );
    const res = await addToCart(pcBuildPublicId ?? '');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/build-overview/${pcBuildPublicId}`);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'nope']) {
      const res = await addToCart(id);
      expect(res.statusCode).toBe(404);
      expect((res.json() as { errors: { errorCode: string }[] }).errors[0]?.errorCode).toBe(
        'not_found',
      );
    }
  });
});

describe('basketUrlFor', () => {
  it('adds the build to the basket URL, encoded, keeping its own query', () => {
    expect(basketUrlFor('https://shop.example/basket', 'ab-_CD12ab-_CD12')).toBe(
      'https://shop.example/basket?build=ab-_CD12ab-_CD12',
    );
    expect(basketUrlFor('https://shop.example/b?x=1', 'a+b')).toBe(
      'https://shop.example/b?x=1&build=a%2Bb',
    );
  });
});
