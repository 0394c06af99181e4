import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply } from '../../test/api-mock';
import { aBuildsPage, GAME_FILTERS, RESOLUTION_FILTERS } from '../../test/build-items';
import { renderApp } from '../../test/render-app';
import { renderWithShell } from '../../test-render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('offers building from scratch or starting from a recommendation', () => {
    renderWithShell(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Build the perfect setup' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Build from scratch' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build from scratch' })).toHaveAttribute(
      'href',
      '/pre-configurator/',
    );
    expect(screen.getByRole('link', { name: 'Help me get started' })).toHaveAttribute(
      'href',
      '/pre-configured-pcs/#builds',
    );
    expect(screen.getByRole('link', { name: 'Start your build' })).toHaveAttribute(
      'href',
      '/pre-configurator',
    );
  });

  it('renders the listing section it is given', () => {
    renderWithShell(<HomePage listing={<section aria-label="Featured builds" />} />);
    expect(screen.getByRole('region', { name: 'Featured builds' })).toBeInTheDocument();
  });
});

describe('the featured listing on /', () => {
  it("shows up to 6 featured builds with Build Time and Total Price, and 'View all'", async () => {
    const { api } = renderApp('/', {
      api: { 'GET configurator/getbuilds': () => aBuildsPage(1, 6, { pageSize: 6 }) },
    });
    const section = await screen.findByRole('region', {
      name: 'Start with a pre-configured build',
    });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(6);
    expect(api.callsTo('GET configurator/getbuilds')[0]?.url).toBe(
      '/api/configurator/getbuilds?featured=true&pageSize=6&pageNumber=1',
    );
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Test Rig 1' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Build Time7 working days');
    expect(first).toHaveTextContent('Total Price£1,100.99');
    // The assembly charge inside the total is named with its price (issue 37 item 3).
    expect(first).toHaveTextContent('incl. Assembly & testing £89.00');
    expect(first).toHaveTextContent('A balanced test build number 1.');
    expect(within(first).getByRole('button', { name: 'Add to Basket' })).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'View all pre-configured builds' }),
    ).toHaveAttribute('href', '/pre-configured-pcs');
  });

  it("'Help me get started' goes to /pre-configured-pcs/ at its listing", async () => {
    const { router } = renderApp('/', {
      api: {
        'GET configurator/getbuilds': () => aBuildsPage(1, 2),
        'GET configurator/getgamefilters': () => GAME_FILTERS,
        'GET configurator/getresolutionfilters': () => RESOLUTION_FILTERS,
      },
    });
    const link = await screen.findByRole('link', { name: 'Help me get started' });
    expect(link).toHaveAttribute('href', '/pre-configured-pcs/#builds');
    act(() => link.click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pre-configured-pcs/'));
    expect(router.state.location.hash).toBe('#builds');
  });

  it('keeps the home page usable when the featured builds cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', { api: { 'GET configurator/getbuilds': () => reply(503) } });
    expect(
      await screen.findByText(
        'Our recommended builds cannot be shown just now. See them all on the listing page.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Build the perfect setup' }),
    ).toBeVisible();
  });
});
