import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_STORAGE_KEY, useBuildStore } from '../../state/build-store';
import { renderApp } from '../../test/render-app';
import { configuratorApi, part, READY, settle, type ApiOptions } from './configurator-fixtures';

await import('./route');
await import('./build-screen');
await import('../../ui/modal/confirm-modal');

function renderAssist(options: ApiOptions = {}, build = READY, history?: string[]) {
  useBuildStore.getState().setBuild(build);
  return renderApp('/configurator', { api: configuratorApi(options), history });
}

const BACK_WARNING =
  "You're about to return to a previous step to modify your build configuration.";

/** Answers the back warning (it opens 100 ms after mount) with `button`. */
async function answerBackWarning(button: 'Cancel' | 'Continue') {
  await settle();
  await settle(100);
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent(BACK_WARNING);
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await settle();
}

const AT_MEMORY = { ...READY, buildSubStep: 3, cpu: 'cpu-7600', motherboard: 'mb-b650' };

describe('assist mode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the checklist, the current step with 'Select {category}', Up Next and the total", async () => {
    renderAssist({}, { ...READY, buildSubStep: 2, cpu: 'cpu-7600' });
    await settle();
    const steps = within(screen.getByRole('navigation', { name: 'Build steps' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(13);
    expect(
      within(steps[0]!).getByRole('button', { name: 'Reopen Processor (CPU) (done)' }),
    ).toBeInTheDocument();
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 1, name: 'Motherboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Motherboard' })).toBeInTheDocument();
    expect(screen.getByText('Up Next').parentElement).toHaveTextContent('Up Next Memory');
    expect(screen.getByText('Total Price')).toBeInTheDocument();
    expect(screen.getByText('£199.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save build' })).toBeInTheDocument();
  });

  it('selecting a part: the selection screen, New total, Add to build, and the next step', async () => {
    const { api } = renderAssist();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Select Processor (CPU)' }));
    await settle();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Selecting Processor (CPU)' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    expect(within(list).getAllByRole('option')[0]).toHaveTextContent('None selected');
    // No cpu yet: no 'Save build'.
    expect(screen.queryByRole('button', { name: 'Save build' })).toBeNull();
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'AMD cpu-9800' })).toBeInTheDocument();
    expect(screen.getByText('About cpu-9800')).toBeInTheDocument();
    expect(screen.getByText('New total').parentElement).toHaveTextContent('£449.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to build' }));
    await settle();
    expect(api.callsTo('POST configurator/validate').at(-1)?.body).toMatchObject({
      cpu: 'cpu-9800',
    });
    expect(useBuildStore.getState().build).toMatchObject({ cpu: 'cpu-9800', buildSubStep: 2 });
    const heading = screen.getByRole('heading', { level: 1, name: 'Motherboard' });
    expect(heading).toHaveFocus();
  });

  it('the selection list opens at the chosen part, also when the parts arrive after it opened', async () => {
    const kits = Array.from({ length: 300 }, (_, at) =>
      part(`mem-${at}`, 'memory', 'Corsair', 50 + at),
    );
    const handlers = configuratorApi({ lists: { memory: kits } });
    const listed = handlers['GET configurator/allmemorycomponents']!;
    let release = () => undefined as void;
    handlers['GET configurator/allmemorycomponents'] = (request) =>
      new Promise((resolve) => {
        release = () => resolve(listed(request));
      });
    useBuildStore.getState().setBuild({ ...AT_MEMORY, memory: 'mem-250' });
    renderApp('/configurator', { api: handlers });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Select Memory' }));
    await settle();
    release();
    await settle();
    const list = screen.getByRole('listbox');
    const active = document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    // Drawn (the list is windowed) and at the top of the view, the parts after it below.
    expect(active).toHaveTextContent(/^Corsair mem-250£300\.00/);
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(list.scrollTop).toBeGreaterThan(0);
    expect(within(list).getAllByRole('option')[0]).not.toHaveTextContent('None selected');
  });

  it('the build target field holds its place while the targets load, then offers them', async () => {
    const handlers = configuratorApi();
    let answer = () => undefined as void;
    handlers['GET configurator/allBuildSetTypes'] = () =>
      new Promise((resolve) => {
        answer = () =>
          resolve([
            {
              id: '1',
              name: '1080p Gaming',
              description: 'Smooth at 1080p.',
              minPrice: 700,
              maxPrice: 1000,
            },
          ]);
      });
    useBuildStore.getState().setBuild(AT_MEMORY);
    renderApp('/configurator', { api: handlers });
    await settle();
    const target = screen.getByRole('combobox', { name: 'Build target' });
    expect(target).toBeDisabled();
    answer();
    await settle();
    expect(target).toBeEnabled();
    expect(within(target).getByRole('option', { name: /^1080p Gaming/ })).toBeInTheDocument();
  });

  it("shows why a highlighted part is greyed, in the details panel and as the option's description", async () => {
    const reason =
      'The AMD cpu-7600 needs the AM5 socket, but this motherboard has the LGA1700 socket.';
    renderAssist(
      { incompatible: ['mb-z790'], reasons: { 'mb-z790': reason } },
      { ...READY, buildSubStep: 2, cpu: 'cpu-7600' },
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Select Motherboard' }));
    await settle();
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'ASUS mb-z790' })).toBeInTheDocument();
    expect(
      screen.getByText(`This component is incompatible with your current build: ${reason}`),
    ).toBeInTheDocument();
    const active = document.getElementById(String(list.getAttribute('aria-activedescendant')));
    expect(active).toHaveAccessibleDescription(reason);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'MSI mb-b650' })).toBeInTheDocument();
    expect(screen.queryByText(/incompatible with your current build:/)).toBeNull();
  });

  it('the back control returns to the step without choosing', async () => {
    renderAssist();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Select Processor (CPU)' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await settle();
    expect(screen.getByRole('button', { name: 'Select Processor (CPU)' })).toBeInTheDocument();
    expect(useBuildStore.getState().build.cpu).toBeNull();
  });

  it('after the last step: the Product Summary with Save Build and Complete Build', async () => {
    renderAssist(
      {},
      { ...READY, buildSubStep: 13, cpu: 'cpu-7600', motherboard: 'mb-b650', memory: 'mem-32' },
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Select Operating System' }));
    await settle();
    const list = screen.getByRole('listbox');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    await settle();
    expect(useBuildStore.getState().build.os).toBe('os-win11');
    expect(screen.getByRole('heading', { level: 1, name: 'Product Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Build' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Build' })).toBeInTheDocument();
    expect(screen.queryByText('Up Next')).toBeNull();
  });

  it('switching to expert mode keeps every selection', async () => {
    renderAssist({}, { ...READY, buildSubStep: 2, cpu: 'cpu-7600' });
    await settle();
    fireEvent.click(screen.getAllByRole('button', { name: 'Switch to expert mode' })[0]!);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Expert Mode' })).toBeInTheDocument();
    expect(useBuildStore.getState().build).toMatchObject({ buildMode: 'expert', cpu: 'cpu-7600' });
  });

  it('expert → assist warns first: Cancel changes nothing, Continue clears the later steps', async () => {
    const build = {
      ...READY,
      buildMode: 'expert' as const,
      buildSubStep: 2,
      cpu: 'cpu-7600',
      gpu: 'gpu-5070',
    };
    renderAssist({}, build);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to assist mode' }));
    await settle();
    await settle(100);
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Switching to assist mode will lose your current component selection',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(useBuildStore.getState().build).toEqual(build);

    fireEvent.click(screen.getByRole('button', { name: 'Switch to assist mode' }));
    await settle();
    await settle(100);
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await settle();
    expect(useBuildStore.getState().build).toMatchObject({
      buildMode: 'assist',
      cpu: 'cpu-7600',
      gpu: null,
    });
  });

  describe('going back (spec section 4 "Assist mode back", issue 37 item 1)', () => {
    it("from a later sub-step: warns, then clears that step's component and goes one back", async () => {
      const build = { ...AT_MEMORY, memory: 'mem-32' };
      renderAssist({}, build);
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await answerBackWarning('Cancel');
      expect(useBuildStore.getState().build).toEqual(build);

      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await answerBackWarning('Continue');
      expect(useBuildStore.getState().build).toMatchObject({
        buildSubStep: 2,
        cpu: 'cpu-7600',
        motherboard: 'mb-b650',
        memory: null,
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Motherboard' })).toBeInTheDocument();
    });

    it('from sub-step 1: clears everything and returns to step 2, the case screen', async () => {
      const { router } = renderAssist();
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await answerBackWarning('Continue');
      expect(useBuildStore.getState().build).toMatchObject({
        buildStep: 2,
        chipset: READY.chipset,
        case: null,
      });
      // The case screen's route loads lazily: the navigation to it is under way.
      const { navigation, location } = router.state;
      expect((navigation.location ?? location).pathname).toBe('/pre-configurator');
    });

    it('a done step in the checklist reopens the same way: later steps cleared, its choice kept', async () => {
      renderAssist({}, AT_MEMORY);
      await settle();
      const steps = screen.getByRole('navigation', { name: 'Build steps' });
      // Steps not done yet are not controls.
      expect(within(steps).queryByRole('button', { name: /Memory/ })).toBeNull();
      fireEvent.click(within(steps).getByRole('button', { name: 'Reopen Processor (CPU) (done)' }));
      await answerBackWarning('Continue');
      expect(useBuildStore.getState().build).toMatchObject({
        buildSubStep: 1,
        cpu: 'cpu-7600',
        motherboard: null,
      });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Processor (CPU)' }),
      ).toBeInTheDocument();
    });

    it("the browser's Back to the case screen (which would bounce back here) is the back control", async () => {
      const { router } = renderAssist({}, AT_MEMORY, ['/pre-configurator']);
      await settle();
      await act(() => router.navigate(-1));
      await answerBackWarning('Continue');
      expect(router.state.location.pathname).toBe('/configurator');
      expect(useBuildStore.getState().build).toMatchObject({
        buildSubStep: 2,
        motherboard: 'mb-b650',
      });
    });
  });

  describe('the Product Summary (issue 37 item 2)', () => {
    const DONE = {
      ...READY,
      buildSubStep: 13,
      cpu: 'cpu-7600',
      motherboard: 'mb-b650',
      memory: 'mem-32',
      os: 'os-win11',
    };

    it('shows again after a reload', async () => {
      useBuildStore.getState().setBuild(DONE);
      useBuildStore.getState().setSummary(true);
      expect(localStorage.getItem(SUMMARY_STORAGE_KEY)).toBe('true');
      // A reload: the page starts afresh and reads local storage again.
      useBuildStore.setState({ summary: false });
      localStorage.setItem(SUMMARY_STORAGE_KEY, 'true');
      useBuildStore.getState().restore();
      renderApp('/configurator', { api: configuratorApi() });
      await settle();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Product Summary' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Complete Build' })).toBeInTheDocument();
    });

    it('its back returns to the last step with the choice kept', async () => {
      useBuildStore.getState().setBuild(DONE);
      useBuildStore.getState().setSummary(true);
      renderApp('/configurator', { api: configuratorApi() });
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      await answerBackWarning('Continue');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Operating System' }),
      ).toBeInTheDocument();
      expect(useBuildStore.getState()).toMatchObject({ summary: false, build: { os: 'os-win11' } });
    });
  });
});
