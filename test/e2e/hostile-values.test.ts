// Hostile values a shopper's browser can hold or a link can carry (issue 14): whatever is in
// local storage under the build's key and whatever a query string or path says, every page
// still renders a page (its own, a redirect's, or the 404 page), never throws, never runs
// injected script, and never falls to the error page (which is for a server that is down).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, saveFailureScreenshot } from './support/browser';

const baseUrl = inject('baseUrl');
const BUILD_KEY = 'configurator-build';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const XSS = '<img src=x onerror="window.__pwned=1">';

/** What a tampered or corrupted local storage may hold under the build's key. */
const STORED: [string, string][] = [
  ['not JSON', '{"buildStep":3,'],
  ['JSON null', 'null'],
  ['an array', '[1,2,3]'],
  [
    'wrong types',
    JSON.stringify({ buildStep: '4', chipset: 'amd', case: 7, buildComplete: 'yes' }),
  ],
  [
    'out-of-range values and markup',
    JSON.stringify({
      buildStep: Number.POSITIVE_INFINITY,
      buildSubStep: -5,
      chipset: 99,
      caseSize: 0,
      case: XSS,
    }),
  ],
  [
    'a plausible build naming parts that do not exist',
    JSON.stringify({
      chipset: 2,
      case: 'case-nope',
      caseSize: 2,
      cpu: `cpu-${'x'.repeat(5000)}`,
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
    }),
  ],
  [
    'a completed build with a forged public id',
    JSON.stringify({
      chipset: 1,
      case: 'case-fractal-design-north',
      caseSize: 2,
      buildStep: 4,
      buildComplete: true,
      buildStart: true,
      publicId: `../../api/settings?${XSS}`,
    }),
  ],
  [
    'prototype keys',
    '{"__proto__":{"buildStep":4,"buildComplete":true},"constructor":{"prototype":{}}}',
  ],
  ['a deep structure', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
];

const PAGES = ['/', '/pre-configurator', '/configurator', '/overview', '/pre-configured-pcs'];

/** Query strings and paths a crafted link may carry. */
const LINKS = [
  '/configurator?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E&switch=%00',
  '/configurator?category=__proto__&switch=9999999999999999999999',
  '/pre-configured-pcs?page=-1&chipset=abc&Game=%00&Resolution=99999999999999999999',
  '/pre-configured-pcs?page=1e309&chipset=1&chipset=2&Game=1&Game=x',
  `/pre-configured-pcs?page=${'9'.repeat(400)}`,
  '/overview?state=%3Csvg%20onload%3Dalert(1)%3E',
  '/share/%E0%A4%A',
  '/share/..%2F..%2Fapi%2Fsettings',
  `/build-overview/${encodeURIComponent(XSS)}`,
  '/pre-configurator?step=%F0%9F%92%A5',
];

async function visit(url: string, stored: string | null) {
  const session = await openPage(browser);
  const { page, context } = session;
  // Uncaught exceptions only: failed API calls are logged on purpose (spec section 7).
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (stored !== null) {
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [BUILD_KEY, stored] as const,
    );
  }
  try {
    await page.goto(`${baseUrl}${url}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(uncaught, `${url}: ${uncaught.join('\n')}`).toEqual([]);
    expect(dialogs, url).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await expect
      .poll(() => page.getByText("We're experiencing a technical difficulty").count(), {
        timeout: 1_000,
      })
      .toBe(0);
  } catch (error) {
    await saveFailureScreenshot(page, `hostile ${url} ${stored?.slice(0, 30) ?? ''}`);
    throw error;
  } finally {
    await context.close();
  }
}

/** Visits the pages five at a time, each in a context of its own: most of a visit is waiting. */
async function visitAll(urls: readonly string[], stored: string | null) {
  for (let start = 0; start < urls.length; start += 5)
    await Promise.all(urls.slice(start, start + 5).map((url) => visit(url, stored)));
}

describe('hostile values never break a page', () => {
  for (const [name, stored] of STORED) {
    it(`local storage holding ${name}`, () => visitAll(PAGES, stored), 180_000);
  }

  it('crafted query strings and paths', () => visitAll(LINKS, null), 180_000);
});
