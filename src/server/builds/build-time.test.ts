import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalog/specs';
import { curatedOf } from '../catalog/test-fixtures';
import {
  ASSEMBLY_WORKING_DAYS,
  buildTimeDays,
  isoDate,
  RESTOCK_WORKING_DAYS,
  toBuildTime,
  workingDaysBetween,
} from './build-time';
import { isPublicId, newPublicId } from './public-id';

const MONDAY = '2026-11-23';
const gpu = (stock: Product['stock'], leadTimeDays?: number): Product => ({
  ...curatedOf('gpu'),
  stock,
  ...(leadTimeDays === undefined ? {} : { leadTimeDays }),
});

describe('build time', () => {
  it('counts working days after today up to the date, skipping weekends', () => {
    expect(workingDaysBetween(MONDAY, MONDAY)).toBe(0);
    expect(workingDaysBetween(MONDAY, '2026-11-27')).toBe(4); // Tue..Fri
    expect(workingDaysBetween(MONDAY, '2026-11-29')).toBe(4); // the weekend adds nothing
    expect(workingDaysBetween(MONDAY, '2026-11-30')).toBe(5);
    expect(workingDaysBetween(MONDAY, '2026-11-20')).toBe(0);
  });

  it('is assembly by case size plus the longest wait for a part', () => {
    expect(buildTimeDays([], 4, MONDAY)).toBe(ASSEMBLY_WORKING_DAYS[4]);
    expect(buildTimeDays([gpu({ status: 'in-stock' }, 2), null], 2, MONDAY)).toBe(
      ASSEMBLY_WORKING_DAYS[2] + 2,
    );
    expect(
      buildTimeDays(
        [gpu({ status: 'preorder', expectedDate: '2026-11-30' }), gpu({ status: 'in-stock' }, 2)],
        3,
        MONDAY,
      ),
    ).toBe(ASSEMBLY_WORKING_DAYS[3] + 5);
  });

  it('waits a restock estimate for a part out of stock or a pre-order past its date, and nothing for a retired part', () => {
    expect(buildTimeDays([gpu({ status: 'temp-unavailable' })], 2, MONDAY)).toBe(
      ASSEMBLY_WORKING_DAYS[2] + RESTOCK_WORKING_DAYS,
    );
    expect(
      buildTimeDays([gpu({ status: 'preorder', expectedDate: '2026-11-01' })], 2, MONDAY),
    ).toBe(ASSEMBLY_WORKING_DAYS[2] + RESTOCK_WORKING_DAYS);
    expect(buildTimeDays([gpu({ status: 'retired' }, 30)], 2, MONDAY)).toBe(
      ASSEMBLY_WORKING_DAYS[2],
    );
  });

  it('says it in words and reads today from the clock in UTC', () => {
    expect(toBuildTime(1)).toEqual({ workingDays: 1, text: '1 working day' });
    expect(toBuildTime(7).text).toBe('7 working days');
    expect(isoDate(Date.parse('2026-11-23T23:59:59Z'))).toBe(MONDAY);
    expect(isoDate(Date.parse('2026-11-24T00:00:00Z'))).toBe('2026-11-24');
    expect(isoDate(Date.parse('2026-11-23T00:00:00Z'))).toBe(MONDAY);
  });
});

describe('public ids', () => {
  it('are 16 URL-safe characters (96 random bits) and never repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newPublicId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isPublicId(id) && /^[A-Za-z0-9_-]{16}$/.test(id)).toBe(true);
    expect(isPublicId('short')).toBe(false);
    expect(isPublicId('AAAAAAAAAAAAAAA/')).toBe(false);
  });
});
