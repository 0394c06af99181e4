/**
 * The sundries line: the assembly-and-test service set when a build is completed, priced by
 * case size (DESIGN.md section 3). The client clears it whenever the build changes (domain
 * transitions); the server never trusts a sent line's size and picks the one for the case.
 */
import type { Build } from '../../domain/build/build-model';
import type { CaseSize } from '../../domain/catalog/categories';
import type { SundriesProduct } from '../../domain/catalog/specs';
import type { CatalogueIndex } from '../../domain/compatibility/catalogue-index';

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

/** The build with the assembly line for its case size (completing a build). */
export function withAssemblyService(build: Build, index: CatalogueIndex): Build {
  const service = assemblyServiceFor(caseSizeOf(build, index), index);
  return { ...build, sundries: service?.id ?? null };
}

/** A build that carries a sundries line gets the one for its case size; one without keeps none. */
export function withMatchingSundries(build: Build, index: CatalogueIndex): Build {
  return build.sundries === null ? build : withAssemblyService(build, index);
}
