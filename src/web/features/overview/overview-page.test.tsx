import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import { fullBuild } from '../../../domain/build/transition-fixtures';
import { useBuildStore } from '../../state/build-store';
import { pending, reply, type MockHandlers } from '../../test/api-mock';
import { overviewAnswer } from '../../test/overview-fixtures';
import { renderApp } from '../../test/render-app';

await import('./route');
await import('./overview-content');
await import('./review-overview');
await import('./loader');
await import('../../ui/modal/confirm-modal');

const COMPLETE = fullBuild({ buildStep: 4, buildComplete: true, buildMode: 'assist' });

/**
 * The calls of the screens the overview sends the shopper to (configurator, pre-configurator):
 * these tests are about leaving, so those screens' data never arrives.
 */
const NEXT_SCREENS = Object.fromEntries(
  [
    'GET configurator/allBuildSetTypes',
    'GET configurator/allOperatingSystemComponents',
    'GET configurator/allcasecomponents',
    'GET configurator/allcasecoolingcomponents',
    'GET configurator/allcpucomponents',
    'GET configurator/allcpucoolingcomponents',
    'GET configurator/allgpucomponents',
    'GET configurator/allmemorycomponents',
    'GET configurator/allmotherboardcomponents',
    'GET configurator/allnetworkingcomponents',
    'GET configurator/allpsucomponents',
    'GET configurator/allsoundcardcomponents',
    'GET configurator/allstoragecomponents',
    'POST configurator/validate',
    'POST configurator/cpucoolingcomponentswithflag',
    'POST configurator/fanscomponentswithflag',
    'POST configurator/gpucomponentswithflag',
    'POST configurator/memorycomponentswithflag',
    'POST configurator/motherboardcomponentswithflag',
    'POST configurator/networkingsswithflag',
    'POST configurator/psucomponentswithflag',
    'POST configurator/soundcardsswithflag',
    'POST configurator/storagecomponentswithflag',
  ].map((key) => [key, pending]),
) as MockHandlers;

function renderAt(path: string, build = COMPLETE, api: MockHandlers = {}) {
  const rendered = renderApp(path, {
    build,
    api: { ...NEXT_SCREENS, 'POST configurator/buildOverview': () => overviewAnswer(), ...api },
  });
  // Every path the router went through: a redirect's target may forward again at once.
  const visited = [rendered.router.state.location.pathname];
  rendered.router.subscribe((state) => visited.push(state.location.pathname));
  return { ...rendered, visited };
}

async function settle(ms = 0) {
  for (const step of [ms, 0, 0, 0, 0]) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

/** Clicks the summary's Edit button of a row and waits for the confirm modal. */
async function askToEdit(label: string) {
  act(() => screen.getByRole('button', { name: `Edit ${label}` }).click());
  await settle(100);
  return vi.waitFor(() => screen.getByRole('dialog', { name: 'Edit your build?' }));
}

describe('/overview', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('redirects a build that was not started to /pre-configurator', async () => {
    const { router } = renderAt('/overview', createBuild());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pre-configurator'));
  });

  it('redirects a started, incomplete build unless the state is review', async () => {
    const started = fullBuild({ buildStep: 3, buildComplete: false });
    const { visited } = renderAt('/overview?state=other', started);
    // /pre-configurator's own guard then forwards a build on step 3 to /configurator.
    await vi.waitFor(() => expect(visited).toContain('/pre-configurator'));
  });

  it('?state=review shows the chosen parts read-only, without the banner or the basket', async () => {
    const started = fullBuild({ buildStep: 3, buildComplete: false });
    renderAt('/overview?state=review', started);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Review your build' })).toBeVisible();
    expect(screen.getByText('AMD Ryzen 7 7800X3D')).toBeVisible();
    expect(screen.queryByText(/Congratulations/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to basket' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue your build' })).toHaveAttribute(
      'href',
      '/configurator',
    );
  });

  it('shows the fallback for a completed build that is no longer on step 4', async () => {
    renderAt('/overview', fullBuild({ buildStep: 3, buildStart: false, buildComplete: true }));
    await settle();
    expect(
      screen.getByRole('heading', { level: 1, name: 'This build has no overview yet' }),
    ).toBeVisible();
  });

  it('plays the overview loader for 1.2 s, then shows the completed build', async () => {
    const { api } = renderAt('/overview');
    await settle();
    await settle(1199);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Build summary' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to basket' })).toBeNull();
    // Drawn meanwhile under the loader (so lifting it is cheap), but hidden and inert.
    const early = screen.getByRole('link', { name: 'Add to basket', hidden: true });
    expect(early.closest('[inert]')).not.toBeNull();
    await settle(1);
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Congratulations, your build is complete!' }),
    ).toBeVisible();
    expect(document.title).toMatch(/^Build Overview \| /);

    const summary = screen.getByRole('region', { name: 'Build summary' });
    expect(within(summary).getByRole('button', { name: 'Edit Processor (CPU)' })).toBeVisible();
    expect(within(summary).getByText('AMD Ryzen 7 7800X3D')).toBeVisible();
    expect(within(summary).getByText('3 × Arctic P12 PWM PST')).toBeVisible();
    expect(within(summary).getByText('£19.50')).toBeVisible();
    expect(within(summary).getByText('7 working days')).toBeVisible();
    expect(within(summary).getByText('£2,346.88')).toBeVisible();
    expect(screen.getByText('10-14 working days')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add to basket' })).toHaveAttribute(
      'href',
      '/api/checkout/add-to-cart/PUB123',
    );

    const call = api.callsTo('POST configurator/buildOverview')[0];
    expect(call?.url).toBe('/api/configurator/buildOverview?route=overview');
    expect(call?.body).toMatchObject({ chipset: 2, cpu: 'cpu-a', fans: 'fans-a', fansTotal: 3 });
  });

  it('has a text-and-image block per component after the fixed chipset text', async () => {
    renderAt('/overview', { ...COMPLETE, chipset: 1 });
    await settle();
    await settle(1200);
    const blocks = within(screen.getByRole('region', { name: 'Your components' })).getAllByRole(
      'article',
    );
    expect(blocks[0]).toHaveTextContent('Powered by Intel');
    // Every part but the assembly line.
    expect(blocks).toHaveLength(1 + 9);
    expect(blocks[2]).toHaveTextContent('About the AMD Ryzen 7 7800X3D.');
  });

  it('keeps the loader while the overview call is still out', async () => {
    renderAt('/overview', COMPLETE, { 'POST configurator/buildOverview': () => pending() });
    await settle();
    await settle(3000);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('only logs a failed overview call: the page still offers the basket', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/overview', COMPLETE, { 'POST configurator/buildOverview': () => reply(500) });
    await settle();
    await settle(1200);
    await settle();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: /Congratulations/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Build summary' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to basket' })).toBeVisible();
    expect(screen.queryByText(/Whoops/)).toBeNull();
  });

  it('editing a later category asks, then opens it in expert mode with later parts cleared', async () => {
    const { router } = renderAt('/overview');
    await settle();
    await settle(1200);
    const dialog = await askToEdit('Memory');
    expect(dialog).toHaveTextContent(
      "You're about to return to a previous step to modify your build configuration.",
    );
    expect(dialog).toHaveTextContent('This will delete your existing selections up to this step.');
    act(() => within(dialog).getByRole('button', { name: 'Continue' }).click());
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/configurator?category=memory',
      ),
    );
    expect(useBuildStore.getState().build).toMatchObject({
      cpu: 'cpu-a',
      motherboard: 'board-a',
      memory: null,
      gpu: null,
      fans: null,
      buildStep: 3,
      buildSubStep: 3,
      buildMode: 'expert',
      buildComplete: false,
      publicId: null,
    });
  });

  it('editing the chipset resets everything and goes to /pre-configurator', async () => {
    const { router } = renderAt('/overview');
    await settle();
    await settle(1200);
    const dialog = await askToEdit('Chipset');
    expect(dialog).toHaveTextContent('This will delete all of your existing selections.');
    act(() => within(dialog).getByRole('button', { name: 'Continue' }).click());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pre-configurator'));
    expect(useBuildStore.getState().build).toEqual(createBuild());
  });

  it('editing the case keeps only the chipset and returns to step 2', async () => {
    const { router } = renderAt('/overview');
    await settle();
    await settle(1200);
    const dialog = await askToEdit('Case');
    expect(dialog).toHaveTextContent(
      'This will delete all of your existing selections except the Chipset.',
    );
    act(() => within(dialog).getByRole('button', { name: 'Continue' }).click());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/pre-configurator'));
    expect(useBuildStore.getState().build).toMatchObject({
      chipset: 2,
      case: null,
      cpu: null,
      buildStep: 2,
      buildComplete: false,
    });
  });

  it('cancelling an edit changes nothing', async () => {
    const { router } = renderAt('/overview');
    await settle();
    await settle(1200);
    const dialog = await askToEdit('Graphics Card');
    act(() => within(dialog).getByRole('button', { name: 'Cancel' }).click());
    await settle();
    expect(router.state.location.pathname).toBe('/overview');
    expect(useBuildStore.getState().build).toEqual(COMPLETE);
  });
});
