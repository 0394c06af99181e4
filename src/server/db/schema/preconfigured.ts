import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Pre-configured builds (DESIGN.md section 3): the curated starting points of
 * /pre-configured-pcs and the home page. Only selections and words are stored: prices,
 * totals, build times and case images are computed from the parts when the catalogue loads,
 * so a price change shows everywhere. The curated seed replaces these rows when it changes;
 * they are part of the catalogue (its version reloads them).
 */
export const preconfiguredBuilds = pgTable(
  'preconfigured_builds',
  {
    /** Stable public id, e.g. 'pc-blaze-amd-rx-9060-xt' (17-80 characters, never 16). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** 1 Intel, 2 AMD. */
    chipset: integer('chipset').notNull(),
    /** 1 Mini … 4 Super Tower: the size chosen with the case. */
    caseSize: integer('case_size'),
    /** Packs of the chosen fans; null without fans. */
    fansTotal: integer('fans_total'),
    /** Why the build carries its game and resolution tags (its graphics class and memory). */
    tagReason: text('tag_reason').notNull(),
    /** Display order among equals (the listing sorts by price). */
    sort: integer('sort').notNull(),
  },
  (table) => [
    check('preconfigured_builds_chipset', sql`${table.chipset} in (1, 2)`),
    check('preconfigured_builds_case_size', sql`${table.caseSize} between 1 and 4`),
  ],
);

/** One row per filled build field (case, cpu, …, sundries). No foreign key to products: a
 * part that leaves the catalogue must not block the catalogue; the build is then unlisted. */
export const preconfiguredBuildComponents = pgTable(
  'preconfigured_build_components',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => preconfiguredBuilds.id, { onDelete: 'cascade' }),
    /** The build field, e.g. 'secondaryStorage'. */
    field: text('field').notNull(),
    productId: text('product_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.buildId, table.field] })],
);

/** Game filter entries (GET getgamefilters). Ids are stable: they appear in shared URLs. */
export const gameFilters = pgTable('game_filters', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The game's genre. */
  categoryName: text('category_name').notNull(),
  sort: integer('sort').notNull(),
});

/** Resolution filter entries (GET getresolutionfilters). */
export const resolutionFilters = pgTable('resolution_filters', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  categoryName: text('category_name').notNull(),
  sort: integer('sort').notNull(),
});

export const preconfiguredBuildGames = pgTable(
  'preconfigured_build_games',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => preconfiguredBuilds.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => gameFilters.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.buildId, table.gameId] })],
);

export const preconfiguredBuildResolutions = pgTable(
  'preconfigured_build_resolutions',
  {
    buildId: text('build_id')
      .notNull()
      .references(() => preconfiguredBuilds.id, { onDelete: 'cascade' }),
    resolutionId: integer('resolution_id')
      .notNull()
      .references(() => resolutionFilters.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.buildId, table.resolutionId] })],
);

/** Builds on the home page, in `sort` order. */
export const preconfiguredBuildsFeatured = pgTable('preconfigured_builds_featured', {
  buildId: text('build_id')
    .primaryKey()
    .references(() => preconfiguredBuilds.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
});

/** Builds drawn with the highlighted card style. */
export const preconfiguredBuildsHighlighted = pgTable('preconfigured_builds_highlighted', {
  buildId: text('build_id')
    .primaryKey()
    .references(() => preconfiguredBuilds.id, { onDelete: 'cascade' }),
});
