import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../domain/build/build-model';
import { selectionsOf } from '../../domain/build/build-selections';
import type { SavedBuildResponse } from '../../domain/contracts/build-api';
import { validationQueryOptions } from '../api/validation';
import { reply } from '../test/api-mock';
import { aBuildsPage } from '../test/build-items';
import { renderApp } from '../test/render-app';

beforeEach(() => {
  // jsdom has no scrolling; ScrollRestoration calls it on navigation.
  vi.stubGlobal('scrollTo', vi.fn());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const SAVED: SavedBuildResponse = {
  publicId: 'AbCdEfGhIjKlMnOp',
  build: {
    chipset: 2,
    case: 'case-a',
    caseSize: 2,
    cpu: 'cpu-a',
    motherboard: null,
    memory: null,
    gpu: null,
    storage: null,
    secondaryStorage: null,
    tertiaryStorage: null,
    psu: null,
    coolingCpu: null,
    fans: null,
    fansTotal: null,
    soundcard: null,
    networking: null,
    os: null,
    sundries: null,
  },
  completed: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  totalPrice: 1234.5,
  buildTime: { workingDays: 5, text: '5 working days' },
  components: [
    {
      category: 'cpu',
      id: 'cpu-a',
      longName: 'AMD Ryzen 7 9800X3D',
      shortName: 'Ryzen 7 9800X3D',
      brand: 'AMD',
      description: '',
      imageUrl: '/media/cpu-a.svg',
      price: 449.99,
      quantity: 1,
    },
  ],
  caseImage: null,
};

describe('routes', () => {
  it('lazy-loads the home page at /', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build the perfect setup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The title is set in an effect, after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Configurator Home | Rigforge'));
  });

  it('shows the 404 page for any other path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Error' }),
    ).toBeInTheDocument();
  });
});

describe('the share route loader', () => {
  it('reads the saved build before the page renders', async () => {
    const { api } = renderApp(`/share/${SAVED.publicId}`, {
      api: { 'GET configurator/build/{id}': () => SAVED },
    });
    expect(await screen.findByText('AMD Ryzen 7 9800X3D')).toBeInTheDocument();
    expect(screen.getAllByText('£1,234.50').length).toBeGreaterThan(0);
    expect(api.callsTo('GET configurator/build/{id}')[0]?.url).toBe(
      `/api/configurator/build/${SAVED.publicId}`,
    );
  });

  it('shows the 404 page, inside the site frame, for an unknown id', async () => {
    renderApp('/share/unknown-id', {
      api: {
        'GET configurator/build/{id}': () =>
          reply(404, { errors: [{ errorCode: 'not_found', message: 'No', properties: ['id'] }] }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the 404 page for a saved build with no components left on sale', async () => {
    renderApp(`/share/${SAVED.publicId}`, {
      api: { 'GET configurator/build/{id}': () => ({ ...SAVED, components: [] }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Error' }),
    ).toBeInTheDocument();
  });

  it('shows the error page when the API fails (after its one retry)', async () => {
    const { api } = renderApp(`/share/${SAVED.publicId}`, {
      api: { 'GET configurator/build/{id}': () => reply(503) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Error' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET configurator/build/{id}')).toHaveLength(2);
  });
});

describe('the server-error flag', () => {
  const atCaseStep = createBuild({ buildStep: 2, chipset: 2, buildStart: true });

  it('is not raised by a failed case list (spec: the list stays empty)', async () => {
    const { api } = renderApp('/pre-configurator', {
      build: atCaseStep,
      api: { 'GET configurator/allcasecomponents': () => reply(500) },
    });
    // Its one retry; a first request cancelled by StrictMode's second mount does not count.
    const answered = () =>
      api.callsTo('GET configurator/allcasecomponents').filter((call) => !call.aborted);
    await waitFor(() => expect(answered()).toHaveLength(2), { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your case' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Error' })).toBeNull();
  });

  it('shows the error page when a call the page needs answers 5xx, and recovers on the next navigation', async () => {
    const configuring = createBuild({
      chipset: 2,
      case: 'case-a',
      caseSize: 2,
      buildStep: 3,
      buildSubStep: 1,
      buildStart: true,
    });
    const { router, api } = renderApp('/configurator', {
      build: configuring,
      api: {
        'GET configurator/casecomponent': () => reply(502),
        // The home page it returns to asks for its featured builds.
        'GET configurator/getbuilds': () => aBuildsPage(1, 3),
        // The configurator's power meter needs the power supply list.
        'GET configurator/allpsucomponents': () => reply(502),
        'GET configurator/allBuildSetTypes': () => [],
        'POST configurator/validate': () => reply(500),
      },
    });
    // The power supply list is asked for twice (its one retry) before the error page shows;
    // StrictMode's second mount cancels a first request, which does not count.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Error' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The error page's header has no menu.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const psuCalls = api.callsTo('GET configurator/allpsucomponents');
    expect(psuCalls.filter((call) => !call.aborted)).toHaveLength(2);

    await act(() => router.navigate('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build the perfect setup' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('is not raised by a failed build call, which is only logged', async () => {
    const { queryClient } = renderApp('/', {
      api: {
        'POST configurator/validate': () => reply(500),
        'GET configurator/getbuilds': () => aBuildsPage(1, 3),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Build the perfect setup' });
    await act(() =>
      queryClient
        .fetchQuery(validationQueryOptions(selectionsOf(createBuild({ chipset: 1 }))))
        .catch(() => undefined),
    );
    expect(screen.queryByRole('heading', { name: 'Page Error' })).toBeNull();
    expect(console.error).toHaveBeenCalledWith('API call failed', expect.anything());
  });
});
