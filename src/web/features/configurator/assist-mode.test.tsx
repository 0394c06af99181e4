import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBuildStore } from '../../state/build-store';
import { renderApp } from '../../test/render-app';
import { configuratorApi, READY, settle, type ApiOptions } from './configurator-fixtures';

await import('./route');
await import('./build-screen');
await import('../../ui/modal/confirm-modal');

function renderAssist(options: ApiOptions = {}, build = READY) {
  useBuildStore.getState().setBuild(build);
  return renderApp('/configurator', { api: configuratorApi(options) });
}

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
    expect(steps[0]).toHaveTextContent('Processor (CPU) (done)');
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
});
