import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import { BUILD_STORAGE_KEY, useBuildStore } from '../../state/build-store';
import { reply, type MockHandlers } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

function renderPage(api: MockHandlers = { 'GET configurator/allcasecomponents': () => [] }) {
  return renderApp('/pre-configurator', { api });
}

/** Lets lazy chunks and fetches settle under fake timers (a few rounds of microtasks). */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 10; round++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

// The lazily loaded route and case screen, loaded once up front so the router's lazy route and
// React.lazy resolve in microtasks under fake timers.
await import('./route');
await import('./case-step');

describe('/pre-configurator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('step 1: choosing AMD shows the overlay for 4 s, then step 2 with the chipset stored', async () => {
    renderPage();
    await settle();
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
    // Issue 37 item 9: focus follows the shopper to the case step's heading, not the body.
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your case' })).toHaveFocus();
  });

  it('step 2 with an empty case list says No results', async () => {
    useBuildStore.getState().setBuild(createBuild({ chipset: 1, buildStep: 2, buildStart: true }));
    renderPage();
    await settle(); // the lazy route and case screen load, then the list is asked for
    await settle(600);
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(
      screen.getByText('There were no results for your search. Please try adjusting your filters.'),
    ).toBeInTheDocument();
  });

  it('step 2 keeps the spinner when the case list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useBuildStore.getState().setBuild(createBuild({ chipset: 1, buildStep: 2, buildStart: true }));
    const { api } = renderPage({ 'GET configurator/allcasecomponents': () => reply(500) });
    await settle(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cases');
    expect(screen.queryByRole('button', { name: 'Add to build' })).toBeNull();
    expect(api.callsTo('GET configurator/allcasecomponents')[0]?.url).toBe(
      '/api/configurator/allcasecomponents?caseSize=0',
    );
  });

  it('step 4 shows Existing Build, and Start Over goes back to step 1', async () => {
    useBuildStore
      .getState()
      .setBuild(
        createBuild({ chipset: 1, case: 'c', caseSize: 2, buildStep: 4, buildComplete: true }),
      );
    renderPage();
    await settle();
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

  it('sets the page title', async () => {
    renderPage();
    await settle();
    expect(document.title).toMatch(/^Customise your gaming PC \| /);
  });
});
