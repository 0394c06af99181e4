import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { INTEL_EVERY_CATEGORY_SELECTIONS } from '../../src/server/db/seed/catalog/reference-builds';
import { startServer } from '../lib/load';
import type { BenchCase, BenchRow } from '../lib/types';

const run = promisify(execFile);

/** DESIGN.md section 8: Lighthouse mobile (default throttling), median of 3 runs. */
const ROUTES = ['/', '/pre-configured-pcs', '/pre-configurator', '/configurator', '/overview'];
const RUNS = 3;
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
type Category = keyof typeof BUDGET;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function scores(
  rootDir: string,
  url: string,
  outDir: string,
  i: number,
  profile: string | null = null,
): Promise<Record<Category, number>> {
  const out = path.join(outDir, `lh-${i}.json`);
  // A seeded profile keeps its local storage: Lighthouse must not clear it.
  const seeded = profile
    ? [`--chrome-flags=${CHROME_FLAGS} --user-data-dir=${profile}`, '--disable-storage-reset']
    : [`--chrome-flags=${CHROME_FLAGS}`];
  await run(
    path.join(rootDir, 'node_modules', '.bin', 'lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${out}`, ...seeded],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 120_000 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
  };
  const score = (c: Category) => Math.round((report.categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
  };
}

/** Builds each route is measured with, as the shopper's local storage holds them. */
const SEEDED_BUILDS: Record<string, object> = {
  // Issue 11: /configurator with a full expert build.
  '/configurator': {
    ...INTEL_EVERY_CATEGORY_SELECTIONS,
    buildStep: 3,
    buildSubStep: 1,
    buildMode: 'expert',
    buildStart: true,
    buildComplete: false,
  },
};

/**
 * A Chromium profile whose local storage holds the route's build (written by playwright-core
 * into the same user-data-dir Lighthouse's Chromium then opens), or null for routes without one.
 */
async function seededProfile(baseUrl: string, route: string, outDir: string) {
  const build = SEEDED_BUILDS[route];
  if (!build) return null;
  const profile = mkdtempSync(path.join(outDir, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.split(' '),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(
      (value) => localStorage.setItem('configurator-build', value),
      JSON.stringify(build),
    );
  } finally {
    await context.close();
  }
  return profile;
}

export const lighthouse: BenchCase = {
  name: 'lighthouse',
  async run({ rootDir, distDir }) {
    if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(CHROMIUM)) {
      return [
        {
          name: 'Lighthouse',
          measured: 'not run',
          budget: '-',
          pass: false,
          note: 'needs `npm run build` and Chromium',
        },
      ];
    }
    const server = await startServer(rootDir, 'real-app');
    const outDir = mkdtempSync(path.join(tmpdir(), 'rigforge-lighthouse-'));
    const rows: BenchRow[] = [];
    try {
      for (const route of ROUTES) {
        const runs = [];
        const profile = await seededProfile(server.baseUrl, route, outDir);
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await scores(rootDir, `${server.baseUrl}${route}`, outDir, i, profile));
        for (const category of Object.keys(BUDGET) as Category[]) {
          const value = median(runs.map((r) => r[category]));
          rows.push({
            name: `Lighthouse ${category}, ${route}`,
            measured: String(value),
            budget: `>= ${BUDGET[category]}`,
            pass: value >= BUDGET[category],
            values: { [category]: value },
          });
        }
      }
    } finally {
      await server.stop();
      rmSync(outDir, { recursive: true, force: true });
    }
    return rows;
  },
};
