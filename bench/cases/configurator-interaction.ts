import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { INTEL_MID_RANGE_SELECTIONS } from '../../src/server/db/seed/catalog/reference-builds';
import { startServer, type RunningServer } from '../lib/load';
import type { BenchCase, BenchRow } from '../lib/types';
import { measureCaseStep } from './case-step';
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

/**
 * Time from an Enter on the open GPU dropdown to what the shopper sees settling: the total
 * showing its final (validated) value, and the other categories' flagged lists answered and
 * drawn. The total's time is when it last changed, so a first figure that validate then
 * corrects does not count as done. The choice is the first match of `filter` that is not the
 * part already chosen (a choice that changes nothing would change nothing to time); when there
 * is none, or the screen never settles, the sample fails loudly instead of timing out.
 */
function measureChoice(page: Page, label: string, filter: string) {
  return page.evaluate(
    async ({ label, filter }) => {
      const input = [...document.querySelectorAll<HTMLInputElement>('input[role=combobox]')].find(
        (box) => box.labels?.[0]?.textContent === label,
      )!;
      const total = document.querySelector('[aria-live="polite"][aria-atomic="true"]')!;
      const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const key = (name: string) =>
        input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
      input.click();
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, filter);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // Wait for the filtered list (on a busy machine the deferred filter may take a while).
      const words = filter.toLowerCase().split(/\s+/);
      const filtered = () => {
        const first = document.querySelector(
          '[role=listbox] [role=option]:not([aria-selected=true])',
        );
        const text = first?.textContent?.toLowerCase() ?? '';
        return words.every((word) => text.includes(word));
      };
      for (let waited = 0; waited < 3000 && !filtered(); waited += 20) {
        await new Promise((r) => setTimeout(r, 20));
      }
      // Step past the chosen part (and 'None selected') to the first match that changes the build.
      const active = () => {
        const id = input.getAttribute('aria-activedescendant');
        return id ? document.getElementById(id) : null;
      };
      const changes = (option: HTMLElement | null) =>
        option !== null &&
        option.getAttribute('aria-selected') === 'false' &&
        !option.textContent?.startsWith('None selected');
      for (let step = 0; step < 20 && !changes(active()); step++) {
        key('ArrowDown');
        await nextFrame();
      }
      const option = active();
      if (!changes(option)) {
        key('Escape');
        const drawn = [...document.querySelectorAll('[role=listbox] [role=option]')].map(
          (row) => `${row.getAttribute('aria-selected')}:${row.textContent}`,
        );
        throw new Error(
          `no ${label} matching '${filter}' other than the chosen part (expanded ${input.getAttribute('aria-expanded')}, value '${input.value}', active ${option?.textContent}; drawn ${drawn.join(' | ')})`,
        );
      }
      const chosenName = option!.textContent ?? '';
      const before = total.textContent;
      const start = performance.now();
      key('Enter');
      const modal = () => document.querySelector('[role=dialog]') !== null;
      // Calls since the Enter, as the init script's fetch wrapper saw them (a call still on
      // its way counts too: resource timing lists a call only once it has ended).
      const calls = (part: string) =>
        (
          globalThis as unknown as { __calls: { url: string; start: number; end?: number }[] }
        ).__calls.filter((call) => call.url.includes(part) && call.start >= start);
      const ended = (part: string) => calls(part).filter((call) => call.end !== undefined);
      // Every frame: the total's text; done once validate has answered and neither validate
      // nor any flagged-list call has started or ended for 150 ms (and none is on its way). The
      // quiet time counts from validate's end too: its answer still has to be read and drawn
      // (the total, or the modal), which a choice with no flagged call would not wait for.
      let shown = before;
      let shownAt = Number.NaN;
      let flagsSeen = -1;
      let validateSeen = 0;
      let quietSince = performance.now();
      for (;;) {
        await nextFrame();
        const now = performance.now();
        if (total.textContent !== shown) {
          shown = total.textContent;
          shownAt = now - start;
        }
        // A part with a problem opens the compatibility modal instead: not a timing sample.
        if (modal()) return { totalMs: Number.NaN, flagsMs: Number.NaN, flagCalls: 0, chosenName };
        const flags = calls('withflag').length + ended('withflag').length;
        if (flags !== flagsSeen) {
          flagsSeen = flags;
          quietSince = now;
        }
        if (ended('/validate').length !== validateSeen) {
          validateSeen = ended('/validate').length;
          quietSince = now;
        }
        const flying = calls('withflag').length > ended('withflag').length;
        // Settled once the choice shows (a new total; a choice validate questions shows the
        // modal instead, which on a slow machine can come later than the quiet time).
        const quiet = ended('/validate').length > 0 && !flying && now - quietSince >= 150;
        if (quiet && shown !== before) break;
        if (now - start > 10_000) {
          throw new Error(
            `choosing '${chosenName}' did not settle in 10 s (total ${shown}, before ${before})`,
          );
        }
      }
      const flags = ended('withflag');
      const lastFlag = Math.max(start, ...flags.map((call) => call.end ?? start));
      return {
        totalMs: shownAt,
        flagsMs: lastFlag - start + 16,
        flagCalls: flags.length,
        chosenName,
      };
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

/**
 * Issue 36: a filter ticked in the open dropdown → the list and its count updated, the server's
 * answer included (searchparts). The filter panel is opened first and its counts awaited; the
 * time runs from the click on the first value to the frame after the count changed and the list
 * stopped being busy.
 */
function measureFacetFilter(page: Page, label: string) {
  return page.evaluate(
    async ({ label }) => {
      const input = [...document.querySelectorAll<HTMLInputElement>('input[role=combobox]')].find(
        (box) => box.labels?.[0]?.textContent === label,
      )!;
      const field = input.closest('div')!.parentElement!;
      const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const until = async (test: () => boolean, ms = 15_000) => {
        const start = performance.now();
        while (!test()) {
          if (performance.now() - start > ms) return false;
          await new Promise((r) => setTimeout(r, 4));
        }
        return true;
      };
      input.click();
      await nextFrame();
      const filters = [...field.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Filters'),
      );
      filters?.click();
      const boxes = () =>
        [...field.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].filter(
          (box) => box.getAttribute('role') !== 'switch',
        );
      if (!(await until(() => boxes().length > 0))) return { filterMs: NaN, count: '' };
      const status = field.querySelector('[role=status]')!;
      const listbox = field.querySelector('[role=listbox]')!;
      const before = status.textContent;
      const start = performance.now();
      // The first value not ticked yet (the panel's order can change with each answer).
      const box = boxes().find((b) => !b.checked);
      if (!box) return { filterMs: NaN, count: '' };
      box.click();
      await until(() => status.textContent !== before && !listbox.hasAttribute('aria-busy'));
      await nextFrame();
      const filterMs = performance.now() - start;
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      return { filterMs, count: `${before} → ${status.textContent}` };
    },
    { label },
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

/** CPU time (ms) the process has used so far (/proc/<pid>/stat: utime + stime, in ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits (up to a minute) until the server has been idle for a second: after its first page
 * load it still compresses the big lists at brotli quality 11 in the background, once per
 * catalogue version (cached-answer.ts), which is not part of any interaction.
 */
async function serverSettled(pid: number): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 1000) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMs(pid) - before <= 50) return;
  }
}

async function measureCatalogue(server: RunningServer, catalogue: string): Promise<BenchRow[]> {
  const { baseUrl } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a `__name` helper the page does not have.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    // Room for every call's timing (the default buffer stops at 250 entries).
    await context.addInitScript({ content: 'performance.setResourceTimingBufferSize(100000);' });
    // Every API call's start and end (when its answer has been read), for measureChoice.
    await context.addInitScript({
      content: `globalThis.__calls = [];
        const fetchOf = globalThis.fetch.bind(globalThis);
        globalThis.fetch = async (input, init) => {
          const call = { url: String(input instanceof Request ? input.url : input), start: performance.now() };
          globalThis.__calls.push(call);
          try { return await fetchOf(input, init); } finally { call.end = performance.now(); }
        };`,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate(
      (build) => localStorage.setItem('configurator-build', build),
      expertBuild({}),
    );
    await page.goto(`${baseUrl}/configurator`);
    await page.getByRole('heading', { name: 'Expert Mode' }).waitFor();
    await page.waitForTimeout(2000);
    // The largest list is found first: its calls also start the server's background passes.
    const largest = await largestList(baseUrl);
    await serverSettled(server.pid);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // Three times each, the median kept (DESIGN.md section 8): one run of these moves 20-50 %.
    const dropdowns = [];
    for (let run = 0; run < 3; run++)
      dropdowns.push(await measureDropdown(page, largest.label, FILTER));
    const choices = [];
    for (const filter of ['4060 windforce', 'rx 7600', 'b570 challenger', 'rtx 5060 ventus']) {
      choices.push(await measureChoice(page, 'Graphics Card', filter));
      if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
      await page.waitForTimeout(2000);
    }
    // Last: the filter it ticks stays on in that list (as a shopper's would), and on a catalogue
    // whose largest list is the graphics cards it would hide the cards chosen above.
    // Three values ticked one after another, each the first not ticked yet (each a new answer).
    const facets = [];
    for (let tick = 0; tick < 3; tick++) facets.push(await measureFacetFilter(page, largest.label));
    const ticks = facets.map((f) => f.filterMs);
    const tickMs = ticks.some(Number.isNaN) ? Number.NaN : median(ticks);
    console.log(`  ${catalogue}: ${JSON.stringify({ dropdowns, choices, facets })}`);
    const samples = choices.filter((c) => !Number.isNaN(c.totalMs));
    const total = median(samples.map((c) => c.totalMs));
    const flags = median(samples.map((c) => c.flagsMs));
    const both = median(samples.map((c) => Math.max(c.totalMs, c.flagsMs)));
    const worstKeys = dropdowns.map((d) => Math.max(...d.keys));
    const worstKey = median(worstKeys);
    // The first opening only: the later ones reopen a list already indexed.
    const openMs = dropdowns[0]!.openMs;
    const dropdown = dropdowns[0]!;
    const at = `${catalogue}, ${CPU_SLOWDOWN}x CPU slowdown`;
    // The case step in a browser context of its own: pages of one context can share a renderer
    // process, and so a heap whose collections include the expert page's whole catalogue.
    await page.close();
    const caseContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await caseContext.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const caseStep = await measureCaseStep(caseContext, baseUrl, CPU_SLOWDOWN, at).finally(() =>
      caseContext.close(),
    );
    return [
      ...caseStep,
      {
        name: `choose a part → total updated (${at})`,
        measured: `${total.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: samples.length > 0 && total <= BUDGET_MS,
        note: `median of ${samples.length} (${choices.length - samples.length} opened the modal): ${samples.map((c) => c.totalMs.toFixed(0)).join(', ')} ms`,
        values: { totalMs: total },
      },
      {
        name: `choose a part → total and flags both updated (${at})`,
        measured: `${both.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: samples.length > 0 && both <= BUDGET_MS,
        note: 'what the shopper sees settle: the later of the two rows around it, per choice',
        values: { bothMs: both },
      },
      {
        name: `choose a part → flags updated (${at})`,
        measured: `${flags.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: samples.length > 0 && flags <= BUDGET_MS,
        note: `${samples[0]?.flagCalls ?? 0} flagged-list calls per choice (network included)`,
        values: { flagsMs: flags },
      },
      {
        name: `open the ${largest.label} dropdown, ${largest.count.toLocaleString('en-GB')} options (${at})`,
        measured: `${openMs.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: openMs <= BUDGET_MS,
        note: `the first opening (reopened: ${dropdowns
          .slice(1)
          .map((d) => d.openMs.toFixed(0))
          .join(', ')} ms); ${dropdown.drawnOptions} option nodes drawn (windowed)`,
        values: { openMs, options: largest.count },
      },
      {
        name: `tick a spec filter in it → list and count updated, server answer included (${at})`,
        measured: Number.isNaN(tickMs) ? 'not run' : `${tickMs.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: tickMs <= BUDGET_MS,
        note: `median of 3 values ticked in turn, each the first not ticked yet: ${facets.map((f) => `${f.filterMs.toFixed(0)} ms (${f.count})`).join('; ')}`,
        values: { filterMs: tickMs },
      },
      {
        name: `each filter keystroke in it, worst of ${dropdown.keys.length} (${at})`,
        measured: `${worstKey.toFixed(0)} ms`,
        budget: `≤ ${BUDGET_MS} ms`,
        pass: worstKey <= BUDGET_MS,
        note: `median of 3 typings' worst; keys: ${dropdowns.map((d) => d.keys.map((k) => k.toFixed(0)).join(', ')).join(' | ')} ms`,
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
      rows.push(...(await measureCatalogue(curated, 'curated catalogue')));
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
        rows.push(...(await measureCatalogue(big, label)));
      } finally {
        await big.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return rows;
  },
};
