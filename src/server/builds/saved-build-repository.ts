/** Saved builds: insert-only (rows are immutable) and read by public id. */
import { eq } from 'drizzle-orm';
import { savedBuildFieldsSchema, type SavedBuildFields } from '../../domain/contracts/build-api';
import type { Database } from '../db/database';
import { savedBuilds } from '../db/schema/builds';
import { newPublicId } from './public-id';

export interface NewSavedBuild {
  build: SavedBuildFields;
  totalPence: number;
  buildTimeDays: number;
  completed: boolean;
}

export interface SavedBuild extends NewSavedBuild {
  publicId: string;
  createdAt: Date;
}

const UNIQUE_VIOLATION = '23505';
/** 96 random bits make a clash all but impossible; retrying keeps a clash from ever losing a save. */
const MAX_ATTEMPTS = 3;

function isUniqueViolation(error: unknown): boolean {
  // Drizzle wraps driver errors; the SQLSTATE is on the error or its cause.
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map((e) => (e as { code?: unknown } | null)?.code);
  return codes.includes(UNIQUE_VIOLATION);
}

/** Stores a build under a new public id (one INSERT) and answers the id. */
export async function insertSavedBuild(db: Database, build: NewSavedBuild): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const publicId = newPublicId();
    try {
      await db.insert(savedBuilds).values({ publicId, ...build });
      return publicId;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function findSavedBuild(db: Database, publicId: string): Promise<SavedBuild | null> {
  const [row] = await db.select().from(savedBuilds).where(eq(savedBuilds.publicId, publicId)).limit(1);
  if (!row) return null;
  // The column is typed, but a row is read back through the schema so old rows can never answer a bad shape.
  return { ...row, build: savedBuildFieldsSchema.parse(row.build) };
}
