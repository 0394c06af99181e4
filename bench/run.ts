import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { apiThroughput } from './cases/api-throughput';
import { bigCatalogue } from './cases/big-catalogue';
import { buildApi } from './cases/build-api';
import { bundleSize } from './cases/bundle-size';
import { catalogImport } from './cases/catalog-import';
import { componentList } from './cases/component-list';
import { configuratorInteraction } from './cases/configurator-interaction';
import { engine } from './cases/engine';
import { getBuilds } from './cases/getbuilds';
import { lighthouse } from './cases/lighthouse';
import { serverPages } from './cases/server-pages';
import { measureThroughput, startServer } from './lib/load';
import { baselineRow, trustRow, type Baseline } from './lib/trust';
import type { BenchCase, BenchContext, BenchRow } from './lib/types';

/**
 * `npm run bench`: runs every case in order (one at a time: the machine is
 * small and load tests must not overlap), prints measured vs budget, writes
 * bench/results/latest.json and exits 1 when any row fails.
 * Filter with `node --import tsx bench/run.ts <case name substring>…`.
 */
const CASES: BenchCase[] = [
  bundleSize,
  apiThroughput,
  componentList,
  getBuilds,
  buildApi,
  engine,
  catalogImport,
  bigCatalogue,
  serverPages,
  configuratorInteraction,
  lighthouse,
];

const rootDir = path.resolve(import.meta.dirname, '..');

/** Each case's method, for rows that do not state their own (BenchRow.method). */
const METHODS: Record<string, string> = {
  'bundle size': 'scripts, module preloads and stylesheets each served page names, gzip -9',
  engine:
    'compiled engine in its own node: validate median of 300 batches of 100; flag median of 30',
  'catalog import':
    'both shared datasets into a fresh on-disk PGlite, then buildApp until ready, 1 run',
  'configurator interaction':
    'Chromium via playwright-core, 4x CPU slowdown, choices timed in the page, median',
  lighthouse: 'Lighthouse mobile, default throttling, median of 3 runs per route',
  reference:
    'autocannon 100 connections, 10 s after 2 s warm-up, 1 run before each throughput case',
};

function contextFor(): BenchContext & { baselines: Baseline[] } {
  const baselines: Baseline[] = [];
  return {
    baselines,
    rootDir,
    distDir: path.resolve(rootDir, process.env.WEB_DIST_DIR ?? 'dist/web'),
    helloWorld: async (caseName) => {
      const server = await startServer(rootDir, 'hello-world');
      try {
        const result = await measureThroughput({ url: `${server.baseUrl}/` });
        baselines.push({ case: caseName, result });
        return result;
      } finally {
        await server.stop();
      }
    },
  };
}

function printTable(rows: (BenchRow & { case: string })[]): void {
  const header = {
    case: 'case',
    name: 'what',
    measured: 'measured',
    budget: 'budget',
    result: 'result',
    method: 'method',
  };
  const lines = [
    header,
    ...rows.map((r) => ({ ...r, method: r.method ?? '-', result: r.pass ? 'PASS' : 'FAIL' })),
  ];
  const width = (key: keyof typeof header) => Math.max(...lines.map((l) => String(l[key]).length));
  const keys = Object.keys(header) as (keyof typeof header)[];
  const widths = keys.map(width);
  const format = (line: Record<keyof typeof header, string>) =>
    keys.map((k, i) => String(line[k]).padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines.slice(1)) console.log(format(line));
  for (const row of rows.filter((r) => r.note))
    console.log(`\n${row.pass ? 'note' : 'FAIL'}: ${row.name}: ${row.note}`);
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2).map((f) => f.toLowerCase());
  const cases = filters.length
    ? CASES.filter((c) => filters.some((f) => c.name.includes(f)))
    : CASES;
  const loadAtStart = loadavg()[0] ?? 0;
  const context = contextFor();
  const rows: (BenchRow & { case: string })[] = [];
  for (const benchCase of cases) {
    console.log(`bench: ${benchCase.name}…`);
    try {
      rows.push(
        ...(await benchCase.run(context)).map((row) => ({
          ...row,
          method: row.method ?? METHODS[benchCase.name] ?? '-',
          case: benchCase.name,
        })),
      );
    } catch (error) {
      rows.push({
        case: benchCase.name,
        name: 'run',
        measured: 'crashed',
        budget: '-',
        pass: false,
        method: METHODS[benchCase.name] ?? '-',
        note: String(error),
      });
    }
  }
  // Load generator and servers share this machine: a busy machine shows up here and in the baselines.
  const machine = { loadAverage1m: loadavg()[0] ?? 0, cores: availableParallelism(), loadAtStart };
  if (context.baselines.length > 0) {
    rows.push({ case: 'reference', method: METHODS.reference, ...baselineRow(context.baselines) });
    rows.push({
      case: 'reference',
      method: '1-minute load average at the start; the baseline rows',
      ...trustRow(context.baselines, loadAtStart, machine.cores),
    });
  }
  printTable(rows);
  console.log(
    `\nmachine: load average ${machine.loadAverage1m.toFixed(2)} on ${machine.cores} cores`,
  );
  const resultsDir = path.join(rootDir, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), machine, rows }, null, 2)}\n`,
  );
  const failed = rows.filter((r) => !r.pass).length;
  console.log(failed ? `\n${failed} budget(s) FAILED` : '\nall budgets PASS');
  process.exitCode = failed ? 1 : 0;
}

await main();
