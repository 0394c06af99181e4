// Browser journeys of the groundwork (issue 10): the error page when the API goes away and
// the recovery on the next navigation; a missing shared build through the loader path.
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { browserJourneys } from './support/browser';

const journeys = browserJourneys('app-shell');
const baseUrl = inject('baseUrl');

/** A build at step 3 (configuring) with an AMD chipset and a curated case. */
const CONFIGURING = {
  chipset: 2,
  case: 'case-fractal-design-north',
  caseSize: 2,
  buildStep: 3,
  buildSubStep: 1,
  buildMode: 'assist',
  buildStart: true,
};

describe('the API going away', () => {
  it('shows the error page on a page that needs it, and the site recovers on the next navigation', async () => {
    const session = await journeys.open();
    const { page } = session;
    await page.addInitScript((build) => {
      localStorage.setItem('configurator-build', JSON.stringify(build));
    }, CONFIGURING);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Build the perfect setup' }).waitFor();

    // The API stops answering (connections refused), then the shopper goes on to build.
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Build Your Own' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Page Error' }).waitFor();
    await expect(
      page
        .getByText("We're experiencing a technical difficulty, please come back later.")
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.title()).resolves.toBe('Error Page | Rigforge');
    // The error page's header has no menu.
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // The API is back; the next navigation (browser Back, then forward) recovers.
    await page.unroute('**/api/**');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Build the perfect setup' }).waitFor();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Error' }).count()).resolves.toBe(
      0,
    );
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  });
});

describe('a shared build', () => {
  it('that does not exist is the 404 page rendered on the server, in the site frame, with no call after', async () => {
    const session = await journeys.open();
    const { page } = session;
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/configurator/build/')) answers.push(response.status());
    });
    const document = await page.goto(`${baseUrl}/share/unknown-id`);
    expect(document?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Error' }).waitFor();
    // The server's loader found no build (ADR 094): the browser does not ask again.
    expect(answers).toEqual([]);
    // The 404 is the page's answer, not a failed call: the app logs nothing about it.
    expect(session.consoleErrors.filter((text) => text.startsWith('API call failed'))).toEqual([]);
    await expect(page.title()).resolves.toBe('404 Page Error | Rigforge');
    await expect(page.getByRole('link', { name: 'Return home' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);
  });
});
