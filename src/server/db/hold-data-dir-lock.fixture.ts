// Test fixture (data-dir-lock.test.ts): takes the lock of the PGlite data dir given as argument,
// as openPglite does before it opens the database, says 'locked', and holds it until killed.
import { lockDataDir } from './data-dir-lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-data-dir-lock.fixture.ts <dataDir>');
await lockDataDir(dataDir);
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);
