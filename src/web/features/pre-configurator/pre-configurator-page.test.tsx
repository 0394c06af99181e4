import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import { BUILD_STORAGE_KEY, useBuildStore } from '../../state/build-store';
import { jsonResponse, renderWithShell } from '../../test-render';
import { PreConfiguratorPage } from './pre-configurator-page';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithShell(
    <QueryClientProvider client={client}>
      <PreConfiguratorPage />
    </QueryClientProvider>,
    { path: '/pre-configurator' },
  );
}

/** Lets lazy chunks and fetches settle under fake timers (a few rounds of microtasks). */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

// The lazily loaded case screen, loaded once up front so React.lazy resolves in microtasks.
await import('./case-step');

describe('/pre-configurator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useBuildStore.getState().resetBuild();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ data: [] })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('step 1: choosing AMD shows the overlay for 4 s, then step 2 with the chipset stored', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    ).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: /Choose AMD/ }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your AMD build');
    await settle(3999);
    expect(useBuildStore.getState().build.chipset).toBeNull();
    await settle(1);
    expect(useBuildStore.getState().build).toMatchObject({
      chipset: 2,
      buildStep: 2,
      buildStart: true,
    });
    expect(JSON.parse(localStorage.getItem(BUILD_STORAGE_KEY) ?? '{}')).toMatchObject({
      chipset: 2,
      buildStep: 2,
    });
    await settle(600);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your case' })).toBeInTheDocument();
  });

  it('step 2 with an empty case list says No results', async () => {
    useBuildStore.getState().setBuild(createBuild({ chipset: 1, buildStep: 2, buildStart: true }));
    renderPage();
    await settle(600);
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(
      screen.getByText('There were no results for your search. Please try adjusting your filters.'),
    ).toBeInTheDocument();
  });

  it('step 2 keeps the spinner when the case list fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ errors: [] }, 500)),
    );
    useBuildStore.getState().setBuild(createBuild({ chipset: 1, buildStep: 2, buildStart: true }));
    renderPage();
    await settle(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cases');
    expect(screen.queryByRole('button', { name: 'Add to build' })).toBeNull();
  });

  it('step 4 shows Existing Build, and Start Over goes back to step 1', () => {
    useBuildStore
      .getState()
      .setBuild(
        createBuild({ chipset: 1, case: 'c', caseSize: 2, buildStep: 4, buildComplete: true }),
      );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Existing Build' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview Previous Build' })).toHaveAttribute(
      'href',
      '/overview',
    );
    act(() => screen.getByRole('button', { name: 'Start Over' }).click());
    expect(useBuildStore.getState().build).toEqual(createBuild());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose your chipset' }),
    ).toBeInTheDocument();
  });

  it('sets the page title', () => {
    renderPage();
    expect(document.title).toMatch(/^Customise your gaming PC \| /);
  });
});
