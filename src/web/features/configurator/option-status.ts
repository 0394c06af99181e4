/** What a flagged part's compatibility means to a shopper (spec section 5). */
import type { ComponentItem } from '../../../domain/contracts/catalog';

/** Spec section 5: the tooltip of a greyed, incompatible part (verbatim). */
export const INCOMPATIBLE_TOOLTIP = 'This component is incompatible with your current build';
/** Not in the spec: parts whose compatibility the server could not check for lack of data. */
export const NOT_VERIFIED_TOOLTIP =
  'We could not verify that this component is compatible with your current build';

export type OptionStatus = 'incompatible' | 'not-verified' | 'ok';

/** Only flagged lists say anything: elsewhere isCompatible is always null. */
export function optionStatus(item: ComponentItem, flagged: boolean): OptionStatus {
  if (!flagged) return 'ok';
  if (item.isCompatible === false) return 'incompatible';
  return item.isCompatible === null ? 'not-verified' : 'ok';
}

/** Why a greyed part does not fit (the server's reason for this build), when the list says. */
export function optionReason(item: ComponentItem, flagged: boolean): string | null {
  if (!flagged || item.isCompatible !== false || !('incompatibleReason' in item)) return null;
  return typeof item.incompatibleReason === 'string' ? item.incompatibleReason : null;
}

export const STATUS_TEXT: Record<OptionStatus, { badge: string; tooltip: string } | null> = {
  incompatible: { badge: 'Incompatible', tooltip: INCOMPATIBLE_TOOLTIP },
  'not-verified': { badge: 'Not verified', tooltip: NOT_VERIFIED_TOOLTIP },
  ok: null,
};
