// Browser journeys of issue 11 (the configurator): expert and assist mode on the curated
// catalogue, the compatibility modal and its answers, save and share, complete, mode switches,
// the query parameters, fans, reloads and a keyboard-only build. Time runs on a fake clock.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe';
import { browserJourneys, VIEWPORTS } from './support/browser';
import { seedStoredBuild, storedBuild } from './support/builds';

const CLOCK_START = Date.parse('2026-03-02T09:00:00Z');

const journeys = browserJourneys('configurator');
const baseUrl = inject('baseUrl');

/** An Intel build in a Corsair 4000D (mid tower) at step 3, with the given fields. */
const intel = (fields: Record<string, unknown> = {}) => ({
  chipset: 1,
  case: 'case-corsair-4000d-airflow',
  caseSize: 2,
  buildStep: 3,
  buildSubStep: 1,
  buildMode: 'expert',
  buildStart: true,
  buildComplete: false,
  ...fields,
});

const INTEL_PARTS = {
  cpu: 'cpu-intel-core-i5-14400f',
  motherboard: 'motherboard-msi-mag-b760-tomahawk-wifi',
  memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
  gpu: 'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus',
  storage: 'storage-wd-black-sn850x-1tb',
  psu: 'psu-corsair-rm750e',
};

async function runUntilVisible(page: Page, locator: Locator, stepMs = 100, maxMs = 20_000) {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += stepMs) {
    if (await locator.isVisible()) return;
    await page.clock.runFor(stepMs);
  }
  await locator.waitFor({ state: 'visible', timeout: 1000 });
}

/** Opens `path` with `build` already in local storage (as after an earlier visit). */
async function open(
  path: string,
  build: Record<string, unknown> | null,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const { page } = await journeys.open(viewport);
  await page.clock.install({ time: CLOCK_START });
  if (build) await seedStoredBuild(page, build);
  await page.goto(`${baseUrl}${path}`);
  return page;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** Types into an expert dropdown and presses Enter on the first match. */
async function choose(page: Page, label: string, filter: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await runUntilVisible(page, box);
  await box.click();
  await box.fill(filter);
  await runUntilVisible(page, page.getByRole('listbox').getByRole('option').first());
  await box.press('Enter');
  await page.clock.runFor(200);
}

const dialog = (page: Page) => page.getByRole('dialog');

/** Presses Tab until the focused element reads `text` (at most 40 times). */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let tab = 0; tab < 40; tab++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === text) return;
  }
  throw new Error(`Tab never reached '${text}'`);
}

async function answer(page: Page, button: string): Promise<void> {
  await runUntilVisible(page, dialog(page));
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
  await page.clock.runFor(300);
  await expect.poll(() => dialog(page).count()).toBe(0);
}

describe('configurator', () => {
  it('Intel expert build: an incompatible board → Error Message → Go back; a warning → Continue', async () => {
    const page = await open(
      '/configurator',
      intel({ cpu: INTEL_PARTS.cpu, memory: INTEL_PARTS.memory }),
    );
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Expert Mode' }));
    expect(await page.title()).toMatch(/^Expert Mode \| /);
    // The heading paints before the dropdowns (ADR 050): check the whole screen.
    const box = page.getByRole('combobox', { name: 'Motherboard', exact: true });
    await runUntilVisible(page, box);
    await expectNoAxeViolations(page);

    // A DDR4 board with DDR5 memory: flagged (once the list's flags, asked for on focus,
    // have arrived) and then refused.
    await box.click();
    await box.fill('DS3H');
    const option = page.getByRole('option', { name: /DS3H/ });
    await runUntilVisible(page, option);
    // Flags arrive after the list: wait for the greyed option, then read its reason.
    const incompatible = page.locator(
      '[role=option][title^="This component is incompatible with your current build"]',
      { hasText: 'DS3H' },
    );
    await runUntilVisible(page, incompatible);
    expect(await option.getAttribute('title')).toMatch(
      /^This component is incompatible with your current build\. .*this motherboard takes DDR4/,
    );
    // The server's reason is the option's description, for keyboard and screen-reader users.
    const reasonId = await option.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reasonId}"]`).textContent()).toMatch(
      /^The .+ is DDR5 memory, but this motherboard takes DDR4\.$/,
    );
    await expectNoAxeViolations(page);
    await box.press('Enter');
    await runUntilVisible(page, dialog(page));
    expect(await dialog(page).textContent()).toContain('Error Message');
    await expectNoAxeViolations(page);
    await answer(page, 'Go back');
    expect((await storedBuild(page))?.motherboard ?? null).toBeNull();

    // An SFX supply in an ATX case works with a bracket: a warning with Continue.
    await choose(page, 'Power Supply', 'SF750');
    await runUntilVisible(page, dialog(page));
    expect(await dialog(page).textContent()).toContain('Warning Message');
    await answer(page, 'Continue');
    expect((await storedBuild(page))?.psu).toBe('psu-corsair-sf750');
  });

  it("a pre-order part → 'Add to build'", async () => {
    const page = await open('/configurator', intel({ cpu: INTEL_PARTS.cpu }));
    await choose(page, 'Primary Storage', '9100 PRO');
    await runUntilVisible(page, dialog(page));
    expect(await dialog(page).textContent()).toContain('This component is on pre-order');
    await answer(page, 'Add to build');
    expect((await storedBuild(page))?.storage).toBe('storage-samsung-9100-pro-2tb');
  });

  it('a case conflict sends the shopper back to the pre-configurator with the case cleared', async () => {
    const page = await open(
      '/configurator',
      intel({
        case: 'case-cooler-master-masterbox-nr200p-v2',
        caseSize: 1,
        cpu: INTEL_PARTS.cpu,
        motherboard: INTEL_PARTS.motherboard,
      }),
    );
    const save = page.getByRole('button', { name: 'Save build' });
    await runUntilVisible(page, save);
    await save.click();
    await answer(page, 'Go back');
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Choose your case' }));
    expect(new URL(page.url()).pathname).toBe('/pre-configurator');
    expect(await storedBuild(page)).toMatchObject({
      case: null,
      buildStep: 2,
      chipset: 1,
      cpu: null,
    });
  });

  it('Save build → the share modal with its link and the 1 s copied state', async () => {
    const page = await open('/configurator', intel(INTEL_PARTS));
    await journeys.session!.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    const save = page.getByRole('button', { name: 'Save build' });
    await runUntilVisible(page, save);
    await save.click();
    await runUntilVisible(page, dialog(page));
    // This build carries a caveat: the save's warning modal first, whose Continue shares.
    if ((await dialog(page).getByRole('heading').first().textContent()) !== 'Save Your Build') {
      expect(await dialog(page).textContent()).toContain('Warning Message');
      await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click();
      await runUntilVisible(page, page.getByRole('dialog', { name: 'Save Your Build' }));
    }
    expect(await dialog(page).getByRole('heading').first().textContent()).toBe('Save Your Build');
    const publicId = (await storedBuild(page))?.publicId as string;
    expect(publicId).toBeTruthy();
    expect(await dialog(page).getByLabel('Share link').inputValue()).toBe(
      `${baseUrl}/share/${publicId}`,
    );
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Copy link' }).click();
    await runUntilVisible(page, dialog(page).getByRole('button', { name: 'Copied' }));
    await page.clock.runFor(1000);
    await runUntilVisible(page, dialog(page).getByRole('button', { name: 'Copy link' }));
  });

  it('mode switches both ways; ?switch=0 and ?category=', async () => {
    const page = await open(
      '/configurator',
      intel({ buildMode: 'assist', cpu: INTEL_PARTS.cpu, buildSubStep: 2 }),
    );
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Motherboard' }));
    expect(await page.title()).toMatch(/^Assist Mode \| /);
    await expectNoAxeViolations(page);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Switch to expert mode' })
      .or(page.getByRole('button', { name: 'Switch to expert mode' }).last())
      .first()
      .click();
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Expert Mode' }));
    await page.getByRole('button', { name: 'Switch to assist mode' }).click();
    await answer(page, 'Cancel');
    expect((await storedBuild(page))?.buildMode).toBe('expert');
    await page.getByRole('button', { name: 'Switch to assist mode' }).click();
    await runUntilVisible(page, dialog(page));
    await expectNoAxeViolations(page);
    await answer(page, 'Continue');
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Motherboard' }));
    expect(await storedBuild(page)).toMatchObject({ buildMode: 'assist', cpu: INTEL_PARTS.cpu });

    await page.goto(`${baseUrl}/configurator?switch=0`);
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Expert Mode' }));
    expect(await storedBuild(page)).toMatchObject({ buildMode: 'expert', buildSubStep: 1 });
    expect(await page.getByRole('button', { name: /Switch to/ }).count()).toBe(0);

    await page.goto(`${baseUrl}/configurator?category=gpu`);
    const gpu = page.getByRole('combobox', { name: 'Graphics Card', exact: true });
    await runUntilVisible(page, gpu);
    await expect.poll(() => gpu.getAttribute('aria-expanded')).toBe('true');
  });

  it('fans: a fan product offers Total Cooling Fans 1..maxNumAllowed', async () => {
    const page = await open('/configurator', intel({ cpu: INTEL_PARTS.cpu }));
    await choose(page, 'Cooling - Fans', 'P12');
    const total = page.getByLabel('Total Cooling Fans');
    await expect.poll(() => total.isEnabled()).toBe(true);
    const options = await total.locator('option').allTextContents();
    expect(options[0]).toBe('1');
    expect(options.length).toBeGreaterThanOrEqual(1);
    await total.selectOption(options.at(-1)!);
    await page.clock.runFor(200);
    expect((await storedBuild(page))?.fansTotal).toBe(Number(options.at(-1)));
  });

  it('assist mode: a selection advances and a reload keeps the build without the loader', async () => {
    const page = await open('/configurator', intel({ buildMode: 'assist' }), VIEWPORTS.phone);
    await runUntilVisible(page, page.getByRole('button', { name: 'Select Processor (CPU)' }));
    await page.getByRole('button', { name: 'Select Processor (CPU)' }).click();
    const list = page.getByRole('listbox');
    await runUntilVisible(page, list.getByRole('option').nth(1));
    await expectNoAxeViolations(page);
    await list.press('ArrowDown');
    await list.press('Enter');
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Motherboard' }));
    const stored = await storedBuild(page);
    expect(stored).toMatchObject({ buildSubStep: 2 });
    expect(stored?.cpu).toBeTruthy();
    await page.reload();
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Motherboard' }));
    expect(await page.getByRole('heading', { name: 'Preparing your build' }).count()).toBe(0);
    expect(await storedBuild(page)).toEqual(stored);
  });

  it('keyboard only: the last part, Complete build, the 4 s loader and /overview', async () => {
    const page = await open(
      '/configurator',
      intel({ ...INTEL_PARTS, coolingCpu: 'cooling-cpu-deepcool-ak620' }),
    );
    const os = page.getByRole('combobox', { name: 'Operating System', exact: true });
    await runUntilVisible(page, os);
    await os.focus();
    await page.keyboard.type('Windows 11 Home');
    await runUntilVisible(page, page.getByRole('listbox').getByRole('option').first());
    await page.keyboard.press('Enter');
    await page.clock.runFor(300);
    await expect
      .poll(async () => (await storedBuild(page))?.os)
      .toBe('os-microsoft-windows-11-home');
    // Tab on to 'Complete build' and press Enter.
    await tabTo(page, 'Complete build');
    await page.keyboard.press('Enter');
    // The build's caveat (a warning) asks first; its Continue goes on, by keyboard too.
    await runUntilVisible(page, dialog(page));
    expect(await dialog(page).textContent()).toContain('Warning Message');
    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');
    await runUntilVisible(
      page,
      page.getByRole('status').filter({ hasText: 'Completing your build' }),
    );
    await page.clock.runFor(4000);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/overview');
    expect(await storedBuild(page)).toMatchObject({ buildComplete: true, buildStep: 4 });
  });
});
