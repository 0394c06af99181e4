import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuild } from '../../../domain/build/build-model';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { useBuildStore } from '../../state/build-store';
import { renderApp } from '../../test/render-app';
import { caseCountText, filterCases } from './case-filter';

const caseItem = (id: number, longName: string): CaseItem => ({
  id: `case-${id}`,
  category: 'case',
  longName,
  shortName: longName.split(' ').slice(1).join(' '),
  caseSize: 3,
  price: 50 + id,
  hasWarranty: false,
  imagery: {
    mainImage: `/media/cases/case-${id}/main.svg`,
    mainImageAltText: longName,
    gallery: [],
  },
});

/** A catalogue-sized list: 3,000 cases, two of them Lian Li O11s. */
const CASES: CaseItem[] = Array.from({ length: 3000 }, (_, index) =>
  caseItem(index, `Brand${index % 40} Tower ${index} ATX Mid Tower`),
);
CASES[1200] = caseItem(1200, 'Lian Li O11 Dynamic EVO ATX Mid Tower');
CASES[2400] = caseItem(2400, 'Lian Li O11 Air Mini ATX Mid Tower');

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

await import('./route');
await import('./case-step');
await import('./case-carousel');

describe('filterCases', () => {
  it('keeps the cases whose name holds every word, in order, ignoring case', () => {
    expect(filterCases(CASES, '  lian O11 ').map((c) => c.id)).toEqual(['case-1200', 'case-2400']);
    expect(filterCases(CASES, 'o11 mini').map((c) => c.id)).toEqual(['case-2400']);
    expect(filterCases(CASES, 'nothing like it')).toEqual([]);
    expect(filterCases(CASES, '   ')).toBe(CASES);
  });

  it('counts with thousands separators and says how many of all match', () => {
    expect(caseCountText(3000, 3000, '')).toBe('3,000 cases');
    expect(caseCountText(1, 3753, 'o11 mini')).toBe('1 case of 3,753 match');
    expect(caseCountText(0, 3753, 'zzz')).toBe('0 cases of 3,753 match');
  });
});

describe('the case step with a large catalogue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no matchMedia; Swiper's breakpoints ask it (a phone-sized, motion-allowed screen).
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    useBuildStore.getState().setBuild(createBuild({ chipset: 1, buildStep: 2, buildStart: true }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders only the slides around the first case and narrows by a search, announcing the count', async () => {
    renderApp('/pre-configurator', { api: { 'GET configurator/allcasecomponents': () => CASES } });
    await settle();
    await settle(600);
    const count = screen.getByRole('status');
    expect(count).toHaveTextContent('3,000 cases');
    // Virtual slides: a handful in the page (and their images), not 3,000.
    const carousel = screen.getByRole('region', { name: 'Cases' });
    expect(carousel.querySelectorAll('img').length).toBeGreaterThan(0);
    expect(carousel.querySelectorAll('img').length).toBeLessThanOrEqual(6);
    expect(screen.getByText('Case 1 of 3000')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search cases' });
    expect(search).toHaveAccessibleDescription('3,000 cases');
    fireEvent.change(search, { target: { value: 'lian li o11' } });
    await settle(600);
    expect(screen.getByRole('status')).toHaveTextContent('2 cases of 3,000 match');
    expect(screen.getByText('Case 1 of 2')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Lian Li O11 Dynamic EVO ATX Mid Tower' }),
    ).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'no such case' } });
    await settle(600);
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to build' })).toBeNull();
  });
});
