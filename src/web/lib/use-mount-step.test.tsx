import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMountStep } from './use-mount-step';

function Steps({ steps }: { steps: number }) {
  const step = useMountStep(steps);
  return (
    <ul>
      {Array.from({ length: step }, (_, i) => (
        <li key={i}>part {i + 1}</li>
      ))}
    </ul>
  );
}

const nextTask = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('useMountStep', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the first step at once and one more per task, then stops', async () => {
    render(<Steps steps={3} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['part 1']);
    await nextTask();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await nextTask();
    await nextTask();
    await nextTask();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'part 1',
      'part 2',
      'part 3',
    ]);
  });
});
