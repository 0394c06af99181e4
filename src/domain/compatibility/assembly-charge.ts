/**
 * The one rule for a build's total (issue 37 item 3): the chosen parts, the fans counted
 * fansTotal times, plus the assembly charge as its own line. The charge is the build's
 * sundries line when it has one, else the assembly-and-test service for its case size, so
 * the running total, the expert total, the summaries and the overview all show the same sum
 * and every screen can show the charge by its name beside the parts.
 */
import type { Build } from '../build/build-model';
import type { CaseSize } from '../catalog/categories';
import type { SundriesProduct } from '../catalog/specs';
import type { CatalogueIndex } from './catalogue-index';

/** The build's case size: the chosen case's own size, else the size chosen in the pre-configurator. */
export function caseSizeOf(
  build: Pick<Build, 'case' | 'caseSize'>,
  index: CatalogueIndex,
): CaseSize | null {
  const product = build.case === null ? undefined : index.byId.get(build.case);
  return product?.category === 'case' ? product.specs.caseSize : build.caseSize;
}

/** The assembly-and-test service for a case size (an available one first), or null when the catalogue has none. */
export function assemblyServiceFor(
  caseSize: CaseSize | null,
  index: CatalogueIndex,
): SundriesProduct | null {
  if (caseSize === null) return null;
  let fallback: SundriesProduct | null = null;
  for (const product of index.byCategory.sundries) {
    if (product.specs.service !== 'assembly-and-test' || product.specs.caseSize !== caseSize)
      continue;
    if (product.stock.status !== 'retired') return product;
    fallback ??= product;
  }
  return fallback;
}

/**
 * The assembly charge a build's total includes: its own sundries line when set and known, else
 * the service for its case size; null before a case size is chosen.
 */
export function assemblyCharge(
  build: Pick<Build, 'case' | 'caseSize' | 'sundries'>,
  sundries: SundriesProduct | null,
  index: CatalogueIndex,
): SundriesProduct | null {
  if (build.sundries !== null) return sundries;
  return assemblyServiceFor(caseSizeOf(build, index), index);
}
