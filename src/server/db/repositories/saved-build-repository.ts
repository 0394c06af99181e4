/** Saved builds: insert-only (rows are immutable) and read by public id. */
import { eq } from 'drizzle-orm';
import { savedBuildFieldsSchema, type SavedBuildFields } from '../../../domain/contracts/build-api';
import type { Database } from '../database';
import { savedBuilds } from '../schema/builds';
import { newPublicId } from '../../builds/public-id';

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
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (e) => (e as { code?: unknown } | null)?.code,
  );
  return codes.includes(UNIQUE_VIOLATION);
}

/** Inserts one row, drawing a new public id if the drawn one is taken. */
async function insertOne(db: Database, build: NewSavedBuild, publicId: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.insert(savedBuilds).values({ ...build, publicId });
      return publicId;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolation(error)) throw error;
      publicId = newPublicId();
    }
  }
}

interface QueuedSave {
  row: NewSavedBuild & { publicId: string };
  resolve(publicId: string): void;
  reject(error: unknown): void;
}

/** Rows per INSERT at most (a few KB each, far under any statement limit). */
const MAX_BATCH = 200;
/** INSERTs under way at once: PostgreSQL's pool runs them side by side; PGlite queues them itself. */
const MAX_IN_FLIGHT = 4;

/**
 * Saves arriving in the same turn of the event loop, or while INSERTs are running, go
 * together as one multi-row INSERT. PGlite runs one statement at a time, so under load this
 * turns hundreds of statements into a few; an idle shop still writes each save at once. A failed batch is
 * retried row by row, so one bad row (or an id clash) fails only its own request.
 */
class SaveQueue {
  private readonly waiting: QueuedSave[] = [];
  private inFlight = 0;

  constructor(private readonly db: Database) {}

  add(build: NewSavedBuild): Promise<string> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row: { ...build, publicId: newPublicId() }, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    if (this.inFlight >= MAX_IN_FLIGHT || this.waiting.length === 0) return;
    this.inFlight += 1;
    // PGlite answers within the same turn of the event loop, so a save written at once would
    // always go alone; waiting one turn lets the requests already read join it.
    setImmediate(() => {
      const batch = this.waiting.splice(0, MAX_BATCH);
      const written = batch.length > 0 ? this.write(batch) : Promise.resolve();
      void written.finally(() => {
        this.inFlight -= 1;
        this.next();
      });
    });
  }

  private async write(batch: QueuedSave[]): Promise<void> {
    if (batch.length > 1) {
      try {
        await this.db.insert(savedBuilds).values(batch.map((save) => save.row));
        for (const save of batch) save.resolve(save.row.publicId);
        return;
      } catch {
        // Fall through: each row on its own, so only the failing ones fail.
      }
    }
    await Promise.all(
      batch.map((save) =>
        insertOne(this.db, save.row, save.row.publicId).then(save.resolve, save.reject),
      ),
    );
  }
}

const queues = new WeakMap<Database, SaveQueue>();

/** Stores a build under a new public id and answers the id (at most one INSERT per save; concurrent saves share one). */
export function insertSavedBuild(db: Database, build: NewSavedBuild): Promise<string> {
  let queue = queues.get(db);
  if (!queue) {
    queue = new SaveQueue(db);
    queues.set(db, queue);
  }
  return queue.add(build);
}

export async function findSavedBuild(db: Database, publicId: string): Promise<SavedBuild | null> {
  const [row] = await db
    .select()
    .from(savedBuilds)
    .where(eq(savedBuilds.publicId, publicId))
    .limit(1);
  if (!row) return null;
  // The column is typed, but a row is read back through the schema so old rows can never answer a bad shape.
  return { ...row, build: savedBuildFieldsSchema.parse(row.build) };
}
