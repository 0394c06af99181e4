import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import { cueBuildLoader } from '../../state/build-loader-cue';
import { useBuildStore } from '../../state/build-store';
import { renderApp } from '../../test/render-app';
import { configuratorApi, expertBuild, READY, settle } from './configurator-fixtures';

await import('./route');
await import('./build-screen');

function renderAt(path: string) {
  return renderApp(path, { api: configuratorApi() });
}

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
    const { router } = renderApp('/configurator', {
      api: { 'GET configurator/allcasecomponents': () => [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pre-configurator'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('plays the build loader when arriving from adding a case, then shows assist mode', async () => {
    useBuildStore.getState().setBuild(READY);
    cueBuildLoader();
    renderAt('/configurator');
    await settle();
    expect(document.title).toMatch(/^Assist Mode \| /);
    expect(screen.getByRole('heading', { name: 'Preparing your build' })).toBeInTheDocument();
    await settle(13_499);
    expect(screen.getByRole('heading', { name: 'Preparing your build' })).toBeInTheDocument();
    await settle(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Processor (CPU)' })).toBeInTheDocument();
  });

  it('lets the shopper skip the build loader', async () => {
    useBuildStore.getState().setBuild(READY);
    cueBuildLoader();
    renderAt('/configurator');
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Select Processor (CPU)' })).toBeInTheDocument();
  });

  it('does not replay the loader on a reload (no cue): the build shows at once', async () => {
    useBuildStore.getState().setBuild({ ...READY, buildSubStep: 3, cpu: 'cpu-7600' });
    renderAt('/configurator');
    await settle();
    expect(screen.queryByRole('heading', { name: 'Preparing your build' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Memory' })).toBeInTheDocument();
  });

  it('names the page after the mode', async () => {
    useBuildStore.getState().setBuild(expertBuild());
    renderAt('/configurator');
    await settle();
    expect(document.title).toMatch(/^Expert Mode \| /);
    expect(screen.getByRole('heading', { level: 1, name: 'Expert Mode' })).toBeInTheDocument();
  });

  it('?switch=0 opens expert mode at step 3, sub-step 1, without the mode switch', async () => {
    useBuildStore.getState().setBuild({ ...READY, buildSubStep: 5 });
    renderAt('/configurator?switch=0');
    await settle();
    expect(document.title).toMatch(/^Expert Mode \| /);
    expect(useBuildStore.getState().build).toMatchObject({
      buildMode: 'expert',
      buildStep: 3,
      buildSubStep: 1,
    });
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('?switch hides the mode switch in assist mode too', async () => {
    useBuildStore.getState().setBuild(READY);
    renderAt('/configurator?switch=1');
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Processor (CPU)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });

  it('?category= opens that expert dropdown', async () => {
    useBuildStore.getState().setBuild(expertBuild());
    renderAt('/configurator?category=gpu');
    await settle();
    const gpu = screen.getByRole('combobox', { name: 'Graphics Card' });
    expect(gpu).toHaveAttribute('aria-expanded', 'true');
    expect(gpu).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Memory' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('option', { name: /ASUS gpu-pre/ })).toBeInTheDocument();
  });

  it('sends a completed build to the overview', async () => {
    vi.useRealTimers(); // the next route's chunk loads for real
    useBuildStore.getState().setBuild({ ...READY, buildStep: 4, buildComplete: true });
    const { router } = renderApp('/configurator', { api: configuratorApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  });
});
