import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueModal } from '../../../domain/issues/issue-modal';
import type { Issue } from '../../../domain/issues/issue-types';
import { IssueModal } from './issue-modal';

const issue = (fields: Partial<Issue>): Issue => ({
  type: 'error',
  tag: 'gpu-too-long',
  message: 'The RTX 4090 is 336 mm long; the case takes cards up to 305 mm.',
  detail: 'Choose a shorter graphics card or a larger case.',
  mainComponent: 'gpu-a',
  connectingComponent: 'case-a',
  route: 'gpu',
  ...fields,
});

function renderModal(issues: Issue[], warnings: Issue[] = []) {
  const model = issueModal({ issues, warnings }, { route: 'configurator' });
  if (!model) throw new Error('expected a modal');
  const onAnswer = vi.fn();
  render(<IssueModal model={model} onAnswer={onAnswer} />);
  act(() => void vi.advanceTimersByTime(100));
  return { onAnswer, dialog: screen.getByRole('dialog') };
}

describe('<IssueModal>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a single error: Error Message, its title, the message, Details: and the extra sentence; only Go back', () => {
    const { dialog, onAnswer } = renderModal([issue({})]);
    expect(screen.getByRole('dialog', { name: 'Incompatible Component' })).toBe(dialog);
    expect(dialog).toHaveTextContent('Error Message');
    expect(dialog).toHaveAccessibleDescription(
      /336 mm long.*Details: Choose a shorter graphics card.*Either proceed with this component and edit your build or go back and select a different component\./,
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Go back', 'Close']);
    act(() => within(dialog).getByRole('button', { name: 'Go back' }).click());
    expect(onAnswer).toHaveBeenCalledWith('go-back');
  });

  it('a pre-order: Warning Message with Add to build', () => {
    const { dialog, onAnswer } = renderModal(
      [],
      [issue({ type: 'preorder', tag: 'preorder', message: 'Ships on 1 May.', detail: '' })],
    );
    expect(screen.getByRole('dialog', { name: 'This component is on pre-order' })).toBe(dialog);
    expect(dialog).toHaveTextContent('Warning Message');
    expect(dialog).not.toHaveTextContent('Details:');
    act(() => within(dialog).getByRole('button', { name: 'Add to build' }).click());
    expect(onAnswer).toHaveBeenCalledWith('action');
  });

  it('several problems: one combined list with each title, under the combined title', () => {
    const { dialog } = renderModal(
      [issue({})],
      [issue({ type: 'warning', tag: 'psu-headroom', message: 'Little headroom.' })],
    );
    expect(screen.getByRole('dialog', { name: 'Incompatible Component' })).toBe(dialog);
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Incompatible Component');
    expect(items[1]).toHaveTextContent('Little headroom.');
    expect(dialog).not.toHaveTextContent('Either proceed');
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('Escape answers Go back', () => {
    const { dialog, onAnswer } = renderModal(
      [],
      [issue({ type: 'warning', tag: 'psu-headroom', message: 'Little headroom.' })],
    );
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onAnswer).toHaveBeenCalledWith('go-back');
  });
});
