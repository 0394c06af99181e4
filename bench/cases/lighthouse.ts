import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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
): Promise<Record<Category, number>> {
  const out = path.join(outDir, `lh-${i}.json`);
  await run(
    path.join(rootDir, 'node_modules', '.bin', 'lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`],
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
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await scores(rootDir, `${server.baseUrl}${route}`, outDir, i));
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
