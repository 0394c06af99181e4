import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import { useBuildStore } from '../../state/build-store';
import { reply, type MockHandlers } from '../../test/api-mock';
import { savedBuildAnswer } from '../../test/overview-fixtures';
import { renderApp } from '../../test/render-app';

await import('./route');
await import('./loader');
await import('./share-page');

const ID = 'AbCdEfGhIjKlMnOp';

function renderShare(api: MockHandlers = {}) {
  return renderApp(`/share/${ID}`, {
    api: {
      'GET configurator/build/{id}': ({ params }) => savedBuildAnswer(params.id ?? ''),
      ...api,
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

describe('/share/{publicId}', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the saved build with Resume build', async () => {
    const { api } = renderShare();
    await vi.waitFor(() => screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Custom gaming PC with AMD AMD Ryzen',
    );
    expect(api.callsTo('GET configurator/build/{id}')[0]?.url).toBe(
      `/api/configurator/build/${ID}`,
    );
    expect(screen.getByText('AMD Ryzen 7 7800X3D')).toBeVisible();
    expect(screen.getAllByText('£2,346.88')[0]).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resume build' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    await vi.waitFor(() => expect(document.title).toMatch(/^Shared build \| /));
  });

  it('a saved build holding a retired part still opens and says the part is no longer available', async () => {
    renderShare({
      'GET configurator/build/{id}': ({ params }) => {
        const answer = savedBuildAnswer(params.id ?? '');
        return {
          ...answer,
          components: answer.components.map((part) =>
            part.category === 'cpu' ? { ...part, retired: true as const } : part,
          ),
        };
      },
    });
    await vi.waitFor(() => screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('note')).toHaveTextContent(
      'This build holds a part that is no longer available: AMD Ryzen 7 7800X3D. Resume the build to choose another.',
    );
    expect(screen.getByText('No longer available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resume build' })).toBeVisible();
  });

  it('Add to basket shows the placeholder alert and goes nowhere', async () => {
    const { router } = renderShare();
    await vi.waitFor(() => screen.getByRole('button', { name: 'Add to basket' }));
    act(() => screen.getByRole('button', { name: 'Add to basket' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent(/not available yet/);
    expect(router.state.location.pathname).toBe(`/share/${ID}`);
  });

  it('Resume build: loader, build copied at 0.7 s (step 3, sub-step 1, expert), /configurator at 1.4 s', async () => {
    useBuildStore.getState().setBuild(createBuild({ chipset: 1, buildStep: 2, buildStart: true }));
    const { router } = renderShare();
    await vi.waitFor(() => screen.getByRole('button', { name: 'Resume build' }));
    act(() => screen.getByRole('button', { name: 'Resume build' }).click());
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await settle(699);
    expect(useBuildStore.getState().build.chipset).toBe(1);
    await settle(1);
    expect(screen.getByRole('status', { name: 'Loaded' })).toBeInTheDocument();
    expect(useBuildStore.getState().build).toEqual(
      createBuild({
        chipset: 2,
        case: 'case-a',
        caseSize: 2,
        cpu: 'cpu-a',
        motherboard: 'board-a',
        memory: 'memory-a',
        gpu: 'gpu-a',
        storage: 'ssd-a',
        psu: 'psu-a',
        coolingCpu: 'cooler-a',
        fans: 'fans-a',
        fansTotal: 3,
        sundries: 'sundry-a',
        buildStep: 3,
        buildSubStep: 1,
        buildMode: 'expert',
        buildStart: true,
      }),
    );
    expect(router.state.location.pathname).toBe(`/share/${ID}`);
    await settle(700);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/configurator'));
  });

  it('an unknown id shows the 404 page', async () => {
    renderShare({
      'GET configurator/build/{id}': () =>
        reply(404, { errors: [{ errorCode: 'not_found', message: 'Not found', properties: [] }] }),
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Error'),
    );
  });

  it('a saved build with no components left is the 404 page', async () => {
    renderShare({ 'GET configurator/build/{id}': () => savedBuildAnswer(ID, { components: [] }) });
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Error'),
    );
  });
});
