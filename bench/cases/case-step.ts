import type { BrowserContext } from 'playwright-core';
import { TIMINGS } from '../../src/domain/timings';
import type { BenchRow } from '../lib/types';

/**
 * Issue 36 item 1: the case step with the whole case list (3,736 cases with the BuildCores
 * dataset), at the CPU slowdown the caller's CDP session sets on each new page. "Interactive":
 * from the case list's answer having arrived (plus the spec's deliberate hand-over delay, which
 * is not ours to shorten) until the carousel's 'Next case' button is enabled, the carousel drawn.
 * Then one search: from the input event until the result count names the matches.
 */
const BUDGET_MS = 1000;
const SEARCH = 'meshify';
/** Fresh page loads of the step; the row is their median (one load moves by 20-30 %). */
const RUNS = 3;

export async function measureCaseStep(
  context: BrowserContext,
  baseUrl: string,
  slowdown: number,
  at: string,
): Promise<BenchRow[]> {
  const runs: Awaited<ReturnType<typeof measureOnce>>[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(context, baseUrl, slowdown));
  const sorted = [...runs].sort((a, b) => a.interactiveMs - b.interactiveMs);
  const median = sorted[Math.floor(RUNS / 2)]!;
  const { interactiveMs, step } = median;
  const searchMs = [...runs.map((run) => run.searchMs)].sort((a, b) => a - b)[
    Math.floor(RUNS / 2)
  ]!;
  const all = runs.map((run) => run.interactiveMs.toFixed(0)).join(', ');
  return [
    {
      name: `case step interactive, ${step.cases.toLocaleString('en-GB')} cases (${at})`,
      measured: `${interactiveMs.toFixed(0)} ms`,
      budget: `≤ ${BUDGET_MS} ms`,
      pass: interactiveMs <= BUDGET_MS,
      note: `median of ${RUNS} loads (${all} ms): list answered → carousel drawn and 'Next case' enabled, less the spec's ${TIMINGS.caseFetchDelayMs} ms hand-over; ${step.slides} slides in the page (virtual)`,
      values: { caseStepMs: interactiveMs, slides: step.slides, cases: step.cases },
    },
    {
      name: `case search '${SEARCH}' → count and carousel updated (${at})`,
      measured: `${searchMs.toFixed(0)} ms`,
      budget: `≤ ${BUDGET_MS} ms`,
      pass: searchMs <= BUDGET_MS,
      note: `median of ${RUNS}`,
      values: { caseSearchMs: searchMs },
    },
  ];
}

async function measureOnce(context: BrowserContext, baseUrl: string, slowdown: number) {
  const page = await context.newPage();
  try {
    await page.addInitScript({
      content: `globalThis.__nextEnabledAt = null;
        new MutationObserver(() => {
          const next = document.querySelector('button[aria-label="Next case"]');
          if (next && !next.disabled && globalThis.__nextEnabledAt === null)
            globalThis.__nextEnabledAt = performance.now();
        }).observe(document, { subtree: true, childList: true, attributes: true });`,
    });
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() =>
      localStorage.setItem(
        'configurator-build',
        JSON.stringify({ chipset: 2, buildStep: 2, buildStart: true }),
      ),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${baseUrl}/pre-configurator`);
    await page.waitForFunction(
      () => (globalThis as { __nextEnabledAt?: number | null }).__nextEnabledAt != null,
      null,
      {
        timeout: 120_000,
      },
    );
    const step = await page.evaluate(() => {
      const list = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/allcasecomponents'));
      return {
        answeredAt: (list as PerformanceResourceTiming | undefined)?.responseEnd ?? NaN,
        enabledAt: (globalThis as { __nextEnabledAt?: number }).__nextEnabledAt ?? NaN,
        slides: document.querySelectorAll('.swiper-slide').length,
        cases: Number(
          (document.querySelector('[role=status]')?.textContent ?? '').replace(/\D/g, ''),
        ),
      };
    });
    const interactiveMs = step.enabledAt - step.answeredAt - TIMINGS.caseFetchDelayMs;
    await page.waitForTimeout(1000);
    const searchMs = await page.evaluate(async (query) => {
      const input = document.querySelector<HTMLInputElement>('input[type=search]')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const start = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      for (let waited = 0; waited < 5000; waited += 5) {
        if (document.querySelector('[role=status]')?.textContent?.includes('match')) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    }, SEARCH);
    return { interactiveMs, searchMs, step };
  } finally {
    await page.close();
  }
}
