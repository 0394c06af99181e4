// Browser journeys of issue 37 (the shopper's journey as the spec writes it), at 390 and 1440 px:
// the assist back control, the checklist reopening a done step and the browser's Back (item 1),
// the Product Summary after a reload (item 2), Save build on a build with problems (item 4),
// focus after the chipset overlay (item 9) and the layout fixes (item 10: the expert grid, the
// summary's buttons, the case carousel, a long modal, the assist list above the pinned total).
// Time runs on a fake clock; each screen touched is saved as a screenshot under
// test-results/journey/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe';
import { browserJourneys, VIEWPORTS } from './support/browser';
import { seedStoredBuild, storedBuild } from './support/builds';
import { runUntilInteractive, runUntilVisible } from './support/clock';

const CLOCK_START = Date.parse('2026-03-02T09:00:00Z');
const BACK_WARNING =
  "You're about to return to a previous step to modify your build configuration.";
const SHOTS = path.resolve('test-results', 'journey');

const journeys = browserJourneys('journey');
const baseUrl = inject('baseUrl');

const AMD = {
  chipset: 2,
  case: 'case-corsair-4000d-airflow',
  caseSize: 2,
  buildStep: 3,
  buildMode: 'assist',
  buildStart: true,
  buildComplete: false,
};
const AMD_PARTS = {
  cpu: 'cpu-amd-ryzen-5-7600',
  motherboard: 'motherboard-gigabyte-b650m-aorus-elite-ax',
  memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
};
const INTEL_EXPERT = {
  chipset: 1,
  case: 'case-corsair-4000d-airflow',
  caseSize: 2,
  buildStep: 3,
  buildSubStep: 1,
  buildMode: 'expert',
  buildStart: true,
  buildComplete: false,
  cpu: 'cpu-intel-core-i5-14400f',
  motherboard: 'motherboard-msi-mag-b760-tomahawk-wifi',
  memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
  gpu: 'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus',
  storage: 'storage-wd-black-sn850x-1tb',
  psu: 'psu-corsair-rm750e',
};

const WIDTHS = [
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const;

async function open(path: string, build: Record<string, unknown> | null, viewport: Viewport) {
  const { page } = await journeys.open(viewport);
  await page.clock.install({ time: CLOCK_START });
  if (build) await seedStoredBuild(page, build);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

type Viewport = { width: number; height: number };

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
}

const dialog = (page: Page) => page.getByRole('dialog');
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
/**
 * An assist step as the build screen draws it: its 'Select …' button (the page's frame shows
 * the step's heading before the screen's code has run, ADR 130).
 */
const assistStep = (page: Page, name: string) =>
  page.getByRole('button', { name: `Select ${name}`, exact: true });

/** The back warning shows the spec's text; `button` answers it. */
async function answerBackWarning(page: Page, button: 'Cancel' | 'Continue', shot?: string) {
  await runUntilVisible(page, dialog(page));
  expect(await dialog(page).textContent()).toContain(BACK_WARNING);
  if (shot) await shoot(page, shot);
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
  await page.clock.runFor(300);
  await expect.poll(() => dialog(page).count()).toBe(0);
}

/** The element's box lies inside the viewport and above `cover` (a pinned bar), if given. */
async function fullyInView(page: Page, target: Locator, cover?: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  const coverTop = cover && (await cover.isVisible()) ? (await cover.boundingBox())?.y : undefined;
  const bottomLimit = Math.min(viewport.height, coverTop ?? viewport.height);
  return box.y >= 0 && box.y + box.height <= bottomLimit + 0.5;
}

describe('issue 37 journeys', () => {
  it.each(WIDTHS)(
    'assist back (%s): the warning, one step back, a done step reopened, the browser Back, sub-step 1 to the case screen',
    async (_name, viewport) => {
      // Arrive the real way, from adding a case, so the history holds /pre-configurator.
      const page = await open(
        '/pre-configurator',
        { ...AMD, case: null, buildStep: 2, buildSubStep: null },
        viewport,
      );
      const add = page.getByRole('button', { name: 'Add to build' });
      await runUntilVisible(page, add);
      // A click before the page has hydrated does nothing yet: click until the overlay shows.
      const adding = page.getByRole('status').filter({ hasText: 'to your build' });
      for (let tries = 0; tries < 20 && !(await adding.isVisible()); tries++) {
        await add.click();
        await page.clock.runFor(200);
      }
      await page.clock.runFor(4000);
      // The configurator's lazy route loads before the address changes.
      for (let step = 0; step < 100 && new URL(page.url()).pathname !== '/configurator'; step++)
        await page.clock.runFor(100);
      expect(new URL(page.url()).pathname).toBe('/configurator');
      // After the build loader, sub-step 1. The browser's Back (to the case screen, which would
      // only bounce back here) is held and asks as the Back control does; Cancel stays.
      await runUntilVisible(page, assistStep(page, 'Processor (CPU)'));
      await page.evaluate(() => history.back());
      await answerBackWarning(page, 'Cancel');
      expect(new URL(page.url()).pathname).toBe('/configurator');
      expect(await storedBuild(page)).toMatchObject({ buildStep: 3, buildSubStep: 1 });
      // The build is on sub-step 4 (as after choosing three parts) once the page reloads.
      await page.evaluate(
        (build) => localStorage.setItem('configurator-build', JSON.stringify(build)),
        { ...AMD, ...AMD_PARTS, buildSubStep: 4 },
      );
      await page.reload();
      await runUntilVisible(page, assistStep(page, 'Graphics Card'));
      await shoot(page, 'assist-step');

      // The Back control: Cancel changes nothing; Continue goes one sub-step back.
      const back = page.getByRole('button', { name: 'Back', exact: true });
      await back.click();
      await answerBackWarning(page, 'Cancel', 'assist-back-warning');
      expect(await storedBuild(page)).toMatchObject({ buildSubStep: 4, ...AMD_PARTS });
      await back.click();
      await answerBackWarning(page, 'Continue');
      await runUntilVisible(page, assistStep(page, 'Memory'));
      expect(await storedBuild(page)).toMatchObject({ buildSubStep: 3, ...AMD_PARTS, gpu: null });

      // A done step in the checklist reopens the same way: the steps after it cleared.
      const checklist = page.getByRole('navigation', { name: 'Build steps' });
      await checklist.getByRole('button', { name: 'Reopen Processor (CPU) (done)' }).click();
      await answerBackWarning(page, 'Continue');
      await runUntilVisible(page, assistStep(page, 'Processor (CPU)'));
      expect(await storedBuild(page)).toMatchObject({
        buildSubStep: 1,
        cpu: AMD_PARTS.cpu,
        motherboard: null,
        memory: null,
      });
      expect(await checklist.getByRole('button').count()).toBe(0);

      // The browser's Back would land on the case screen only to bounce here: it is the back
      // control. From sub-step 1 it clears everything and returns to step 2, the case screen.
      // After the reload, the earlier entry is another page load: the case screen sends the
      // Back on to the build screen, which asks.
      await page.goBack();
      await answerBackWarning(page, 'Continue');
      await runUntilVisible(page, heading(page, 'Choose your case'));
      expect(new URL(page.url()).pathname).toMatch(/^\/pre-configurator\/?$/);
      expect(await storedBuild(page)).toMatchObject({ buildStep: 2, chipset: 2, cpu: null });
      expect(journeys.session?.consoleErrors).toEqual([]);
    },
  );

  it.each(WIDTHS)(
    'the Product Summary (%s) shows again after a reload; its Back returns to Operating System',
    async (_name, viewport) => {
      const page = await open(
        '/configurator',
        { ...AMD, ...AMD_PARTS, buildSubStep: 13 },
        viewport,
      );
      await runUntilVisible(page, assistStep(page, 'Operating System'));
      await page.getByRole('button', { name: 'Select Operating System' }).click();
      const list = page.getByRole('listbox');
      await runUntilVisible(page, list.getByRole('option').first());
      // The list has focus on 'None selected'; the next option is an operating system.
      await list.press('ArrowDown');
      await page.clock.runFor(200);
      await page.getByRole('button', { name: 'Add to build' }).click();
      await runUntilVisible(page, heading(page, 'Product Summary'));
      await page.reload();
      await runUntilVisible(page, heading(page, 'Product Summary'));
      expect(await page.getByRole('button', { name: 'Complete Build' }).isVisible()).toBe(true);
      await shoot(page, 'product-summary');
      const violations = await axeViolations(page);
      expect(violations, formatViolations(violations)).toEqual([]);

      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await answerBackWarning(page, 'Continue');
      await runUntilVisible(page, assistStep(page, 'Operating System'));
      expect(await storedBuild(page)).toMatchObject({ buildSubStep: 13, ...AMD_PARTS });
    },
  );

  it.each(WIDTHS)(
    'Save build on a build with warnings (%s): the issues modal first, its actions in view, then the share modal',
    async (_name, viewport) => {
      const page = await open(
        '/configurator',
        { ...INTEL_EXPERT, storage: 'storage-samsung-9100-pro-2tb' },
        viewport,
      );
      const save = page.getByRole('button', { name: 'Save build' });
      await runUntilVisible(page, save);
      await save.click();
      await runUntilVisible(page, dialog(page));
      const title = dialog(page).getByRole('heading').first();
      expect(await title.textContent()).not.toBe('Save Your Build');
      expect(await dialog(page).textContent()).toContain('This component is on pre-order');
      // The modal's action is in view without scrolling inside the modal (item 10).
      const action = dialog(page).getByRole('button', { name: 'Add to build', exact: true });
      expect(await fullyInView(page, action)).toBe(true);
      await shoot(page, 'save-warning-modal');
      await action.click();
      await page.clock.runFor(300);
      await runUntilVisible(page, page.getByRole('dialog', { name: 'Save Your Build' }));
      expect(await storedBuild(page)).toMatchObject({ publicId: expect.any(String) });
    },
  );

  it.each(WIDTHS)(
    "a long issues modal (%s) keeps 'Go back' in view without scrolling inside it",
    async (_name, viewport) => {
      const page = await open(
        '/configurator',
        {
          ...INTEL_EXPERT,
          case: 'case-cooler-master-masterbox-nr200p-v2',
          caseSize: 1,
          storage: 'storage-samsung-9100-pro-2tb',
        },
        viewport,
      );
      const save = page.getByRole('button', { name: 'Save build' });
      await runUntilVisible(page, save);
      await save.click();
      await runUntilVisible(page, dialog(page));
      await page.clock.runFor(300);
      // More problems than the screen holds: the text scrolls, the action does not.
      const scrolls = await dialog(page).evaluate((el) => el.scrollHeight > el.clientHeight);
      expect(scrolls).toBe(true);
      const goBack = dialog(page).getByRole('button', { name: 'Go back', exact: true });
      expect(await fullyInView(page, goBack)).toBe(true);
      // Nothing of the text shows below the buttons: they sit at the modal's bottom edge.
      const modalBox = await dialog(page).boundingBox();
      const buttonBox = await goBack.boundingBox();
      expect(modalBox!.y + modalBox!.height - (buttonBox!.y + buttonBox!.height)).toBeLessThan(48);
      await shoot(page, 'long-issues-modal');
    },
  );

  it.each(WIDTHS)(
    'after the chipset overlay (%s) focus is on the case step heading',
    async (_name, viewport) => {
      const page = await open('/pre-configurator', null, viewport);
      const amd = page.getByRole('button', { name: /Choose AMD/ });
      await runUntilVisible(page, amd);
      await runUntilInteractive(page, amd);
      await amd.click();
      await page.clock.runFor(4000);
      const caseHeading = heading(page, 'Choose your case');
      await runUntilVisible(page, caseHeading);
      await expect
        .poll(() => caseHeading.evaluate((el) => el === document.activeElement))
        .toBe(true);
      await shoot(page, 'case-step-focus');
    },
  );

  it.each(WIDTHS)(
    'case carousel (%s): only the case in front is named, in full; the arrows cover no case',
    async (_name, viewport) => {
      // Real time: the carousel's classes follow its transitions.
      const { page } = await journeys.open(viewport, { reducedMotion: 'reduce' });
      await page.goto(`${baseUrl}/pre-configurator`);
      await page.getByRole('button', { name: /Choose AMD/ }).click();
      const next = page.getByRole('button', { name: 'Next case' });
      await next.waitFor();
      const layout = () =>
        page.evaluate(() => {
          const carousel = document.querySelector('[aria-roledescription="carousel"]');
          if (!carousel) return null;
          const bounds = carousel.getBoundingClientRect();
          const shown = (el: Element) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.right > bounds.left && box.left < bounds.right;
          };
          const overlaps = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const figures = [...carousel.querySelectorAll('figure')].filter(shown);
          const arrows = [...carousel.querySelectorAll('button')].map((button) =>
            button.getBoundingClientRect(),
          );
          return {
            // Each caption a shopper can see: in the front slide, and not cut (clamped, or
            // past the carousel's edges).
            named: [...carousel.querySelectorAll('figcaption')]
              .filter(
                (caption) => shown(caption) && getComputedStyle(caption).visibility === 'visible',
              )
              .map((caption) => ({
                front: caption.closest('.swiper-slide-active') !== null,
                whole:
                  caption.scrollHeight <= caption.clientHeight + 1 &&
                  caption.getBoundingClientRect().left >= bounds.left - 0.5 &&
                  caption.getBoundingClientRect().right <= bounds.right + 0.5,
              })),
            figures: figures.length,
            covered: figures.filter((figure) =>
              arrows.some((arrow) => overlaps(arrow, figure.getBoundingClientRect())),
            ).length,
          };
        });
      for (const press of [0, 1]) {
        if (press) await next.click();
        // A neighbour shows on each side (one at the start), but only the front case is named.
        await expect
          .poll(async () => (await layout())?.figures ?? 0)
          .toBeGreaterThanOrEqual(press ? 3 : 2);
        await expect
          .poll(async () => (await layout())?.named)
          .toEqual([{ front: true, whole: true }]);
        expect((await layout())?.covered).toBe(0);
      }
      // The summary beside it names the same case.
      await page.getByText(/^Case 2 of \d+$/).waitFor();
      await shoot(page, 'case-carousel');
    },
  );

  it.each(WIDTHS)(
    'expert layout (%s): fields level beside a note; no summary button alone on its row',
    async (_name, viewport) => {
      // No graphics card and no storage: notes under Graphics Card and Secondary Storage.
      const page = await open(
        '/configurator',
        { ...INTEL_EXPERT, gpu: null, storage: null },
        viewport,
      );
      const gpu = page.getByRole('combobox', { name: 'Graphics Card', exact: true });
      const memory = page.getByRole('combobox', { name: 'Memory', exact: true });
      await runUntilVisible(page, gpu);
      await runUntilVisible(
        page,
        page.getByText('Your processor has no onboard graphics', { exact: false }),
      );
      const edit = page.getByRole('button', { name: 'Edit build' });
      await runUntilVisible(page, edit);
      if (viewport.width >= 900) {
        // Memory and Graphics Card share a row: their dropdowns are level.
        const [memoryBox, gpuBox] = [await memory.boundingBox(), await gpu.boundingBox()];
        expect(Math.abs(memoryBox!.y - gpuBox!.y)).toBeLessThan(1);
      }
      // Complete build spans the first row; Save build and Edit build share the second.
      const complete = page.getByRole('button', { name: 'Complete build' });
      const saveBox = await page.getByRole('button', { name: 'Save build' }).boundingBox();
      const editBox = await edit.boundingBox();
      const completeBox = await complete.boundingBox();
      expect(Math.abs(saveBox!.y - editBox!.y)).toBeLessThan(1);
      expect(completeBox!.y).toBeLessThan(saveBox!.y);
      await edit.scrollIntoViewIfNeeded();
      await shoot(page, 'expert-actions');
    },
  );

  it("assist list at 390 px: 'Add to build', reached by Tab, is not under the pinned total", async () => {
    const page = await open('/configurator', { ...AMD, buildSubStep: 1 }, VIEWPORTS.phone);
    const select = page.getByRole('button', { name: 'Select Processor (CPU)' });
    await runUntilVisible(page, select);
    await select.click();
    const list = page.getByRole('listbox');
    await runUntilVisible(page, list.getByRole('option').nth(1));
    await list.press('ArrowDown');
    await page.clock.runFor(200);
    const add = page.getByRole('button', { name: 'Add to build' });
    for (let tab = 0; tab < 20; tab++) {
      if (await add.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.clock.runFor(300);
    const bar = page.getByText('Total Price', { exact: true }).locator('xpath=../..');
    expect(await fullyInView(page, add, bar)).toBe(true);
    await shoot(page, 'assist-list-add');
  });
});
