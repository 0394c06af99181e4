/**
 * The curated pre-configured builds as stored rows: case size from the case, tags and their
 * reason from the graphics (gaming-targets.ts). Lenient on purpose: a part missing from the
 * catalogue is stored anyway (the build is then unlisted until fixed, never a failed start);
 * the seed test is what insists every build is complete and valid.
 */
import type { Product } from '../../../../domain/catalog/specs';
import type {
  PreconfiguredData,
  StoredPreconfiguredBuild,
} from '../../repositories/preconfigured-build-repository';
import { gameFilterSeeds, resolutionFilterSeeds } from './filters';
import { gamingTargets } from './gaming-targets';
import { preconfiguredBuildSeeds, type PreconfiguredBuildSeed } from './preconfigured-builds';

function storedBuild(
  seed: PreconfiguredBuildSeed,
  byId: ReadonlyMap<string, Product>,
): StoredPreconfiguredBuild {
  const find = <C extends Product['category']>(id: string | null | undefined, category: C) => {
    const product = id ? byId.get(id) : undefined;
    return product?.category === category ? (product as Extract<Product, { category: C }>) : null;
  };
  const caseProduct = find(seed.parts.case, 'case');
  const cpu = find(seed.parts.cpu, 'cpu');
  const targets = cpu ? gamingTargets(find(seed.parts.gpu, 'gpu'), cpu) : null;
  const { fansTotal, ...partIds } = seed.parts;
  const parts: StoredPreconfiguredBuild['parts'] = {};
  for (const [field, id] of Object.entries(partIds))
    if (typeof id === 'string') parts[field as keyof typeof parts] = id;
  return {
    id: seed.id,
    name: seed.name,
    description: seed.description,
    chipset: seed.chipset,
    caseSize: caseProduct?.specs.caseSize ?? null,
    fansTotal: parts.fans ? (fansTotal ?? 1) : null,
    parts,
    gameIds: targets?.gameIds ?? [],
    resolutionIds: targets?.resolutionIds ?? [],
    tagReason: targets?.reason ?? '',
    featuredSort: seed.featured ?? null,
    highlighted: seed.highlighted ?? false,
  };
}

/** The rows the curated seed writes, derived against the curated products. */
export function preconfiguredSeed(products: readonly Product[]): PreconfiguredData {
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    builds: preconfiguredBuildSeeds.map((seed) => storedBuild(seed, byId)),
    games: gameFilterSeeds.map(({ id, name, categoryName }) => ({ id, name, categoryName })),
    resolutions: resolutionFilterSeeds.map(({ id, name, categoryName }) => ({
      id,
      name,
      categoryName,
    })),
  };
}
