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
import { measureThroughput, startServer } from './lib/load';
import type { BenchCase, BenchContext, BenchRow, ThroughputResult } from './lib/types';

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
  configuratorInteraction,
  lighthouse,
];

const rootDir = path.resolve(import.meta.dirname, '..');

/** Each case's method, for rows that do not state their own (BenchRow.method). */
const METHODS: Record<string, string> = {
  'bundle size': 'Vite manifest: entry + route chunk + static imports + loader, gzip -9, 1 build',
  engine:
    'compiled engine in its own node: validate median of 300 batches of 100; flag median of 30',
  'catalog import':
    'both shared datasets into a fresh on-disk PGlite, then buildApp until ready, 1 run',
  'configurator interaction':
    'Chromium via playwright-core, 4x CPU slowdown, choices timed in the page, median',
  lighthouse: 'Lighthouse mobile, default throttling, median of 3 runs per route',
  reference: 'autocannon 100 connections, 10 s after 2 s warm-up, 1 run; load average from os',
};

/**
 * Hello-world Fastify answered 31,000 req/s on the first quiet 2-core bench machine, and
 * 40,000-90,000 on this one, whose host runs in slower and faster phases (docs/performance.md).
 * On a busy machine the single-threaded load generator caps both sides near the same figure and
 * every ratio drifts towards 100 %: below half the first machine's baseline, or with more
 * runnable work than cores, the throughput figures are reported as untrusted (a failing row)
 * instead of passing. A slow phase needs no such row: there the app's ratios fall (its larger
 * code and data suffer more from a slower host than hello-world does), so they cannot flatter.
 */
const MIN_TRUSTED_BASELINE_REQ_PER_SEC = 15_000;

/** The row that says whether this run's throughput ratios can be trusted. */
function trustRow(
  baseline: ThroughputResult,
  loadAtStart: number,
  cores: number,
): BenchRow & { case: string } {
  const busy = loadAtStart > cores;
  const slowBaseline = baseline.reqPerSec < MIN_TRUSTED_BASELINE_REQ_PER_SEC;
  return {
    case: 'reference',
    name: 'machine quiet enough to trust throughput ratios',
    measured: `load ${loadAtStart.toFixed(2)} at start, baseline ${Math.round(baseline.reqPerSec)} req/s`,
    budget: `load ≤ ${cores}, baseline ≥ ${MIN_TRUSTED_BASELINE_REQ_PER_SEC}`,
    pass: !busy && !slowBaseline,
    method: '1-minute load average at the start; the baseline row',
    ...(busy || slowBaseline
      ? { note: 'the machine was busy: rerun the throughput cases with nothing else running' }
      : {}),
  };
}

function contextFor(): BenchContext & { baseline(): Promise<ThroughputResult> | undefined } {
  let helloWorld: Promise<ThroughputResult> | undefined;
  return {
    baseline: () => helloWorld,
    rootDir,
    distDir: path.resolve(rootDir, process.env.WEB_DIST_DIR ?? 'dist/web'),
    helloWorld: () => {
      helloWorld ??= (async () => {
        const server = await startServer(rootDir, 'hello-world');
        try {
          return await measureThroughput({ url: `${server.baseUrl}/` });
        } finally {
          await server.stop();
        }
      })();
      return helloWorld;
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
  const baseline = await context.baseline()?.catch(() => undefined);
  if (baseline) {
    rows.push({
      case: 'reference',
      name: 'hello-world Fastify (same run)',
      measured: `${Math.round(baseline.reqPerSec)} req/s, p99 ${baseline.p99Ms} ms`,
      budget: '-',
      pass: true,
      method: METHODS.reference,
      values: { ...baseline },
    });
  }
  // Load generator and servers share this machine: a busy machine shows up here and in the baseline.
  const machine = { loadAverage1m: loadavg()[0] ?? 0, cores: availableParallelism(), loadAtStart };
  if (baseline) rows.push(trustRow(baseline, loadAtStart, machine.cores));
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
