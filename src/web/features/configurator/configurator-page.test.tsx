import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import { DEFAULT_SITE_CONFIG } from '../../../domain/contracts/site-config-defaults';
import { SiteConfigContext } from '../../lib/site-config';
import { useBuildStore } from '../../state/build-store';
import { jsonResponse } from '../../test-render';
import { ConfiguratorPage } from './configurator-page';

await import('./build-status-panel');

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SiteConfigContext value={DEFAULT_SITE_CONFIG}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/configurator" element={<ConfiguratorPage />} />
            <Route path="/pre-configurator" element={<p>pre-configurator screen</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SiteConfigContext>,
  );
}

async function settle(ms = 0) {
  for (const step of [ms, 0, 0, 0, 0]) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

const READY = createBuild({
  chipset: 2,
  case: 'case-a',
  caseSize: 2,
  buildStep: 3,
  buildSubStep: 1,
  buildStart: true,
});

describe('/configurator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          data: {
            id: 'case-a',
            category: 'case',
            longName: 'Case A Mid Tower',
            shortName: 'Case A',
            caseSize: 2,
            price: 99.5,
            hasWarranty: true,
            imagery: { mainImage: '/m.svg', mainImageAltText: 'Case A', gallery: [] },
          },
        }),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it.each([
    ['below step 3', createBuild({ chipset: 2, buildStep: 2 })],
    ['without a case', { ...READY, case: null }],
  ])('redirects to /pre-configurator %s', (_, build) => {
    useBuildStore.getState().setBuild(build);
    renderAt('/configurator');
    expect(screen.getByText('pre-configurator screen')).toBeInTheDocument();
  });

  it('shows the build loader, then the component selection panel with the chosen parts', async () => {
    useBuildStore.getState().setBuild(READY);
    renderAt('/configurator');
    expect(document.title).toMatch(/^Assist Mode \| /);
    expect(screen.getByRole('heading', { name: 'Preparing your build' })).toBeInTheDocument();
    await settle(13_499);
    expect(screen.getByRole('heading', { name: 'Preparing your build' })).toBeInTheDocument();
    await settle(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Component selection' }),
    ).toBeInTheDocument();
    expect(screen.getByText('AMD')).toBeInTheDocument();
    expect(screen.getByText('Case A Mid Tower')).toBeInTheDocument();
    expect(screen.getByText('Mid Tower · £99.50')).toBeInTheDocument();
  });

  it('names the page after the mode', () => {
    useBuildStore.getState().setBuild({ ...READY, buildMode: 'expert' });
    renderAt('/configurator');
    expect(document.title).toMatch(/^Expert Mode \| /);
  });
});
