// Browser journeys of issue 36 on the imported BuildCores catalogue (3,736 cases, ~27,400
// products): the case step on the full case list. It reads ../shared/datasets and skips,
// saying so, when it is absent. (The conflict fixed in one click is
// covered by component tests; see parts-that-fit.test.tsx.)
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, browserJourneys } from './support/browser';
import { startServerProcess, type ServerProcess } from './support/server-process';

const DATASET = path.resolve('../shared/datasets/buildcores-open-db');
const present = existsSync(DATASET);
if (!present) console.warn(`Skipping the imported-catalogue journeys: ${DATASET} is absent.`);

const journeys = browserJourneys('imported-catalogue');
let server: ServerProcess | undefined;
let dataDir: string | undefined;

async function open(path: string, build: Record<string, unknown>, width: keyof typeof VIEWPORTS) {
  const { page } = await journeys.open(VIEWPORTS[width]);
  await page.goto(`${server!.baseUrl}/`);
  await page.evaluate(
    (value) => localStorage.setItem('configurator-build', value),
    JSON.stringify(build),
  );
  await page.goto(`${server!.baseUrl}${path}`);
  return page;
}

describe.skipIf(!present)('the imported catalogue (issue 36)', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rigforge-e2e-imported-'));
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/catalog-import.ts',
        DATASET,
        '--format',
        'buildcores',
        '--placeholder-prices',
        '--data-dir',
        dataDir,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    server = await startServerProcess({ DATA_DIR: dataDir }, 180_000);
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('the case step offers every case, renders only a few slides and narrows by a search', async () => {
    const images: string[] = [];
    const page = await open(
      '/pre-configurator',
      { chipset: 2, buildStep: 2, buildStart: true },
      'phone',
    );
    page.on('request', (request) => {
      if (request.url().includes('/media/cases/')) images.push(request.url());
    });
    const count = page.getByRole('status').filter({ hasText: /cases/ });
    await expect.poll(() => count.textContent(), { timeout: 30_000 }).toMatch(/^3,7\d\d cases$/);
    const total = Number((await count.textContent())!.replace(/\D/g, ''));
    await expect.poll(() => page.getByRole('button', { name: 'Next case' }).isEnabled()).toBe(true);
    expect(await page.locator('.swiper-slide').count()).toBeLessThanOrEqual(6);
    expect(images.length).toBeLessThanOrEqual(8);
    await expect.poll(() => page.getByText(`Case 1 of ${total}`).count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search cases' }).fill('meshify');
    await expect
      .poll(() => count.textContent())
      .toMatch(new RegExp(`^\\d+ cases? of ${total.toLocaleString('en-GB')} match$`));
    const matches = Number((await count.textContent())!.split(' ')[0]);
    expect(matches).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(`Case 1 of ${matches}`).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /meshify/i }).count())
      .toBe(1);
    await page.screenshot({ path: path.join(tmpdir(), 'rigforge-case-step-390.png') });
  });
});
