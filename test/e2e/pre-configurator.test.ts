// Browser journeys of issue 5: the pre-configurator, the build store in local storage, going
// back, and entering the configurator. Time runs on Playwright's fake clock.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe';
import { VIEWPORTS, browserJourneys } from './support/browser';
import { runUntilInteractive, runUntilVisible } from './support/clock';

const STORAGE_KEY = 'configurator-build';
const BACK_WARNING =
  "You're about to return to a previous step to modify your build configuration.";
const EXPERT_WARNING =
  'This action would delete your current selection for all the components displayed in this expert mode.';

const CLOCK_START = Date.parse('2026-03-02T09:00:00Z');

const journeys = browserJourneys('pre-configurator');
const baseUrl = inject('baseUrl');

async function open(
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const session = await journeys.open(viewport);
  const { page } = session;
  await page.clock.install({ time: CLOCK_START });
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const storedBuild = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    STORAGE_KEY,
  );

async function setStoredBuild(page: Page, build: Record<string, unknown> | string): Promise<void> {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    typeof build === 'string' ? build : JSON.stringify(build),
  ] as const);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

const caseSummaryTitle = (page: Page) => page.locator('#case-step-summary-title');

/** Step 1 → AMD → overlay 4 s → the case screen with its first case showing. */
async function chooseAmd(page: Page): Promise<void> {
  const amd = page.getByRole('button', { name: /Choose AMD/ });
  await runUntilVisible(page, amd);
  await runUntilInteractive(page, amd);
  await amd.click();
  await page.getByRole('status').filter({ hasText: 'Preparing your AMD build' }).waitFor();
  await page.clock.runFor(4000);
  await runUntilVisible(page, caseSummaryTitle(page));
}

describe('pre-configurator', () => {
  it('choose AMD, switch sizes, page through the gallery, add a case and land on /configurator', async () => {
    const page = await open('/pre-configurator');
    await runUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    );
    expect(await page.title()).toMatch(/^Customise your gaming PC \| /);
    await chooseAmd(page);
    expect(await storedBuild(page)).toMatchObject({ chipset: 2, buildStep: 2, buildStart: true });
    await expectNoAxeViolations(page);

    // Next case, then a size switch puts the carousel back on the first case of that size.
    const first = await caseSummaryTitle(page).textContent();
    await page.getByRole('button', { name: 'Next case' }).click();
    await page.clock.runFor(200);
    expect(await caseSummaryTitle(page).textContent()).not.toBe(first);
    await page.getByLabel('Form factor').selectOption({ label: 'Mini Tower' });
    await runUntilVisible(page, page.getByText('Case 1 of 4', { exact: true }));
    await expect.poll(() => page.locator('dl').first().textContent()).toContain('Mini Tower');
    await page.getByLabel('Form factor').selectOption({ label: 'Full Tower' });
    await runUntilVisible(page, page.getByText('Case 1 of 4', { exact: true }));
    await expect.poll(() => page.locator('dl').first().textContent()).toContain('Full Tower');

    // The gallery: main image plus four gallery images, paged with buttons and thumbnails.
    await page.getByRole('button', { name: 'View gallery' }).click();
    const dialog = page.getByRole('dialog');
    await runUntilVisible(page, dialog);
    await expect.poll(() => dialog.getByText(/Image \d of \d/).textContent()).toBe('Image 1 of 5');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await page.clock.runFor(500);
    expect(await dialog.getByText(/Image \d of \d/).textContent()).toBe('Image 2 of 5');
    await dialog.getByRole('button', { name: /^Show image 5/ }).click();
    await page.clock.runFor(500);
    expect(await dialog.getByText(/Image \d of \d/).textContent()).toBe('Image 5 of 5');
    expect(await dialog.getByRole('button', { name: 'Next image' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.clock.runFor(300);
    await expect.poll(() => dialog.count()).toBe(0);

    // Add the active case: 4 s overlay, then /configurator with the build stored. From here
    // the clock is paused, so the build loader's steps can be checked to the millisecond
    // (a paused clock also stops animation frames: the click skips the stability wait).
    // (A margin: the clock runs on in real time between reading it and pausing it.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
    await page.getByRole('button', { name: 'Add to build' }).click({ force: true });
    await page.getByRole('status').filter({ hasText: 'to your build' }).waitFor();
    await page.clock.runFor(4000);
    // The route chunk loads in real time; the loader's clock starts when it mounts.
    await page.getByRole('heading', { name: 'Preparing your build' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/configurator');
    expect(await storedBuild(page)).toMatchObject({
      chipset: 2,
      caseSize: 3,
      buildStep: 3,
      buildSubStep: 1,
      buildStart: true,
    });
    expect(typeof (await storedBuild(page))?.case).toBe('string');

    // The build loader: each step completes after 3 s; the next starts 3.5 s after the previous began.
    const status = (label: string) => page.getByRole('listitem').filter({ hasText: label });
    await page.clock.runFor(3000);
    expect(await status('Chipset').textContent()).toContain('Complete');
    expect(await status('Case Selector').textContent()).toContain('Waiting');
    await page.clock.runFor(500);
    expect(await status('Case Selector').textContent()).toContain('Loading');
    await page.clock.runFor(9999);
    expect(await status('Overview').textContent()).toContain('Loading');
    await page.clock.runFor(1);
    await page.clock.resume();
    const firstStep = page.getByRole('heading', { level: 1, name: 'Processor (CPU)' });
    await runUntilVisible(page, firstStep);
    expect(await page.title()).toMatch(/^Assist Mode \| /);
    await expectNoAxeViolations(page);

    // Reload keeps the build, and the loader does not play again.
    await page.reload();
    await runUntilVisible(page, firstStep);
    expect(await page.getByRole('heading', { name: 'Preparing your build' }).count()).toBe(0);
    expect(await storedBuild(page)).toMatchObject({ chipset: 2, caseSize: 3, buildStep: 3 });
    // And /pre-configurator at step 3 with a case and chipset redirects to /configurator.
    await page.goto(`${baseUrl}/pre-configurator`);
    await runUntilVisible(page, firstStep);
    expect(new URL(page.url()).pathname).toBe('/configurator');
    expect(journeys.session?.consoleErrors).toEqual([]);
  });

  it('back asks first: Cancel keeps the step, Continue goes back and clears publicId', async () => {
    const page = await open('/pre-configurator');
    await chooseAmd(page);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await runUntilVisible(page, dialog);
    expect(await dialog.textContent()).toContain(BACK_WARNING);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.clock.runFor(300);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Choose your case' }).isVisible(),
    ).toBe(true);
    expect(await storedBuild(page)).toMatchObject({ chipset: 2, buildStep: 2 });

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await runUntilVisible(page, dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await runUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    );
    expect(await storedBuild(page)).toMatchObject({
      chipset: null,
      buildStep: 1,
      buildStart: false,
    });
  });

  it('back from the configurator in expert mode warns about the expert selection and returns to the case step', async () => {
    const page = await open('/pre-configurator');
    await runUntilVisible(page, page.getByRole('button', { name: /Choose AMD/ }));
    const cases = await page.evaluate(
      async () =>
        (await (await fetch('/api/configurator/allcasecomponents?caseSize=2')).json()) as {
          data: { id: string }[];
        },
    );
    await setStoredBuild(page, {
      chipset: 1,
      case: cases.data[0]?.id,
      caseSize: 2,
      cpu: 'cpu-x',
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
      publicId: 'SAVED1',
    });
    await page.goto(`${baseUrl}/configurator`);
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Expert Mode' }));
    expect(await page.title()).toMatch(/^Expert Mode \| /);
    // Expert mode's 'Edit build' is its way back.
    await page.getByRole('button', { name: 'Edit build' }).click();
    const dialog = page.getByRole('dialog');
    await runUntilVisible(page, dialog);
    expect(await dialog.textContent()).toContain(BACK_WARNING);
    expect(await dialog.textContent()).toContain(EXPERT_WARNING);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Choose your case' }));
    expect(new URL(page.url()).pathname).toBe('/pre-configurator');
    expect(await storedBuild(page)).toMatchObject({
      chipset: 1,
      case: null,
      cpu: null,
      buildStep: 2,
      publicId: null,
      buildComplete: false,
    });
  });

  it('step 4 shows the Existing Build screen; Start Over begins again', async () => {
    const page = await open('/pre-configurator', VIEWPORTS.phone);
    await runUntilVisible(page, page.getByRole('button', { name: /Choose AMD/ }));
    await setStoredBuild(page, {
      chipset: 2,
      case: 'case-x',
      caseSize: 2,
      buildStep: 4,
      buildComplete: true,
      buildStart: true,
    });
    await page.reload();
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Existing Build' }));
    expect(
      await page.getByRole('link', { name: 'Overview Previous Build' }).getAttribute('href'),
    ).toBe('/overview');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start Over' }).click();
    await runUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    );
    expect(await storedBuild(page)).toMatchObject({ buildStep: 1, chipset: null });
  });

  it('a corrupt configurator-build value falls back to a fresh build', async () => {
    const page = await open('/pre-configurator');
    await runUntilVisible(page, page.getByRole('button', { name: /Choose AMD/ }));
    await setStoredBuild(page, '{"buildStep": "three", oops');
    await page.reload();
    await runUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    );
    await page.goto(`${baseUrl}/configurator`);
    await runUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    );
    expect(new URL(page.url()).pathname).toBe('/pre-configurator');
    expect(journeys.session?.consoleErrors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it('keyboard only: dropdown, carousel buttons and gallery', async () => {
    const page = await open('/pre-configurator', VIEWPORTS.phone);
    const amd = page.getByRole('button', { name: /Choose AMD/ });
    await runUntilVisible(page, amd);
    await runUntilInteractive(page, amd);
    await amd.focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(4000);
    await runUntilVisible(page, caseSummaryTitle(page));

    const select = page.getByLabel('Form factor');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => select.inputValue()).toBe('1');
    await runUntilVisible(page, page.getByText('Case 1 of 4', { exact: true }));

    const first = await caseSummaryTitle(page).textContent();
    // The first case has none before it: Previous is disabled until Next has moved on.
    const previous = page.getByRole('button', { name: 'Previous case' });
    await expect(previous.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Next case' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(200);
    await expect.poll(() => caseSummaryTitle(page).textContent()).not.toBe(first);
    expect(await page.getByText('Case 2 of 4', { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Previous case',
    );

    const gallery = page.getByRole('button', { name: 'View gallery' });
    await gallery.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await runUntilVisible(page, dialog);
    await page.clock.runFor(300);
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await page.clock.runFor(400);
    expect(await dialog.getByText(/Image \d of \d/).textContent()).toBe('Image 2 of 5');
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(400);
    expect(await dialog.getByText(/Image \d of \d/).textContent()).toBe('Image 3 of 5');
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await page.clock.runFor(300);
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View gallery');
  });

  it('with motion allowed the carousel autoplays every 3 s and rests while the shopper is on it', async () => {
    const { page } = await journeys.open(VIEWPORTS.desktop, { reducedMotion: 'no-preference' });
    await page.clock.install({ time: CLOCK_START });
    await page.goto(`${baseUrl}/pre-configurator`);
    await chooseAmd(page);
    await page.mouse.move(5, 5);
    await runUntilVisible(page, page.getByRole('button', { name: 'Next case' }));
    // Retired cases are not offered (ADR 106), so the count follows the catalogue.
    const position = page.getByText(/^Case \d+ of \d+$/);
    const cases = /of (\d+)$/.exec((await position.textContent()) ?? '')?.[1];
    expect(await position.textContent()).toBe(`Case 1 of ${cases}`);
    // Delay 3000 ms, then the 100 ms active-slide check (the 1000 ms slide itself is a CSS transition).
    await page.clock.runFor(3000 + 100);
    await expect.poll(() => position.textContent()).toBe(`Case 2 of ${cases}`);
    const animating = () =>
      page.evaluate(
        () =>
          (
            document.querySelector('.swiper') as
              (Element & { swiper?: { animating: boolean } }) | null
          )?.swiper?.animating,
      );
    await expect.poll(animating).toBe(false);
    await page.getByRole('button', { name: 'View gallery' }).hover();
    // The pointer's arrival reaches Swiper through a render: wait for it before time passes.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              document.querySelector('.swiper') as
                (Element & { swiper?: { autoplay: { paused: boolean } } }) | null
            )?.swiper?.autoplay.paused,
        ),
      )
      .toBe(true);
    await page.clock.runFor(8000);
    expect(await position.textContent()).toBe(`Case 2 of ${cases}`);
    // Once the pointer leaves, it carries on.
    await page.mouse.move(5, 5);
    await page.clock.runFor(3000 + 100);
    await expect.poll(() => position.textContent()).toBe(`Case 3 of ${cases}`);
  });
});
