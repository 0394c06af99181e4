// Journeys of /overview (spec section 2 "Overview", section 4 "Editing from the overview"): a
// build completed through the API and stored as the app stores it; time on Playwright's clock.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { VIEWPORTS, browserJourneys } from './support/browser';
import {
  completeBuild,
  completedStoredBuild,
  seedStoredBuild,
  storedBuild,
} from './support/builds';
import { runUntilVisible } from './support/clock';

const baseUrl = inject('baseUrl');
const BASKET_URL = 'https://www.rigforge.example/basket';
const CLOCK_START = Date.parse('2026-03-02T09:00:00Z');

const journeys = browserJourneys('overview');
let completed: { publicId: string; selections: Record<string, unknown> };

beforeAll(async () => {
  completed = await completeBuild(baseUrl, 2);
});

async function open(
  path: string,
  build: Record<string, unknown> | null,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const session = await journeys.open(viewport);
  const { page } = session;
  await page.clock.install({ time: CLOCK_START });
  if (build) await seedStoredBuild(page, build);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const completeStored = () => completedStoredBuild(completed.selections, completed.publicId);
const banner = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Congratulations, your build is complete!' });
/** The page proper is there once the overview loader has gone (the banner paints under it). */
async function untilLoaded(page: Page): Promise<void> {
  await runUntilVisible(page, page.getByRole('link', { name: 'Add to basket' }));
  await expect(page.getByRole('status', { name: 'Loading' }).count()).resolves.toBe(0);
  await expect(banner(page).isVisible()).resolves.toBe(true);
}

describe('/overview of a completed build', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ])(
    'shows banner, summary, blocks, build time and delivery, axe clean (%s)',
    async (_, viewport) => {
      const page = await open('/overview', completeStored(), viewport);
      await untilLoaded(page);
      const summary = page.getByRole('region', { name: 'Build summary' });
      await expect(
        summary.getByRole('button', { name: 'Edit Processor (CPU)' }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        summary
          .getByText(/working days?$/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByText('10-14 working days').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { name: 'Powered by AMD' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.title()).resolves.toMatch(/^Build Overview \| /);
      await expectNoAxeViolations(page);
    },
  );

  it("downloads its own body's chunks and not the review view's", async () => {
    const { page } = await journeys.open(VIEWPORTS.phone);
    await page.clock.install({ time: CLOCK_START });
    await seedStoredBuild(page, completeStored());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/overview`);
    await untilLoaded(page);
    expect(scripts.some((file) => /\/overview-content-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => /\/review-overview-[\w-]+\.js$/.test(file))).toEqual([]);
  });

  it.each([
    ['a phone at 1.75x', VIEWPORTS.phone, 1.75, 320],
    ['a desktop at 1x', VIEWPORTS.desktop, 1, 320],
  ])(
    'loads the case art rendition its box needs, no larger, on %s',
    async (_, viewport, deviceScaleFactor, expectedWidth) => {
      const { page } = await journeys.open(viewport, { deviceScaleFactor });
      await page.clock.install({ time: CLOCK_START });
      await seedStoredBuild(page, completeStored());
      await page.goto(`${baseUrl}/overview`);
      await untilLoaded(page);
      const hero = page.locator('img[fetchpriority="high"]');
      for (let elapsed = 0; elapsed < 10_000; elapsed += 100) {
        if (await hero.evaluate((img: HTMLImageElement) => img.complete)) break;
        await page.clock.runFor(100);
      }
      // The smallest rendition of its srcset that covers its box in device pixels.
      const { needed, loaded } = await hero.evaluate((img: HTMLImageElement) => {
        const widths = img.srcset
          .split(',')
          .map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1]))
          .sort((a, b) => a - b);
        const pixels = img.getBoundingClientRect().width * devicePixelRatio;
        return {
          needed: widths.find((w) => w >= pixels) ?? widths.at(-1),
          loaded: Number(new URL(img.currentSrc).searchParams.get('w')),
        };
      });
      expect({ needed, loaded }).toEqual({ needed: expectedWidth, loaded: expectedWidth });
    },
  );

  it('Add to basket goes through the API to the configured basket with the build id', async () => {
    const page = await open('/overview', completeStored());
    await untilLoaded(page);
    const link = page.getByRole('link', { name: 'Add to basket' });
    await expect(link.getAttribute('href')).resolves.toBe(
      `/api/checkout/add-to-cart/${completed.publicId}`,
    );
    // The retail site is not reachable from here: the browser asking for it is the hand-off.
    const [redirect, basket] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/checkout/add-to-cart/')),
      page.waitForRequest((req) => req.url().startsWith(BASKET_URL)),
      link.click(),
    ]);
    expect(redirect.status()).toBe(302);
    expect(basket.url()).toBe(`${BASKET_URL}?build=${completed.publicId}`);
  });
});

describe('/overview redirects', () => {
  it('a build that was not started goes to /pre-configurator', async () => {
    const page = await open('/overview', null);
    await runUntilVisible(page, page.getByRole('heading', { name: 'Choose your chipset' }));
    expect(new URL(page.url()).pathname).toBe('/pre-configurator');
  });

  it('a started, incomplete build goes on unless ?state=review, which shows the parts so far', async () => {
    const midway = { ...completeStored(), buildStep: 3, buildComplete: false, publicId: null };
    const page = await open('/overview', midway);
    await page.clock.runFor(500);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/overview');

    const review = await open('/overview?state=review', midway);
    await runUntilVisible(
      review,
      review.getByRole('heading', { level: 1, name: 'Review your build' }),
    );
    await expect(review.getByRole('link', { name: 'Add to basket' }).count()).resolves.toBe(0);
    await expect(review.getByText(/Congratulations/).count()).resolves.toBe(0);
    await expectNoAxeViolations(review);
  });
});

describe('editing from the overview', () => {
  async function edit(page: Page, label: string, warning: string) {
    await untilLoaded(page);
    await page.getByRole('button', { name: `Edit ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your build?' });
    await runUntilVisible(page, dialog);
    await expect(dialog.getByText(warning).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }

  it('the chipset: everything reset, back to the chipset step', async () => {
    const page = await open('/overview', completeStored());
    await edit(page, 'Chipset', 'This will delete all of your existing selections.');
    await runUntilVisible(page, page.getByRole('heading', { name: 'Choose your chipset' }));
    expect(new URL(page.url()).pathname).toBe('/pre-configurator');
    await expect(storedBuild(page)).resolves.toMatchObject({
      chipset: null,
      case: null,
      cpu: null,
      buildStep: 1,
      buildComplete: false,
    });
  });

  it('the case: all but the chipset cleared, back to the case step', async () => {
    const page = await open('/overview', completeStored());
    await edit(
      page,
      'Case',
      'This will delete all of your existing selections except the Chipset.',
    );
    await runUntilVisible(page, page.getByRole('heading', { name: 'Choose your case' }));
    expect(new URL(page.url()).pathname).toBe('/pre-configurator');
    await expect(storedBuild(page)).resolves.toMatchObject({
      chipset: 2,
      case: null,
      cpu: null,
      buildStep: 2,
      buildComplete: false,
    });
  });

  it('a later category: it and later parts cleared, expert mode at its sub-step with its dropdown open', async () => {
    const page = await open('/overview', completeStored());
    await edit(page, 'Memory', 'This will delete your existing selections up to this step.');
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/configurator?category=memory');
    // Expert mode opens the Memory dropdown for the new choice.
    const memory = page.getByRole('combobox', { name: 'Memory', exact: true });
    await runUntilVisible(page, memory);
    await expect.poll(() => memory.getAttribute('aria-expanded')).toBe('true');
    await expect(storedBuild(page)).resolves.toMatchObject({
      chipset: 2,
      cpu: completed.selections.cpu,
      motherboard: completed.selections.motherboard,
      memory: null,
      gpu: null,
      buildStep: 3,
      buildSubStep: 3,
      buildMode: 'expert',
      buildComplete: false,
      publicId: null,
    });
  });
});
