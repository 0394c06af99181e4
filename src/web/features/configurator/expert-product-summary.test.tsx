import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListedItem } from '../../../domain/contracts/compact-list';
import { useBuildStore } from '../../state/build-store';
import { renderApp } from '../../test/render-app';
import {
  CATALOGUE,
  configuratorApi,
  expertBuild,
  settle,
  settleFrame,
} from './configurator-fixtures';

await import('./route');
await import('./build-screen');

const CPUS: ListedItem[] = [
  { ...CATALOGUE.cpu[0]!, keySpecs: 'AM5 · 6 cores · integrated graphics' },
  { ...CATALOGUE.cpu[1]!, keySpecs: 'AM5 · 8 cores · integrated graphics' },
];

describe("expert mode's product summary", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the chosen part when its dropdown takes focus, then the highlighted one', async () => {
    useBuildStore.getState().setBuild(expertBuild({ cpu: 'cpu-7600' }));
    renderApp('/configurator', { api: configuratorApi({ lists: { cpu: CPUS } }) });
    await settle();
    const summary = screen.getByRole('complementary', { name: 'Product summary' });
    expect(summary).toHaveTextContent('Open a dropdown to see a part here.');

    const input = screen.getByRole('combobox', { name: 'Processor (CPU)' });
    input.focus();
    await settleFrame();
    expect(summary).toHaveTextContent('Processor (CPU) · in your build');
    expect(within(summary).getByRole('heading', { name: CPUS[0]!.longName })).toBeInTheDocument();
    expect(summary).toHaveTextContent('AMD');
    expect(summary).toHaveTextContent('About cpu-7600');
    expect(summary).toHaveTextContent('AM5 · 6 cores · integrated graphics');
    expect(summary).toHaveTextContent('£199.00');

    fireEvent.keyDown(input, { key: 'ArrowDown' }); // opens on the chosen part
    await settleFrame();
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // the next part
    await settleFrame();
    expect(within(summary).getByRole('heading', { name: CPUS[1]!.longName })).toBeInTheDocument();
    expect(summary).toHaveTextContent('AM5 · 8 cores · integrated graphics');
    expect(summary).toHaveTextContent('£449.00');
    expect(summary).not.toHaveTextContent('in your build');

    // Closed without a choice: the part in the build again.
    fireEvent.keyDown(input, { key: 'Escape' });
    await settleFrame();
    expect(summary).toHaveTextContent('Processor (CPU) · in your build');
    expect(within(summary).getByRole('heading', { name: CPUS[0]!.longName })).toBeInTheDocument();

    // A choice: the new part, now in the build.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await settleFrame();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await settleFrame();
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(within(summary).getByRole('heading', { name: CPUS[1]!.longName })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Processor (CPU) · in your build');
  });

  it('shows a fan too, from the Additional Fans group', async () => {
    useBuildStore.getState().setBuild(expertBuild({ fans: 'fans-p12', fansTotal: 2 }));
    renderApp('/configurator', { api: configuratorApi() });
    await settle();
    const summary = screen.getByRole('complementary', { name: 'Product summary' });
    screen.getByRole('combobox', { name: 'Cooling - Fans' }).focus();
    await settleFrame();
    expect(summary).toHaveTextContent('Cooling - Fans · in your build');
    expect(summary).toHaveTextContent('Arctic');
  });
});
