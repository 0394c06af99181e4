import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../../domain/timings';
import { INITIAL_LAYOUT, useLayoutStore } from '../../state/layout-store';
import { Loader } from './loader';
import { SiteLoader } from './site-loader';

beforeEach(() => {
  vi.useFakeTimers();
  useLayoutStore.setState(INITIAL_LAYOUT);
});
afterEach(() => vi.useRealTimers());

describe('Loader', () => {
  it('announces loading and, when complete, loaded', () => {
    const { rerender } = render(<Loader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(<Loader complete />);
    expect(screen.getByRole('status', { name: 'Loaded' })).toBeInTheDocument();
  });

  it('shows while the global flag is set, then the finished checkmark, then goes', () => {
    render(<SiteLoader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    act(() => useLayoutStore.getState().setLoading(false));
    expect(screen.getByRole('status', { name: 'Loaded' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TIMINGS.siteLoaderCompleteMs));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('comes back when loading starts again', () => {
    useLayoutStore.setState({ isLoading: false });
    render(<SiteLoader />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => useLayoutStore.getState().setLoading(true));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
