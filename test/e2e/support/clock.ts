import type { Locator, Page } from 'playwright-core';

/** How long (real time) a journey waits for what it expects before it fails. */
const REAL_TIMEOUT_MS = 20_000;
/** Each step of the fake clock waits this long (real time) for the page to catch up. */
const REAL_PACE_MS = 20;

/**
 * Advances the page's fake clock in small steps until `check` holds. Lazy chunks, fetches and
 * React's scheduler run in real time, beside the fake timers (modal delays, animation frames):
 * the loop is bounded by real time, not by how far the fake clock went, and each step gives the
 * page a moment of real time, so a slow machine's late response still meets running timers.
 */
export async function runUntil(
  page: Page,
  check: () => Promise<boolean>,
  stepMs = 100,
  realTimeoutMs = REAL_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + realTimeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`runUntil: not reached after ${realTimeoutMs} ms of real time`);
    await page.clock.runFor(stepMs);
    // Pacing, not a wait for an outcome: the fake clock may not run ahead of the real-time
    // work (a response still on its way) by more than stepMs per REAL_PACE_MS.
    await new Promise((resolve) => setTimeout(resolve, REAL_PACE_MS));
  }
}

/** Advances the page's fake clock in small steps until the locator shows. */
export async function runUntilVisible(page: Page, locator: Locator, stepMs = 100): Promise<void> {
  try {
    await runUntil(page, () => locator.isVisible(), stepMs);
  } catch {
    // Playwright's own error names the locator and what it saw.
    await locator.waitFor({ state: 'visible', timeout: 1 });
  }
}
