import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { codeSplit } from './code-split';

describe('codeSplit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws a preloaded component at its first render (a modal opens on time, not 300 ms late)', async () => {
    const { Component: Modal, preload } = codeSplit(async () => () => <p role="dialog">Asked</p>);
    preload();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    render(<Modal />);
    // No time passes: React's reveal of a suspended part waits up to 300 ms.
    expect(screen.getByRole('dialog')).toHaveTextContent('Asked');
  });

  it('loads on first use when nobody preloaded it', async () => {
    const { Component: Modal } = codeSplit(async () => () => <p role="dialog">Asked</p>);
    render(<Modal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('Asked');
  });

  it('asks for the chunk again on first use when the preload failed', async () => {
    let calls = 0;
    const { Component: Modal, preload } = codeSplit(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return () => <p role="dialog">Asked</p>;
    });
    preload();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    render(<Modal />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('Asked');
  });
});
