// Test fixture (data-dir-lock.test.ts): opens the PGlite data dir given as argument (a new one
// from the migrated test template, skipping initdb), says 'open', and holds it until killed.
import { existsSync, readdirSync } from 'node:fs';
import { openPglite } from './database';
import { pgliteTemplate } from './test-db';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-pglite.fixture.ts <dataDir>');
const isNew = !existsSync(dataDir) || readdirSync(dataDir).length === 0;
await openPglite(dataDir, isNew ? { loadDataDir: await pgliteTemplate() } : {});
process.stdout.write('open\n');
setInterval(() => undefined, 60_000);
