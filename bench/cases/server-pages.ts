import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROWSER_HEADERS } from '../lib/fixtures';
import { measureThroughput, startServer, type RunningServer } from '../lib/load';
import type { BenchCase, BenchRow } from '../lib/types';
import { importBoth } from './catalog-import';

/** Issue 33: a page rendered on the server, p99 at 50 connections (ADR 110's render cache). */
export const SERVER_PAGES_BUDGET = { connections: 50, maxP99Ms: 50 } as const;
const LOAD = {
  connections: SERVER_PAGES_BUDGET.connections,
  durationSeconds: 10,
  warmupSeconds: 2,
} as const;
const METHOD = `autocannon ${LOAD.connections} connections, ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s warm-up, 1 run, brotli/gzip accepted`;

/** A browser's navigation: HTML wanted, compressed answers accepted. */
const PAGE_HEADERS = { ...BROWSER_HEADERS, accept: 'text/html,application/xhtml+xml' };

/** The pages measured: the listing and a pre-configured build's overview from the catalogue. */
async function pages(server: RunningServer): Promise<string[]> {
  const answer = (await (
    await fetch(`${server.baseUrl}/api/configurator/getbuilds?pageSize=1&pageNumber=1`)
  ).json()) as { data: { items: { publicId: string }[] } };
  const id = answer.data.items[0]?.publicId;
  if (!id) throw new Error('the catalogue has no pre-configured build');
  const urls = ['/pre-configured-pcs', `/build-overview/${id}`];
  // One request each first: a page that is not rendered (no dist/web-server) is a clear failure.
  for (const url of urls) {
    const res = await fetch(`${server.baseUrl}${url}`, { headers: PAGE_HEADERS });
    const html = await res.text();
    if (res.status !== 200 || !html.includes('id="rigforge-hydration"'))
      throw new Error(`${url} answered ${res.status} without a server render`);
  }
  return urls;
}

async function measure(server: RunningServer, catalogue: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const url of await pages(server)) {
    const result = await measureThroughput(
      { url: `${server.baseUrl}${url}`, headers: PAGE_HEADERS },
      LOAD,
    );
    rows.push({
      name: `GET ${url} rendered on the server (${catalogue}): p99`,
      measured: `${result.p99Ms} ms (${Math.round(result.reqPerSec)} req/s, ${result.errors} errors)`,
      budget: `<= ${SERVER_PAGES_BUDGET.maxP99Ms} ms, no errors`,
      pass: result.p99Ms <= SERVER_PAGES_BUDGET.maxP99Ms && result.errors === 0,
      method: METHOD,
      values: { p99Ms: result.p99Ms, reqPerSec: result.reqPerSec, errors: result.errors },
    });
  }
  return rows;
}

/**
 * Pages rendered on the server (ADR 094, 110) under load, on the curated catalogue and on the
 * import of both shared datasets (skipped with a note when ../shared is absent).
 */
export const serverPages: BenchCase = {
  name: 'server pages',
  async run({ rootDir }) {
    if (!existsSync(path.join(rootDir, 'dist', 'web-server', 'entry-server.js')))
      return [
        {
          name: 'server-rendered pages',
          measured: 'not run',
          budget: '-',
          pass: false,
          note: 'needs `npm run build` (dist/web-server)',
        },
      ];
    const rows: BenchRow[] = [];
    const curated = await startServer(rootDir, 'real-app');
    try {
      rows.push(...(await measure(curated, 'curated catalogue')));
    } finally {
      await curated.stop();
    }
    const datasets = path.resolve(rootDir, '../shared/datasets');
    if (
      !existsSync(path.join(datasets, 'pc-part-dataset')) ||
      !existsSync(path.join(datasets, 'buildcores-open-db')) ||
      process.env.SERVER_PAGES_CURATED_ONLY
    ) {
      const note = `shared datasets not found at ${datasets} (or SERVER_PAGES_CURATED_ONLY): curated catalogue only`;
      return [
        ...rows,
        {
          name: 'server-rendered pages, both datasets',
          measured: 'skipped',
          budget: '-',
          pass: true,
          note,
        },
      ];
    }
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigforge-server-pages-'));
    try {
      await importBoth(datasets, dataDir);
      const imported = await startServer(rootDir, 'real-app', {
        BENCH_DATABASE_URL: '',
        DATA_DIR: dataDir,
      });
      try {
        rows.push(...(await measure(imported, 'both datasets')));
      } finally {
        await imported.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
