/** Shopper activities (the landing pageview): insert, and read back by id for tests and support. */
import { eq } from 'drizzle-orm';
import type { LandingActivityRequest } from '../../../domain/contracts/platform';
import type { Database } from '../database';
import { activities } from '../schema/platform';

export type ActivityRow = typeof activities.$inferSelect;

export async function insertLandingActivity(
  db: Database,
  activity: LandingActivityRequest,
): Promise<string> {
  const [row] = await db
    .insert(activities)
    .values({
      kind: 'landing',
      path: activity.path,
      referrer: activity.referrer ?? null,
      country: activity.country ?? null,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('insert into activities returned no row');
  return row.id;
}

export async function findActivity(db: Database, id: string): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}
