import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { ComponentCombobox } from './component-combobox';
import { selectionsOf } from '../../../domain/build/build-selections';
import { expertBuild, part } from './configurator-fixtures';

const SYSTEMS = [
  part('os-ubuntu', 'os', 'Canonical', 0, { longName: 'Ubuntu Desktop 24.04' }),
  part('os-win11-home', 'os', 'Microsoft', 104.99, { longName: 'Windows 11 Home' }),
  part('os-win11-pro', 'os', 'Microsoft', 189.99, { longName: 'Windows 11 Pro' }),
];

/** Types into the field as a browser does: the value set, then an input event React reads. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const press = (input: HTMLElement, key: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('an expert dropdown typed into and Enter pressed at once', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('chooses the first match even when Enter comes as the filtered rows are drawn', async () => {
    const onChoose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ComponentCombobox
          label="Operating System"
          field="os"
          judged={selectionsOf(expertBuild())}
          canFilterCompatible={false}
          items={SYSTEMS}
          value="os-ubuntu"
          flags={null}
          onChoose={onChoose}
        />
      </QueryClientProvider>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Operating System' });
    act(() => input.focus());
    act(() => void press(input, 'ArrowDown'));
    const list = screen.getByRole('listbox');
    expect(list).toHaveTextContent('Ubuntu Desktop 24.04');

    // React as in the browser, no act(): the filtered rows are drawn at a lower priority, and
    // the effect that moves the highlight onto them runs in a later task. Enter is pressed the
    // moment they are in the page, before that effect (a fast typist's Enter).
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (list.textContent?.includes('Ubuntu')) return;
        observer.disconnect();
        press(input, 'Enter');
        resolve();
      });
      observer.observe(list, { childList: true, subtree: true, characterData: true });
    });
    typeInto(input, 'Windows 11 Home');
    await pressed;
    await vi.waitFor(() => expect(onChoose).toHaveBeenCalledWith('os-win11-home'));
    expect(onChoose).toHaveBeenCalledTimes(1);
  });
});
