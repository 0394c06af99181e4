/** Pre-configured builds and their filters: written by the curated seed, read when the catalogue loads. */
import { asc } from 'drizzle-orm';
import type { ComponentField } from '../../../domain/build/build-model';
import type { CaseSize, ChipsetId } from '../../../domain/catalog/categories';
import type { Database } from '../database';
import {
  gameFilters,
  preconfiguredBuildComponents,
  preconfiguredBuildGames,
  preconfiguredBuildResolutions,
  preconfiguredBuilds,
  preconfiguredBuildsFeatured,
  preconfiguredBuildsHighlighted,
  resolutionFilters,
} from '../schema/preconfigured';

/** A transaction or the database: both expose the same query builder. */
type Executor = Pick<Database, 'insert' | 'select' | 'delete'>;

export interface StoredFilterEntry {
  id: number;
  name: string;
  categoryName: string;
}

export interface StoredPreconfiguredBuild {
  id: string;
  name: string;
  description: string;
  chipset: ChipsetId;
  caseSize: CaseSize | null;
  fansTotal: number | null;
  /** Product id per filled build field. */
  parts: Partial<Record<ComponentField, string>>;
  gameIds: number[];
  resolutionIds: number[];
  tagReason: string;
  /** Position on the home page (1 first), or null when not featured. */
  featuredSort: number | null;
  highlighted: boolean;
}

/** Everything about pre-configured builds, in display order. */
export interface PreconfiguredData {
  builds: StoredPreconfiguredBuild[];
  games: StoredFilterEntry[];
  resolutions: StoredFilterEntry[];
}

export const NO_PRECONFIGURED: PreconfiguredData = { builds: [], games: [], resolutions: [] };

/** Replaces every pre-configured build and filter entry (a few dozen rows), keeping the given order. */
export async function replacePreconfigured(tx: Executor, data: PreconfiguredData): Promise<void> {
  // Deleting the builds cascades to their components, tags, featured and highlighted rows.
  await tx.delete(preconfiguredBuilds);
  await tx.delete(gameFilters);
  await tx.delete(resolutionFilters);
  const filterRows = (entries: StoredFilterEntry[]) =>
    entries.map((entry, sort) => ({ ...entry, sort }));
  if (data.games.length) await tx.insert(gameFilters).values(filterRows(data.games));
  if (data.resolutions.length)
    await tx.insert(resolutionFilters).values(filterRows(data.resolutions));
  if (data.builds.length === 0) return;
  await tx.insert(preconfiguredBuilds).values(
    data.builds.map((b, sort) => ({
      id: b.id,
      name: b.name,
      description: b.description,
      chipset: b.chipset,
      caseSize: b.caseSize,
      fansTotal: b.fansTotal,
      tagReason: b.tagReason,
      sort,
    })),
  );
  const components = data.builds.flatMap((b) =>
    Object.entries(b.parts).map(([field, productId]) => ({ buildId: b.id, field, productId })),
  );
  if (components.length) await tx.insert(preconfiguredBuildComponents).values(components);
  const games = data.builds.flatMap((b) => b.gameIds.map((gameId) => ({ buildId: b.id, gameId })));
  if (games.length) await tx.insert(preconfiguredBuildGames).values(games);
  const resolutions = data.builds.flatMap((b) =>
    b.resolutionIds.map((resolutionId) => ({ buildId: b.id, resolutionId })),
  );
  if (resolutions.length) await tx.insert(preconfiguredBuildResolutions).values(resolutions);
  const featured = data.builds.flatMap((b) =>
    b.featuredSort === null ? [] : [{ buildId: b.id, sort: b.featuredSort }],
  );
  if (featured.length) await tx.insert(preconfiguredBuildsFeatured).values(featured);
  const highlighted = data.builds.filter((b) => b.highlighted).map((b) => ({ buildId: b.id }));
  if (highlighted.length) await tx.insert(preconfiguredBuildsHighlighted).values(highlighted);
}

/** Groups rows by build id. */
function byBuild<T extends { buildId: string }, V>(rows: T[], value: (row: T) => V) {
  const grouped = new Map<string, V[]>();
  for (const row of rows) {
    const list = grouped.get(row.buildId);
    if (list) list.push(value(row));
    else grouped.set(row.buildId, [value(row)]);
  }
  return grouped;
}

/** Loads every pre-configured build with its parts and tags (a handful of small queries, at catalogue load only). */
export async function loadPreconfigured(db: Database): Promise<PreconfiguredData> {
  const filterColumns = (table: typeof gameFilters | typeof resolutionFilters) => ({
    id: table.id,
    name: table.name,
    categoryName: table.categoryName,
  });
  const games = await db
    .select(filterColumns(gameFilters))
    .from(gameFilters)
    .orderBy(asc(gameFilters.sort), asc(gameFilters.id));
  const resolutions = await db
    .select(filterColumns(resolutionFilters))
    .from(resolutionFilters)
    .orderBy(asc(resolutionFilters.sort), asc(resolutionFilters.id));
  const builds = await db
    .select()
    .from(preconfiguredBuilds)
    .orderBy(asc(preconfiguredBuilds.sort), asc(preconfiguredBuilds.id));
  const components = byBuild(await db.select().from(preconfiguredBuildComponents), (r) => r);
  const gameTags = byBuild(await db.select().from(preconfiguredBuildGames), (r) => r.gameId);
  const resolutionTags = byBuild(
    await db.select().from(preconfiguredBuildResolutions),
    (r) => r.resolutionId,
  );
  const featured = new Map(
    (await db.select().from(preconfiguredBuildsFeatured)).map((r) => [r.buildId, r.sort]),
  );
  const highlighted = new Set(
    (await db.select().from(preconfiguredBuildsHighlighted)).map((r) => r.buildId),
  );
  return {
    games,
    resolutions,
    builds: builds.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      // The table's check constraints hold these to the domain's values.
      chipset: row.chipset as ChipsetId,
      caseSize: row.caseSize as CaseSize | null,
      fansTotal: row.fansTotal,
      parts: Object.fromEntries(
        (components.get(row.id) ?? []).map((c) => [c.field, c.productId]),
      ) as StoredPreconfiguredBuild['parts'],
      gameIds: (gameTags.get(row.id) ?? []).sort((a, b) => a - b),
      resolutionIds: (resolutionTags.get(row.id) ?? []).sort((a, b) => a - b),
      tagReason: row.tagReason,
      featuredSort: featured.get(row.id) ?? null,
      highlighted: highlighted.has(row.id),
    })),
  };
}
