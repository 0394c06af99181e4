import { main } from '../src/server/catalog-import/cli';

// `npm run catalog:import -- <dir> --format …`: see docs/catalog-import.md.
process.exitCode = await main(process.argv.slice(2));
