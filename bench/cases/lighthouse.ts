import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INTEL_EVERY_CATEGORY_SELECTIONS } from '../../src/server/db/seed/catalog/reference-builds';
import { startServer } from '../lib/load';
import {
  BUILD_STORAGE_KEY,
  CHROMIUM,
  completedBuildStorage,
  launchSeededChromium,
  LIGHTHOUSE_CATEGORIES,
  lighthouseScores,
  type LighthouseRun,
} from '../lib/seeded-lighthouse';
import type { BenchCase, BenchRow } from '../lib/types';

/**
 * DESIGN.md section 8: Lighthouse mobile (default throttling), median of 3 runs. A route with
 * `seed` is measured with that local storage in place (bench/lib/seeded-lighthouse.ts).
 */
interface LighthouseRoute {
  path: string;
  seed?: (baseUrl: string) => Promise<Record<string, string>>;
}
/** Issue 11: /configurator measured with a full expert build in progress. */
const expertBuildStorage = async () => ({
  [BUILD_STORAGE_KEY]: JSON.stringify({
    ...INTEL_EVERY_CATEGORY_SELECTIONS,
    buildStep: 3,
    buildSubStep: 1,
    buildMode: 'expert',
    buildStart: true,
    buildComplete: false,
  }),
});

const ROUTES: LighthouseRoute[] = [
  { path: '/' },
  { path: '/pre-configured-pcs' },
  { path: '/pre-configurator' },
  { path: '/configurator', seed: expertBuildStorage },
  { path: '/overview', seed: completedBuildStorage },
  // Rendered on the server (ADR 094): a pre-configured build's page, SEO 100 like the others.
  { path: '/build-overview/pc-ember-amd-rx-7600' },
];
const RUNS = 3;

/** LIGHTHOUSE_ROUTES=/overview,/ measures only those routes (e.g. while working on one page). */
const onlyRoutes = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean);
const selectedRoutes = () =>
  onlyRoutes ? ROUTES.filter((route) => onlyRoutes.includes(route.path)) : ROUTES;
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** Issue 33: Largest Contentful Paint on the two pages a shopper most often lands on. */
const LCP_BUDGET_MS = 1800;
const LCP_ROUTES = ['/', '/pre-configured-pcs'];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** RUNS Lighthouse runs of one route, in a seeded Chromium when the route needs storage. */
async function routeRuns(
  rootDir: string,
  baseUrl: string,
  route: LighthouseRoute,
  outDir: string,
): Promise<LighthouseRun[]> {
  const url = `${baseUrl}${route.path}`;
  const out = (i: number) =>
    path.join(outDir, `lh-${route.path.replace(/\W+/g, '') || 'home'}-${i}.json`);
  const runs: LighthouseRun[] = [];
  if (!route.seed) {
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseScores(rootDir, url, out(i)));
    return runs;
  }
  const chromium = await launchSeededChromium(baseUrl, await route.seed(baseUrl));
  try {
    for (let i = 0; i < RUNS; i += 1) {
      await chromium.clearCache();
      runs.push(await lighthouseScores(rootDir, url, out(i), chromium.port));
    }
  } finally {
    await chromium.close();
  }
  return runs;
}

/**
 * Each run's score with its TBT, LCP and Lighthouse's CPU benchmark index: on a shared 2-core
 * machine the same code's scores spread by up to 10 points, and these say why.
 */
function runFacts(runs: LighthouseRun[]): string {
  return runs
    .map(
      ({ performance, facts }) =>
        `${performance} (TBT ${facts.tbtMs} ms, LCP ${(facts.lcpMs / 1000).toFixed(1)} s, CPU index ${facts.benchmarkIndex})`,
    )
    .join(', ');
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
      for (const route of selectedRoutes()) {
        const runs = await routeRuns(rootDir, server.baseUrl, route, outDir);
        for (const category of LIGHTHOUSE_CATEGORIES) {
          const value = median(runs.map((r) => r[category]));
          rows.push({
            name: `Lighthouse ${category}, ${route.path}${route.seed ? ' (seeded storage)' : ''}`,
            measured: String(value),
            budget: `>= ${BUDGET[category]}`,
            pass: value >= BUDGET[category],
            values: { [category]: value },
            ...(category === 'performance' ? { note: runFacts(runs) } : {}),
          });
        }
        if (LCP_ROUTES.includes(route.path)) {
          const lcpMs = median(runs.map((r) => r.facts.lcpMs));
          rows.push({
            name: `Lighthouse LCP, ${route.path}`,
            measured: `${(lcpMs / 1000).toFixed(1)} s`,
            budget: `<= ${(LCP_BUDGET_MS / 1000).toFixed(1)} s`,
            pass: lcpMs <= LCP_BUDGET_MS,
            values: { lcpMs },
          });
        }
      }
    } finally {
      await server.stop();
      // LIGHTHOUSE_KEEP=1 keeps the reports (lh-<route>-<run>.json) to read which metrics lose points.
      if (process.env.LIGHTHOUSE_KEEP) console.log(`lighthouse reports kept in ${outDir}`);
      else rmSync(outDir, { recursive: true, force: true });
    }
    return rows;
  },
};
