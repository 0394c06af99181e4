/** The notes a category's field may carry (spec section 5 "Client-side rules"). */
import type { Build } from '../../../domain/build/build-model';
import { CATEGORY_LABELS, type ConfigureCategory } from '../../../domain/catalog/categories';
import type { Issue } from '../../../domain/issues/issue-types';

/** Spec section 5, verbatim: an empty CPU, motherboard or memory list. */
export function emptyListMessage(category: ConfigureCategory): string | null {
  if (category !== 'cpu' && category !== 'motherboard' && category !== 'memory') return null;
  return `No options available for the ${CATEGORY_LABELS[category]} component, please go back and select different Chipset or Case component.`;
}

/** Not verbatim in the spec ("a primary storage drive is needed first"). */
export const PRIMARY_STORAGE_FIRST = 'Choose a Primary Storage drive first.';
/** Not verbatim in the spec ("A CPU without onboard graphics needs a dedicated GPU"). */
export const NEEDS_DEDICATED_GPU =
  'Your processor has no onboard graphics, so this build needs a dedicated graphics card.';

/** Secondary and tertiary storage wait for a primary drive. */
export function waitsForPrimaryStorage(category: ConfigureCategory, build: Build): boolean {
  return (
    (category === 'secondaryStorage' || category === 'tertiaryStorage') && build.storage === null
  );
}

/** The validation names the missing graphics card of a CPU without integrated graphics. */
export function needsDedicatedGpu(problems: readonly Issue[] | undefined): boolean {
  return (problems ?? []).some((issue) => /missing(-selection)?-gpu/.test(issue.tag));
}

/** The wattage in a power supply's name ('Corsair RM750e 750W …'), or null when not listed. */
export function psuRatingW(name: string | undefined): number | null {
  const match = name ? /(\d{3,4})\s?W\b/.exec(name) : null;
  return match?.[1] ? Number(match[1]) : null;
}
