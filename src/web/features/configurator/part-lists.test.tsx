import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEY_SPECS_LISTED_UP_TO, type ListedItem } from '../../../domain/contracts/compact-list';
import type { PartSearch } from '../../../domain/contracts/part-search';
import { useBuildStore } from '../../state/build-store';
import { reply } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import {
  configuratorApi,
  expertBuild,
  part,
  settle,
  settleFrame,
  type ApiOptions,
} from './configurator-fixtures';
import { FILTER_FAILED } from './list-tools';

await import('./route');
await import('./build-screen');

const GPUS: ListedItem[] = [
  part('gpu-4070', 'gpu', 'ASUS', 549, {
    longName: 'ASUS Dual GeForce RTX 4070',
    keySpecs: 'GeForce RTX 4070 · 12 GB · 267 mm long',
  }),
  part('gpu-4060', 'gpu', 'MSI', 299, {
    longName: 'MSI Ventus GeForce RTX 4060',
    keySpecs: 'GeForce RTX 4060 · 8 GB · 199 mm long',
    stock: { status: 'preorder', expectedDate: '2026-12-12' },
  }),
  part('gpu-4070-ti', 'gpu', 'MSI', 649, {
    longName: 'MSI Gaming GeForce RTX 4070 Ti',
    keySpecs: 'GeForce RTX 4070 Ti · 12 GB · 336 mm long',
  }),
];

const LONG_CARD = 'This graphics card is 336 mm long; the case takes cards up to 330 mm.';

function renderExpert(options: ApiOptions = {}) {
  useBuildStore.getState().setBuild(expertBuild({ gpu: 'gpu-4060' }));
  return renderApp('/configurator', {
    api: configuratorApi({ lists: { gpu: GPUS }, ...options }),
  });
}

async function openGpus(filter?: string) {
  const input = screen.getByRole('combobox', { name: 'Graphics Card' });
  input.focus();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  if (filter !== undefined) fireEvent.input(input, { target: { value: filter } });
  await settleFrame();
  return screen.getByRole('listbox');
}

const optionNamed = (list: HTMLElement, name: RegExp) => within(list).getByRole('option', { name });

const VRAM_COUNTS: [string, number][] = [
  ['8', 1],
  ['12', 2],
];

/** Opens the graphics cards' list and its filter panel, with its counts answered. */
async function openFilters() {
  await settle();
  await openGpus();
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  await settle();
}

/** The open list's part names, without their prices. */
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent?.split(/[−+]?£/)[0]);

/** Enough cheap cards to make the list a long one (held by name, ADR 120). */
const fillerGpus = () =>
  Array.from({ length: KEY_SPECS_LISTED_UP_TO }, (_, at) =>
    part(`gpu-gt-${at}`, 'gpu', 'Zotac', 60 + at, { longName: `Zotac GeForce GT 710 #${at}` }),
  );

/** A searchparts answer of these parts (the mock server's page). */
function searchAnswer(items: ListedItem[], vramCounts: [string, number][]): PartSearch {
  return {
    version: 1,
    field: 'gpu',
    total: items.length,
    page: 1,
    pageSize: 100,
    pageCount: 1,
    incompatible: 0,
    priceRange: { min: 299, max: 649 },
    facets: [
      {
        key: 'vram',
        label: 'Memory (VRAM)',
        values: vramCounts.map(([value, count]) => ({ value, label: `${value} GB`, count })),
        unknown: 0,
      },
    ],
    items: items.map((item) => ({
      id: item.id,
      category: 'gpu',
      brand: item.brand,
      longName: item.longName,
      shortName: item.shortName,
      description: item.description,
      price: item.price,
      imageUrl: item.imageUrl,
      keySpecs: item.keySpecs ?? '',
      stock: { status: 'in-stock', expectedDate: null },
      isCompatible: true,
      reason: null,
      maxNumAllowed: null,
    })),
  };
}

describe('part lists', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('finds a part by its key specs and shows them, its stock and its price against the current choice', async () => {
    renderExpert();
    await settle();
    const list = await openGpus('4070 12GB');
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([
      'ASUS Dual GeForce RTX 4070£549.00+£250.00GeForce RTX 4070 · 12 GB · 267 mm long',
      'MSI Gaming GeForce RTX 4070 Ti£649.00+£350.00GeForce RTX 4070 Ti · 12 GB · 336 mm long',
    ]);
    fireEvent.input(screen.getByRole('combobox', { name: 'Graphics Card' }), {
      target: { value: '' },
    });
    await settleFrame();
    // Cheaper than the current choice: a true minus sign; the current choice shows none.
    expect(optionNamed(screen.getByRole('listbox'), /^None selected/)).toHaveTextContent(
      '\u2212£299.00',
    );
    const current = optionNamed(screen.getByRole('listbox'), /Ventus/);
    expect(current).toHaveTextContent('Pre-order, expected 12 December 2026');
    expect(current).not.toHaveTextContent('+£');
    expect(screen.getByRole('status')).toHaveTextContent('3 parts');
  });

  it("says why a part is greyed in its row and as its description, and hides it with 'Compatible with my build'", async () => {
    renderExpert({ incompatible: ['gpu-4070-ti'], reasons: { 'gpu-4070-ti': LONG_CARD } });
    await settle();
    await openGpus();
    await settle();
    let list = screen.getByRole('listbox');
    const greyed = optionNamed(list, /4070 Ti/);
    expect(greyed).toHaveAccessibleDescription(LONG_CARD);
    // Visible text, not a hover title: a phone shows it.
    expect(within(greyed).getByText(LONG_CARD)).toBeVisible();
    fireEvent.click(screen.getByRole('switch', { name: 'Compatible with my build' }));
    await settle();
    list = screen.getByRole('listbox');
    expect(within(list).queryByRole('option', { name: /4070 Ti/ })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 parts');
    // The dropdown stays open while its tools are used.
    expect(screen.getByRole('combobox', { name: 'Graphics Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('filters by a spec field with its count, answered by the server', async () => {
    const { api } = renderExpert();
    api.use({
      'POST configurator/searchparts': ({ query }) =>
        query.getAll('filter').includes('vram:12')
          ? searchAnswer([GPUS[0]!, GPUS[2]!], VRAM_COUNTS)
          : searchAnswer(GPUS, VRAM_COUNTS),
    });
    await openFilters();
    const twelve = screen.getByRole('checkbox', { name: '12 GB (2)' });
    fireEvent.click(twelve);
    await settle(100);
    const calls = api.callsTo('POST configurator/searchparts').map((call) => call.url);
    expect(calls.at(-1)).toContain('filter=vram%3A12');
    expect(calls.at(-1)).toContain('field=gpu');
    // One call per change of the filters.
    expect(calls.filter((url) => url.includes('filter=vram%3A12'))).toHaveLength(1);
    expect(optionNames()).toEqual([
      'None selected',
      'ASUS Dual GeForce RTX 4070',
      'MSI Gaming GeForce RTX 4070 Ti',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 parts');
    expect(screen.getByRole('button', { name: /^Filters \(1\)/ })).toBeInTheDocument();
  });

  it('a long list narrowed by words shows only parts matching them until the server answers', async () => {
    // Over KEY_SPECS_LISTED_UP_TO parts: the rows are the server's pages (ADR 120).
    const fillers = fillerGpus();
    const { api } = renderExpert({ lists: { gpu: [...GPUS, ...fillers] } });
    api.use({
      'POST configurator/searchparts': ({ query }) =>
        query.get('q') === '4070'
          ? searchAnswer([GPUS[0]!, GPUS[2]!], [['12', 2]])
          : searchAnswer(fillers.slice(0, 100), [['2', 100]]),
    });
    await settle();
    await openGpus();
    await settle(100);
    expect(optionNamed(screen.getByRole('listbox'), /GT 710 #0/)).toBeInTheDocument();

    // The moment the words change, before the server has them: the names held, narrowed.
    fireEvent.input(screen.getByRole('combobox', { name: 'Graphics Card' }), {
      target: { value: '4070' },
    });
    await settleFrame();
    let list = screen.getByRole('listbox');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(optionNames()).toEqual(['ASUS Dual GeForce RTX 4070', 'MSI Gaming GeForce RTX 4070 Ti']);

    await settle(100);
    list = screen.getByRole('listbox');
    expect(list).not.toHaveAttribute('aria-busy');
    expect(optionNames()).toEqual(['ASUS Dual GeForce RTX 4070', 'MSI Gaming GeForce RTX 4070 Ti']);
    expect(optionNamed(list, /4070 Ti/)).toHaveTextContent('GeForce RTX 4070 Ti · 12 GB');
  });
  it('a long list opens at the chosen part and keeps it when the server fills in the parts in view', async () => {
    // Over KEY_SPECS_LISTED_UP_TO parts, held by name only (ADR 120); the server's pages, in
    // the same order, carry their key specs.
    const fillers = fillerGpus();
    const ordered = [...GPUS.map((gpu) => ({ ...gpu, keySpecs: undefined })), ...fillers];
    useBuildStore.getState().setBuild(expertBuild({ gpu: 'gpu-gt-1500' }));
    const { api } = renderApp('/configurator', {
      api: configuratorApi({ lists: { gpu: ordered } }),
    });
    const asked: string[] = [];
    api.use({
      'POST configurator/searchparts': ({ query }) => {
        const page = Number(query.get('page'));
        asked.push(`${query.get('q') ?? ''}|${page}`);
        const items = ordered
          .slice((page - 1) * 100, page * 100)
          .map((item) => ({ ...item, keySpecs: `GeForce GT 710 · 2 GB · ${item.id}` }));
        return { ...searchAnswer(items, [['2', 100]]), total: ordered.length, page, pageCount: 21 };
      },
    });
    await settle();
    const list = await openGpus();
    const active = () => {
      const input = screen.getByRole('combobox', { name: 'Graphics Card' });
      return document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    };
    expect(active()).toHaveTextContent(/^Zotac GeForce GT 710 #1500£1,560\.00/);
    await settle(100);
    // Only the page of the parts drawn is asked for, not the list's top: the chosen part, the
    // list's 1,503rd, heads the view, and the parts around it are on page 16 too.
    expect(asked).toEqual(['|16']);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(active()).toHaveTextContent('Zotac GeForce GT 710 #1500');
    expect(active()).toHaveTextContent('GeForce GT 710 · 2 GB · gpu-gt-1500');
    expect(active()).toHaveAttribute('aria-selected', 'true');
  });

  it('a ticked filter keeps the list and the filters shown, marked busy, until the server answers', async () => {
    const fillers = fillerGpus();
    const ordered = [...GPUS.map((gpu) => ({ ...gpu, keySpecs: undefined })), ...fillers];
    useBuildStore.getState().setBuild(expertBuild({ gpu: 'gpu-gt-1500' }));
    const { api } = renderApp('/configurator', {
      api: configuratorApi({ lists: { gpu: ordered } }),
    });
    let answer: (search: PartSearch) => void = () => undefined;
    const filtered = new Promise<PartSearch>((resolve) => (answer = resolve));
    api.use({
      'POST configurator/searchparts': ({ query }) => {
        if (query.getAll('filter').includes('vram:12')) return filtered;
        const page = Number(query.get('page'));
        const items = ordered
          .slice((page - 1) * 100, page * 100)
          .map((item) => ({ ...item, keySpecs: `GeForce GT 710 · 2 GB · ${item.id}` }));
        return {
          ...searchAnswer(items, [
            ['2', 2000],
            ['12', 2],
          ]),
          total: ordered.length,
          page,
          pageCount: 21,
        };
      },
    });
    await settle();
    await openGpus();
    await settle(100);
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    await settle();
    const active = () => {
      const input = screen.getByRole('combobox', { name: 'Graphics Card' });
      return document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    };
    expect(active()).toHaveTextContent('GeForce GT 710 · 2 GB · gpu-gt-1500');

    fireEvent.click(screen.getByRole('checkbox', { name: '12 GB (2)' }));
    await settleFrame();
    // Asked for, not answered: the box just ticked stays under the pointer, checked, with the
    // other filters; the list keeps its parts and their key specs, marked busy.
    expect(screen.getByRole('checkbox', { name: '12 GB (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '2 GB (2,000)' })).not.toBeChecked();
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(active()).toHaveTextContent('GeForce GT 710 · 2 GB · gpu-gt-1500');
    expect(screen.getByRole('status')).toHaveTextContent('2,003 parts');

    answer(searchAnswer([GPUS[0]!, GPUS[2]!], [['12', 2]]));
    await settle(100);
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    expect(optionNames()).toEqual([
      'None selected',
      'ASUS Dual GeForce RTX 4070',
      'MSI Gaming GeForce RTX 4070 Ti',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 parts');
  });

  it('says so when the server turns a filter down, and keeps the list as it was', async () => {
    // (A 5xx shows the error page, spec section 2; a 4xx, e.g. a value a new catalogue lacks,
    // is the list's to say.)
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderExpert();
    api.use({
      'POST configurator/searchparts': ({ query }) =>
        query.getAll('filter').length > 0
          ? reply(400, { errors: [{ message: 'filter: unknown value' }] })
          : searchAnswer(GPUS, VRAM_COUNTS),
    });
    await openFilters();
    fireEvent.click(screen.getByRole('checkbox', { name: '12 GB (2)' }));
    await settle(100);
    expect(screen.getByRole('status')).toHaveTextContent(FILTER_FAILED);
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);
  });
});
