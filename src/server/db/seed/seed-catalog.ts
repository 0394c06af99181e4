import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { allBuildSetTypes } from '../../../domain/catalog/build-set-types';
import type { CatalogRow } from '../../catalog/catalog-row';
import {
  replaceBuildSetTypes,
  upsertProductRows,
  type StoredBuildSetType,
} from '../repositories/product-repository';
import {
  replacePreconfigured,
  type PreconfiguredData,
} from '../repositories/preconfigured-build-repository';
import type { Database } from '../database';
import { catalogMeta, products } from '../schema/catalog';
import { seedCatalog } from './catalog/seed-catalog';
import { preconfiguredSeed } from './preconfigured/preconfigured-seed';

export interface CatalogSeed {
  products: readonly CatalogRow[];
  buildSetTypes: readonly StoredBuildSetType[];
  /** Pre-configured builds and their filters; when absent the stored ones are left alone. */
  preconfigured?: PreconfiguredData;
}

export interface SeedReport {
  /** False when the stored seed hash matched: nothing was written. */
  changed: boolean;
  inserted: number;
  updated: number;
  /** Curated products no longer in the seed: unpriced (withdrawn from sale), kept for saved builds. */
  withdrawn: number;
}

/** The project's curated catalogue (src/server/db/seed/catalog), build set types and pre-configured builds. */
export function curatedSeed(): CatalogSeed {
  return {
    products: seedCatalog,
    preconfigured: preconfiguredSeed(seedCatalog),
    buildSetTypes: allBuildSetTypes.map(({ id, name, description, budget }) => ({
      id,
      name,
      description,
      ...budget,
    })),
  };
}

/** Changes whenever any seeded fact changes, so a normal restart can skip writing. */
export function seedHash(seed: CatalogSeed): string {
  return createHash('sha256').update(JSON.stringify(seed)).digest('hex');
}

/**
 * Writes the curated catalogue when it differs from the one last seeded: upserts its
 * products, withdraws curated products it no longer has, replaces the build set types and
 * the pre-configured builds, and bumps the catalogue version, all in one transaction. The meta row is locked first, so
 * several API nodes starting together seed once.
 */
export async function seedCuratedCatalog(
  db: Database,
  seed: CatalogSeed = curatedSeed(),
): Promise<SeedReport> {
  const hash = seedHash(seed);
  return db.transaction(async (tx) => {
    await tx.insert(catalogMeta).values({ id: 1, version: 0 }).onConflictDoNothing();
    const [meta] = await tx
      .select({ seedHash: catalogMeta.seedHash })
      .from(catalogMeta)
      .where(eq(catalogMeta.id, 1))
      .for('update');
    if (meta?.seedHash === hash) return { changed: false, inserted: 0, updated: 0, withdrawn: 0 };
    const report = await upsertProductRows(tx, seed.products);
    const ids = seed.products.map((p) => p.id);
    const withdrawn = await tx
      .update(products)
      .set({ pricePence: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(products.source, 'curated'),
          isNotNull(products.pricePence),
          ids.length ? not(inArray(products.id, ids)) : undefined,
        ),
      )
      .returning({ id: products.id });
    await replaceBuildSetTypes(tx, seed.buildSetTypes);
    if (seed.preconfigured) await replacePreconfigured(tx, seed.preconfigured);
    await tx
      .update(catalogMeta)
      .set({ seedHash: hash, version: sql`${catalogMeta.version} + 1`, updatedAt: sql`now()` })
      .where(eq(catalogMeta.id, 1));
    return { changed: true, ...report, withdrawn: withdrawn.length };
  });
}
