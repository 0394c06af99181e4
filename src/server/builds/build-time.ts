/**
 * Estimated build time in working days (Monday to Friday; bank holidays are not known here):
 * assembly and test by case size, plus the longest wait for a part. A pre-order waits until
 * its expected date; one whose date has passed, or a part temporarily out of stock, waits a
 * fixed restock estimate. Retired parts cannot be built, so they add nothing (they are issues).
 */
import type { CaseSize } from '../../domain/catalog/categories';
import type { Product } from '../../domain/catalog/specs';
import type { BuildTime } from '../../domain/contracts/build-api';

/** Hand assembly, cable management and the 24-hour test: bigger towers take longer. */
export const ASSEMBLY_WORKING_DAYS: Readonly<Record<CaseSize, number>> = { 1: 3, 2: 3, 3: 4, 4: 5 };
/** Without a case size yet, the common mid tower. */
const DEFAULT_ASSEMBLY_DAYS = ASSEMBLY_WORKING_DAYS[2];
/** A part temporarily out of stock, or a pre-order past its date, with no lead time of its own. */
export const RESTOCK_WORKING_DAYS = 10;

const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/** Working days after `today` up to and including `until` (both yyyy-mm-dd); 0 when not later. */
export function workingDaysBetween(today: string, until: string): number {
  const start = utcDay(today);
  const end = utcDay(until);
  if (!(end > start)) return 0;
  let days = 0;
  for (let t = start + DAY_MS; t <= end; t += DAY_MS) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/** How long we wait for one part before building. */
export function partWaitDays(product: Product, today: string): number {
  const own = product.leadTimeDays ?? 0;
  switch (product.stock.status) {
    case 'preorder': {
      const expected = product.stock.expectedDate;
      const late = expected === undefined || expected <= today;
      return Math.max(own, late ? RESTOCK_WORKING_DAYS : workingDaysBetween(today, expected));
    }
    case 'temp-unavailable':
      return Math.max(own, RESTOCK_WORKING_DAYS);
    case 'retired':
      return 0;
    default:
      return own;
  }
}

export function buildTimeDays(
  parts: Iterable<Product | null>,
  caseSize: CaseSize | null,
  today: string,
): number {
  let longestWait = 0;
  for (const part of parts)
    if (part) longestWait = Math.max(longestWait, partWaitDays(part, today));
  return (
    (caseSize === null ? DEFAULT_ASSEMBLY_DAYS : ASSEMBLY_WORKING_DAYS[caseSize]) + longestWait
  );
}

export function toBuildTime(workingDays: number): BuildTime {
  return { workingDays, text: `${workingDays} working ${workingDays === 1 ? 'day' : 'days'}` };
}

let lastDay = Number.NaN;
let lastIso = '';

/** Today as yyyy-mm-dd (UTC) from a clock in epoch milliseconds (formatted once per day: it runs on every build call). */
export function isoDate(nowMs: number): string {
  const day = Math.floor(nowMs / DAY_MS);
  if (day !== lastDay) {
    lastIso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    lastDay = day;
  }
  return lastIso;
}
