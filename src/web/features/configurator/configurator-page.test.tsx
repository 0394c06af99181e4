import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import { useBuildStore } from '../../state/build-store';
import { reply } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

await import('./route');
await import('./build-status-panel');

const CASE_A = {
  id: 'case-a',
  category: 'case' as const,
  longName: 'Case A Mid Tower',
  shortName: 'Case A',
  caseSize: 2 as const,
  price: 99.5,
  hasWarranty: true,
  imagery: { mainImage: '/m.svg', mainImageAltText: 'Case A', gallery: [] },
};

function renderAt(path: string) {
  return renderApp(path, {
    api: {
      'GET configurator/casecomponent': ({ query }) =>
        query.get('id') === 'case-a' ? CASE_A : reply(404),
      'GET configurator/allcasecomponents': () => [],
    },
  });
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
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['below step 3', createBuild({ chipset: 2, buildStep: 2 })],
    ['without a case', { ...READY, case: null }],
  ])('redirects to /pre-configurator %s', async (_, build) => {
    vi.useRealTimers(); // the pre-configurator's chunk loads for real
    useBuildStore.getState().setBuild(build);
    const { router } = renderAt('/configurator');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pre-configurator'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the build loader, then the component selection panel with the chosen parts', async () => {
    useBuildStore.getState().setBuild(READY);
    renderAt('/configurator');
    await settle();
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

  it('names the page after the mode', async () => {
    useBuildStore.getState().setBuild({ ...READY, buildMode: 'expert' });
    renderAt('/configurator');
    await settle();
    expect(document.title).toMatch(/^Expert Mode \| /);
  });
});
