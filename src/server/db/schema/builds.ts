import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SavedBuildFields } from '../../../domain/contracts/build-api';

/**
 * Builds saved by SaveLocalBuild and completeBuildAndSave (DESIGN.md section 3). Rows are
 * immutable: every save inserts a new row under a fresh, unguessable public id, and nothing
 * updates or deletes them (the repository has no such call).
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
});
