import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests the page produced, for assertions. */
  consoleErrors: string[];
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  overrides: BrowserContextOptions = {},
): Promise<PageSession> {
  // bypassCSP lets the tests inject axe-core; the app itself runs under its real CSP otherwise.
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    bypassCSP: true,
    ...overrides,
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  return { context, page, consoleErrors };
}

const FAILURE_DIR = path.resolve('test-results', 'e2e');

/** Saves a full-page screenshot named after the test, for failing journeys. */
export async function saveFailureScreenshot(page: Page, testName: string): Promise<string> {
  mkdirSync(FAILURE_DIR, { recursive: true });
  const file = path.join(
    FAILURE_DIR,
    `${testName.replace(/[^a-z0-9-]+/gi, '_').slice(0, 120)}.png`,
  );
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  return file;
}

export interface BrowserJourneys {
  /** The file's Chromium (launched before its first test). */
  readonly browser: Browser;
  /** The current test's page session, if it opened one. */
  readonly session: PageSession | undefined;
  /** A fresh context and page for this test, closed after it (screenshot first if it failed). */
  open(
    viewport?: { width: number; height: number },
    overrides?: BrowserContextOptions,
  ): Promise<PageSession>;
}

/**
 * Registers a journey file's browser hooks: one Chromium for the file, a fresh context per
 * test that opens one, and a screenshot named `{label} {test}` when a test fails.
 */
export function browserJourneys(label: string): BrowserJourneys {
  let browser: Browser | undefined;
  let session: PageSession | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (context) => {
    if (session && context.task.result?.state === 'fail')
      await saveFailureScreenshot(session.page, `${label} ${context.task.name}`);
    await session?.context.close();
    session = undefined;
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    get session() {
      return session;
    },
    async open(viewport = VIEWPORTS.desktop, overrides = {}) {
      if (!browser) throw new Error('the browser starts in beforeAll');
      session = await openPage(browser, viewport, overrides);
      return session;
    },
  };
}
