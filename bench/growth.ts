import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { databaseImportTarget } from '../src/server/catalog-import/database-target';
import { importCatalog } from '../src/server/catalog-import/import-catalog';
import { openPglite } from '../src/server/db/database';
import { measureThroughput, startServer, type LoadRequest, type RunningServer } from './lib/load';
import { BROWSER_HEADERS, FULL_BUILD_BODY, DATASET_SOURCES } from './lib/fixtures';

/**
 * `npm run bench:growth`: how cost grows with the catalogue (issue 15 item 4). For catalogues
 * of about 1k, 10k and 50k products (every k-th record of both shared datasets, so each size
 * keeps the datasets' mix of categories; the curated catalogue is seeded at start as always),
 * imported into an on-disk PGlite, it starts the real app (compiled as production compiles it)
 * and records the start-up time (spawn to listening, catalogue loaded), resident memory idle
 * and after the load, and throughput and p99 at 10, 100 and 500 connections for a component
 * list, a flagged list and validate (autocannon, 5 s after 1 s of warm-up, one run each; the
 * hello-world Fastify is measured at each connection count for scale). Before and after each
 * cell it waits for the server to answer promptly again; a cell whose requests outlasted the
 * run says how long that backlog took ("s backlog"). A call that completes fewer than ten
 * requests per connection in a run is not loaded with more connections (that would only
 * measure its queue). Writes the table into
 * docs/performance.md between the growth markers, with the machine's load.
 *
 * GROWTH_SIZES=1000,10000 limits the sizes; GROWTH_SECONDS changes the duration.
 */
const rootDir = path.resolve(import.meta.dirname, '..');
const datasets = path.resolve(rootDir, '../shared/datasets');
const SIZES = (process.env.GROWTH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const CONNECTIONS = [10, 100, 500] as const;
const LOAD = {
  durationSeconds: Number(process.env.GROWTH_SECONDS ?? 5),
  warmupSeconds: 1,
} as const;
/** What both datasets hold after the import's own filtering (catalog-import bench). */
const FULL_IMPORT = 50_000;

/** Every k-th accepted record of both datasets into a fresh on-disk PGlite. */
async function importSample(dataDir: string, size: number): Promise<number> {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  const every = Math.max(1, Math.round(FULL_IMPORT / size));
  let seen = 0;
  let written = 0;
  try {
    const database = databaseImportTarget(handle.db);
    const target = {
      ...database,
      write: async (...[rows, options]: Parameters<typeof database.write>) => {
        const kept = rows.filter(() => seen++ % every === 0);
        written += kept.length;
        return kept.length ? database.write(kept, options) : { inserted: 0, updated: 0 };
      },
    };
    for (const [folder, format] of DATASET_SOURCES) {
      await importCatalog({
        dir: path.join(datasets, folder),
        format,
        target,
        placeholderPrices: true,
      });
    }
  } finally {
    await handle.close();
  }
  return written;
}

function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

async function requests(server: RunningServer): Promise<[string, LoadRequest][]> {
  const settings = (await (await fetch(`${server.baseUrl}/api/settings`)).json()) as {
    data: { csrfToken: string };
  };
  const post = (endpoint: string): LoadRequest => ({
    url: `${server.baseUrl}/api/configurator/${endpoint}`,
    method: 'POST',
    headers: {
      ...BROWSER_HEADERS,
      'content-type': 'application/json',
      'x-csrf-token': settings.data.csrfToken,
    },
    body: FULL_BUILD_BODY,
  });
  const all: [string, LoadRequest][] = [
    [
      'GET allgpucomponents',
      { url: `${server.baseUrl}/api/configurator/allgpucomponents`, headers: BROWSER_HEADERS },
    ],
    ['POST gpucomponentswithflag', post('gpucomponentswithflag')],
    ['POST validate', post('validate')],
  ];
  for (const [name, request] of all) {
    const res = await fetch(request.url, {
      method: request.method ?? 'GET',
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body ? { body: request.body } : {}),
    });
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
  }
  return all;
}

/**
 * Waits until the server answers GET /api/health within 100 ms (at most 180 s): when a call
 * costs more than the load generator's connections can wait for, the server is still working
 * through their requests after autocannon stops, and the next cell would measure that backlog.
 */
async function drained(server: RunningServer): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 180_000) {
    const asked = performance.now();
    const res = await fetch(`${server.baseUrl}/api/health`).catch(() => null);
    if (res?.ok && performance.now() - asked < 100) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return performance.now() - started;
}

interface Row {
  size: string;
  what: string;
  figures: string[];
}

async function main(): Promise<void> {
  if (!existsSync(path.join(datasets, 'pc-part-dataset'))) {
    throw new Error(`shared datasets not found at ${datasets}`);
  }
  const loadAtStart = loadavg()[0] ?? 0;
  const rows: Row[] = [];
  const hello = await startServer(rootDir, 'hello-world');
  try {
    const figures = [];
    for (const connections of CONNECTIONS) {
      const r = await measureThroughput({ url: `${hello.baseUrl}/` }, { connections, ...LOAD });
      figures.push(`${Math.round(r.reqPerSec)} req/s, p99 ${r.p99Ms} ms`);
    }
    rows.push({ size: '-', what: 'hello-world Fastify', figures });
  } finally {
    await hello.stop();
  }
  const memory: string[] = [];
  for (const size of SIZES) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigforge-growth-'));
    try {
      const imported = await importSample(dataDir, size);
      const label = `${imported.toLocaleString('en-GB')} imported`;
      console.error(`growth: ${label}`);
      const started = performance.now();
      const server = await startServer(rootDir, 'real-app', { BENCH_DATA_DIR: dataDir });
      const startupMs = performance.now() - started;
      try {
        const idleMb = residentMb(server.pid);
        for (const [what, request] of await requests(server)) {
          const figures = [];
          let tooSlow: string | null = null;
          for (const connections of CONNECTIONS) {
            if (tooSlow) {
              figures.push(tooSlow);
              continue;
            }
            await drained(server);
            const r = await measureThroughput(request, { connections, ...LOAD });
            const errors = r.errors ? `, ${r.errors} errors` : '';
            const drainMs = await drained(server);
            const backlog = drainMs > 1000 ? `, ${(drainMs / 1000).toFixed(0)} s backlog` : '';
            figures.push(`${Math.round(r.reqPerSec)} req/s, p99 ${r.p99Ms} ms${errors}${backlog}`);
            // More connections than a slow call completes in the run only measure its backlog.
            if (r.reqPerSec * LOAD.durationSeconds < connections * 10)
              tooSlow = `not run: ${Math.round(r.reqPerSec)} req/s at ${connections} connections`;
            console.error(`growth: ${label} ${what} ${connections}: ${figures.at(-1)}`);
          }
          rows.push({ size: label, what, figures });
        }
        memory.push(
          `| ${label} | ${(startupMs / 1000).toFixed(1)} s | ${idleMb.toFixed(0)} MB | ${residentMb(server.pid).toFixed(0)} MB |`,
        );
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const load = loadavg().map((l) => l.toFixed(2));
  const table = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:growth\`;`,
    `load average ${loadAtStart.toFixed(2)} at the start, ${load.join(' ')} at the end, on ${availableParallelism()} cores.`,
    `Autocannon, ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s of warm-up, one run per cell, browser Accept-Encoding.`,
    '',
    `| catalogue | call | ${CONNECTIONS.map((c) => `${c} connections`).join(' | ')} |`,
    `|---|---|${CONNECTIONS.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.size} | ${r.what} | ${r.figures.join(' | ')} |`),
    '',
    '| catalogue | start-up (spawn to listening) | resident memory idle | after the load |',
    '|---|---|---|---|',
    ...memory,
  ].join('\n');
  console.log(`\n${table}`);
  const doc = path.join(rootDir, 'docs', 'performance.md');
  const START = '<!-- growth:start -->';
  const END = '<!-- growth:end -->';
  const text = readFileSync(doc, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from === -1 || to === -1) throw new Error(`${doc} has no growth markers`);
  writeFileSync(doc, `${text.slice(0, from + START.length)}\n${table}\n${text.slice(to)}`);
  console.error(`growth: table written into ${path.relative(rootDir, doc)}`);
}

await main();
