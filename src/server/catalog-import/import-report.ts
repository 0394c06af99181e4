import type { CatalogRow } from '../catalog/catalog-row';
import type { ImportFormat } from './shared/map-result';

export interface FileStats {
  file: string;
  records: number;
  accepted: number;
  skipped: number;
  ms: number;
}

export interface SkipReason {
  reason: string;
  count: number;
  /** A few examples, e.g. 'case.jsonl line 12: Silverstone ML08'. */
  examples: string[];
}

export interface CategoryUnknowns {
  products: number;
  /** How many of the category's products have each spec field null (unknown). */
  nullFields: Record<string, number>;
}

export interface ImportReport {
  format: ImportFormat;
  dryRun: boolean;
  files: FileStats[];
  read: number;
  accepted: number;
  inserted: number;
  updated: number;
  skipped: number;
  skipReasons: SkipReason[];
  unknownFields: Record<string, CategoryUnknowns>;
  ms: number;
}

const EXAMPLES_PER_REASON = 3;

/** Collects counts while an import runs; `report()` gives the final figures. */
export class ReportBuilder {
  private readonly reasons = new Map<string, SkipReason>();
  private readonly unknowns: Record<string, CategoryUnknowns> = {};
  readonly files: FileStats[] = [];
  inserted = 0;
  updated = 0;

  constructor(
    private readonly format: ImportFormat,
    private readonly dryRun: boolean,
  ) {}

  skip(reason: string, example: string): void {
    const entry = this.reasons.get(reason) ?? { reason, count: 0, examples: [] };
    entry.count += 1;
    if (entry.examples.length < EXAMPLES_PER_REASON) entry.examples.push(example);
    this.reasons.set(reason, entry);
  }

  accept(row: CatalogRow): void {
    const entry = (this.unknowns[row.category] ??= { products: 0, nullFields: {} });
    entry.products += 1;
    for (const [field, value] of Object.entries(row.specs as Record<string, unknown>)) {
      entry.nullFields[field] = (entry.nullFields[field] ?? 0) + (value === null ? 1 : 0);
    }
  }

  report(ms: number): ImportReport {
    const skipReasons = [...this.reasons.values()].sort((a, b) => b.count - a.count);
    const sum = (key: 'records' | 'accepted') => this.files.reduce((total, f) => total + f[key], 0);
    return {
      format: this.format,
      dryRun: this.dryRun,
      files: this.files,
      read: sum('records'),
      accepted: sum('accepted'),
      inserted: this.inserted,
      updated: this.updated,
      skipped: skipReasons.reduce((total, r) => total + r.count, 0),
      skipReasons,
      unknownFields: this.unknowns,
      ms,
    };
  }
}

const n = (value: number) => value.toLocaleString('en-GB');

/** The report as the CLI prints it. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `Import of ${report.format}${report.dryRun ? ' (dry run: nothing written)' : ''} in ${(report.ms / 1000).toFixed(1)} s`,
    `  read ${n(report.read)}, accepted ${n(report.accepted)}, imported (inserted) ${n(report.inserted)}, updated ${n(report.updated)}, skipped ${n(report.skipped)}`,
  ];
  if (report.skipReasons.length) lines.push('', 'Skipped, by reason:');
  for (const { reason, count, examples } of report.skipReasons) {
    lines.push(
      `  ${n(count).padStart(7)}  ${reason}`,
      ...examples.map((e) => `           e.g. ${e}`),
    );
  }
  lines.push('', 'Unknown (null) spec fields, per category:');
  for (const [category, { products, nullFields }] of Object.entries(report.unknownFields)) {
    const unknown = Object.entries(nullFields)
      .filter(([, count]) => count > 0)
      .map(([field, count]) => `${field} ${count === products ? 'all' : n(count)}`);
    lines.push(`  ${category} (${n(products)}): ${unknown.length ? unknown.join(', ') : 'none'}`);
  }
  return lines.join('\n');
}
