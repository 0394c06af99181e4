import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Imagery } from '../../../domain/catalog/specs';

/**
 * One row per product of any category (DESIGN.md section 3). Category-specific facts
 * live in `specs` (validated with the domain's productSchema when loaded). A null
 * price means the product is known but not offered for sale (e.g. imported unpriced).
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    longName: text('long_name').notNull(),
    shortName: text('short_name').notNull(),
    description: text('description').notNull(),
    pricePence: integer('price_pence'),
    stockStatus: text('stock_status').notNull(),
    stockExpectedDate: date('stock_expected_date', { mode: 'string' }),
    leadTimeDays: integer('lead_time_days'),
    imageUrl: text('image_url').notNull(),
    imagery: jsonb('imagery').$type<Imagery>(),
    specs: jsonb('specs').$type<Record<string, unknown>>().notNull(),
    source: text('source').notNull(),
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_category_idx').on(table.category),
    // Importers find their own rows again by the id the source gave them.
    uniqueIndex('products_source_external_id_idx').on(table.source, table.externalId),
  ],
);

/** Named targets for assist mode (allBuildSetTypes). Budgets in pence. */
export const buildSetTypes = pgTable('build_set_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  minPence: integer('min_pence').notNull(),
  maxPence: integer('max_pence').notNull(),
  sort: integer('sort').notNull(),
});

/**
 * A single row (id 1): `version` goes up on every catalogue change so API nodes know
 * when to reload; `seedHash` is the hash of the curated seed last written.
 */
export const catalogMeta = pgTable(
  'catalog_meta',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    seedHash: text('seed_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalog_meta_single_row', sql`${table.id} = 1`)],
);
