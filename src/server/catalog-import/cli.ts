import { parseArgs } from 'node:util';
import { loadConfig, type DatabaseTarget } from '../config';
import { openDatabase } from '../db/database';
import { databaseImportTarget } from './database-target';
import { formatReport, type ImportReport } from './import-report';
import { importCatalog } from './import-catalog';
import { DEFAULT_USD_TO_GBP } from './pc-part-dataset/common';
import { IMPORT_FORMATS, type ImportFormat } from './shared/map-result';

export const USAGE = `Usage: npm run catalog:import -- <dir> --format pc-part-dataset|buildcores|json
    [--usd-to-gbp 0.79] [--placeholder-prices] [--dry-run] [--database-url URL] [--data-dir DIR]

Imports every known file of the format in <dir> into the shop's database (DATABASE_URL,
or the embedded PGlite under DATA_DIR; stop the app first when importing into PGlite).`;

export interface CliOptions {
  dir: string;
  format: ImportFormat;
  usdToGbp: number;
  placeholderPrices: boolean;
  dryRun: boolean;
  databaseUrl?: string;
  dataDir?: string;
}

/** Parses the command line; throws an Error whose message is fit to show the user. */
export function parseCliArgs(argv: string[]): CliOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      'usd-to-gbp': { type: 'string' },
      'placeholder-prices': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const [dir, ...extra] = positionals;
  if (dir === undefined || extra.length > 0)
    throw new Error('give exactly one directory to import');
  const format = values.format as ImportFormat | undefined;
  if (format === undefined || !IMPORT_FORMATS.includes(format))
    throw new Error(`--format must be one of ${IMPORT_FORMATS.join(', ')}`);
  const usdToGbp =
    values['usd-to-gbp'] === undefined ? DEFAULT_USD_TO_GBP : Number(values['usd-to-gbp']);
  if (!Number.isFinite(usdToGbp) || usdToGbp <= 0)
    throw new Error('--usd-to-gbp must be a positive number, e.g. 0.79');
  return {
    dir,
    format,
    usdToGbp,
    placeholderPrices: values['placeholder-prices'],
    dryRun: values['dry-run'],
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
  };
}

/** The app's own database choice (DATABASE_URL, else PGlite under DATA_DIR), with the flags on top. */
export function importTarget(
  options: CliOptions,
  env: Record<string, string | undefined> = process.env,
): DatabaseTarget {
  const config = loadConfig({
    ...env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir
      ? { DATA_DIR: options.dataDir, DATABASE_URL: options.databaseUrl ?? '' }
      : {}),
    // Not used by the importer; set so loading the config never writes a secret file.
    CSRF_SECRET: 'catalog-import-does-not-sign-anything-0000',
  });
  return config.database;
}

/** Runs an import as the CLI does; answers the report (the caller prints it). */
export async function runImport(
  options: CliOptions,
  log: (line: string) => void,
): Promise<ImportReport> {
  const common = {
    dir: options.dir,
    format: options.format,
    usdToGbp: options.usdToGbp,
    placeholderPrices: options.placeholderPrices,
    progress: log,
  };
  if (options.dryRun) return importCatalog(common);
  const target = importTarget(options);
  log(
    target.kind === 'pglite'
      ? `writing to PGlite at ${target.dataDir}`
      : 'writing to PostgreSQL (DATABASE_URL)',
  );
  const handle = await openDatabase(target);
  try {
    return await importCatalog({ ...common, target: databaseImportTarget(handle.db) });
  } finally {
    await handle.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliArgs(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  try {
    const report = await runImport(options, (line) => console.error(line));
    console.log(formatReport(report));
    return 0;
  } catch (error) {
    console.error(`catalog import failed: ${(error as Error).message}`);
    return 1;
  }
}
