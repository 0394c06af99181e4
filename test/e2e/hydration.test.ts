/**
 * Pages rendered on the server (ADR 094, 110): every route hydrates under the real CSP (no
 * bypass) without a console error or warning (hydration mismatch, CSP violation, React
 * warnings), and the data the server loaded is not fetched again by the browser. With
 * JavaScript off, and for link-preview bots, the served HTML already holds the page's content.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { lateScriptsIn } from '../../src/server/web/late-scripts';
import { browserJourneys, VIEWPORTS } from './support/browser';
import {
  completeBuild,
  completedStoredBuild,
  preconfiguredBuild,
  seedStoredBuild,
  shareBuild,
} from './support/builds';
import { runUntilInteractive } from './support/clock';

const journeys = browserJourneys('hydration');
const baseUrl = inject('baseUrl');

interface Watch {
  /** Console errors and warnings, page errors and CSP violations. */
  problems: string[];
  /** API calls for page data (configurator GETs) the browser made. */
  dataCalls: string[];
  /** Paths of the stylesheets and scripts the browser fetched. */
  assets: string[];
}

/** Watches a page from its first byte: console, errors, CSP violations, page-data calls. */
async function watch(page: Page): Promise<Watch> {
  const found: Watch = { problems: [], dataCalls: [], assets: [] };
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The 404 page's own document answers 404, which Chromium logs as a failed resource.
    const isDocument404 =
      message.text().includes('status of 404') && message.location().url === page.url();
    if (!isDocument404) found.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/configurator/'))
      found.dataCalls.push(url.pathname + url.search);
    if (['stylesheet', 'script'].includes(request.resourceType())) found.assets.push(url.pathname);
  });
  await page.exposeFunction('reportCspViolation', (text: string) =>
    found.problems.push(`csp: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return found;
}

/** React has hydrated the server's markup (hydrateRoot marks its container). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

let pcId = '';
let pcTitle = '';
let sharedId = '';
let completed: Awaited<ReturnType<typeof completeBuild>>;

beforeAll(async () => {
  ({ publicId: pcId, title: pcTitle } = await preconfiguredBuild(baseUrl));
  sharedId = await shareBuild(baseUrl);
  completed = await completeBuild(baseUrl);
});

/** Routes the server renders in full: the heading its markup has before any script runs. */
const fullyRendered = (): [string, string][] => [
  ['/', 'Build the perfect setup'],
  ['/pre-configured-pcs', 'Start with a pre-configured build'],
  ['/pre-configured-pcs?chipset=2&page=2', 'Start with a pre-configured build'],
  ['/pre-configured-pcs?page=abc&chipset=nonsense', 'Start with a pre-configured build'],
  ['/pre-configurator', 'Choose your chipset'],
  [`/build-overview/${pcId}`, pcTitle],
  [`/share/${sharedId}`, 'Build summary'],
  ['/no-such-page', '404 Page Error'],
  ['/build-overview/pc-no-such-build', '404 Page Error'],
];

describe('hydrating the pages the server rendered', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`every fully rendered route hydrates cleanly and fetches nothing it was sent (${name})`, async () => {
      const { context } = await journeys.open(viewport, { bypassCSP: false });
      for (const [url, heading] of fullyRendered()) {
        const page = await context.newPage();
        const found = await watch(page);
        const answer = await page.goto(`${baseUrl}${url}`);
        const html = (await answer?.text()) ?? '';
        expect(html, url).toContain(heading.replace(/&/g, '&amp;'));
        await page.getByRole('heading', { name: heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expect.poll(() => hydrated(page)).toBe(true);
        expect(found.problems, url).toEqual([]);
        expect(found.dataCalls, url).toEqual([]);
        // The served page names every stylesheet and script its first render needs, lazy
        // parts included (ADR 127): it paints styled, and hydration waits for no late fetch.
        const named = (asset: string) =>
          html.includes(`href="${asset}"`) ||
          html.includes(`src="${asset}"`) ||
          lateScriptsIn(html).some(({ src }) => src === asset);
        expect(
          found.assets.filter((asset) => !named(asset)),
          url,
        ).toEqual([]);
        await page.close();
      }
    }, 180_000);
  }

  it('paints every rendered page before fetching its scripts, each with its integrity (ADR 129)', async () => {
    const { context } = await journeys.open(VIEWPORTS.phone, { bypassCSP: false });
    // The frames drawn from the stored build too (ADR 130): a fresh browser is sent on to
    // /pre-configurator once they hydrate.
    for (const url of [...fullyRendered().map(([path]) => path), '/configurator', '/overview']) {
      const page = await context.newPage();
      const found = await watch(page);
      const answer = await page.goto(`${baseUrl}${url}`);
      const html = (await answer?.text()) ?? '';
      // The head names one script, the loader, with its integrity; the app's are listed.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.match(/<script type="module"[^>]*>/g), url).toEqual([
        expect.stringMatching(/src="\/assets\/late-scripts-[^"]+\.js" integrity="sha384-/),
      ]);
      expect(head, url).not.toContain('rel="modulepreload"');
      const listed = lateScriptsIn(html);
      expect(
        listed.filter(({ preload }) => !preload),
        url,
      ).toHaveLength(1);
      expect(
        listed.every(({ integrity }) => integrity?.startsWith('sha384-')),
        url,
      ).toBe(true);
      await expect.poll(() => hydrated(page)).toBe(true);
      const loaded = await page.evaluate(() => ({
        paint:
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
          Number.POSITIVE_INFINITY,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        elements: [
          ...document.querySelectorAll('script[type="module"], link[rel="modulepreload"]'),
        ].map((element) => ({
          path: new URL(
            element.getAttribute('src') ?? element.getAttribute('href') ?? '',
            location.href,
          ).pathname,
          integrity: element.getAttribute('integrity'),
        })),
      }));
      // Only the loader is fetched before the page has painted.
      const early = loaded.scripts.filter(({ start }) => start <= loaded.paint);
      expect(
        early.map(({ path }) => path).filter((path) => !path.includes('/late-scripts-')),
        url,
      ).toEqual([]);
      // Each listed script was added with its integrity (Vite's own preloads of a lazy
      // module's imports may name the same file again).
      for (const { src, integrity } of listed)
        expect(
          loaded.elements.filter(({ path }) => path === src).map((element) => element.integrity),
          src,
        ).toContain(integrity);
      expect(found.problems, url).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it('draws text before the web fonts arrive in fallback faces matched to their metrics (ADR 126)', async () => {
    const { page } = await journeys.open(VIEWPORTS.phone);
    await page.goto(`${baseUrl}/pre-configured-pcs`);
    const faces = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
      fallbacks: [...document.fonts]
        .filter((face) => face.family.replace(/"/g, '').endsWith(' fallback'))
        // sizeAdjust is in Chromium's FontFace, not yet in TypeScript's DOM types.
        .map(
          (face: FontFace & { sizeAdjust?: string }) =>
            `${face.family.replace(/"/g, '')} ${face.sizeAdjust}`,
        ),
    }));
    expect(faces.body).toMatch(/^"?Inter"?, "?Inter fallback"?,/);
    expect(faces.heading).toMatch(/^"?Space Grotesk"?, "?Space Grotesk fallback"?,/);
    expect(faces.fallbacks.some((face) => face.startsWith('Inter fallback 10'))).toBe(true);
    expect(faces.fallbacks.some((face) => face.startsWith('Space Grotesk fallback'))).toBe(true);
  });

  it('renders the frame of /configurator and /overview, filled in after hydration without a shift', async () => {
    for (const [viewport, url, mode] of Object.values(VIEWPORTS).flatMap((size) =>
      (
        [
          ['/configurator', 'expert'],
          ['/configurator', 'assist'],
          ['/overview', null],
        ] as const
      ).map(([path, mode]) => [size, path, mode] as const),
    )) {
      const context = await journeys.browser.newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      // /configurator with a full build in progress, in expert mode (as the bench measures it)
      // and in assist mode at its third step; /overview with the completed build.
      const stored = completedStoredBuild(completed.selections, completed.publicId);
      await seedStoredBuild(
        page,
        mode
          ? {
              ...stored,
              buildStep: 3,
              buildSubStep: mode === 'expert' ? 1 : 3,
              buildMode: mode,
              buildComplete: false,
            }
          : stored,
      );
      const found = await watch(page);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const answer = await page.goto(`${baseUrl}${url}`);
      const html = (await answer?.text()) ?? '';
      // The frame: header and footer come with the page.
      expect(html, url).toMatch(/<header[\s>]/);
      expect(html, url).toMatch(/<footer[\s>]/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => hydrated(page)).toBe(true);
      const cls = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
      );
      expect(found.problems, url).toEqual([]);
      console.log(`CLS ${url} (${mode ?? 'complete'}) at ${viewport.width} px: ${cls.toFixed(4)}`);
      expect(cls, url).toBeLessThanOrEqual(0.02);
      expect(new URL(page.url()).pathname, url).toBe(url);
      await context.close();
    }
  }, 120_000);

  it("shows the stored build's heading in the frame before any script of the app has run (ADR 130)", async () => {
    const stored = completedStoredBuild(completed.selections, completed.publicId);
    const chipsetName = stored.chipset === 1 ? 'Intel' : 'AMD';
    const cases = [
      {
        url: '/configurator',
        build: {
          ...stored,
          buildStep: 3,
          buildSubStep: 1,
          buildMode: 'expert',
          buildComplete: false,
        },
        heading: 'Expert Mode',
        text: 'Choose every component from its dropdown. Type in a dropdown to filter it.',
      },
      {
        url: '/overview',
        build: stored,
        heading: 'Congratulations, your build is complete!',
        text: `Your custom ${chipsetName} gaming PC is ready.`,
      },
      // Assist mode: the step the build is on.
      {
        url: '/configurator',
        build: {
          ...stored,
          buildStep: 3,
          buildSubStep: 3,
          buildMode: 'assist',
          buildComplete: false,
        },
        heading: 'Memory',
        text: 'Memory keeps your games and apps ready. 32 GB suits most gaming builds.',
      },
      // Views the frame has no heading for keep its spinner: assist mode's Product Summary.
      {
        url: '/configurator',
        build: {
          ...stored,
          buildStep: 3,
          buildSubStep: 13,
          buildMode: 'assist',
          buildComplete: false,
        },
        summary: true,
        heading: null,
        text: null,
      },
      { url: '/overview', build: null, heading: null, text: null },
    ];
    for (const { url, build, heading, text, summary } of cases) {
      const context = await journeys.browser.newContext({ viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      if (build) await seedStoredBuild(page, build);
      if (summary)
        await page.addInitScript(() => localStorage.setItem('configurator-assist-summary', 'true'));
      const found = await watch(page);
      // The app's scripts never arrive: what shows is the server's frame and the inline script.
      await page.route(/\/assets\/.*\.js$/, () => undefined);
      // Module scripts hold back DOMContentLoaded: the page is in once its markup arrived.
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'commit' });
      await page.locator('footer').waitFor();
      expect(await hydrated(page)).toBe(false);
      const headings = page.getByRole('heading', { level: 1 });
      if (heading && text) {
        expect(await headings.allInnerTexts(), url).toEqual([heading]);
        // As drawn and as a screen reader reads it: the other chipset's name is not there.
        // Found by its last words: the banner's chipset names are both in its markup.
        const copy = page.locator('main p', { hasText: text.split(' ').slice(-4).join(' ') });
        expect(await copy.innerText(), url).toContain(text);
        // The tab's title too (the server titles /configurator by its URL alone).
        const title = { 'Expert Mode': 'Expert Mode', Memory: 'Assist Mode' }[heading];
        expect(await page.title(), url).toMatch(new RegExp(`^${title ?? 'Build Overview'} \\| `));
      } else {
        expect(await headings.count(), url).toBe(0);
        expect(await page.getByRole('status').innerText(), url).toBe('Loading your build');
      }
      expect(found.problems, url).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('makes a press on a button before the scripts ran once the page has hydrated, once', async () => {
    const { page } = await journeys.open(VIEWPORTS.phone, { bypassCSP: false });
    const found = await watch(page);
    // The app's scripts are held back, as a slow phone's network would.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded: the page is in once its markup arrived.
    await page.goto(`${baseUrl}/share/${sharedId}`, { waitUntil: 'commit' });
    const add = page.getByRole('button', { name: 'Add to basket' });
    await add.waitFor();
    expect(await hydrated(page)).toBe(false);
    // Pressed twice, as a shopper does when the first press seems to do nothing.
    await add.click();
    await add.click();
    expect(await page.getByRole('alert').count()).toBe(0);
    release();
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(found.problems).toEqual([]);
  });

  it('a Back pressed after a reload, before the scripts ran, shows the page it went back to', async () => {
    const { page } = await journeys.open(VIEWPORTS.desktop, { bypassCSP: false });
    const found = await watch(page);
    const chipset = page.getByLabel('Chipset');
    const buildLink = page.getByRole('article').getByRole('link').first();
    await page.goto(`${baseUrl}/pre-configured-pcs`);
    await expect.poll(() => hydrated(page)).toBe(true);
    // Two client-side navigations: a filter, then a build. Both stay one document's entries.
    await chipset.selectOption({ label: 'AMD' });
    await expect.poll(() => new URL(page.url()).search).toBe('?chipset=2');
    await buildLink.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/build-overview\//);

    // The scripts are held back on the reload, as a slow phone's network would.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    // Back to another page's URL while the page still shows the build's markup.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.url()).toBe(`${baseUrl}/pre-configured-pcs?chipset=2`);
    release();
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('Start with a pre-configured build');
    await expect.poll(() => chipset.inputValue()).toBe('2');
    await page.getByRole('article').first().waitFor();
    for (const subTitle of await page.getByRole('article').locator('p').first().allTextContents())
      expect(subTitle).toMatch(/^AMD · /);

    // Once the scripts ran, Back is the router's again.
    await page.goBack();
    await expect.poll(() => chipset.inputValue()).toBe('0');
    await page.waitForLoadState('networkidle');
    expect(found.problems).toEqual([]);
  });

  it('opens a modal under the real CSP without a violation (Radix styles carry the nonce)', async () => {
    const { page } = await journeys.open(VIEWPORTS.phone, { bypassCSP: false });
    const found = await watch(page);
    await page.goto(`${baseUrl}/share/${sharedId}`);
    await page.getByRole('button', { name: 'Add to basket' }).waitFor();
    await runUntilInteractive(page, page.getByRole('button', { name: 'Add to basket' }), {
      fakeClock: false,
    });
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('alert').waitFor();
    await page.waitForLoadState('networkidle');
    expect(found.problems).toEqual([]);
  });
});

describe('the served HTML without JavaScript', () => {
  let context: BrowserContext;
  const openNoJs = async (url: string) => {
    context = (await journeys.open(VIEWPORTS.desktop, { javaScriptEnabled: false })).context;
    const page = await context.newPage();
    const answer = await page.goto(`${baseUrl}${url}`);
    return { page, status: answer?.status() };
  };

  it('shows the home page with its six featured builds and their prices', async () => {
    const { page, status } = await openNoJs('/');
    expect(status).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Build the perfect setup' }).isVisible(),
    ).resolves.toBe(true);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain(pcTitle);
    expect(text.match(/£\d[\d,]*\.\d\d/g)?.length ?? 0).toBeGreaterThanOrEqual(6);
  });

  it('shows the listing with its builds, prices and the page the URL asks for', async () => {
    const first = await openNoJs('/pre-configured-pcs');
    const firstText = (await first.page.locator('main').textContent()) ?? '';
    expect(firstText).toMatch(/£\d[\d,]*\.\d\d/);
    const second = await openNoJs('/pre-configured-pcs?page=2');
    const secondText = (await second.page.locator('main').textContent()) ?? '';
    expect(secondText).toMatch(/£\d[\d,]*\.\d\d/);
    expect(secondText).not.toEqual(firstText);
  });

  it('shows a build overview and a shared build with their parts and total', async () => {
    for (const url of [`/build-overview/${pcId}`, `/share/${sharedId}`]) {
      const { page, status } = await openNoJs(url);
      expect(status, url).toBe(200);
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, url).toContain('Total Price');
      expect(text, url).toMatch(/£\d[\d,]*\.\d\d/);
      await expect(page.getByRole('heading', { name: 'Build summary' }).isVisible()).resolves.toBe(
        true,
      );
    }
  });

  it('shows the 404 page with status 404 for an unknown path and a missing build', async () => {
    for (const url of ['/no-such-page', '/share/AAAAAAAAAAAAAAAA']) {
      const { page, status } = await openNoJs(url);
      expect(status, url).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: '404 Page Error' }).isVisible(),
      ).resolves.toBe(true);
    }
  });
});

describe('link-preview bots and curl on a shared build', () => {
  const BOTS = [
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'curl/8.14.1',
  ];
  it('get the rendered page with its Open Graph tags for Accept: */*', async () => {
    for (const agent of BOTS) {
      const answer = await fetch(`${baseUrl}/share/${sharedId}`, {
        headers: { 'user-agent': agent, accept: '*/*' },
      });
      expect(answer.status, agent).toBe(200);
      expect(answer.headers.get('content-type'), agent).toMatch(/^text\/html/);
      const html = await answer.text();
      expect(html, agent).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, agent).toMatch(/<meta property="product:price:amount" content="\d+\.\d\d"/);
      // The body is the page itself, not an empty root for scripts to fill.
      expect(html, agent).toMatch(/<div id="root"><[^/]/);
      expect(html, agent).toContain('Total Price');
    }
  });
});
