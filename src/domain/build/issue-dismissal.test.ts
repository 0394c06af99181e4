import { describe, expect, it } from 'vitest';
import type { IssueModalRoute } from '../issues/issue-modal';
import type { Issue, IssueType } from '../issues/issue-types';
import { createBuild } from './build-model';
import { conflictingCategories, dismissIssues } from './issue-dismissal';
import type { IssuePrompt } from './issue-prompt';
import type { ComponentChoice } from './selection-transitions';
import { anIssue, fullBuild } from './transition-fixtures';

const prompt = (
  problems: { issues?: Issue[]; warnings?: Issue[] },
  rest: Partial<IssuePrompt> = {},
): IssuePrompt => ({
  issues: problems.issues ?? [],
  warnings: problems.warnings ?? [],
  route: 'configurator',
  pending: null,
  canProceed: true,
  ...rest,
});

const error = anIssue({ mainComponent: 'gpu-a', connectingComponent: 'psu-a', route: 'gpu' });
const preorder = anIssue({ type: 'preorder', tag: 'stock-preorder', mainComponent: 'gpu-b' });

describe('on a share or build route the modal action saves or completes', () => {
  it.each<IssueModalRoute>(['share', 'build-overview'])('the action on %s proceeds', (route) => {
    const build = fullBuild();
    expect(dismissIssues(build, prompt({ warnings: [preorder] }, { route }), 'action')).toEqual({
      kind: 'proceed',
      build,
    });
  });

  it.each<IssueModalRoute>(['share', 'build-overview'])('Go back on %s only closes', (route) => {
    const build = fullBuild();
    expect(dismissIssues(build, prompt({ issues: [error] }, { route }), 'go-back')).toEqual({
      kind: 'close',
      build,
    });
  });
});

describe('otherwise the pending selection is applied', () => {
  const pending: ComponentChoice = { category: 'gpu', id: 'gpu-b' };
  const assistOnGpu = fullBuild({ buildMode: 'assist', buildSubStep: 4, gpu: null });

  it.each([
    'preorder',
    'temp-unavailable',
    'MissingSelection',
    'MissingSlot',
    'partiallyIncompatible',
    'warning',
  ])('for the type %s', (type) => {
    const issue = anIssue({ type: type as IssueType, tag: 'some-rule', mainComponent: 'gpu-b' });
    const result = dismissIssues(assistOnGpu, prompt({ warnings: [issue] }, { pending }), 'action');
    expect(result).toMatchObject({
      kind: 'apply',
      summary: false,
      build: { gpu: 'gpu-b', buildSubStep: 5 },
    });
  });

  it('except a retired part: it never enters the build (ADR 106)', () => {
    const issue = anIssue({ type: 'retired', tag: 'stock-retired', mainComponent: 'gpu-b' });
    const result = dismissIssues(assistOnGpu, prompt({ issues: [issue] }, { pending }), 'action');
    expect(result).toMatchObject({ kind: 'close', build: { gpu: null, buildSubStep: 4 } });
  });

  it('past the last step the product summary shows', () => {
    const build = fullBuild({ buildMode: 'assist', buildSubStep: 13, os: null });
    const result = dismissIssues(
      build,
      prompt({ warnings: [preorder] }, { pending: { category: 'os', id: 'os-b' } }),
      'action',
    );
    expect(result).toMatchObject({ kind: 'apply', summary: true, build: { os: 'os-b' } });
  });

  it.each<[string, Issue]>([
    ['an error', anIssue({ mainComponent: 'gpu-b' })],
    [
      'a missing component',
      anIssue({ type: 'missing', tag: 'missing-gpu', mainComponent: 'gpu-b' }),
    ],
  ])('is not applied with %s among the problems', (_name, issue) => {
    const result = dismissIssues(
      assistOnGpu,
      prompt({ issues: [issue], warnings: [preorder] }, { pending }),
      'action',
    );
    expect(result).toEqual({ kind: 'close', build: assistOnGpu });
  });

  it('Go back discards it: the build keeps its previous value', () => {
    const build = fullBuild();
    const result = dismissIssues(build, prompt({ warnings: [preorder] }, { pending }), 'go-back');
    expect(result).toEqual({ kind: 'close', build });
    expect(result.build.gpu).toBe('gpu-a');
  });
});

describe('the action on problems of the build as it is', () => {
  const warning = anIssue({ type: 'warning', tag: 'psu-headroom-low', mainComponent: 'psu-a' });

  it('goes on with the save or complete', () => {
    const build = fullBuild();
    expect(dismissIssues(build, prompt({ warnings: [warning] }), 'action')).toEqual({
      kind: 'proceed',
      build,
    });
  });

  it('only closes when the save or complete stored nothing', () => {
    const build = fullBuild();
    const result = dismissIssues(
      build,
      prompt({ warnings: [warning] }, { canProceed: false }),
      'action',
    );
    expect(result).toEqual({ kind: 'close', build });
  });
});

describe("conflicting categories are reset to 'None selected' and flagged with an error style", () => {
  it('resets the parts an error names, main and connecting', () => {
    const result = dismissIssues(fullBuild(), prompt({ issues: [error] }), 'go-back');
    expect(result).toMatchObject({
      kind: 'reset',
      flagged: ['gpu', 'psu'],
      openCategory: null,
      navigateTo: null,
      build: {
        gpu: null,
        psu: null,
        cpu: 'cpu-a',
        case: 'case-a',
        buildStep: 3,
        publicId: null,
        buildComplete: false,
      },
    });
  });

  it('resets the parts a missing slot names, every field holding them', () => {
    const build = fullBuild({ secondaryStorage: 'ssd-a' });
    const slots = anIssue({
      type: 'MissingSlot' as IssueType,
      tag: 'm2-slots-exceeded',
      mainComponent: 'board-a',
      connectingComponent: ['ssd-a'],
      route: 'storage',
    });
    expect(dismissIssues(build, prompt({ issues: [slots] }), 'go-back')).toMatchObject({
      flagged: ['motherboard', 'storage', 'secondaryStorage'],
      build: { motherboard: null, storage: null, secondaryStorage: null, tertiaryStorage: 'hdd-c' },
    });
  });

  it('takes the fans total with the fans', () => {
    const fans = anIssue({ tag: 'fan-size-unsupported', mainComponent: 'fans-a', route: 'fans' });
    expect(dismissIssues(fullBuild(), prompt({ issues: [fans] }), 'go-back')).toMatchObject({
      flagged: ['fans'],
      build: { fans: null, fansTotal: null, coolingCpu: 'cooler-a' },
    });
  });

  it('does not reset parts that warnings name', () => {
    const build = fullBuild();
    const stock = anIssue({ type: 'preorder', tag: 'stock-preorder', mainComponent: 'cpu-a' });
    const retired = anIssue({ type: 'retired', tag: 'stock-retired', mainComponent: 'gpu-a' });
    expect(
      dismissIssues(build, prompt({ issues: [retired], warnings: [stock] }), 'go-back'),
    ).toEqual({
      kind: 'close',
      build,
    });
  });

  it('ignores ids that are not in the build', () => {
    const build = fullBuild();
    expect(
      conflictingCategories(build, [
        anIssue({ mainComponent: 'psu', connectingComponent: 'gpu-z' }),
      ]),
    ).toEqual([]);
    expect(conflictingCategories(build, [anIssue({ type: 'nonsense' as IssueType })])).toEqual([]);
  });
});

describe('if the conflict includes the case, the user returns to the pre-configurator', () => {
  it('with the case cleared and buildStep 2', () => {
    const tooLong = anIssue({ mainComponent: 'gpu-a', connectingComponent: 'case-a' });
    const result = dismissIssues(fullBuild(), prompt({ issues: [tooLong] }), 'go-back');
    expect(result).toMatchObject({
      kind: 'reset',
      flagged: ['case', 'gpu'],
      navigateTo: '/pre-configurator',
      build: {
        chipset: 2,
        case: null,
        caseSize: null,
        cpu: null,
        os: null,
        fansTotal: null,
        buildStep: 2,
        buildSubStep: null,
        buildComplete: false,
        publicId: null,
      },
    });
  });

  it('even when a component is also missing', () => {
    const tooLong = anIssue({ mainComponent: 'gpu-a', connectingComponent: 'case-a' });
    const missing = anIssue({
      type: 'missingselection',
      tag: 'missing-selection-psu',
      mainComponent: 'psu',
      route: 'psu',
    });
    expect(
      dismissIssues(fullBuild(), prompt({ issues: [tooLong, missing] }), 'go-back'),
    ).toMatchObject({
      navigateTo: '/pre-configurator',
      build: { buildStep: 2 },
    });
  });
});

describe('missing components go back to selection', () => {
  const missingPsu = anIssue({
    type: 'missingselection',
    tag: 'missing-selection-psu',
    mainComponent: 'psu',
    route: 'psu',
  });

  it('in assist mode, to the sub-step of the first missing component', () => {
    const build = fullBuild({ buildMode: 'assist', buildSubStep: 13, psu: null });
    const missingCooler = anIssue({
      ...missingPsu,
      tag: 'missing-selection-coolingCpu',
      route: 'coolingCpu',
    });
    const result = dismissIssues(build, prompt({ issues: [missingPsu, missingCooler] }), 'go-back');
    expect(result).toMatchObject({
      kind: 'reset',
      flagged: [],
      openCategory: 'psu',
      navigateTo: null,
      build: { buildStep: 3, buildSubStep: 8, os: 'os-a', publicId: 'PUB123' },
    });
  });

  it('in expert mode, opening that dropdown', () => {
    const build = fullBuild({ buildMode: 'expert', buildSubStep: 1, psu: null });
    const result = dismissIssues(build, prompt({ issues: [missingPsu] }), 'go-back');
    expect(result).toEqual({
      kind: 'reset',
      build,
      flagged: [],
      openCategory: 'psu',
      navigateTo: null,
    });
  });

  it("also for an issue whose tag contains 'missing'", () => {
    const bracket = anIssue({
      type: 'warning',
      tag: 'missing-bracket',
      mainComponent: 'psu-a',
      route: 'psu',
    });
    expect(
      dismissIssues(fullBuild({ buildMode: 'expert' }), prompt({ warnings: [bracket] }), 'go-back'),
    ).toMatchObject({
      openCategory: 'psu',
    });
  });

  it('after resetting the conflicting categories', () => {
    const build = fullBuild({ buildMode: 'expert', storage: null });
    const missingStorage = anIssue({
      type: 'missing',
      tag: 'missing-primary-storage',
      mainComponent: 'ssd-b',
      route: 'storage',
    });
    expect(
      dismissIssues(build, prompt({ issues: [error, missingStorage] }), 'go-back'),
    ).toMatchObject({
      flagged: ['gpu', 'psu'],
      openCategory: 'storage',
      build: { gpu: null, psu: null, publicId: null },
    });
  });

  it('a missing fans total goes back to the fans', () => {
    const total = anIssue({ type: 'missing', tag: 'missing-fans-total', route: 'fansTotal' });
    expect(
      dismissIssues(fullBuild({ buildMode: 'assist' }), prompt({ issues: [total] }), 'go-back'),
    ).toMatchObject({
      openCategory: 'fans',
      build: { buildSubStep: 10 },
    });
  });

  it('a missing case goes back to the case step of the pre-configurator', () => {
    const noCase = anIssue({
      ...missingPsu,
      tag: 'missing-selection-case',
      mainComponent: 'case',
      route: 'case',
    });
    expect(dismissIssues(fullBuild(), prompt({ issues: [noCase] }), 'go-back')).toMatchObject({
      navigateTo: '/pre-configurator',
      build: { buildStep: 2, case: null, chipset: 2 },
    });
  });

  it('a missing chipset starts again at step 1', () => {
    const noChipset = anIssue({
      type: 'initial',
      tag: 'missing-chipset',
      mainComponent: null,
      route: 'chipset',
    });
    expect(dismissIssues(fullBuild(), prompt({ issues: [noChipset] }), 'go-back')).toEqual({
      kind: 'reset',
      build: createBuild(),
      flagged: [],
      openCategory: null,
      navigateTo: '/pre-configurator',
    });
  });

  it('missing sundries (chosen by the shop) open nothing', () => {
    const build = fullBuild();
    const sundries = anIssue({
      type: 'missing',
      tag: 'missing-sundries',
      mainComponent: null,
      route: 'sundries',
    });
    expect(dismissIssues(build, prompt({ issues: [sundries] }), 'go-back')).toEqual({
      kind: 'reset',
      build,
      flagged: [],
      openCategory: null,
      navigateTo: null,
    });
  });
});
