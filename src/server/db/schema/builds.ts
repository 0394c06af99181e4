import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedBuildFields } from '../../../domain/contracts/build-api';

/**
 * Builds saved by SaveLocalBuild and completeBuildAndSave (DESIGN.md section 3). Rows are
 * immutable: a save inserts a row under a fresh, unguessable public id, and nothing updates or
 * deletes them (the repository has no such call). An identical save (same selections, total,
 * build time and completion) answers the existing row's id instead of adding one (ADR 080).
 */
export const savedBuilds = pgTable('saved_builds', {
  /** 12 random bytes, base64url (16 characters, 96 bits). */
  publicId: text('public_id').primaryKey(),
  /** Only the selections: chipset, case, caseSize, component ids, fansTotal, sundries. */
  build: jsonb('build').$type<SavedBuildFields>().notNull(),
  /** Total at save time, in pence (prices may change later; the saved total does not). */
  totalPence: integer('total_pence').notNull(),
  /** Estimated build time at save time, in working days. */
  buildTimeDays: integer('build_time_days').notNull(),
  /** Saved by completeBuildAndSave (required categories checked, sundries set). */
  completed: boolean('completed').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * SHA-256 (base64url) of the stored content, unique: one row per distinct saved build. Null
   * on rows saved before deduplication; their ids stay valid (ADR 080).
   */
  contentHash: text('content_hash').unique('saved_builds_content_hash_unique'),
});
