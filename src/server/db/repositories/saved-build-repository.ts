/** Saved builds: insert-only (rows are immutable), deduplicated by content, read by public id. */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
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

/** JSON with object keys sorted, so equal content always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, inner]) => `${JSON.stringify(k)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What makes two saves the same saved build: everything stored except the id and time. */
export function contentHashOf(build: NewSavedBuild): string {
  const { build: fields, totalPence, buildTimeDays, completed } = build;
  return createHash('sha256')
    .update(canonicalJson({ fields, totalPence, buildTimeDays, completed }))
    .digest('base64url');
}

type Row = NewSavedBuild & { publicId: string; contentHash: string };

/** The ids of rows already stored under these hashes. */
async function idsByHash(db: Database, hashes: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ publicId: savedBuilds.publicId, contentHash: savedBuilds.contentHash })
    .from(savedBuilds)
    .where(inArray(savedBuilds.contentHash, [...new Set(hashes)]));
  return new Map(rows.map((r) => [r.contentHash ?? '', r.publicId]));
}

/**
 * Inserts rows whose content is not stored yet and answers the id of every row's content by
 * hash: the new id, or the one an identical earlier save (or another row of the batch) got.
 */
async function insertRows(db: Database, rows: Row[]): Promise<Map<string, string>> {
  const inserted = await db
    .insert(savedBuilds)
    .values(rows)
    .onConflictDoNothing({ target: savedBuilds.contentHash })
    .returning({ publicId: savedBuilds.publicId, contentHash: savedBuilds.contentHash });
  const ids = new Map(inserted.map((r) => [r.contentHash ?? '', r.publicId]));
  const missing = rows.map((r) => r.contentHash).filter((hash) => !ids.has(hash));
  if (missing.length > 0) for (const [hash, id] of await idsByHash(db, missing)) ids.set(hash, id);
  return ids;
}

/** Inserts one row (or finds its content stored), drawing a new public id if the drawn one is taken. */
async function insertOne(db: Database, row: Row): Promise<string> {
  let publicId = row.publicId;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = (await insertRows(db, [{ ...row, publicId }])).get(row.contentHash);
      if (id === undefined) throw new Error('A saved build was neither inserted nor found.');
      return id;
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isUniqueViolation(error)) throw error;
      publicId = newPublicId();
    }
  }
}

interface QueuedSave {
  row: Row;
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
      const row = { ...build, publicId: newPublicId(), contentHash: contentHashOf(build) };
      this.waiting.push({ row, resolve, reject });
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
        const ids = await insertRows(
          this.db,
          batch.map((save) => save.row),
        );
        if (batch.every((save) => ids.has(save.row.contentHash))) {
          for (const save of batch) save.resolve(ids.get(save.row.contentHash) ?? '');
          return;
        }
      } catch {
        // Fall through: each row on its own, so only the failing ones fail.
      }
    }
    await Promise.all(
      batch.map((save) => insertOne(this.db, save.row).then(save.resolve, save.reject)),
    );
  }
}

const queues = new WeakMap<Database, SaveQueue>();

/**
 * Stores a build under a new public id and answers the id, or answers the id of the identical
 * build already stored (at most one INSERT per save; concurrent saves share one).
 */
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
