/**
 * Lighthouse runs for pages that need something in local storage first (the overview needs a
 * completed build, the configurator a build in progress). Lighthouse's own Chrome starts with
 * empty storage and clears the origin before it loads the page, so instead: Chromium is
 * launched here with a remote-debugging port and a persistent profile, the storage is written
 * on the page's origin, and the Lighthouse CLI connects to that Chromium (`--port`) with
 * `--disable-storage-reset`. The HTTP cache is cleared before each run, so every run still
 * loads the page cold.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';

const run = promisify(execFile);

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type LighthouseScores = Record<LighthouseCategory, number>;
/** What a performance score is made of, to read a spread between runs of the same code. */
export interface LighthouseRunFacts {
  /** Total Blocking Time and Largest Contentful Paint (simulated), ms. */
  tbtMs: number;
  lcpMs: number;
  /** Lighthouse's CPU benchmark of the machine at the run's start (higher is faster). */
  benchmarkIndex: number;
}
export type LighthouseRun = LighthouseScores & { facts: LighthouseRunFacts };

/** One Lighthouse CLI run (mobile, default throttling); `port`: use that Chromium, keep its storage. */
export async function lighthouseScores(
  rootDir: string,
  url: string,
  outFile: string,
  port?: number,
): Promise<LighthouseRun> {
  const connection =
    port === undefined
      ? [`--chrome-flags=${CHROME_FLAGS}`]
      : [`--port=${port}`, '--disable-storage-reset'];
  const lighthouse = () =>
    run(
      path.join(rootDir, 'node_modules', '.bin', 'lighthouse'),
      [url, '--quiet', '--output=json', `--output-path=${outFile}`, ...connection],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, timeout: 120_000 },
    );
  // On a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART): two more tries.
  await lighthouse().catch(lighthouse).catch(lighthouse);
  const report = JSON.parse(readFileSync(outFile, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
    environment?: { benchmarkIndex?: number };
    finalDisplayedUrl?: string;
  };
  // A seeded page that redirected (e.g. /overview to /pre-configurator) measured the wrong page.
  if (port !== undefined && report.finalDisplayedUrl !== url) {
    throw new Error(`Lighthouse ended on ${report.finalDisplayedUrl} instead of ${url}`);
  }
  const score = (c: LighthouseCategory) => Math.round((report.categories[c]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    facts: {
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A Chromium with `storage` in the local storage of `origin`, for Lighthouse to connect to. */
export interface SeededChromium {
  port: number;
  /** Empties the HTTP cache (storage stays), so the next run loads cold. */
  clearCache(): Promise<void>;
  close(): Promise<void>;
}

export async function launchSeededChromium(
  origin: string,
  storage: Record<string, string>,
): Promise<SeededChromium> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'rigforge-seeded-chromium-'));
  // A persistent context is the browser's default one: the tabs Lighthouse opens share it.
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROME_FLAGS.split(' '), `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // A JSON answer of the origin: the app itself does not run, so it cannot overwrite the seed.
  await page.goto(`${origin}/api/health`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));
  const cdp = await context.newCDPSession(page);
  return {
    port,
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The app's local-storage key of the build (src/web/state/build-store.ts). */
export const BUILD_STORAGE_KEY = 'configurator-build';

async function callApi<T>(baseUrl: string, apiPath: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (body !== undefined) {
    const settings = await callApi<{ csrfToken: string }>(baseUrl, 'settings');
    headers['x-csrf-token'] = settings.csrfToken;
  }
  const res = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${apiPath}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * Local storage holding a completed build, as the app stores it after 'Complete build': the
 * first pre-configured build, completed and saved through the API (completeBuildAndSave).
 */
export async function completedBuildStorage(baseUrl: string): Promise<Record<string, string>> {
  const [item] = await callApi<Array<{ saveBuild: Record<string, unknown> }>>(
    baseUrl,
    'configurator/allbuilds',
  );
  if (!item) throw new Error('no pre-configured build to complete');
  const request = { ...item.saveBuild, buildStep: 3, buildSubStep: 13, buildStart: true };
  const answer = await callApi<{ publicId: string | null; sundries: string | null }>(
    baseUrl,
    'configurator/completeBuildAndSave',
    request,
  );
  if (!answer.publicId) throw new Error('the pre-configured build did not complete');
  const build = {
    ...item.saveBuild,
    sundries: answer.sundries,
    publicId: answer.publicId,
    AssistModeGroup: null,
    buildStep: 4,
    buildSubStep: 13,
    buildMode: 'assist',
    buildStart: true,
    buildComplete: true,
  };
  return { [BUILD_STORAGE_KEY]: JSON.stringify(build) };
}
