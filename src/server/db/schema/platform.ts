import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Client-side errors the web app reports through POST /api/errors. */
export const errorLogs = pgTable('error_logs', {
  id: uuid('id').primaryKey().defaultRandom(),
  message: text('message').notNull(),
  url: text('url').notNull(),
  clientData: jsonb('client_data').$type<Record<string, unknown>>(),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page-view style activity; 'landing' is sent when the visitor lands on '/'. */
export const activities = pgTable('activities', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind', { enum: ['landing'] }).notNull(),
  path: text('path').notNull(),
  referrer: text('referrer'),
  country: text('country'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
