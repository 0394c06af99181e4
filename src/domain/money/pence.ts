/**
 * Money is integer pence everywhere in the domain and the database (DESIGN.md section 3);
 * it becomes pounds only at the edge: a 2 dp number in API payloads, `£1,234.56` on screen.
 */

declare const penceBrand: unique symbol;
/** A whole number of pence. The brand stops pounds or floats being passed by mistake. */
export type Pence = number & { readonly [penceBrand]: 'Pence' };

export const ZERO_PENCE = 0 as Pence;

/** Brands an integer as pence; throws on fractions, NaN or infinities (they are bugs). */
export function pence(value: number): Pence {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Pence must be a whole number, got ${value}`);
  return value as Pence;
}

/** Whole pence from a pounds amount (e.g. 129.99 -> 12999), rounding away float noise. */
export function poundsToPence(pounds: number): Pence {
  if (!Number.isFinite(pounds)) throw new RangeError(`Pounds must be finite, got ${pounds}`);
  return pence(Math.round(pounds * 100));
}

/** Beyond any price or total (£700bn); up to here amount / 100 is the two-decimal number itself. */
const EXACT_DIVISION_LIMIT = 2 ** 46;

/**
 * Pounds as a number with at most two decimals, for API payloads (12999 -> 129.99). For whole
 * pence, amount / 100 is the double nearest the decimal, the same number toFixed(2) and
 * Number() give, at a fraction of their cost (pence.test.ts checks the two agree); `|| 0`
 * keeps -0 out of payloads.
 */
export function penceToPounds(amount: Pence): number {
  if (Math.abs(amount) < EXACT_DIVISION_LIMIT) return amount / 100 || 0;
  return Number((amount / 100).toFixed(2));
}

/**
 * '£1,234.56': en-GB, exactly two decimals, comma thousands (spec section 9). Written out
 * rather than with Intl.NumberFormat: creating that formatter loads the locale's data, a long
 * task on a slow phone when a screen's code first runs (the answer is the same: pence.test.ts).
 */
export function formatPounds(amount: Pence): string {
  const sign = amount < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(amount) / 100);
  const cents = String(Math.abs(amount) % 100).padStart(2, '0');
  return `${sign}£${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * A price difference against the current choice: '+£45.00', '−£20.00' (a true minus sign,
 * U+2212, as typeset prices use), '£0.00' for none.
 */
export function formatPriceDifference(difference: Pence): string {
  if (difference === 0) return formatPounds(difference);
  const text = formatPounds(Math.abs(difference) as Pence);
  return difference > 0 ? `+${text}` : `\u2212${text}`;
}

/** Sum of amounts; 0 for none. */
export function sumPence(amounts: Iterable<Pence>): Pence {
  let total = 0;
  for (const amount of amounts) total += amount;
  return pence(total);
}

/** Price of `quantity` units. */
export function multiplyPence(amount: Pence, quantity: number): Pence {
  if (!Number.isInteger(quantity) || quantity < 0)
    throw new RangeError(`Quantity must be a whole number, got ${quantity}`);
  return pence(amount * quantity);
}
