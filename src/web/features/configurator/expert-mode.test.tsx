import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBuildStore } from '../../state/build-store';
import { renderApp } from '../../test/render-app';
import type { ValidationResponse } from '../../../domain/contracts/build';
import {
  configuratorApi,
  expertBuild,
  issue,
  settle,
  settleFrame,
  validation,
  type ApiOptions,
} from './configurator-fixtures';

await import('./route');
await import('./build-screen');
await import('../../ui/modal/confirm-modal');

function renderExpert(options: ApiOptions = {}, build = expertBuild()) {
  useBuildStore.getState().setBuild(build);
  return renderApp('/configurator', { api: configuratorApi(options) });
}

const combobox = (name: string) => screen.getByRole('combobox', { name });

/** Focuses a dropdown and opens it with ArrowDown, as a keyboard user does; returns its input. */
async function openByKeyboard(name: string, then: () => Promise<void> = settleFrame) {
  const input = combobox(name);
  input.focus();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  await then();
  return input;
}

/** Opens a dropdown, types a filter and presses Enter on the first match. */
async function chooseByKeyboard(name: string, filter: string) {
  const input = combobox(name);
  input.focus();
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.input(input, { target: { value: filter } });
  fireEvent.keyDown(input, { key: 'Enter' });
  await settle();
}

describe('expert mode', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the twelve dropdowns in the spec's order and the 'Additional Fans' group", async () => {
    renderExpert();
    await settle();
    const inputs = screen.getAllByRole('combobox').filter((box) => box.tagName === 'INPUT');
    expect(inputs).toHaveLength(13);
    expect(inputs.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Processor (CPU)',
      'Motherboard',
      'Memory',
      'Graphics Card',
      'Primary Storage',
      'Secondary Storage',
      'Tertiary Storage',
      'Power Supply',
      'Cooling - CPU',
      'Sound Card',
      'Networking',
      'Operating System',
      'Cooling - Fans',
    ]);
    const fans = screen.getByRole('group', { name: 'Additional Fans' });
    expect(within(fans).getByLabelText('Total Cooling Fans')).toBeDisabled();
    expect(screen.getByText('Total build price')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete build' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit build' })).toBeInTheDocument();
    // 'Save build' only once a cpu is chosen.
    expect(screen.queryByRole('button', { name: 'Save build' })).toBeNull();
  });

  it("lists 'None selected' first, then brands alphabetically, cheapest first inside a brand", async () => {
    renderExpert();
    await settle();
    fireEvent.click(combobox('Processor (CPU)'));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    // Each part with its price and the change in the total against the current choice (none).
    expect(options).toEqual([
      'None selected',
      'AMD cpu-7600£199.00+£199.00',
      'AMD cpu-9800£449.00+£449.00',
    ]);
    expect(screen.getByRole('group', { name: 'AMD' })).toBeInTheDocument();
  });

  it('choosing a part by keyboard validates the build with it, stores it and updates the total', async () => {
    const { api } = renderExpert();
    await settle();
    expect(screen.getByText('£0.00')).toBeInTheDocument();
    await chooseByKeyboard('Processor (CPU)', 'cpu-9800');
    expect(useBuildStore.getState().build.cpu).toBe('cpu-9800');
    const bodies = api.callsTo('POST configurator/validate').map((call) => call.body);
    expect(bodies).toContainEqual(expect.objectContaining({ cpu: 'cpu-9800' }));
    expect(combobox('Processor (CPU)')).toHaveValue('AMD cpu-9800');
    expect(screen.getByText('£449.00').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save build' })).toBeInTheDocument();
    expect(combobox('Processor (CPU)')).toHaveFocus();
  });

  it('asks for no flagged list until its dropdown is wanted, the fans included', async () => {
    const { api } = renderExpert();
    await settle();
    const flagCalls = () =>
      api.calls.filter((call) => call.url.includes('withflag')).map((call) => call.url);
    expect(flagCalls()).toEqual([]);
    await chooseByKeyboard('Processor (CPU)', 'cpu-9800');
    expect(flagCalls()).toEqual([]);
    // The fan total still knows how many packs fit from the plain list.
    await chooseByKeyboard('Cooling - Fans', 'fans-p12');
    await settleFrame(); // the flags are asked for once the opening has been drawn
    expect(
      within(screen.getByLabelText('Total Cooling Fans'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);
    expect(flagCalls().every((url) => url.includes('fanscomponentswithflag'))).toBe(true);
    expect(flagCalls().length).toBeGreaterThan(0);
  });

  it('shows the assembly charge in the total as its own line, named and priced', async () => {
    const { api } = renderExpert({}, expertBuild({ cpu: 'cpu-7600' }));
    api.use({
      'POST configurator/validate': ({ body }) => {
        const answer = validation(body);
        return {
          ...answer,
          totalCost: answer.totalCost + 89,
          assembly: {
            id: 'assembly-mid',
            name: 'Assembly and 24-hour test (Mid Tower)',
            price: 89,
          },
        };
      },
    });
    await settle();
    const panel = screen.getByRole('complementary', { name: 'Your build' });
    expect(within(panel).getByText('Assembly & testing')).toBeVisible();
    expect(within(panel).getByText('£89.00')).toBeVisible();
    expect(within(panel).getByText('£288.00')).toBeVisible();
  });

  it('shows a choice and its total at once, while validate judges it', async () => {
    const { api } = renderExpert({}, expertBuild({ cpu: 'cpu-7600' }));
    await settle();
    expect(screen.getByText('£199.00')).toBeInTheDocument();
    let answer: (value: ValidationResponse) => void = () => undefined;
    api.use({
      'POST configurator/validate': ({ body }) =>
        body.cpu === 'cpu-9800'
          ? new Promise<ValidationResponse>((resolve) => (answer = resolve))
          : validation(body),
    });
    await chooseByKeyboard('Processor (CPU)', 'cpu-9800');
    // Validate has not answered: the screen shows the choice, the store still holds the old part.
    expect(combobox('Processor (CPU)')).toHaveValue('AMD cpu-9800');
    expect(screen.getByText('£449.00').closest('[aria-live="polite"]')).not.toBeNull();
    expect(useBuildStore.getState().build.cpu).toBe('cpu-7600');
    // Validate's figure wins over the one worked out from the list prices.
    answer({ ...validation(expertBuild({ cpu: 'cpu-9800' })), totalCost: 450 });
    await settle();
    expect(useBuildStore.getState().build.cpu).toBe('cpu-9800');
    expect(screen.getByText('£450.00').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('a choice validate refuses goes back to the part and total before it', async () => {
    const { api } = renderExpert({}, expertBuild({ cpu: 'cpu-7600' }));
    await settle();
    let answer: (value: ValidationResponse) => void = () => undefined;
    api.use({
      'POST configurator/validate': ({ body }) =>
        body.cpu === 'cpu-9800'
          ? new Promise<ValidationResponse>((resolve) => (answer = resolve))
          : validation(body),
    });
    await chooseByKeyboard('Processor (CPU)', 'cpu-9800');
    expect(screen.getByText('£449.00')).toBeInTheDocument();
    answer({
      ...validation(expertBuild({ cpu: 'cpu-9800' })),
      issues: [issue({ type: 'error', route: 'cpu', mainComponent: 'cpu-9800' })],
    });
    await settle(); // the answer is read and the modal mounts
    await settle(100); // then opens, 100 ms after mounting
    expect(screen.getByRole('dialog', { name: 'Incompatible Component' })).toBeInTheDocument();
    // Behind the modal (hidden from the accessibility tree while it is open).
    const cpu = screen.getByRole('combobox', { name: 'Processor (CPU)', hidden: true });
    expect(cpu).toHaveValue('AMD cpu-7600');
    expect(screen.getByText('£199.00').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('greys incompatible parts with the tooltip and tells screen readers why', async () => {
    const { api } = renderExpert({ incompatible: ['gpu-pre'] });
    await settle();
    fireEvent.click(combobox('Graphics Card'));
    await settle();
    // The list opens first; its flags are asked for once that frame has been drawn.
    expect(screen.getByRole('option', { name: /ASUS gpu-pre/ })).toBeInTheDocument();
    expect(api.callsTo('POST configurator/gpucomponentswithflag')).toHaveLength(0);
    await settleFrame();
    const option = screen.getByRole('option', { name: /ASUS gpu-pre/ });
    expect(option).toHaveAttribute(
      'title',
      'This component is incompatible with your current build',
    );
    expect(option).toHaveAccessibleName(
      expect.stringContaining(
        'Incompatible: This component is incompatible with your current build',
      ),
    );
    expect(screen.getByRole('option', { name: /MSI gpu-5070/ })).not.toHaveAttribute('title');
  });

  it("gives a greyed part the server's reason as its description, for keyboard and screen-reader users", async () => {
    const reason = 'This graphics card is 358 mm long, but the Test Case takes cards up to 355 mm.';
    renderExpert({ incompatible: ['gpu-pre'], reasons: { 'gpu-pre': reason } });
    await settle();
    const input = await openByKeyboard('Graphics Card');
    const option = screen.getByRole('option', { name: /ASUS gpu-pre/ });
    expect(option).toHaveAccessibleDescription(reason);
    // The name stays the part, its badge and price: the reason is not read twice.
    expect(option).not.toHaveAccessibleName(expect.stringContaining('358 mm'));
    expect(option).toHaveAttribute(
      'title',
      `This component is incompatible with your current build. ${reason}`,
    );
    expect(screen.getByRole('option', { name: /MSI gpu-5070/ })).not.toHaveAttribute(
      'aria-describedby',
    );
    // Keyboard users reach it: the active option is the input's aria-activedescendant.
    fireEvent.input(input, { target: { value: 'gpu-pre' } });
    await settle();
    const active = document.getElementById(String(input.getAttribute('aria-activedescendant')));
    expect(active).toHaveAccessibleDescription(reason);
  });

  it('keeps the highlight on its part when the flags arrive after the shopper has moved', async () => {
    let answerFlags = () => undefined as void;
    const api = configuratorApi({ incompatible: ['gpu-pre'] });
    const flags = api['POST configurator/gpucomponentswithflag']!;
    api['POST configurator/gpucomponentswithflag'] = (request) =>
      new Promise((resolve) => {
        answerFlags = () => resolve(flags(request) as Awaited<ReturnType<typeof flags>>);
      });
    useBuildStore.getState().setBuild(expertBuild());
    renderApp('/configurator', { api });
    await settle();
    const input = await openByKeyboard('Graphics Card');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await settle();
    const highlighted = () =>
      document.getElementById(String(input.getAttribute('aria-activedescendant')))?.textContent;
    const before = highlighted();
    expect(screen.queryByRole('option', { name: /Incompatible/ })).toBeNull();
    answerFlags();
    await settle();
    // The flags are drawn (the greyed part) and the highlight has not jumped back.
    expect(screen.getByRole('option', { name: /ASUS gpu-pre.*Incompatible/ })).toBeTruthy();
    expect(highlighted()).toBe(before);
  });

  it('a dropdown opened before its list arrives highlights the chosen part once it does', async () => {
    let answerList = () => undefined as void;
    const api = configuratorApi();
    const list = api['GET configurator/allgpucomponents']!;
    api['GET configurator/allgpucomponents'] = (request) =>
      new Promise((resolve) => {
        answerList = () => resolve(list(request) as Awaited<ReturnType<typeof list>>);
      });
    // The dearer card is chosen: it is listed after the other one.
    useBuildStore.getState().setBuild(expertBuild({ gpu: 'gpu-pre' }));
    renderApp('/configurator', { api });
    await settle();
    const input = await openByKeyboard('Graphics Card', settle);
    answerList();
    await settle();
    const active = document.getElementById(String(input.getAttribute('aria-activedescendant')));
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveTextContent('gpu-pre');
  });

  it('never lays flags over a list of another catalogue version: the list is fetched again', async () => {
    const { api } = renderExpert({ incompatible: ['gpu-pre'], flagsVersion: 2 });
    await settle();
    fireEvent.click(combobox('Graphics Card'));
    await settleFrame();
    expect(api.callsTo('POST configurator/gpucomponentswithflag').length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: /ASUS gpu-pre/ })).not.toHaveAttribute('title');
    expect(api.callsTo('GET configurator/allgpucomponents').length).toBeGreaterThan(1);
  });

  it('an incompatible choice opens the error modal; Go back keeps the build as it was', async () => {
    renderExpert({
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
    });
    await settle();
    await chooseByKeyboard('Graphics Card', 'gpu-pre');
    await settle(100);
    const dialog = screen.getByRole('dialog', { name: 'Incompatible Component' });
    expect(within(dialog).getByText('Error Message')).toBeInTheDocument();
    expect(within(dialog).getByText('Too long for the case.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Either proceed with this component and edit your build or go back and select a different component.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Continue|Add to build/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useBuildStore.getState().build.gpu).toBeNull();
  });

  it("a warning offers 'Continue', which stores the choice", async () => {
    renderExpert({
      problems: (body) =>
        body.psu
          ? { warnings: [issue({ type: 'warning', route: 'psu', mainComponent: 'psu-750' })] }
          : {},
    });
    await settle();
    await chooseByKeyboard('Power Supply', '750');
    await settle(100);
    const dialog = screen.getByRole('dialog', { name: 'Incompatible Component' });
    expect(within(dialog).getByText('Warning Message')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await settle();
    expect(useBuildStore.getState().build.psu).toBe('psu-750');
  });

  it("a pre-order part offers 'Add to build'", async () => {
    renderExpert({
      problems: (body) =>
        body.gpu === 'gpu-pre'
          ? { warnings: [issue({ type: 'preorder', route: 'gpu', mainComponent: 'gpu-pre' })] }
          : {},
    });
    await settle();
    await chooseByKeyboard('Graphics Card', 'gpu-pre');
    await settle(100);
    const dialog = screen.getByRole('dialog', { name: 'This component is on pre-order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to build' }));
    await settle();
    expect(useBuildStore.getState().build.gpu).toBe('gpu-pre');
  });

  it('fans: choosing a fan product offers totals 1..maxNumAllowed; none clears both', async () => {
    renderExpert();
    await settle();
    await chooseByKeyboard('Cooling - Fans', 'fans-p12');
    expect(useBuildStore.getState().build).toMatchObject({ fans: 'fans-p12', fansTotal: 1 });
    const total = screen.getByLabelText('Total Cooling Fans');
    expect(
      within(total)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3']);
    fireEvent.change(total, { target: { value: '3' } });
    await settle();
    expect(useBuildStore.getState().build.fansTotal).toBe(3);
    await chooseByKeyboard('Cooling - Fans', 'none');
    expect(useBuildStore.getState().build).toMatchObject({ fans: null, fansTotal: null });
  });

  it('secondary storage waits for a primary drive', async () => {
    renderExpert();
    await settle();
    expect(combobox('Secondary Storage')).toBeDisabled();
    expect(combobox('Secondary Storage')).toHaveAccessibleDescription(
      'Choose a Primary Storage drive first.',
    );
  });

  it("shows the spec's message for an empty processor list", async () => {
    renderExpert({ lists: { cpu: [] } });
    await settle();
    expect(
      screen.getByText(
        'No options available for the Processor (CPU) component, please go back and select different Chipset or Case component.',
      ),
    ).toBeInTheDocument();
  });

  it('the power meter shows the estimate, the chosen supply and the recommendation', async () => {
    renderExpert({}, expertBuild({ cpu: 'cpu-7600', psu: 'psu-750' }));
    await settle();
    const power = screen.getByRole('heading', { name: 'Power' }).parentElement!;
    expect(power).toHaveTextContent('Estimated draw320 W');
    expect(power).toHaveTextContent('Power supply750 W');
    expect(power).toHaveTextContent('Recommended550 W');
  });
});
