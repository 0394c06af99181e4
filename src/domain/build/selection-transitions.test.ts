import { describe, expect, it } from 'vitest';
import type { Issue } from '../issues/issue-types';
import { createBuild, type Build } from './build-model';
import {
  buildWithChoice,
  problemsOfChoice,
  selectComponent,
  storeChoice,
  type ComponentChoice,
} from './selection-transitions';
import { anIssue, fullBuild } from './transition-fixtures';

const NO_PROBLEMS = { issues: [], warnings: [] };

/** Assist mode at step 3 with the first `upTo` sub-steps' parts chosen. */
const assistAt = (buildSubStep: number, overrides: Partial<Build> = {}) =>
  fullBuild({ buildMode: 'assist', buildSubStep, ...overrides });

describe('the build sent to validate with a choice', () => {
  it.each<[string, ComponentChoice, Partial<Build>]>([
    ['a product sets its category', { category: 'gpu', id: 'gpu-b' }, { gpu: 'gpu-b' }],
    [
      "'None selected' clears its category",
      { category: 'soundcard', id: null },
      { soundcard: null },
    ],
    [
      'choosing a fan product sets fansTotal to the default 1',
      { category: 'fans', id: 'fans-b' },
      { fans: 'fans-b', fansTotal: 1 },
    ],
    [
      'choosing no fans clears fans and fansTotal',
      { category: 'fans', id: null },
      { fans: null, fansTotal: null },
    ],
  ])('%s', (_name, choice, expected) => {
    const build = fullBuild();
    expect(buildWithChoice(build, choice)).toEqual({ ...build, ...expected });
  });

  it('leaves the current build unchanged', () => {
    const build = fullBuild();
    buildWithChoice(build, { category: 'cpu', id: 'cpu-b' });
    expect(build.cpu).toBe('cpu-a');
  });
});

describe('the problems that stop a choice', () => {
  const gpuB: ComponentChoice = { category: 'gpu', id: 'gpu-b' };
  const cases: [string, ComponentChoice, Issue, boolean][] = [
    [
      'a problem naming the chosen part as main component',
      gpuB,
      anIssue({ mainComponent: 'gpu-b' }),
      true,
    ],
    [
      'a problem naming the chosen part as connecting component',
      gpuB,
      anIssue({ mainComponent: 'case-a', connectingComponent: 'gpu-b' }),
      true,
    ],
    [
      'a problem naming the chosen part among several',
      gpuB,
      anIssue({ mainComponent: 'board-a', connectingComponent: ['sound-a', 'gpu-b'] }),
      true,
    ],
    [
      "a problem sending the shopper to the chosen category (e.g. 'None selected' for a needed graphics card)",
      { category: 'gpu', id: null },
      anIssue({ type: 'missing', tag: 'missing-gpu', mainComponent: 'cpu-a', route: 'gpu' }),
      true,
    ],
    [
      'a fans-total problem for a fans choice',
      { category: 'fans', id: 'fans-b' },
      anIssue({ tag: 'fans-total-above-maximum', mainComponent: 'fans-x', route: 'fansTotal' }),
      true,
    ],
    [
      'a problem of another part already in the build does not',
      gpuB,
      anIssue({ type: 'preorder', tag: 'stock-preorder', mainComponent: 'cpu-a', route: 'cpu' }),
      false,
    ],
    [
      "a problem of another part does not stop 'None selected'",
      { category: 'soundcard', id: null },
      anIssue({ mainComponent: 'cpu-a', route: 'cpu' }),
      false,
    ],
  ];

  it.each(cases)('%s', (_name, choice, issue, stops) => {
    const problems = problemsOfChoice(choice, { issues: [issue], warnings: [issue] });
    expect(problems.issues.length > 0).toBe(stops);
    expect(problems.warnings.length > 0).toBe(stops);
  });
});

describe('assist mode selection with no problems', () => {
  it('stores the selection and advances when the current step was the one being done', () => {
    const outcome = selectComponent(
      assistAt(4, { gpu: null }),
      { category: 'gpu', id: 'gpu-b' },
      NO_PROBLEMS,
    );
    expect(outcome).toMatchObject({
      kind: 'stored',
      summary: false,
      build: { gpu: 'gpu-b', buildSubStep: 5 },
    });
  });

  it('treats a build without a sub-step as on the first step', () => {
    const outcome = selectComponent(
      createBuild({ buildStep: 3, buildSubStep: null, chipset: 2, case: 'case-a', caseSize: 2 }),
      { category: 'cpu', id: 'cpu-a' },
      NO_PROBLEMS,
    );
    expect(outcome).toMatchObject({ kind: 'stored', build: { cpu: 'cpu-a', buildSubStep: 2 } });
  });

  it('shows the product summary past the last step', () => {
    const outcome = selectComponent(
      assistAt(13, { os: null }),
      { category: 'os', id: 'os-a' },
      NO_PROBLEMS,
    );
    expect(outcome).toMatchObject({
      kind: 'stored',
      summary: true,
      build: { os: 'os-a', buildSubStep: 13 },
    });
  });

  it("shows the summary after 'None selected' on the last step too", () => {
    const outcome = selectComponent(assistAt(13), { category: 'os', id: null }, NO_PROBLEMS);
    expect(outcome).toMatchObject({ kind: 'stored', summary: true, build: { os: null } });
  });

  it('does not advance when another step than the current one is chosen', () => {
    const outcome = selectComponent(
      assistAt(6),
      { category: 'memory', id: 'memory-b' },
      NO_PROBLEMS,
    );
    expect(outcome).toMatchObject({
      kind: 'stored',
      summary: false,
      build: { memory: 'memory-b', buildSubStep: 6 },
    });
  });

  it('clears publicId and buildComplete when the build changes', () => {
    const build = assistAt(4, { buildComplete: true });
    const outcome = selectComponent(build, { category: 'gpu', id: 'gpu-b' }, NO_PROBLEMS);
    expect(outcome).toMatchObject({ build: { publicId: null, buildComplete: false } });
  });

  it('keeps publicId when the same part is chosen again', () => {
    const outcome = storeChoice(assistAt(4), { category: 'gpu', id: 'gpu-a' });
    expect(outcome.build).toMatchObject({ publicId: 'PUB123', buildSubStep: 5 });
  });
});

describe('expert mode change', () => {
  it('is applied after validation without moving the sub-step', () => {
    const build = fullBuild({ buildMode: 'expert', buildSubStep: 4 });
    const outcome = selectComponent(build, { category: 'gpu', id: 'gpu-b' }, NO_PROBLEMS);
    expect(outcome).toMatchObject({
      kind: 'stored',
      summary: false,
      build: { gpu: 'gpu-b', buildSubStep: 4, buildMode: 'expert' },
    });
  });

  it('never shows the assist summary', () => {
    const build = fullBuild({ buildMode: 'expert', buildSubStep: 13 });
    expect(selectComponent(build, { category: 'os', id: null }, NO_PROBLEMS)).toMatchObject({
      summary: false,
    });
  });
});

describe('a selection with problems', () => {
  const choice: ComponentChoice = { category: 'gpu', id: 'gpu-b' };
  const tooLong = anIssue({ mainComponent: 'gpu-b', connectingComponent: 'case-a' });
  const preorder = anIssue({ type: 'preorder', tag: 'stock-preorder', mainComponent: 'gpu-b' });
  const otherPart = anIssue({
    type: 'warning',
    tag: 'psu-headroom-low',
    mainComponent: 'psu-a',
    route: 'psu',
  });

  it('shows the modal and keeps the choice pending', () => {
    const outcome = selectComponent(assistAt(4), choice, {
      issues: [tooLong],
      warnings: [otherPart],
    });
    expect(outcome.kind).toBe('problems');
    if (outcome.kind !== 'problems') return;
    expect(outcome.prompt).toEqual({
      issues: [tooLong],
      warnings: [],
      route: 'configurator',
      pending: choice,
      canProceed: true,
    });
    expect(outcome.modal).toMatchObject({
      heading: 'Error Message',
      title: 'Incompatible Component',
    });
    expect(outcome.modal.buttons.map((b) => b.label)).toEqual(['Go back']);
  });

  it("offers 'Add to build' for a pre-order part", () => {
    const outcome = selectComponent(assistAt(4), choice, { issues: [], warnings: [preorder] });
    expect(outcome).toMatchObject({
      kind: 'problems',
      modal: { heading: 'Warning Message', title: 'This component is on pre-order' },
    });
  });

  it("is stored when the only problems are other parts'", () => {
    const outcome = selectComponent(assistAt(4), choice, { issues: [], warnings: [otherPart] });
    expect(outcome).toMatchObject({ kind: 'stored', build: { gpu: 'gpu-b' } });
  });
});
