import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBuildStore } from '../../state/build-store';
import { reply } from '../../test/api-mock';
import { preconfiguredBuildAnswer, savedBuildAnswer } from '../../test/overview-fixtures';
import { renderApp } from '../../test/render-app';

await import('./route');
await import('./loader');
await import('./build-overview-page');

const PRE_ID = 'pc-ember-1440p-amd';
const SAVED_ID = 'AbCdEfGhIjKlMnOp';
const NOT_FOUND = reply(404, {
  errors: [{ errorCode: 'not_found', message: 'Not found', properties: [] }],
});

async function settle(ms = 0) {
  for (const step of [ms, 0, 0, 0, 0]) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(step);
    });
  }
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('/build-overview/{publicId}', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a pre-configured id asks preconfiguredbuild/{id} and shows the build with its blocks', async () => {
    const { api } = renderApp(`/build-overview/${PRE_ID}`, {
      api: {
        'GET configurator/preconfiguredbuild/{id}': ({ params }) =>
          preconfiguredBuildAnswer(params.id ?? ''),
      },
    });
    await vi.waitFor(() => expect(heading()).toHaveTextContent('Ember 1440p'));
    expect(api.callsTo('GET configurator/preconfiguredbuild/{id}')[0]?.url).toBe(
      `/api/configurator/preconfiguredbuild/${PRE_ID}`,
    );
    expect(screen.getByText('A quiet AMD build for high settings at 1440p.')).toBeVisible();
    const blocks = within(screen.getByRole('region', { name: 'Your components' })).getAllByRole(
      'article',
    );
    expect(blocks[0]).toHaveTextContent('Powered by AMD');
    await vi.waitFor(() => expect(document.title).toMatch(/^Ember 1440p \| /));
  });

  it('a saved id asks build/{id}', async () => {
    const { api } = renderApp(`/build-overview/${SAVED_ID}`, {
      api: { 'GET configurator/build/{id}': ({ params }) => savedBuildAnswer(params.id ?? '') },
    });
    await vi.waitFor(() =>
      expect(heading()).toHaveTextContent('Custom gaming PC with AMD AMD Ryzen'),
    );
    expect(api.callsTo('GET configurator/build/{id}')).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Build summary' })).getByText(
        'Sapphire Pulse Radeon RX 9070 XT',
      ),
    ).toBeVisible();
  });

  it('Resume build copies the parts in and goes to /configurator after 1.4 s', async () => {
    const { router } = renderApp(`/build-overview/${PRE_ID}`, {
      api: {
        'GET configurator/preconfiguredbuild/{id}': ({ params }) =>
          preconfiguredBuildAnswer(params.id ?? ''),
      },
    });
    await vi.waitFor(() => screen.getByRole('button', { name: 'Resume build' }));
    act(() => screen.getByRole('button', { name: 'Resume build' }).click());
    await settle(700);
    expect(useBuildStore.getState().build).toMatchObject({
      chipset: 2,
      gpu: 'gpu-a',
      fansTotal: 3,
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
      buildComplete: false,
      publicId: null,
    });
    await settle(700);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/configurator'));
  });

  it.each([
    ['an unknown pre-configured id', PRE_ID, NOT_FOUND],
    ['a pre-configured build with no components', PRE_ID, null],
    ['an unknown saved id', SAVED_ID, NOT_FOUND],
  ])('%s shows the 404 page', async (_, id, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(`/build-overview/${id}`, {
      api: {
        'GET configurator/preconfiguredbuild/{id}': () =>
          answer ?? preconfiguredBuildAnswer(PRE_ID, { components: [] }),
        'GET configurator/build/{id}': () => answer ?? savedBuildAnswer(SAVED_ID),
      },
    });
    await vi.waitFor(() => expect(heading()).toHaveTextContent('404 Page Error'));
  });
});
