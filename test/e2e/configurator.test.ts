// Browser journeys of issue 11 (the configurator): expert and assist mode on the curated
// catalogue, the compatibility modal and its answers, save and share, complete, mode switches,
// the query parameters, fans, reloads and a keyboard-only build. Time runs on a fake clock.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, formatViolations } from './support/axe';
import { browserJourneys, openPage, VIEWPORTS } from './support/browser';
import { buildParts, seedStoredBuild, storedBuild, type BuildPart } from './support/builds';
import { runUntil, runUntilInteractive, runUntilVisible } from './support/clock';

const CLOCK_START = Date.parse('2026-03-02T09:00:00Z');
/** The default basket URL of the site configuration (BASKET_URL unset in the e2e server). */
const BASKET_URL = 'https://www.rigforge.example/basket';

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

/** Opens `path` with `build` already in local storage (as after an earlier visit). */
async function open(
  path: string,
  build: Record<string, unknown> | null,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { touch?: boolean } = {},
): Promise<Page> {
  const { page } = await journeys.open(
    viewport,
    options.touch ? { hasTouch: true, isMobile: true } : {},
  );
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

/** The assist journey's AMD build, step by step: a part, or null for 'None selected'. */
const AMD_CASE = 'case-corsair-4000d-airflow';
const AMD_ASSIST_STEPS: ReadonlyArray<
  readonly [category: string, label: string, id: string | null]
> = [
  ['cpu', 'Processor (CPU)', 'cpu-amd-ryzen-5-7600'],
  ['motherboard', 'Motherboard', 'motherboard-gigabyte-b650m-aorus-elite-ax'],
  ['memory', 'Memory', 'memory-corsair-vengeance-32gb-ddr5-6000'],
  ['gpu', 'Graphics Card', 'gpu-amd-radeon-rx-7600'],
  ['storage', 'Primary Storage', 'storage-crucial-p3-plus-1tb'],
  ['secondaryStorage', 'Secondary Storage', null],
  ['tertiaryStorage', 'Tertiary Storage', null],
  ['psu', 'Power Supply', 'psu-corsair-cx550'],
  ['coolingCpu', 'Cooling - CPU', 'cooling-cpu-arctic-freezer-36'],
  ['fans', 'Cooling - Fans', null],
  ['soundcard', 'Sound Card', 'soundcard-onboard'],
  ['networking', 'Networking', null],
  ['os', 'Operating System', 'os-microsoft-windows-11-home'],
];

const pence = (pounds: number | string) =>
  Math.round(Number(String(pounds).replace(/,/g, '')) * 100);
const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The element that has focus: its id, or its text when it has none. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent || '');

/**
 * Presses Tab until the focused element reads `target` or is labelled so, or is the `target`
 * element (at most 60 times).
 */
async function tabTo(page: Page, target: string | Locator): Promise<void> {
  for (let tab = 0; tab < 60; tab++) {
    await page.keyboard.press('Tab');
    if (typeof target !== 'string') {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      continue;
    }
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return [element?.textContent?.trim(), element?.getAttribute('aria-label')];
    });
    if (focused.includes(target)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function answer(page: Page, button: string): Promise<void> {
  await runUntilVisible(page, dialog(page));
  await dialog(page).getByRole('button', { name: button, exact: true }).click();
  await page.clock.runFor(300);
  await expect.poll(() => dialog(page).count()).toBe(0);
}

describe('configurator', () => {
  it('Intel expert build: an incompatible board → Error Message → Go back; a warning → Continue; focus returns; a reload keeps it', async () => {
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
    // Focus is back on the dropdown the shopper was choosing in.
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

    // An SFX supply in an ATX case works with a bracket: a warning with Continue.
    const psu = page.getByRole('combobox', { name: 'Power Supply', exact: true });
    await choose(page, 'Power Supply', 'SF750');
    await runUntilVisible(page, dialog(page));
    expect(await dialog(page).textContent()).toContain('Warning Message');
    await expectNoAxeViolations(page);
    await answer(page, 'Continue');
    const stored = await storedBuild(page);
    expect(stored?.psu).toBe('psu-corsair-sf750');
    expect(await psu.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => psu.inputValue()).toContain('SF750');

    // A reload in expert mode keeps the build, shows it, and plays no loader.
    await page.reload();
    await runUntilVisible(page, psu);
    expect(await page.getByRole('heading', { name: 'Preparing your build' }).count()).toBe(0);
    await expect.poll(() => psu.inputValue()).toContain('SF750');
    expect(await storedBuild(page)).toEqual(stored);
  });

  it("a pre-order part → 'Add to build'", async () => {
    const page = await open('/configurator', intel({ cpu: INTEL_PARTS.cpu }));
    await choose(page, 'Primary Storage', '9100 PRO');
    await runUntilVisible(page, dialog(page));
    expect(await dialog(page).textContent()).toContain('This component is on pre-order');
    await expectNoAxeViolations(page);
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
    await runUntilVisible(page, dialog(page));
    expect(await dialog(page).textContent()).toContain('Error Message');
    await expectNoAxeViolations(page);
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

  it('Save build → the share modal with its link and the 1 s copied state; the link opened in a fresh browser resumes the build', async () => {
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

    const link = await dialog(page).getByLabel('Share link').inputValue();
    // Escape closes the modal and focus goes back to 'Save build'.
    await page.keyboard.press('Escape');
    await page.clock.runFor(300);
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await save.evaluate((element) => element === document.activeElement)).toBe(true);

    // The link opened in a fresh browser (nothing stored) shows the build and resumes it.
    const fresh = await openPage(journeys.browser);
    try {
      const other = fresh.page;
      await other.clock.install({ time: CLOCK_START });
      await other.goto(link);
      const resume = other.getByRole('button', { name: 'Resume build' });
      await runUntilVisible(other, resume);
      expect(await storedBuild(other)).toBeNull();
      await expect(other.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
        /^Custom gaming PC with Intel /,
      );
      // Pressed once the page has hydrated: a press before is made again after hydration
      // (ADR 128), but the fake clock runs ahead of real time and could age it out.
      await runUntilInteractive(other, resume);
      await resume.click();
      await other.clock.runFor(1400);
      await runUntilVisible(other, other.getByRole('heading', { level: 1, name: 'Expert Mode' }));
      expect(new URL(other.url()).pathname).toBe('/configurator');
      expect(await storedBuild(other)).toMatchObject({
        ...INTEL_PARTS,
        chipset: 1,
        case: intel().case,
        buildStep: 3,
        buildSubStep: 1,
        buildMode: 'expert',
        publicId: null,
      });
      await expect
        .poll(() =>
          other.getByRole('combobox', { name: 'Processor (CPU)', exact: true }).inputValue(),
        )
        .toContain('14400F');
    } finally {
      await fresh.context.close();
    }
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
    // The server's frame shows the heading at once (ADR 130); the switch is made on arrival.
    await runUntil(page, async () => (await storedBuild(page))?.buildMode === 'expert');
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Expert Mode' }));
    expect(await storedBuild(page)).toMatchObject({ buildMode: 'expert', buildSubStep: 1 });
    expect(await page.getByRole('button', { name: /Switch to/ }).count()).toBe(0);

    await page.goto(`${baseUrl}/configurator?category=gpu`);
    const gpu = page.getByRole('combobox', { name: 'Graphics Card', exact: true });
    await runUntilVisible(page, gpu);
    await expect.poll(() => gpu.getAttribute('aria-expanded')).toBe('true');
  });

  it("fans: a fan product offers Total Cooling Fans 1..maxNumAllowed; 'None selected' clears both", async () => {
    const page = await open('/configurator', intel({ cpu: INTEL_PARTS.cpu }));
    // Single fans, up to four in this case (packs of five count as one).
    await choose(page, 'Cooling - Fans', 'NF-A12x25');
    const total = page.getByLabel('Total Cooling Fans');
    await expect.poll(() => total.isEnabled()).toBe(true);
    // The field shows the choice while validate judges it; the stored build follows.
    await expect.poll(async () => (await storedBuild(page))?.fans ?? null).not.toBeNull();
    const fans = (await storedBuild(page))?.fans as string;
    const list = (await (
      await fetch(`${baseUrl}/api/configurator/allcasecoolingcomponents?caseId=${intel().case}`)
    ).json()) as { data: Array<{ id: string; maxNumAllowed: number | null }> };
    const maxNumAllowed = list.data.find((item) => item.id === fans)?.maxNumAllowed;
    expect(maxNumAllowed).toBeGreaterThan(1);
    const options = await total.locator('option').allTextContents();
    expect(options).toEqual(
      Array.from({ length: maxNumAllowed! }, (_, index) => String(index + 1)),
    );
    // Default 1.
    expect(await total.inputValue()).toBe('1');
    expect((await storedBuild(page))?.fansTotal).toBe(1);
    await total.selectOption(options.at(-1)!);
    await page.clock.runFor(200);
    await expect
      .poll(async () => (await storedBuild(page))?.fansTotal)
      .toBe(Number(options.at(-1)));

    const box = page.getByRole('combobox', { name: 'Cooling - Fans', exact: true });
    await box.click();
    // The list opens on the chosen fan, 'None selected' at its top out of view: typing finds it.
    await box.fill('None');
    const none = page.getByRole('option', { name: 'None selected' });
    await runUntilVisible(page, none);
    await none.click();
    await page.clock.runFor(200);
    await expect
      .poll(async () => {
        const build = await storedBuild(page);
        return [build?.fans, build?.fansTotal];
      })
      .toEqual([null, null]);
    expect(await total.isDisabled()).toBe(true);
  });

  it('an expert dropdown opens on the chosen part and keeps the highlighted part in view while the arrows move it', async () => {
    const page = await open('/configurator', intel(INTEL_PARTS));
    const box = page.getByRole('combobox', { name: 'Graphics Card', exact: true });
    await runUntilVisible(page, box);
    await box.click();
    await page.clock.runFor(100);
    const listbox = page.getByRole('listbox');
    /** The option the input points at, and whether all of it shows inside the list. */
    const highlighted = () =>
      page.evaluate(() => {
        const input = document.activeElement;
        const id = input?.getAttribute('aria-activedescendant');
        const option = id ? document.getElementById(id) : null;
        const list = document.querySelector('[role=listbox]');
        if (!option || !list) return { text: null, inView: false };
        const o = option.getBoundingClientRect();
        const l = list.getBoundingClientRect();
        return {
          text: option.textContent,
          selected: option.getAttribute('aria-selected'),
          inView: o.top >= l.top - 1 && o.bottom <= l.bottom + 1,
        };
      });
    // The chosen card is far enough down the list that showing it means scrolling.
    // The list draws and scrolls on animation frames (the fake clock's): run it meanwhile.
    const until = (want: { selected?: string; inView: boolean }) =>
      runUntil(page, async () => {
        const now = await highlighted();
        return now.inView === want.inView && (!want.selected || now.selected === want.selected);
      });
    await until({ selected: 'true', inView: true });
    expect(await listbox.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
    // Quick presses, without a frame between them: each one's scroll must hold.
    for (let press = 0; press < 4; press++) await box.press('ArrowDown');
    await until({ selected: 'false', inView: true });
    for (let press = 0; press < 6; press++) await box.press('ArrowUp');
    await until({ inView: true });
  });

  it('on a phone, a tap opens an expert dropdown where it was tapped: the product summary above keeps its size', async () => {
    const page = await open('/configurator', intel(INTEL_PARTS), VIEWPORTS.phone, { touch: true });
    const summary = page.getByRole('complementary', { name: 'Product summary' });
    // Where the field is on the page (the open list may then scroll the page to show itself).
    const top = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    for (const label of ['Memory', 'Motherboard', 'Graphics Card']) {
      const box = page.getByRole('combobox', { name: label, exact: true });
      await runUntilVisible(page, box);
      const before = { summary: await summary.boundingBox(), box: await top(box) };
      await box.tap();
      await runUntil(page, async () => (await box.getAttribute('aria-expanded')) === 'true');
      await runUntilVisible(page, page.getByRole('listbox').getByRole('option').nth(1));
      // The summary now shows the part, in the room it had: nothing under the finger moved.
      await expect.poll(() => summary.textContent()).toContain(label);
      expect((await summary.boundingBox())?.height).toBe(before.summary?.height);
      expect(await top(box)).toBe(before.box);
      await box.press('Escape');
    }
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

  it('assist mode on a phone: the checklist row shows the current step, not only the done ones', async () => {
    const page = await open(
      '/configurator',
      intel({ ...INTEL_PARTS, buildMode: 'assist', buildSubStep: 6 }),
      VIEWPORTS.phone,
    );
    const row = page.getByRole('navigation', { name: 'Build steps' }).getByRole('list');
    const current = row.locator('[aria-current="step"]');
    // The build screen's own step, not the page frame's (ADR 130), which shows before it.
    await runUntilVisible(page, page.getByRole('button', { name: /^Select / }).first());
    await runUntilVisible(page, current);
    // The row scrolls sideways on a phone; the current step comes to sit wholly within it.
    const within = async () => {
      const [rowBox, stepBox] = [await row.boundingBox(), await current.boundingBox()];
      if (!rowBox || !stepBox) return false;
      return stepBox.x >= rowBox.x && stepBox.x + stepBox.width <= rowBox.x + rowBox.width;
    };
    await expect.poll(within).toBe(true);
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
  it('a full AMD build in assist mode, by keyboard alone: home → pre-configurator → every step → Product Summary → Complete Build → /overview → basket', async () => {
    const names = new Map<string, BuildPart>(
      (
        await buildParts(baseUrl, {
          chipset: 2,
          caseSize: 2,
          case: AMD_CASE,
          ...Object.fromEntries(AMD_ASSIST_STEPS.map(([category, , id]) => [category, id])),
          buildStep: 3,
          buildSubStep: 13,
          buildMode: 'assist',
          buildStart: true,
        })
      ).map((part) => [part.id, part]),
    );
    const page = await open('/', null);

    // Home → 'Build from scratch' → step 1, the chipset.
    const scratch = page.getByRole('link', { name: 'Build from scratch', exact: true });
    await runUntilVisible(page, scratch);
    await tabTo(page, 'Build from scratch');
    await page.keyboard.press('Enter');
    await runUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    );
    expect(new URL(page.url()).pathname).toMatch(/^\/pre-configurator\/?$/);
    const amd = page.getByRole('button', { name: /Choose AMD/ });
    await runUntilInteractive(page, amd);
    await tabTo(page, amd);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Preparing your AMD build' }).waitFor();
    await page.clock.runFor(4000);
    const caseStep = page.getByRole('heading', { level: 1, name: 'Choose your case' });
    await runUntilVisible(page, caseStep);
    expect(await storedBuild(page)).toMatchObject({ chipset: 2, buildStep: 2, buildStart: true });
    // A reload on the case step keeps the chipset and plays no overlay.
    await page.reload();
    await runUntilVisible(page, caseStep);
    expect(await page.getByRole('status').filter({ hasText: 'Preparing your' }).count()).toBe(0);
    expect(await storedBuild(page)).toMatchObject({ chipset: 2, buildStep: 2 });

    // A mid tower: page through the carousel to the Corsair 4000D and add it.
    const formFactor = page.getByLabel('Form factor');
    await tabTo(page, formFactor);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => formFactor.inputValue()).toBe('2');
    await runUntilVisible(page, page.getByText(/^Case 1 of 6$/));
    const caseName = names.get(AMD_CASE)!.longName;
    const caseTitle = page.locator('#case-step-summary-title');
    await tabTo(page, 'Next case');
    for (let next = 0; next < 6 && (await caseTitle.textContent()) !== caseName; next++) {
      await page.keyboard.press('Enter');
      await page.clock.runFor(200);
    }
    expect(await caseTitle.textContent()).toBe(caseName);
    await tabTo(page, 'Add to build');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'to your build' }).waitFor();
    await page.clock.runFor(4000);
    // The build loader plays once, on arrival from adding the case (13.5 s on the fake clock).
    await runUntilVisible(page, page.getByRole('heading', { name: 'Preparing your build' }));
    expect(new URL(page.url()).pathname).toBe('/configurator');
    expect(await storedBuild(page)).toMatchObject({
      chipset: 2,
      case: AMD_CASE,
      caseSize: 2,
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'assist',
    });

    // Every assist step: the checklist, the step, 'Select {category}', the list, Add to build.
    const checklist = page.getByRole('navigation', { name: 'Build steps' });
    const yourBuild = page.getByRole('complementary', { name: 'Your build' });
    const total = yourBuild.getByText('Total Price', { exact: true }).locator('+ *');
    for (const [index, [category, label, id]] of AMD_ASSIST_STEPS.entries()) {
      const heading = page.getByRole('heading', { level: 1, name: label, exact: true });
      await runUntilVisible(page, heading);
      // The build screen's, not the frame's (ADR 130): its button is there.
      await runUntilVisible(
        page,
        page.getByRole('button', { name: `Select ${label}`, exact: true }),
      );
      expect(await page.title()).toMatch(/^Assist Mode \| /);
      const steps = checklist.getByRole('listitem');
      expect(await steps.count()).toBe(AMD_ASSIST_STEPS.length);
      expect(await steps.nth(index).getAttribute('aria-current')).toBe('step');
      // Done steps are buttons that reopen them (issue 37 item 1).
      expect(await checklist.getByRole('button', { name: /^Reopen .* \(done\)$/ }).count()).toBe(
        index,
      );
      expect(await yourBuild.getByText('Total Price', { exact: true }).isVisible()).toBe(true);
      expect(await total.getAttribute('aria-live')).toBe('polite');
      const next = AMD_ASSIST_STEPS[index + 1];
      if (next) expect(await page.getByText(`Up Next ${next[1]}`).isVisible()).toBe(true);
      // Focus follows the shopper to each new step's heading (a reloaded page starts at the top).
      if (index > 0 && AMD_ASSIST_STEPS[index - 1]?.[0] !== 'storage')
        expect(await focused(page)).toBe('assist-step-title');

      await tabTo(page, `Select ${label}`);
      await page.keyboard.press('Enter');
      const list = page.getByRole('listbox');
      await runUntilVisible(page, list.getByRole('option').first());
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(`Selecting ${label}`);
      expect(await list.getByRole('option').first().textContent()).toContain('None selected');
      // The list has focus: step down to the part (its long name shows in the summary panel).
      const want = id === null ? 'None selected' : names.get(id)!.longName;
      const details = page.getByRole('heading', { level: 2, name: want, exact: true });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
        'listbox',
      );
      for (let step = 0; step < 60 && !(await details.isVisible()); step++)
        await page.keyboard.press('ArrowDown');
      expect(await details.isVisible(), `${label}: ${want} in the list`).toBe(true);
      if (index === 0) await expectNoAxeViolations(page);
      const newTotal = page.getByText('New total', { exact: true }).locator('+ strong');
      await expect.poll(() => newTotal.textContent()).toMatch(/^£[\d,]+\.\d\d$/);
      const expected = await newTotal.textContent();
      // Enter on the list adds the highlighted part.
      await page.keyboard.press('Enter');
      await runUntilVisible(
        page,
        page.getByRole('heading', {
          level: 1,
          name: next ? next[1] : 'Product Summary',
          exact: true,
        }),
      );
      expect(await dialog(page).count()).toBe(0);
      expect(await storedBuild(page)).toMatchObject({
        [category]: id,
        buildSubStep: Math.min(index + 2, AMD_ASSIST_STEPS.length),
      });
      // The total the selection screen promised is the build's Total Price.
      await expect.poll(() => total.textContent()).toBe(expected);

      // A reload mid-build keeps the build and does not replay the loader.
      if (category === 'storage') {
        const before = await storedBuild(page);
        await page.reload();
        await runUntilVisible(page, page.getByRole('heading', { level: 1, name: next![1] }));
        expect(await page.getByRole('heading', { name: 'Preparing your build' }).count()).toBe(0);
        expect(await storedBuild(page)).toEqual(before);
      }
    }

    // The Product Summary: every part chosen, the checklist done, Save Build and Complete Build.
    expect(await focused(page)).toBe('assist-step-title');
    expect(await checklist.getByRole('button', { name: /^Reopen .* \(done\)$/ }).count()).toBe(
      AMD_ASSIST_STEPS.length,
    );
    const summaryList = page.locator('#assist-step-title + ul');
    for (const part of names.values())
      await expect.poll(() => summaryList.textContent()).toContain(part.longName);
    expect(await page.getByRole('button', { name: 'Save Build', exact: true }).isVisible()).toBe(
      true,
    );
    // Total Price is the sum of the summary's lines: the parts and the assembly line, which the
    // build's overview lists too (issue 37 item 3).
    const partsPence = [...names.values()].reduce((sum, part) => sum + pence(part.price), 0);
    expect(await yourBuild.getByText('Assembly & testing', { exact: true }).isVisible()).toBe(true);
    expect(await total.textContent()).toBe(pounds(partsPence));
    await expectNoAxeViolations(page);

    // A reload here shows the Product Summary again (issue 37 item 2, ADR 125).
    const beforeReload = await storedBuild(page);
    await page.reload();
    await runUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Product Summary' }));
    expect(await page.getByRole('heading', { name: 'Preparing your build' }).count()).toBe(0);
    expect(await storedBuild(page)).toEqual(beforeReload);

    await tabTo(page, 'Complete Build');
    await page.keyboard.press('Enter');
    await runUntilVisible(
      page,
      page.getByRole('status').filter({ hasText: 'Completing your build' }),
    );
    expect(await dialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/configurator');
    await page.clock.runFor(4000);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/overview');

    // The overview (after its ~1.2 s loader): banner, the parts, the total, Add to basket.
    const basket = page.getByRole('link', { name: 'Add to basket' });
    await runUntilVisible(page, basket);
    await runUntilVisible(
      page,
      page.getByRole('heading', { level: 1, name: 'Congratulations, your build is complete!' }),
    );
    const stored = await storedBuild(page);
    expect(stored).toMatchObject({ buildStep: 4, buildComplete: true, chipset: 2, case: AMD_CASE });
    const publicId = stored?.publicId as string;
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const summary = page.getByRole('region', { name: 'Build summary' });
    const summaryText = (await summary.textContent()) ?? '';
    for (const part of names.values()) expect(summaryText).toContain(part.longName);
    // The overview shows the same lines, the assembly line among them, and the same total.
    expect(summaryText).toMatch(/Assembly & testing/);
    expect(summaryText).toContain(`Total Price${pounds(partsPence)}`);
    expect(await page.getByRole('heading', { name: 'Powered by AMD' }).isVisible()).toBe(true);
    expect(await page.getByText('10-14 working days').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // A reload on the overview keeps the completed build.
    await page.reload();
    await runUntilVisible(page, basket);
    expect(await storedBuild(page)).toEqual(stored);

    expect(journeys.session?.consoleErrors).toEqual([]);

    expect(await basket.getAttribute('href')).toBe(`/api/checkout/add-to-cart/${publicId}`);
    // The retail site is not reachable from here: the browser asking for it is the hand-off.
    const [redirect, request] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/checkout/add-to-cart/')),
      page.waitForRequest((req) => req.url().startsWith(BASKET_URL)),
      tabTo(page, 'Add to basket').then(() => page.keyboard.press('Enter')),
    ]);
    expect(redirect.status()).toBe(302);
    expect(request.url()).toBe(`${BASKET_URL}?build=${publicId}`);
  });
  it.each([
    ['360 px', { width: 360, height: 740 }],
    ['1920 px', { width: 1920, height: 1080 }],
  ])(
    'at %s both modes keep the total and the power meter in view, nothing wider than the screen',
    async (_, viewport) => {
      const page = await open(
        '/configurator',
        intel({ ...INTEL_PARTS, buildMode: 'assist', buildSubStep: 7 }),
        viewport,
      );
      const yourBuild = page.getByRole('complementary', { name: 'Your build' });
      /** The element is inside the viewport, top to bottom and side to side. */
      const inView = async (locator: Locator) => {
        const box = await locator.boundingBox();
        return (
          box !== null &&
          box.y >= 0 &&
          box.y + box.height <= viewport.height &&
          box.x >= 0 &&
          box.x + box.width <= viewport.width
        );
      };
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const scrollToTop = () => page.evaluate(() => window.scrollTo(0, 0));

      for (const [mode, heading, label, last] of [
        ['assist', 'Tertiary Storage', 'Total Price', 'Switch to expert mode'],
        ['expert', 'Expert Mode', 'Total build price', 'Switch to assist mode'],
      ] as const) {
        if (mode === 'expert') {
          await page.getByRole('button', { name: 'Switch to expert mode' }).first().click();
        }
        await runUntilVisible(page, page.getByRole('heading', { level: 1, name: heading }));
        const total = yourBuild.getByText(label, { exact: true }).locator('+ *');
        await expect.poll(() => total.textContent()).toMatch(/^£[\d,]+\.\d\d$/);
        const meter = yourBuild.getByText('Estimated draw', { exact: true });
        expect(await overflow(), `${mode}: wider than the screen`).toBeLessThanOrEqual(0);
        // At the top, and with the build's last control (the footer's mode switch) in view.
        const footerSwitch = page.getByRole('button', { name: last }).last();
        for (const where of ['top', 'end of the build'] as const) {
          if (where === 'top') await scrollToTop();
          else await footerSwitch.scrollIntoViewIfNeeded();
          await expect
            .poll(() => inView(total), { message: `${mode}: total at the ${where}` })
            .toBe(true);
          expect(await inView(meter), `${mode}: power meter at the ${where}`).toBe(true);
        }
        await scrollToTop();
      }
    },
  );
});
