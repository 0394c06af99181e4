/**
 * getbuilds' body and query read without zod: the listing's calls are the home page's and the
 * listing page's, and zod's object walk (with the query's preprocess and transform steps) was
 * a visible share of what such a call costs once the page itself is cached. Same rules as
 * getBuildsBodySchema and getBuildsQuerySchema (contracts/preconfigured-builds.ts), checked
 * against them by getbuilds-input.test.ts; anything these do not accept goes to zod.
 */
import type { z } from 'zod';
import {
  MAX_BUILDS_PAGE_SIZE,
  type GetBuildsBody,
  type getBuildsQuerySchema,
} from '../../../../domain/contracts/preconfigured-builds';

type GetBuildsQuery = z.output<typeof getBuildsQuerySchema>;
type Check = (value: unknown) => boolean;

const isChipset: Check = (v) => v === 0 || v === 1 || v === 2;
const isFilterId: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
const isPageSize: Check = (v) =>
  Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= MAX_BUILDS_PAGE_SIZE;
const isPageNumber: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 1;
const isBoolean: Check = (v) => typeof v === 'boolean';

/** Field, check, whether null is allowed (null or absent filters mean "any"). */
const BODY_FIELDS: readonly (readonly [keyof GetBuildsBody, Check, boolean])[] = [
  ['featured', isBoolean, true],
  ['chipset', isChipset, true],
  ['gameId', isFilterId, true],
  ['resolutionId', isFilterId, true],
  ['pageSize', isPageSize, false],
  ['pageNumber', isPageNumber, false],
];

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** The POST body as getBuildsBodySchema gives it (unknown fields dropped), or null for zod to judge. */
export function quickBuildsBody(data: unknown): GetBuildsBody | null {
  if (!isRecord(data)) return null;
  const body: Record<string, unknown> = {};
  for (const [field, check, nullable] of BODY_FIELDS) {
    const value = data[field];
    if (value === undefined) continue;
    if (value === null ? !nullable : !check(value)) return null;
    body[field] = value;
  }
  return body as GetBuildsBody;
}

const QUERY_NUMBERS: readonly (readonly [keyof GetBuildsQuery, Check])[] = [
  ['chipset', isChipset],
  ['gameId', isFilterId],
  ['resolutionId', isFilterId],
  ['pageSize', isPageSize],
  ['pageNumber', isPageNumber],
];

/** The query as getBuildsQuerySchema gives it (numbers coerced, featured a boolean), or null. */
export function quickBuildsQuery(data: unknown): GetBuildsQuery | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  const { featured } = raw;
  if (featured === 'true' || featured === '1') query.featured = true;
  else if (featured === 'false' || featured === '0') query.featured = false;
  else if (featured !== undefined) return null;
  for (const [field, check] of QUERY_NUMBERS) {
    const text = raw[field];
    if (text === undefined || text === '') continue;
    // A repeated parameter arrives as an array: zod refuses it, and words why.
    if (typeof text !== 'string') return null;
    const value = Number(text);
    if (!check(value)) return null;
    query[field] = value;
  }
  return query as GetBuildsQuery;
}
