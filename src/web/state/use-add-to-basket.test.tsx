import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompleteResponse } from '../../domain/contracts/build-api';
import { anIssue } from '../../domain/build/transition-fixtures';
import { createQueryClient } from '../app/query-client';
import { leaveTo } from '../lib/browser-location';
import { mockApi, reply, type MockHandlers } from '../test/api-mock';
import { aBuildItem } from '../test/build-items';
import { BuildCardGrid } from '../ui/build-card/build-card-grid';
import { ModalHostProvider } from '../ui/modal/modal-host';
import { useAddToBasket } from './use-add-to-basket';
import { useBuildStore } from './build-store';
import { useLayoutStore } from './layout-store';

vi.mock('../lib/browser-location', () => ({ leaveTo: vi.fn() }));

const ITEM = aBuildItem(3);
const SAVED_ID = 'AbCdEfGhIjKlMnOp';

const answer = (overrides: Partial<CompleteResponse>): CompleteResponse => ({
  publicId: SAVED_ID,
  issues: [],
  warnings: [],
  totalCost: ITEM.totalPrice,
  power: { estimatedW: 400, recommendedW: 550, complete: true },
  sundries: 'assembly-mid',
  buildTime: ITEM.buildTime,
  ...overrides,
});

function Listing() {
  const addToBasket = useAddToBasket();
  return (
    <BuildCardGrid
      builds={[ITEM]}
      variant="listing"
      linkTitle="View build"
      onAddToBasket={(item) => void addToBasket(item)}
    />
  );
}

function renderListing(handlers: MockHandlers) {
  const api = mockApi(handlers);
  useLayoutStore.getState().setLoading(false);
  const router = createMemoryRouter(
    [
      { path: '/', element: <Listing /> },
      { path: '/configurator', element: <p>Configurator screen</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ModalHostProvider>
        <RouterProvider router={router} />
      </ModalHostProvider>
    </QueryClientProvider>,
  );
  return { api, router };
}

const addToBasket = () => act(() => screen.getByRole('button', { name: 'Add to Basket' }).click());

describe('Add to Basket on a featured or listed build (spec section 4 "Build to basket")', () => {
  beforeEach(() => vi.mocked(leaveTo).mockClear());

  it('shows the loader, completes and saves the build, then goes to the checkout path', async () => {
    const { api } = renderListing({
      'POST configurator/completeBuildAndSave': () => answer({}),
    });
    addToBasket();
    expect(useLayoutStore.getState().isLoading).toBe(true);
    await waitFor(() =>
      expect(leaveTo).toHaveBeenCalledWith(`/api/checkout/add-to-cart/${SAVED_ID}`),
    );
    expect(api.callsTo('POST configurator/completeBuildAndSave')[0]?.body).toMatchObject({
      ...ITEM.saveBuild,
      sundries: null,
      publicId: null,
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
      buildComplete: false,
    });
    // The loader stays up while the browser leaves for the basket.
    expect(useLayoutStore.getState().isLoading).toBe(true);
  });

  it("with issues opens 'Build with Errors'; dismissing it loads the build at /configurator?switch=0", async () => {
    const { router } = renderListing({
      'POST configurator/completeBuildAndSave': () =>
        answer({ publicId: null, issues: [anIssue({ type: 'retired' })] }),
    });
    addToBasket();
    const modal = await screen.findByRole('dialog', { name: 'Build with Errors' });
    expect(modal).toHaveTextContent(
      'Looks like there are some issues with the current build. Please make edits and try again.',
    );
    expect(useLayoutStore.getState().isLoading).toBe(false);
    expect(leaveTo).not.toHaveBeenCalled();
    act(() => within(modal).getByRole('button', { name: 'Continue' }).click());
    expect(await screen.findByText('Configurator screen')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/configurator?switch=0',
    );
    expect(useBuildStore.getState().build).toMatchObject({
      cpu: ITEM.saveBuild.cpu,
      case: ITEM.saveBuild.case,
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
      buildComplete: false,
      sundries: null,
      publicId: null,
    });
  });

  it('a failed call is only logged: no modal, no navigation, the loader goes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderListing({
      'POST configurator/completeBuildAndSave': () => reply(500),
    });
    addToBasket();
    await waitFor(() => expect(useLayoutStore.getState().isLoading).toBe(false));
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(leaveTo).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});
