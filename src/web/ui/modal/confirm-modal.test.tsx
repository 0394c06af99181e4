import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';

describe('<ConfirmModal>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderModal(acceptTitle?: string) {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmModal
        title="Go back a step?"
        messages={['First.', 'Second.']}
        onAccept={onAccept}
        onCancel={onCancel}
        acceptTitle={acceptTitle}
      />,
    );
    return { onAccept, onCancel };
  }

  it('opens 100 ms after mount as a labelled dialog with its messages', () => {
    renderModal();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(99));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Go back a step?' });
    expect(dialog).toHaveTextContent('First.');
    expect(dialog).toHaveAccessibleDescription(/First\.\s*Second\./);
  });

  it('offers Cancel and Continue', () => {
    const { onAccept, onCancel } = renderModal();
    act(() => void vi.advanceTimersByTime(100));
    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    expect(onAccept).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses a custom accept title', () => {
    renderModal('Add to build');
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Add to build' })).toBeInTheDocument();
  });
});
