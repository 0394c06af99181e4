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
  fakeClock = true,
): Promise<void> {
  const deadline = Date.now() + realTimeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`runUntil: not reached after ${realTimeoutMs} ms of real time`);
    if (fakeClock) await page.clock.runFor(stepMs);
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

/**
 * Waits until React has hydrated the server's markup and holds the element's handlers: a tap
 * on a server-rendered button before then does nothing (a shopper would tap again). Reads
 * React's own marks (test-only): the element's props, and the root no longer dehydrated.
 */
export async function runUntilInteractive(
  page: Page,
  locator: Locator,
  { fakeClock = true }: { fakeClock?: boolean } = {},
): Promise<void> {
  await runUntil(
    page,
    () =>
      locator.evaluate((element) => {
        if (!Object.keys(element).some((key) => key.startsWith('__reactProps$'))) return false;
        const root = document.getElementById('root') as
          (HTMLElement & Record<string, { stateNode?: RootNode } | undefined>) | null;
        type RootNode = { current?: { memoizedState?: { isDehydrated?: boolean } } };
        const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
        const state = key ? root[key]?.stateNode?.current?.memoizedState : undefined;
        return state?.isDehydrated !== true;
      }),
    100,
    REAL_TIMEOUT_MS,
    fakeClock,
  );
}
