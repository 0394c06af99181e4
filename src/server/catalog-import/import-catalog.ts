import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CatalogRow, UpsertReport } from '../catalog/catalog-row';
import { BUILDCORES_FILES } from './buildcores/files';
import { ReportBuilder, type ImportReport } from './import-report';
import { mapJsonProduct } from './json/product-input';
import { DEFAULT_USD_TO_GBP } from './pc-part-dataset/common';
import { PC_PART_FILES } from './pc-part-dataset/files';
import { placeholderPricePence } from './placeholder-prices';
import { readJsonArray, readJsonLines, type SourceLine } from './record-reader';
import type { ImportFormat, RecordMapper } from './shared/map-result';
import { BrandSpellings, withBrandSpelling } from './shared/canonical-brands';
import { productArt } from './shared/catalog-row-builder';
import { ProductIdAssigner, type StoredProductKey } from './shared/product-ids';
import { validateRow } from './validate-row';

/**
 * Writes one batch of rows (upsertProducts bound to a database). `sameProductOnly`: the ids
 * were given by this import (the datasets' short ids), so a stored row under one of them must
 * be the same product (source and external id), else the batch fails (ADR 035).
 */
export type RowWriter = (
  rows: CatalogRow[],
  options: { sameProductOnly: boolean },
) => Promise<UpsertReport>;

/**
 * The database an import writes to (databaseImportTarget): what is stored already, read
 * once before the first row so known products keep their ids (ADR 035), and the writer.
 */
export interface ImportTarget {
  storedProducts: () => Promise<StoredProductKey[]>;
  write: RowWriter;
}

export interface ImportOptions {
  dir: string;
  format: ImportFormat;
  usdToGbp?: number;
  /** Give unpriced products a stable made-up price (benchmarks only). */
  placeholderPrices?: boolean;
  /** Absent: dry run (map and validate, write nothing; ids as on an empty database). */
  target?: ImportTarget;
  batchSize?: number;
  /** Progress lines (the CLI prints them on stderr). */
  progress?: (line: string) => void;
  now?: () => number;
}

export const DEFAULT_BATCH_SIZE = 10_000;

interface SourceFile {
  file: string;
  mapper: RecordMapper;
  read: (file: string) => AsyncGenerator<SourceLine>;
}

/** The known files of a format present in dir, in a stable order. */
export function sourceFiles(
  dir: string,
  format: ImportFormat,
  usdToGbp = DEFAULT_USD_TO_GBP,
): SourceFile[] {
  const present = readdirSync(dir).sort();
  if (format === 'json') {
    return present
      .filter((f) => f.endsWith('.jsonl') || f.endsWith('.json'))
      .map((f) => ({
        file: f,
        mapper: mapJsonProduct,
        read: f.endsWith('.json') ? readJsonArray : readJsonLines,
      }));
  }
  const known: Record<string, RecordMapper> =
    format === 'buildcores'
      ? { ...BUILDCORES_FILES }
      : Object.fromEntries(
          Object.entries(PC_PART_FILES).map(([f, map]) => [
            f,
            (r: unknown) => map(r, { usdToGbp }),
          ]),
        );
  return Object.keys(known)
    .filter((f) => present.includes(f))
    .map((f) => ({ file: f, mapper: known[f] as RecordMapper, read: readJsonLines }));
}

/** A record's name for skip examples, whichever format it is in. */
function labelOf(value: unknown): string {
  const record = value as {
    name?: unknown;
    longName?: unknown;
    metadata?: { name?: unknown };
  } | null;
  const name = record?.name ?? record?.metadata?.name ?? record?.longName;
  return typeof name === 'string' ? `: ${name.slice(0, 60)}` : '';
}

/**
 * Reads every known file of the format in dir, maps and validates each record, and
 * writes accepted rows in batches. Ids are stable (a known product keeps its stored id,
 * ADR 035), so running it again updates the same rows and inserts nothing new.
 */
export async function importCatalog(options: ImportOptions): Promise<ImportReport> {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const files = sourceFiles(options.dir, options.format, options.usdToGbp);
  if (files.length === 0) throw new Error(`no ${options.format} files found in ${options.dir}`);
  const target = options.target;
  const report = new ReportBuilder(options.format, target === undefined);
  const stored = target ? await target.storedProducts() : [];
  const ids = new ProductIdAssigner(stored);
  const brands = new BrandSpellings(
    stored.flatMap((p) => (p.brand === undefined ? [] : [p.brand])),
  );
  const seen = new Set<string>();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let batch: CatalogRow[] = [];
  const flush = async () => {
    if (batch.length === 0 || !target) return void (batch = []);
    const written = await target.write(batch, { sameProductOnly: options.format !== 'json' });
    report.inserted += written.inserted;
    report.updated += written.updated;
    batch = [];
  };
  for (const source of files) {
    const fileStarted = now();
    const stats = { file: source.file, records: 0, accepted: 0, skipped: 0, ms: 0 };
    for await (const line of source.read(path.join(options.dir, source.file))) {
      stats.records += 1;
      const where = `${source.file} line ${line.line}`;
      const row =
        'malformed' in line
          ? { skip: 'malformed JSON line' }
          : acceptRecord(source.mapper(line.value), { seen, ids, brands }, options);
      if ('skip' in row) {
        stats.skipped += 1;
        report.skip(row.skip, `${where}${'malformed' in line ? '' : labelOf(line.value)}`);
        continue;
      }
      stats.accepted += 1;
      report.accept(row.row);
      batch.push(row.row);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    stats.ms = now() - fileStarted;
    report.files.push(stats);
    options.progress?.(progressLine(stats));
  }
  return report.report(now() - started);
}

/**
 * Dedupe, price placeholder and schema check after the mapper, then the product's id (ADR 035):
 * the mapper's id is the source's own key (`bc-gpu-<opendb uuid>`), which dedupes, seeds the
 * placeholder price and is kept for products already stored under it; a new product gets the
 * next short id of its kind. Only accepted rows take a number.
 */
function acceptRecord(
  mapped: ReturnType<RecordMapper>,
  { seen, ids, brands }: { seen: Set<string>; ids: ProductIdAssigner; brands: BrandSpellings },
  options: ImportOptions,
): { row: CatalogRow } | { skip: string } {
  if ('skip' in mapped) return mapped;
  let row = withCanonicalBrand(mapped.row, brands);
  if (seen.has(row.id)) return { skip: 'duplicate' };
  if (row.pricePence === null && options.placeholderPrices) {
    row = { ...row, pricePence: placeholderPricePence(row.id, row.category) };
  }
  const checked = validateRow(row);
  if ('invalid' in checked) return { skip: checked.invalid };
  seen.add(row.id);
  return { row: ids.assign(checked.row) };
}

/** The row under its brand's one spelling (ADR 107), its long name and art following it. */
function withCanonicalBrand(row: CatalogRow, brands: BrandSpellings): CatalogRow {
  if (typeof row.brand !== 'string') return row; // productSchema refuses it later
  const brand = brands.canonical(row.brand);
  if (brand === row.brand) return row;
  const longName = withBrandSpelling(row.longName, row.brand, brand);
  const renamed = { ...row, brand, longName };
  // A case's generated gallery names the case in its alt text; other art does not.
  return row.category === 'case' && longName !== row.longName && row.source !== 'json'
    ? { ...renamed, ...productArt(row.category, row.id, longName) }
    : renamed;
}

function progressLine({
  file,
  records,
  accepted,
  skipped,
  ms,
}: ImportReport['files'][number]): string {
  const rate = ms > 0 ? Math.round((records / ms) * 1000) : records;
  return `${file}: ${records.toLocaleString('en-GB')} records, ${accepted.toLocaleString('en-GB')} accepted, ${skipped.toLocaleString('en-GB')} skipped in ${(ms / 1000).toFixed(1)} s (${rate.toLocaleString('en-GB')}/s)`;
}
