/** What a flagged part's compatibility means to a shopper (spec section 5). */
import type { ComponentItem } from '../../../domain/contracts/catalog';
import type { ListedItem } from '../../../domain/contracts/compact-list';
import { formatIsoDate } from '../../../domain/compatibility/rules/stock-rules';

/** Spec section 5: the tooltip of a greyed, incompatible part (verbatim). */
export const INCOMPATIBLE_TOOLTIP = 'This component is incompatible with your current build';
/** Not in the spec: parts whose compatibility the server could not check for lack of data. */
export const NOT_VERIFIED_TOOLTIP =
  'We could not verify that this component is compatible with your current build';

export type OptionStatus = 'incompatible' | 'not-verified' | 'ok';

/**
 * A flagged list's verdicts for the current build, looked up per part. The list's items stay
 * as they are: a new answer of flags (after every choice) re-sorts and re-indexes nothing, and
 * only the rows drawn read it (an imported catalogue's dropdown has ~13,000 parts).
 */
export interface ItemFlags {
  /** true fits, false does not, null could not be verified (or the part is not in the list). */
  isCompatible(item: ComponentItem): boolean | null;
  /** The server's reason a part does not fit, when it gave one. */
  reason(item: ComponentItem): string | null;
}

/** Only flagged lists say anything (`flags` null: a plain list, or the flags not yet here). */
export function optionStatus(item: ComponentItem, flags: ItemFlags | null): OptionStatus {
  if (!flags) return 'ok';
  const verdict = flags.isCompatible(item);
  if (verdict === false) return 'incompatible';
  return verdict === null ? 'not-verified' : 'ok';
}

/** Why a greyed part does not fit (the server's reason for this build), when the list says. */
export function optionReason(item: ComponentItem, flags: ItemFlags | null): string | null {
  if (!flags || flags.isCompatible(item) !== false) return null;
  return flags.reason(item);
}

export const STATUS_TEXT: Record<OptionStatus, { badge: string; tooltip: string } | null> = {
  incompatible: { badge: 'Incompatible', tooltip: INCOMPATIBLE_TOOLTIP },
  'not-verified': { badge: 'Not verified', tooltip: NOT_VERIFIED_TOOLTIP },
  ok: null,
};

/** A part's stock as its row says it ('Pre-order, expected 12 December 2026'); null in stock. */
export function stockText(item: ListedItem): string | null {
  if (!item.stock) return null;
  if (item.stock.status === 'temp-unavailable') return 'Temporarily unavailable';
  return item.stock.expectedDate
    ? `Pre-order, expected ${formatIsoDate(item.stock.expectedDate)}`
    : 'Pre-order';
}
