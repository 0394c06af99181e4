import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedBuildFields } from '../../../domain/contracts/build-api';
import type { DatabaseHandle } from '../database';
import { createTestDatabase, testDatabaseKinds } from '../test-db';
import type * as PublicIds from '../../builds/public-id';
import { sql } from 'drizzle-orm';
import { savedBuilds } from '../schema/builds';
import { findSavedBuild, insertSavedBuild } from './saved-build-repository';

// Ids come from a list the test controls, then from the real generator.
const scripted: string[] = [];
vi.mock('../../builds/public-id', async (original) => {
  const real = await original<typeof PublicIds>();
  return { ...real, newPublicId: () => scripted.shift() ?? real.newPublicId() };
});

const BUILD: SavedBuildFields = {
  chipset: 2,
  case: 'case-a',
  caseSize: 2,
  cpu: 'cpu-a',
  motherboard: null,
  memory: null,
  gpu: null,
  storage: null,
  secondaryStorage: null,
  tertiaryStorage: null,
  psu: null,
  coolingCpu: null,
  fans: 'fans-a',
  fansTotal: 2,
  soundcard: null,
  networking: null,
  os: null,
  sundries: null,
};
const row = (totalPence: number) => ({
  build: BUILD,
  totalPence,
  buildTimeDays: 3,
  completed: false,
});

describe.each(testDatabaseKinds())('saved-build repository (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(() => {
    scripted.length = 0;
  });

  it('stores concurrent saves (written together) each under its own id', async () => {
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, i) => insertSavedBuild(database.db, row(i))),
    );
    expect(new Set(ids).size).toBe(50);
    const found = await Promise.all(ids.map((id) => findSavedBuild(database.db, id)));
    expect(found.map((saved) => saved?.totalPence)).toEqual(ids.map((_, i) => i));
    expect(found[0]).toMatchObject({ build: BUILD, buildTimeDays: 3, completed: false });
    expect(found[0]?.createdAt).toBeInstanceOf(Date);
  });

  it('never loses a save when a drawn id is already taken', async () => {
    scripted.push('TAKENtakenTAKEN1');
    await insertSavedBuild(database.db, row(1001));
    scripted.push(
      'TAKENtakenTAKEN1',
      'FRESHfreshFRESH1',
      'TAKENtakenTAKEN1',
      'FRESHfreshFRESH2',
      'FRESHfreshFRESH3',
    );
    // Alone, then in a batch with others: the clash costs a retry, never the save.
    const ids = await Promise.all([
      insertSavedBuild(database.db, row(1002)),
      insertSavedBuild(database.db, row(1003)),
      insertSavedBuild(database.db, row(1004)),
    ]);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain('TAKENtakenTAKEN1');
    for (const [i, id] of ids.entries())
      expect((await findSavedBuild(database.db, id))?.totalPence).toBe(i + 1002);
    expect((await findSavedBuild(database.db, 'TAKENtakenTAKEN1'))?.totalPence).toBe(1001);
  });

  // Defect 4 of issue 14: every identical save used to add a row (~24 GB an hour from one client).
  it('stores an identical build once and answers its id again, alone or in a batch', async () => {
    const same = { ...row(777), build: { ...BUILD, case: 'case-dedup' } };
    const first = await insertSavedBuild(database.db, same);
    const again = await insertSavedBuild(database.db, { ...same, build: { ...same.build } });
    const together = await Promise.all(
      Array.from({ length: 20 }, () => insertSavedBuild(database.db, same)),
    );
    expect(new Set([first, again, ...together])).toEqual(new Set([first]));
    const stored = await database.db
      .select({ publicId: savedBuilds.publicId })
      .from(savedBuilds)
      .where(sql`${savedBuilds.build}->>'case' = 'case-dedup'`);
    expect(stored).toEqual([{ publicId: first }]);
    // Another total, build time or completion is another saved build.
    const others = await Promise.all([
      insertSavedBuild(database.db, { ...same, totalPence: 778 }),
      insertSavedBuild(database.db, { ...same, buildTimeDays: 4 }),
      insertSavedBuild(database.db, { ...same, completed: true }),
    ]);
    expect(new Set([first, ...others]).size).toBe(4);
  });

  it('keeps an id handed out before deduplication valid beside the deduplicated one', async () => {
    const legacy = { ...row(888), build: { ...BUILD, case: 'case-legacy' } };
    // A row as stored before content hashes existed (no hash).
    await database.db.insert(savedBuilds).values({ ...legacy, publicId: 'LEGACYlegacyLEG1' });
    const fresh = await insertSavedBuild(database.db, legacy);
    expect(fresh).not.toBe('LEGACYlegacyLEG1');
    expect((await findSavedBuild(database.db, 'LEGACYlegacyLEG1'))?.totalPence).toBe(888);
    expect(await insertSavedBuild(database.db, legacy)).toBe(fresh);
  });

  it('finds nothing for an id never saved', async () => {
    expect(await findSavedBuild(database.db, 'NEVERneverNEVER1')).toBeNull();
  });
});
