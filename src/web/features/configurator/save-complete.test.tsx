import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Build } from '../../../domain/build/build-model';
import type { Issue } from '../../../domain/issues/issue-types';
import { useBuildStore } from '../../state/build-store';
import type { MockHandlers } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { configuratorApi, expertBuild, issue, settle, validation } from './configurator-fixtures';

await import('./route');
await import('./build-screen');
await import('../../ui/share-modal/share-modal');
await import('../../ui/modal/issue-modal');

const FULL = expertBuild({
  cpu: 'cpu-7600',
  motherboard: 'mb-b650',
  memory: 'mem-32',
  storage: 'ssd-1tb',
  psu: 'psu-750',
  os: 'os-win11',
});

const saveAnswer = (body: Build, problems: { issues?: Issue[]; warnings?: Issue[] } = {}) => {
  const id = problems.issues?.length ? null : 'pub-123';
  const answer = validation(body, () => problems);
  return { ...answer, pcBuildPublicId: id, publicId: id, shareUrl: id && `/share/${id}` };
};

const completeAnswer = (body: Build, problems: { issues?: Issue[]; warnings?: Issue[] } = {}) => {
  const id = problems.issues?.length ? null : 'pub-456';
  return {
    ...validation(body, () => problems),
    publicId: id,
    sundries: 'sundries-mid',
    buildTime: { workingDays: 7, text: '7 working days' },
  };
};

function renderWith(api: MockHandlers, build = FULL) {
  useBuildStore.getState().setBuild(build);
  return renderApp('/configurator', { api: { ...configuratorApi(), ...api } });
}

async function openModal() {
  await settle();
  await settle(100);
}

describe('save and complete', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("'Save build' keeps the focus while it saves (the modal returns it there) and saves once however often it is pressed", async () => {
    const { api } = renderWith({
      'POST configurator/SaveLocalBuild': ({ body }) =>
        new Promise((resolve) => setTimeout(() => resolve(saveAnswer(body)), 500)),
    });
    await settle();
    const button = screen.getByRole('button', { name: 'Save build' });
    button.focus();
    fireEvent.click(button);
    await settle(100);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await settle(500);
    await openModal();
    expect(screen.getByRole('dialog', { name: 'Save Your Build' })).toBeInTheDocument();
    expect(api.callsTo('POST configurator/SaveLocalBuild')).toHaveLength(1);
  });

  it("'Save build' saves, stores the publicId and shows the share link with its copied state", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { api } = renderWith({
      'POST configurator/SaveLocalBuild': ({ body }) => saveAnswer(body),
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Save build' }));
    await openModal();
    expect(api.callsTo('POST configurator/SaveLocalBuild')[0]?.body).toMatchObject({
      cpu: 'cpu-7600',
    });
    expect(useBuildStore.getState().build.publicId).toBe('pub-123');
    const dialog = screen.getByRole('dialog', { name: 'Save Your Build' });
    expect(dialog).toHaveTextContent("Here's your link, keep it safe");
    expect(within(dialog).getByLabelText('Share link')).toHaveValue(
      `${window.location.origin}/share/pub-123`,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/share/pub-123`);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await settle(1000);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("'Complete build' shows the 4 s loader, then stores the completed build and goes to /overview", async () => {
    const { router } = renderWith({
      'POST configurator/completeBuildAndSave': ({ body }) => completeAnswer(body),
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Complete build' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Completing your build');
    await settle(3999);
    expect(useBuildStore.getState().build.buildComplete).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(useBuildStore.getState().build).toMatchObject({
      buildComplete: true,
      buildStep: 4,
      publicId: 'pub-456',
      sundries: 'sundries-mid',
    });
    vi.useRealTimers(); // the next route's chunk loads for real
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  });

  it('complete with issues: the modal; Go back resets the conflicting parts with the error style', async () => {
    const clash = issue({
      type: 'error',
      route: 'memory',
      mainComponent: 'mem-32',
      connectingComponent: 'mb-b650',
    });
    renderWith({
      'POST configurator/completeBuildAndSave': ({ body }) =>
        completeAnswer(body, { issues: [clash] }),
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Complete build' }));
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Incompatible Component' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await settle();
    expect(useBuildStore.getState().build).toMatchObject({ memory: null, motherboard: null });
    expect(screen.getByRole('combobox', { name: 'Memory' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('combobox', { name: 'Memory' })).toHaveValue('None selected');
    expect(screen.getByRole('combobox', { name: 'Motherboard' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('a conflict with the case sends the shopper back to the pre-configurator, case cleared, step 2', async () => {
    vi.useRealTimers();
    const clash = issue({
      type: 'error',
      route: 'gpu',
      mainComponent: 'gpu-5070',
      connectingComponent: 'case-a',
    });
    const { router } = renderWith(
      {
        'POST configurator/SaveLocalBuild': ({ body }) => saveAnswer(body, { issues: [clash] }),
        'GET configurator/allcasecomponents': () => [],
      },
      { ...FULL, gpu: 'gpu-5070' },
    );
    // Real timers: expert mode mounts a step per task, the summary with the last.
    const save = await screen.findByRole('button', { name: 'Save build' }, { timeout: 5000 });
    fireEvent.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Incompatible Component' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await screen.findByRole('heading', { level: 1, name: 'Choose your case' });
    expect(router.state.location.pathname).toBe('/pre-configurator');
    expect(useBuildStore.getState().build).toMatchObject({
      case: null,
      buildStep: 2,
      chipset: 2,
      cpu: null,
    });
  });

  it('a missing component sends the shopper back to choose it', async () => {
    const missing = issue({
      type: 'missingselection',
      tag: 'missing-selection-coolingCpu',
      route: 'coolingCpu',
    });
    renderWith({
      'POST configurator/completeBuildAndSave': ({ body }) =>
        completeAnswer(body, { issues: [missing] }),
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Complete build' }));
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'This component is missing' });
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await settle();
    await settle();
    const cooler = screen.getByRole('combobox', { name: 'Cooling - CPU' });
    expect(cooler).toHaveAttribute('aria-expanded', 'true');
  });

  describe('from a conflict to a fix in one click (issue 36 item 5)', () => {
    const clash = issue({
      type: 'error',
      route: 'memory',
      mainComponent: 'mem-32',
      connectingComponent: 'mb-b650',
      message: 'This memory does not fit the board.',
    });
    const problemsOf = (body: Build) => (body.memory === 'mem-32' ? { issues: [clash] } : {});
    const fits: MockHandlers = {
      'POST configurator/partsthatfit': () => ({
        field: 'memory',
        current: { id: 'mem-32', price: 99 },
        parts: [
          {
            id: 'mem-16',
            category: 'memory',
            brand: 'Corsair',
            longName: 'Corsair mem-16',
            shortName: 'mem-16',
            description: '',
            price: 59,
            imageUrl: '/images/mem-16.svg',
            keySpecs: 'DDR5 · 16 GB',
            stock: { status: 'in-stock', expectedDate: null },
            isCompatible: true,
            reason: null,
            maxNumAllowed: null,
            priceDifference: -40,
          },
        ],
      }),
    };

    it("'Save build': the issues modal lists the parts that fit; swapping one in saves again and shares", async () => {
      const { api } = renderWith({
        ...fits,
        'POST configurator/SaveLocalBuild': ({ body }) => saveAnswer(body, problemsOf(body)),
      });
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Save build' }));
      await openModal();
      const dialog = screen.getByRole('dialog', { name: 'Incompatible Component' });
      expect(within(dialog).getByText('This memory does not fit the board.')).toBeInTheDocument();
      const list = within(dialog).getByRole('region', { name: 'Memory: parts that fit' });
      // The parts must fit the build as stored, with the rest unchanged.
      expect((api.callsTo('POST configurator/partsthatfit')[0]?.body as Build).motherboard).toBe(
        'mb-b650',
      );
      fireEvent.click(
        within(list).getByRole('button', { name: 'Swap in Corsair mem-16, −£40.00' }),
      );
      await openModal();
      expect(useBuildStore.getState().build).toMatchObject({
        memory: 'mem-16',
        publicId: 'pub-123',
      });
      const saves = api.callsTo('POST configurator/SaveLocalBuild');
      expect(saves).toHaveLength(2);
      expect((saves[1]?.body as Build).memory).toBe('mem-16');
      expect(screen.getByRole('dialog', { name: 'Save Your Build' })).toBeInTheDocument();
    });

    it('from the assist Product Summary, the swap keeps the summary', async () => {
      useBuildStore.getState().setBuild({ ...FULL, buildMode: 'assist', buildSubStep: 13 });
      useBuildStore.getState().setSummary(true);
      renderApp('/configurator', {
        api: {
          ...configuratorApi(),
          ...fits,
          'POST configurator/SaveLocalBuild': ({ body }) => saveAnswer(body, problemsOf(body)),
        },
      });
      await settle();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Product Summary' }),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Save Build' }));
      await openModal();
      const dialog = screen.getByRole('dialog', { name: 'Incompatible Component' });
      fireEvent.click(within(dialog).getByRole('button', { name: /^Swap in Corsair mem-16/ }));
      await openModal();
      expect(screen.getByRole('dialog', { name: 'Save Your Build' })).toBeInTheDocument();
      expect(useBuildStore.getState()).toMatchObject({
        summary: true,
        build: { memory: 'mem-16' },
      });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Product Summary', hidden: true }),
      ).toBeInTheDocument();
    });

    it("'Complete build': swapping a part that fits in completes the build", async () => {
      const { api, router } = renderWith({
        ...fits,
        'POST configurator/completeBuildAndSave': ({ body }) =>
          completeAnswer(body, problemsOf(body)),
      });
      await settle();
      fireEvent.click(screen.getByRole('button', { name: 'Complete build' }));
      await openModal();
      const dialog = screen.getByRole('dialog', { name: 'Incompatible Component' });
      fireEvent.click(within(dialog).getByRole('button', { name: /^Swap in Corsair mem-16/ }));
      await openModal();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Completing your build');
      expect(api.callsTo('POST configurator/completeBuildAndSave')).toHaveLength(2);
      await settle(4000);
      expect(useBuildStore.getState().build).toMatchObject({
        memory: 'mem-16',
        buildComplete: true,
        publicId: 'pub-456',
      });
      vi.useRealTimers(); // the next route's chunk loads for real
      await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
    });
  });
});
