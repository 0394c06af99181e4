/**
 * `npm run bench:soak`: a mixed shopper workload against the compiled app on an on-disk PGlite
 * for SOAK_SECONDS (default 600) at SOAK_RATE requests/s (default 400), measured in 10 s
 * windows. Passes when no request errs, p99 stays stable (no window after warm-up above 100 ms,
 * and the median of the last three windows' p99 at most twice the first's plus 10 ms: a trend,
 * not noise) and resident memory after warm-up grows ≤ 10 % (lib/soak-verdict.ts).
 * `.ci/run` runs a one-minute version.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  AMD_HIGH_END_SELECTIONS,
  INTEL_MID_RANGE_SELECTIONS,
} from '../src/server/db/seed/catalog/reference-builds';
import { startServer } from './lib/load';
import { SOAK_LIMITS, soakChecks, type SoakWindow } from './lib/soak-verdict';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const RATE = Number(process.env.SOAK_RATE ?? 400);
const WINDOW_SECONDS = 10;
const { warmupWindows: WARMUP_WINDOWS } = SOAK_LIMITS;

interface Window extends SoakWindow {
  index: number;
  requests: number;
}

async function residentMb(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const match = /^process_resident_memory_bytes (\d+)/m.exec(text);
  return match ? Number(match[1]) / 1_048_576 : Number.NaN;
}

/** One shopper's calls, in the proportions a configurator session makes them. */
async function shopperMix(baseUrl: string) {
  const settings = (await (await fetch(`${baseUrl}/api/settings`)).json()) as {
    data: { csrfToken: string };
  };
  const builds = (await (await fetch(`${baseUrl}/api/configurator/allbuilds`)).json()) as {
    data: { publicId: string }[];
  };
  const post = (route: string, body: object) => ({
    method: 'POST',
    path: `/api/configurator/${route}`,
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': settings.data.csrfToken,
      'accept-encoding': 'br',
    },
    body: JSON.stringify(body),
  });
  const get = (route: string) => ({
    method: 'GET',
    path: route,
    headers: { 'accept-encoding': 'br' },
  });
  const amd = { ...AMD_HIGH_END_SELECTIONS, buildStep: 3, buildSubStep: 1 };
  const intel = { ...INTEL_MID_RANGE_SELECTIONS, buildStep: 3, buildSubStep: 1 };
  return [
    get('/api/settings'),
    get('/api/configurator/getbuilds?featured=1&pageSize=6&pageNumber=1'),
    get('/api/configurator/allgpucomponents'),
    post('validate', amd),
    post('gpucomponentswithflag', amd),
    get('/api/configurator/allmemorycomponents'),
    post('memorycomponentswithflag', intel),
    post('validate', intel),
    get(`/api/configurator/preconfiguredbuild/${builds.data[0]?.publicId ?? 'none'}`),
    post('SaveLocalBuild', { ...amd, buildSubStep: 1 + Math.floor(Math.random() * 10) }),
  ];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rigforge-soak-'));
  const rootDir = path.resolve(import.meta.dirname, '..');
  const server = await startServer(rootDir, 'real-app', {
    BENCH_DATABASE_URL: '',
    DATA_DIR: dataDir,
  });
  const windows: Window[] = [];
  try {
    const requests = await shopperMix(server.baseUrl);
    const count = Math.max(WARMUP_WINDOWS + 2, Math.round(SECONDS / WINDOW_SECONDS));
    for (let index = 0; index < count; index++) {
      const result = await autocannon({
        url: server.baseUrl,
        connections: 20,
        duration: WINDOW_SECONDS,
        overallRate: RATE,
        requests,
      });
      const window = {
        index,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
        p99Ms: result.latency.p99,
        rssMb: await residentMb(server.baseUrl),
      };
      windows.push(window);
      console.log(
        `soak window ${index + 1}/${count}: ${window.requests} requests, ${window.errors} errors, p99 ${window.p99Ms} ms, RSS ${window.rssMb.toFixed(1)} MB`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const checks = soakChecks(windows);
  console.log(
    `\nsoak: ${SECONDS} s at ${RATE} req/s (${windows.length} windows of ${WINDOW_SECONDS} s)`,
  );
  for (const check of checks)
    console.log(
      `${check.pass ? 'PASS' : 'FAIL'}  ${check.what}: ${check.measured} (budget ${check.budget})`,
    );
  process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
}

await main();
