import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatPounds,
  formatPriceDifference,
  multiplyPence,
  pence,
  penceToPounds,
  poundsToPence,
  sumPence,
  ZERO_PENCE,
  type Pence,
} from './pence';

describe('formatPounds', () => {
  it.each([
    [0, '£0.00'],
    [99, '£0.99'],
    [100, '£1.00'],
    [100000, '£1,000.00'],
    [123456, '£1,234.56'],
    [123456789, '£1,234,567.89'],
  ])('formats %i pence as %s', (amount, text) => {
    expect(formatPounds(pence(amount))).toBe(text);
  });

  it("writes what Intl's en-GB pound format writes, negatives included", () => {
    const intl = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [-123456, -5, 1, 10, 999, 1000, 99999, 100001, 987654321, 100000000000];
    for (const amount of amounts) {
      expect(formatPounds(pence(amount))).toBe(intl.format(amount / 100));
    }
  });
});

describe('penceToPounds', () => {
  it.each([
    [0, 0],
    [99, 0.99],
    [100000, 1000],
    [123456789, 1234567.89],
    [12999, 129.99],
  ])('turns %i pence into %d pounds', (amount, pounds) => {
    expect(penceToPounds(pence(amount))).toBe(pounds);
  });

  it('gives the two-decimal number toFixed(2) gives, for every amount up to £10,000 and samples beyond', () => {
    const viaText = (amount: number) => Number((amount / 100).toFixed(2));
    for (let amount = -10_000; amount <= 1_000_000; amount += 1) {
      if (penceToPounds(amount as Pence) !== viaText(amount)) expect(amount).toBe('agreeing');
    }
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(penceToPounds(pence(amount))).toBe(viaText(amount));
      }),
      { numRuns: 20_000 },
    );
    expect(Object.is(penceToPounds(pence(-0)), 0)).toBe(true);
  });
});

describe('poundsToPence', () => {
  it('rounds away float noise', () => {
    expect(poundsToPence(129.99)).toBe(12999);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    expect(poundsToPence(1234567.89)).toBe(123456789);
  });
});

describe('pence', () => {
  it('refuses fractions and non-numbers', () => {
    expect(() => pence(1.5)).toThrow(RangeError);
    expect(() => pence(Number.NaN)).toThrow(RangeError);
  });
});

describe('sums', () => {
  it('adds amounts and multiplies by quantity', () => {
    expect(sumPence([])).toBe(ZERO_PENCE);
    expect(sumPence([pence(99), pence(1), pence(100000)])).toBe(100100);
    expect(multiplyPence(pence(1299), 3)).toBe(3897);
    expect(() => multiplyPence(pence(1299), -1)).toThrow(RangeError);
  });
});

describe('formatPriceDifference', () => {
  it.each([
    [4500, '+£45.00'],
    [-2000, '\u2212£20.00'],
    [0, '£0.00'],
    [123456, '+£1,234.56'],
  ])('%i pence reads %s', (amount, text) => {
    expect(formatPriceDifference(pence(amount))).toBe(text);
  });
});
