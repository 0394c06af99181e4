import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockHandlers } from '../../test/api-mock';
import { aBuildsPage, GAME_FILTERS, RESOLUTION_FILTERS } from '../../test/build-items';
import { renderApp } from '../../test/render-app';

// Lazy routes and loaders on a loaded 2-core machine can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

/** 20 builds: pages of 9, 9 and 2; an AMD + game 2 + 1080p filter gives nothing. */
function listApi(): MockHandlers {
  return {
    'GET configurator/getgamefilters': () => GAME_FILTERS,
    'GET configurator/getresolutionfilters': () => RESOLUTION_FILTERS,
    'GET configurator/getbuilds': ({ query }) => {
      if (query.get('gameId') === '2') return aBuildsPage(1, 0, { pageCount: 0, totalCount: 0 });
      const page = Number(query.get('pageNumber'));
      const count = page < 3 ? 9 : 2;
      return aBuildsPage((page - 1) * 9 + 1, count, {
        pageCount: 3,
        pageNumber: page,
        totalCount: 20,
      });
    },
  };
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('/pre-configured-pcs', () => {
  it('arriving at #builds (Help me get started) scrolls to the listing and focuses its heading', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, '', '/pre-configured-pcs/#builds');
    renderApp('/pre-configured-pcs/#builds', { api: listApi() });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Pre-configured builds' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(null, '', '/');
  });

  it('a page past the last says so and links the last page, never "Page 99 of 3"', async () => {
    const api = listApi();
    const pageOf = api['GET configurator/getbuilds']!;
    api['GET configurator/getbuilds'] = (request) =>
      request.query.get('pageNumber') === '99'
        ? aBuildsPage(1, 0, { pageCount: 3, pageNumber: 99, totalCount: 20 })
        : pageOf(request);
    renderApp('/pre-configured-pcs?page=99&chipset=2', { api });
    expect(await screen.findByRole('heading', { name: 'There is no page 99' })).toBeVisible();
    expect(screen.queryByText('No results')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/Page\s*99\s*of/);
    const last = screen.getByRole('link', { name: 'Go to the last page' });
    expect(last).toHaveAttribute('href', '/pre-configured-pcs?page=3&chipset=2');
  });

  it('shows the title, the filters and the first 9 builds with their cards', async () => {
    const { api } = renderApp('/pre-configured-pcs', { api: listApi() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start with a pre-configured build' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(api.callsTo('GET configurator/getbuilds')[0]?.url).toBe(
      '/api/configurator/getbuilds?pageSize=9&pageNumber=1',
    );
    const chipset = screen.getByRole('combobox', { name: 'Chipset' });
    expect(
      within(chipset)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ALL', 'AMD', 'Intel']);
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    const card = screen.getAllByRole('article')[0]!;
    expect(within(card).getByRole('heading', { name: 'Test Rig 1' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'The case of Test Rig 1' })).toBeInTheDocument();
    expect(within(card).getByText('Processor (CPU)')).toBeInTheDocument();
    expect(card).toHaveTextContent('From £1,100.99');
    expect(card).toHaveTextContent('incl. Assembly & testing £89.00');
    expect(within(card).getByRole('button', { name: 'Add to Basket' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View build: Test Rig 1' })).toHaveAttribute(
      'href',
      '/build-overview/pc-test-build-number-1',
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
  });

  it('keeps the filters in the URL and sends them as chipset, gameId and resolutionId', async () => {
    const { api, router } = renderApp('/pre-configured-pcs?page=2', { api: listApi() });
    await waitFor(() => expect(cardTitles()[0]).toBe('Test Rig 10'));
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Chipset' }), {
        target: { value: '1' },
      });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?chipset=1'));
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Resolution' }), {
        target: { value: '3' },
      });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?chipset=1&Resolution=3'));
    await act(async () => undefined); // the page renders the committed location
    expect(api.callsTo('GET configurator/getbuilds').at(-1)?.url).toBe(
      '/api/configurator/getbuilds?pageSize=9&pageNumber=1&chipset=1&resolutionId=3',
    );
    expect(screen.getByRole('combobox', { name: 'Chipset' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Resolution' })).toHaveValue('3');

    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Chipset' })).toHaveValue('0');
  });

  it('steps through one dropdown in one history entry; Back undoes the dropdown', async () => {
    const { router } = renderApp('/pre-configured-pcs', { api: listApi() });
    const choose = (name: string, value: string) =>
      act(() => {
        fireEvent.change(screen.getByRole('combobox', { name }), { target: { value } });
      });
    // React Router commits a navigation to React in a transition: the shopper's next change
    // comes after the page has rendered the new entry.
    const rendered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await screen.findAllByRole('article');
    choose('Chipset', '1');
    await waitFor(() => expect(router.state.location.search).toBe('?chipset=1'));
    await rendered();
    choose('Chipset', '2');
    await waitFor(() => expect(router.state.location.search).toBe('?chipset=2'));
    await rendered();
    choose('Resolution', '3');
    await waitFor(() => expect(router.state.location.search).toBe('?chipset=2&Resolution=3'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?chipset=2'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages forward and back with links that keep the filters', async () => {
    const { router } = renderApp('/pre-configured-pcs?chipset=2', { api: listApi() });
    const next = await screen.findByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/pre-configured-pcs?page=2&chipset=2');
    act(() => next.click());
    await waitFor(() => expect(cardTitles()[0]).toBe('Test Rig 10'));
    expect(router.state.location.search).toBe('?page=2&chipset=2');
    expect(screen.getByRole('heading', { name: 'Pre-configured builds' })).toHaveFocus();
    act(() => screen.getByRole('link', { name: 'Next' }).click());
    await waitFor(() => expect(cardTitles()).toEqual(['Test Rig 19', 'Test Rig 20']));
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    act(() => screen.getByRole('link', { name: 'Previous' }).click());
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&chipset=2'));
  });

  it('says so when nothing matches', async () => {
    renderApp('/pre-configured-pcs?Game=2&Resolution=99', { api: listApi() });
    expect(await screen.findByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(
      screen.getByText('There were no results for your search. Please try adjusting your filters.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('0 builds');
    // An id no entry has (an old link) is shown as such, not as 'All resolutions'.
    const resolution = screen.getByRole('combobox', { name: 'Resolution' });
    expect(resolution).toHaveValue('99');
    expect(within(resolution).getByRole('option', { selected: true })).toHaveTextContent(
      'No longer listed',
    );
  });
});
