/**
 * The sundries line: the assembly-and-test service set when a build is completed, priced by
 * case size (DESIGN.md section 3). The client clears it whenever the build changes (domain
 * transitions); the server never trusts a sent line's size and picks the one for the case.
 */
import type { Build } from '../../domain/build/build-model';
import { assemblyServiceFor, caseSizeOf } from '../../domain/compatibility/assembly-charge';
import type { CatalogueIndex } from '../../domain/compatibility/catalogue-index';

/** The build with the assembly line for its case size (completing a build). */
export function withAssemblyService(build: Build, index: CatalogueIndex): Build {
  const service = assemblyServiceFor(caseSizeOf(build, index), index);
  return { ...build, sundries: service?.id ?? null };
}

/** A build that carries a sundries line gets the one for its case size; one without keeps none. */
export function withMatchingSundries(build: Build, index: CatalogueIndex): Build {
  return build.sundries === null ? build : withAssemblyService(build, index);
}
