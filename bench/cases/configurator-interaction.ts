import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { INTEL_MID_RANGE_SELECTIONS } from '../../src/server/db/seed/catalog/reference-builds';
import { startServer } from '../lib/load';
import type { BenchCase, BenchRow } from '../lib/types';
import { importBoth } from './catalog-import';

/**
 * Issue 11: the configurator's interactions in Chromium at 4x CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate), measured in the page from the input event to the next
 * frame: choosing a part until the total and the other categories' flags are updated, and
 * opening the largest dropdown and each filter keystroke in it. With the curated catalogue,
 * and with the imported datasets when /work/shared/datasets is present.
 */
const BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const FILTER = 'rtx 4070';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const expertBuild = (fields: Record<string, unknown>) =>
  JSON.stringify({
    ...INTEL_MID_RANGE_SELECTIONS,
    gpu: null,
    buildStep: 3,
    buildSubStep: 1,
    buildMode: 'expert',
    buildStart: true,
    buildComplete: false,
    ...fields,
  });

/** Time from an Enter on the open GPU dropdown to the total changing and the flag calls answered and drawn. */
function measureChoice(page: Page, label: string, filter: string) {
  return page.evaluate(
    async ({ label, filter }) => {
      const input = [...document.querySelectorAll<HTMLInputElement>('input[role=combobox]')].find(
        (box) => box.labels?.[0]?.textContent === label,
      )!;
      const total = document.querySelector('[aria-live="polite"][aria-atomic="true"]')!;
      input.click();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, filter);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 50));
      const before = total.textContent;
      const start = performance.now();
      const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      while (total.textContent === before && performance.now() - start < 10_000) await nextFrame();
      const totalMs = performance.now() - start;
      // The flagged lists of the other categories refetch for the new selection.
      let settled = performance.now();
      let seen = 0;
      while (performance.now() - settled < 150 && performance.now() - start < 10_000) {
        const flags = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('withflag') && entry.startTime >= start);
        if (flags.length !== seen) {
          seen = flags.length;
          settled = performance.now();
        }
        await nextFrame();
      }
      const flags = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.name.includes('withflag') && entry.startTime >= start,
        ) as PerformanceResourceTiming[];
      const lastFlag = Math.max(start, ...flags.map((entry) => entry.responseEnd));
      return { totalMs, flagsMs: lastFlag - start + 16, flagCalls: flags.length };
    },
    { label, filter },
  );
}

/** Opening a dropdown and typing a filter, one key at a time: input event to the next frame. */
function measureDropdown(page: Page, label: string, filter: string) {
  return page.evaluate(
    async ({ label, filter }) => {
      const input = [...document.querySelectorAll<HTMLInputElement>('input[role=combobox]')].find(
        (box) => box.labels?.[0]?.textContent === label,
      )!;
      const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const timed = async (act: () => void) => {
        const start = performance.now();
        act();
        await nextFrame();
        return performance.now() - start;
      };
      const openMs = await timed(() => input.click());
      const options = document.querySelectorAll('[role=listbox] [role=option]').length;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const keys: number[] = [];
      for (let i = 1; i <= filter.length; i++) {
        keys.push(
          await timed(() => {
            setValue.call(input, filter.slice(0, i));
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        );
        await new Promise((r) => setTimeout(r, 30));
      }
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      return { openMs, keys, drawnOptions: options };
    },
    { label, filter },
  );
}

async function largestList(baseUrl: string) {
  const lists = {
    'Graphics Card': 'allgpucomponents',
    'Primary Storage': 'allstoragecomponents',
    Memory: 'allmemorycomponents',
    'Power Supply': 'allpsucomponents',
  } as const;
  let best: { label: string; count: number } = { label: 'Graphics Card', count: 0 };
  for (const [label, endpoint] of Object.entries(lists)) {
    const answer = (await (await fetch(`${baseUrl}/api/configurator/${endpoint}`)).json()) as {
      data: unknown[];
    };
    if (answer.data.length > best.count) best = { label, count: answer.data.length };
  }
  return best;
}

async function measureCatalogue(baseUrl: string, catalogue: string): Promise<BenchRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a `__name` helper the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    // Room for every call's timing (the default buffer stops at 250 entries).
    await context.addInitScript({ content: 'performance.setResourceTimingBufferSize(100000);' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(
      (build) => localStorage.setItem('configurator-build', build),
      expertBuild({}),
    );
    await page.goto(`${baseUrl}/configurator`);
    await page.getByRole('heading', { name: 'Expert Mode' }).waitFor();
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const largest = await largestList(baseUrl);
    const dropdown = await measureDropdown(page, largest.label, FILTER);
    const choices = [];
    for (const filter of ['5070', '4060', '7800 XT']) {
      choices.push(await measureChoice(page, 'Graphics Card', filter));
      if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
      await page.waitForTimeout(2000);
    }
    console.log(`  ${catalogue}: ${JSON.stringify({ dropdown, choices })}`);
    const total = median(choices.map((c) => c.totalMs));
    const flags = median(choices.map((c) => c.flagsMs));
    const worstKey = Math.max(...dropdown.keys);
    const at = `${catalogue}, ${CPU_SLOWDOWN}x CPU slowdown`;
    return [
      {
        name: `choose a part → total updated (${at})`,
        measured: `${total.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: total <= BUDGET_MS,
        note: `median of ${choices.length}: ${choices.map((c) => c.totalMs.toFixed(0)).join(', ')} ms`,
        values: { totalMs: total },
      },
      {
        name: `choose a part → flags updated (${at})`,
        measured: `${flags.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: flags <= BUDGET_MS,
        note: `${choices[0]?.flagCalls ?? 0} flagged-list calls per choice (network included)`,
        values: { flagsMs: flags },
      },
      {
        name: `open the ${largest.label} dropdown, ${largest.count.toLocaleString('en-GB')} options (${at})`,
        measured: `${dropdown.openMs.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: dropdown.openMs <= BUDGET_MS,
        note: `${dropdown.drawnOptions} option nodes drawn (windowed)`,
        values: { openMs: dropdown.openMs, options: largest.count },
      },
      {
        name: `each filter keystroke in it, worst of ${dropdown.keys.length} (${at})`,
        measured: `${worstKey.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: worstKey <= BUDGET_MS,
        note: `keys: ${dropdown.keys.map((k) => k.toFixed(0)).join(', ')} ms`,
        values: { worstKeyMs: worstKey },
      },
    ];
  } finally {
    await browser.close();
  }
}

export const configuratorInteraction: BenchCase = {
  name: 'configurator interaction',
  async run({ rootDir, distDir }) {
    if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(CHROMIUM)) {
      return [
        {
          name: 'configurator interaction',
          measured: 'not run',
          budget: '-',
          pass: false,
          note: 'needs `npm run build` and Chromium',
        },
      ];
    }
    const rows: BenchRow[] = [];
    const curated = await startServer(rootDir, 'real-app');
    try {
      rows.push(...(await measureCatalogue(curated.baseUrl, 'curated catalogue')));
    } finally {
      await curated.stop();
    }
    const datasets = path.resolve(rootDir, '../shared/datasets');
    if (!existsSync(path.join(datasets, 'pc-part-dataset'))) return rows;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rigforge-configurator-bench-'));
    try {
      const { reports } = await importBoth(datasets, dataDir);
      const inserted = reports.reduce((sum, r) => sum + r.inserted, 0);
      const big = await startServer(rootDir, 'real-app', {
        BENCH_DATABASE_URL: '',
        DATA_DIR: dataDir,
      });
      try {
        const label = `imported catalogue (${inserted.toLocaleString('en-GB')} products)`;
        rows.push(...(await measureCatalogue(big.baseUrl, label)));
      } finally {
        await big.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
