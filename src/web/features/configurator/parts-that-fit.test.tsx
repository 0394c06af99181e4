import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Build } from '../../../domain/build/build-model';
import type { PartsThatFit } from '../../../domain/contracts/part-search';
import { useBuildStore } from '../../state/build-store';
import type { MockHandlers } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import {
  configuratorApi,
  expertBuild,
  issue,
  settle,
  type ApiOptions,
} from './configurator-fixtures';

await import('./route');
await import('./build-screen');
await import('../../ui/modal/issue-modal');

type FitPart = PartsThatFit['parts'][number];
const fit = (id: string, longName: string, price: number, priceDifference: number): FitPart => ({
  id,
  category: 'x',
  brand: longName.split(' ')[0] ?? '',
  longName,
  shortName: longName,
  description: '',
  price,
  imageUrl: `/images/${id}.svg`,
  keySpecs: 'AM5 · B650 · ATX · DDR5',
  stock: { status: 'in-stock', expectedDate: null },
  isCompatible: true,
  reason: null,
  maxNumAllowed: null,
  priceDifference,
});

function renderExpert(options: ApiOptions, fits: MockHandlers, build: Build) {
  useBuildStore.getState().setBuild(build);
  return renderApp('/configurator', { api: { ...configuratorApi(options), ...fits } });
}

async function chooseByKeyboard(name: string, filter: string) {
  const input = screen.getByRole('combobox', { name });
  input.focus();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.input(input, { target: { value: filter } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await settle();
}

describe('from a conflict to a fix in one click', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the parts that fit in the modal, with the spec texts kept, and swaps one in', async () => {
    const { api } = renderExpert(
      {
        problems: (body) =>
          body.gpu === 'gpu-pre'
            ? {
                issues: [
                  issue({
                    type: 'error',
                    route: 'gpu',
                    mainComponent: 'gpu-pre',
                    message: 'Too long for the case.',
                  }),
                ],
              }
            : {},
      },
      {
        'POST configurator/partsthatfit': () => ({
          field: 'gpu',
          current: null,
          parts: [fit('gpu-5070', 'MSI gpu-5070', 549, 549)],
        }),
      },
      expertBuild(),
    );
    await settle();
    await chooseByKeyboard('Graphics Card', 'gpu-pre');
    await settle(100);
    const dialog = screen.getByRole('dialog', { name: 'Incompatible Component' });
    // The spec's texts and Go back as they were.
    expect(within(dialog).getByText('Too long for the case.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Either proceed with this component and edit your build or go back and select a different component.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    // The parts that fit the build without the refused choice.
    const fits = within(dialog).getByRole('region', { name: 'Graphics Card: parts that fit' });
    expect(within(fits).getByRole('status')).toHaveTextContent(
      '1 in stock, cheapest first; the rest of your build stays as it is.',
    );
    const [call] = api.callsTo('POST configurator/partsthatfit');
    expect(call?.url).toBe('/api/configurator/partsthatfit?field=gpu&limit=3');
    expect((call?.body as Build).gpu).toBeNull();
    const row = within(fits).getByRole('listitem');
    // The brand the name starts with is not said twice.
    expect(within(row).getByText('MSI gpu-5070').textContent).toBe('MSI gpu-5070');
    expect(row).toHaveTextContent('AM5 · B650 · ATX · DDR5');
    expect(row).toHaveTextContent('£549.00 (+£549.00)');

    fireEvent.click(within(row).getByRole('button', { name: 'Swap in MSI gpu-5070, +£549.00' }));
    await settle();
    await settle(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useBuildStore.getState().build.gpu).toBe('gpu-5070');
    expect((api.callsTo('POST configurator/validate').at(-1)?.body as Build).gpu).toBe('gpu-5070');
  });

  it('a conflict naming a part of another category swaps it in and keeps the choice', async () => {
    const { api } = renderExpert(
      {
        problems: (body) =>
          body.cpu === 'cpu-9800' && body.motherboard === 'mb-b650'
            ? {
                issues: [
                  issue({
                    type: 'error',
                    route: 'motherboard',
                    mainComponent: 'mb-b650',
                    connectingComponent: 'cpu-9800',
                    message: 'The board does not take this processor.',
                  }),
                ],
              }
            : {},
      },
      {
        'POST configurator/partsthatfit': () => ({
          field: 'motherboard',
          current: { id: 'mb-b650', price: 149 },
          parts: [fit('mb-z790', 'ASUS mb-z790', 249, 100)],
        }),
      },
      expertBuild({ cpu: 'cpu-7600', motherboard: 'mb-b650' }),
    );
    await settle();
    await chooseByKeyboard('Processor (CPU)', 'cpu-9800');
    await settle(100);
    const dialog = screen.getByRole('dialog');
    const [call] = api.callsTo('POST configurator/partsthatfit');
    expect(call?.url).toBe('/api/configurator/partsthatfit?field=motherboard&limit=3');
    // The other category's parts must fit the build with the choice made.
    expect((call?.body as Build).cpu).toBe('cpu-9800');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Swap in ASUS mb-z790/ }));
    await settle();
    await settle(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useBuildStore.getState().build).toMatchObject({
      cpu: 'cpu-9800',
      motherboard: 'mb-z790',
    });
  });

  it('says so when no part in stock fits, and Go back keeps the build', async () => {
    renderExpert(
      {
        problems: (body) =>
          body.gpu === 'gpu-pre'
            ? { issues: [issue({ type: 'error', route: 'gpu', mainComponent: 'gpu-pre' })] }
            : {},
      },
      { 'POST configurator/partsthatfit': () => ({ field: 'gpu', current: null, parts: [] }) },
      expertBuild(),
    );
    await settle();
    await chooseByKeyboard('Graphics Card', 'gpu-pre');
    await settle(100);
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('No part in stock fits without changing another part.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await settle();
    expect(useBuildStore.getState().build.gpu).toBeNull();
  });
});
