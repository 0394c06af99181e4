import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FEATURED_BUILDS_QUERY,
  getBuildsBodySchema,
  getBuildsQuerySchema,
} from '../../../../domain/contracts/preconfigured-builds';
import { quickBuildsBody, quickBuildsQuery } from './getbuilds-input';

const FIELDS = ['featured', 'chipset', 'gameId', 'resolutionId', 'pageSize', 'pageNumber'];

const bodyValue = fc.oneof(
  fc.integer({ min: -3, max: 60 }),
  fc.constantFrom(1.5, -0, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e300, '1', '', 'true'),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS, 'extra', 'page'), bodyValue),
  fc.constantFrom<unknown>(null, [], 'featured', 3, [FEATURED_BUILDS_QUERY]),
);

const queryText = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '1',
    '2',
    '3',
    '-1',
    '1.5',
    ' 2 ',
    '0x2',
    '1e1',
    '48',
    '49',
    'abc',
    'true',
    'false',
    'Infinity',
    '9007199254740993',
    '-0',
  ),
  fc.integer({ min: -2, max: 60 }).map(String),
  fc.constant(['1', '2']),
);
const query = fc.dictionary(fc.constantFrom(...FIELDS, 'utm_source'), queryText);

describe('getbuilds input read without zod', () => {
  it('takes the home page’s body and the listing’s query on the quick path', () => {
    expect(quickBuildsBody(FEATURED_BUILDS_QUERY)).toEqual(FEATURED_BUILDS_QUERY);
    expect(
      quickBuildsQuery({
        chipset: '2',
        gameId: '12',
        resolutionId: '2',
        pageSize: '9',
        pageNumber: '1',
      }),
    ).toEqual({ chipset: 2, gameId: 12, resolutionId: 2, pageSize: 9, pageNumber: 1 });
    expect(quickBuildsQuery({ featured: '1' })).toEqual({ featured: true });
  });

  it('gives what getBuildsBodySchema gives, or leaves the body to it to refuse (property)', () => {
    fc.assert(
      fc.property(body, (data) => {
        const quick = quickBuildsBody(data);
        const parsed = getBuildsBodySchema.safeParse(data);
        if (quick !== null) expect(parsed).toEqual({ success: true, data: quick });
        // Every body zod accepts is taken on the quick path too: none pays for zod needlessly.
        else expect(parsed.success).toBe(false);
      }),
      { numRuns: 3_000 },
    );
  });

  it('gives what getBuildsQuerySchema gives, or leaves the query to it to refuse (property)', () => {
    fc.assert(
      fc.property(query, (data) => {
        const quick = quickBuildsQuery(data);
        const parsed = getBuildsQuerySchema.safeParse(data);
        if (quick !== null) expect(parsed).toEqual({ success: true, data: quick });
        else expect(parsed.success).toBe(false);
      }),
      { numRuns: 3_000 },
    );
  });
});
