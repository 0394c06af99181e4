// Test fixture (data-dir-lock.test.ts): opens the PGlite data dir given as argument (from the
// migrated test template, skipping initdb), says 'open', and holds it until killed.
import { openPglite } from './database';
import { pgliteTemplate } from './test-db';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-pglite.fixture.ts <dataDir>');
await openPglite(dataDir, { loadDataDir: await pgliteTemplate() });
process.stdout.write('open\n');
setInterval(() => undefined, 60_000);
