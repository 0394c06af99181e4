import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildLoader } from './build-loader';
import { BUILD_LOADER_TOTAL_MS, buildLoaderStatus } from './build-loader-schedule';

const statusOf = (label: string) =>
  within(screen.getByText(label).closest('li') as HTMLElement).getByText(/Waiting|Loading|Complete/)
    .textContent;

describe('build loader schedule', () => {
  it('each step goes from progress to complete after 3 s, the next starting 3.5 s after the previous began', () => {
    expect(buildLoaderStatus(0, 0)).toBe('progress');
    expect(buildLoaderStatus(2999, 0)).toBe('progress');
    expect(buildLoaderStatus(3000, 0)).toBe('complete');
    expect(buildLoaderStatus(3499, 1)).toBe('waiting');
    expect(buildLoaderStatus(3500, 1)).toBe('progress');
    expect(buildLoaderStatus(6500, 1)).toBe('complete');
    expect(buildLoaderStatus(10_500, 3)).toBe('progress');
    expect(BUILD_LOADER_TOTAL_MS).toBe(13_500);
  });
});

describe('<BuildLoader>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the four steps advancing and reports completion at the end', () => {
    const onComplete = vi.fn();
    render(<BuildLoader onComplete={onComplete} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Chipset'),
      expect.stringContaining('Case Selector'),
      expect.stringContaining('Components'),
      expect.stringContaining('Overview'),
    ]);
    expect(statusOf('Chipset')).toBe('Loading');
    expect(statusOf('Case Selector')).toBe('Waiting');
    act(() => void vi.advanceTimersByTime(3000));
    expect(statusOf('Chipset')).toBe('Complete');
    act(() => void vi.advanceTimersByTime(500));
    expect(statusOf('Case Selector')).toBe('Loading');
    act(() => void vi.advanceTimersByTime(BUILD_LOADER_TOTAL_MS - 3500 - 1));
    expect(onComplete).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(statusOf('Overview')).toBe('Complete');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
