import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { measureThroughput, startServer, type RunningServer } from '../lib/load';
import { throughputRows } from '../lib/throughput-rows';
import type { BenchCase, BenchRow, ThroughputResult } from '../lib/types';
import { FULL_BUILD_BODY } from '../lib/fixtures';

const WRITES = ['SaveLocalBuild', 'completeBuildAndSave'] as const;
const WRITE_P99_MS = 100;

/** POSTs as the web app does: the anti-forgery token from GET /api/settings first. */
async function postRequest(server: RunningServer, path: string) {
  const settings = (await (await fetch(`${server.baseUrl}/api/settings`)).json()) as {
    data: { csrfToken: string };
  };
  const url = `${server.baseUrl}/api/configurator/${path}`;
  const headers = { 'content-type': 'application/json', 'x-csrf-token': settings.data.csrfToken };
  // One request first: a wrong token or body shows as a clear failure, not as 100,000 errors.
  const probe = await fetch(url, { method: 'POST', headers, body: FULL_BUILD_BODY });
  if (probe.status !== 200)
    throw new Error(`POST ${path} answered ${probe.status}: ${await probe.text()}`);
  return { url, method: 'POST' as const, headers, body: FULL_BUILD_BODY };
}

async function measureWrites(
  server: RunningServer,
  driver: string,
  minReqPerSec: number,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const path of WRITES) {
    const result: ThroughputResult = await measureThroughput(await postRequest(server, path));
    rows.push(
      ...throughputRows(`POST ${path} (${driver})`, result, null, {
        minReqPerSec,
        maxP99Ms: WRITE_P99_MS,
      }),
    );
  }
  return rows;
}

/** A throwaway database on the server of `url`, dropped afterwards: the bench never writes into a real one. */
async function withScratchDatabase<T>(
  url: string,
  run: (scratchUrl: string) => Promise<T>,
): Promise<T> {
  const name = `rigforge_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return await run(scratch.toString());
  } finally {
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

async function onServer<T>(
  rootDir: string,
  databaseUrl: string,
  run: (server: RunningServer) => Promise<T>,
): Promise<T> {
  // Set explicitly: an outer BENCH_DATABASE_URL must not turn the PGlite run into a PostgreSQL one.
  const server = await startServer(rootDir, 'real-app', { BENCH_DATABASE_URL: databaseUrl });
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

/**
 * The build calls on the real app (DESIGN.md section 8): POST validate of a full build against
 * the hello-world baseline (a regression guard of >= 30 %, p99 <= 50 ms), and the writes
 * (SaveLocalBuild, completeBuildAndSave: one INSERT each) at >= 500 req/s on PGlite and >= 1,500 req/s on
 * PostgreSQL, p99 <= 100 ms. The PostgreSQL rows need BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
export const buildApi: BenchCase = {
  name: 'build api',
  async run(context) {
    const baseline = await context.helloWorld('build api');
    const rows = await onServer(context.rootDir, 'memory://', async (server) => {
      const validate = await measureThroughput(await postRequest(server, 'validate'));
      return [
        ...throughputRows('POST validate (full build)', validate, baseline, {
          minRatio: 0.3,
          maxP99Ms: 50,
        }),
        ...(await measureWrites(server, 'PGlite', 500)),
      ];
    });
    const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!postgresUrl) {
      rows.push({
        name: 'POST save/complete (PostgreSQL)',
        measured: 'skipped',
        budget: '>= 1500 req/s',
        pass: true,
        note: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server to measure it',
      });
      return rows;
    }
    rows.push(
      ...(await withScratchDatabase(postgresUrl, (url) =>
        onServer(context.rootDir, url, (server) => measureWrites(server, 'PostgreSQL', 1500)),
      )),
    );
    return rows;
  },
};
