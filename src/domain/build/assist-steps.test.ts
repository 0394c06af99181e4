import { describe, expect, it } from 'vitest';
import {
  assistChecklist,
  currentStepCategory,
  currentSubStep,
  selectButtonLabel,
  summaryHolds,
  upNext,
} from './assist-steps';
import { fullBuild } from './transition-fixtures';
import type { ConfigureCategory } from '../catalog/categories';

describe('the current step', () => {
  it.each<[string, number | null, ConfigureCategory]>([
    ['sub-step 1 is the processor', 1, 'cpu'],
    ['sub-step 4 is the graphics card', 4, 'gpu'],
    ['sub-step 13 is the operating system', 13, 'os'],
    ['no sub-step yet counts as the first', null, 'cpu'],
    ['sub-step 0 (seen in expert mode) counts as the first', 0, 'cpu'],
  ])('%s', (_name, buildSubStep, category) => {
    expect(currentStepCategory(fullBuild({ buildSubStep }))).toBe(category);
  });

  it('is none once the product summary shows', () => {
    expect(currentStepCategory(fullBuild({ buildSubStep: 13 }), true)).toBeNull();
  });

  it('keeps a sub-step past the last on the last', () => {
    expect(currentSubStep(fullBuild({ buildSubStep: 14 }))).toBe(13);
  });
});

describe("the current step's 'Select {category}' button", () => {
  it.each<[ConfigureCategory, string]>([
    ['cpu', 'Select Processor (CPU)'],
    ['motherboard', 'Select Motherboard'],
    ['memory', 'Select Memory'],
    ['gpu', 'Select Graphics Card'],
    ['storage', 'Select Primary Storage'],
    ['secondaryStorage', 'Select Secondary Storage'],
    ['tertiaryStorage', 'Select Tertiary Storage'],
    ['psu', 'Select Power Supply'],
    ['coolingCpu', 'Select Cooling - CPU'],
    ['fans', 'Select Cooling - Fans'],
    ['soundcard', 'Select Sound Card'],
    ['networking', 'Select Networking'],
    ['os', 'Select Operating System'],
  ])('%s: %s', (category, label) => {
    expect(selectButtonLabel(category)).toBe(label);
  });
});

describe('the sub-step decides which categories show as done', () => {
  const doneAt = (buildSubStep: number, summary = false) =>
    assistChecklist(fullBuild({ buildSubStep }), summary)
      .filter((item) => item.done)
      .map((item) => item.category);

  it.each<[string, number, boolean, ConfigureCategory[]]>([
    ['on sub-step 1 none is done', 1, false, []],
    ['on sub-step 4 the three before it are done', 4, false, ['cpu', 'motherboard', 'memory']],
    [
      'on the last sub-step all but the operating system are done',
      13,
      false,
      [
        'cpu',
        'motherboard',
        'memory',
        'gpu',
        'storage',
        'secondaryStorage',
        'tertiaryStorage',
        'psu',
        'coolingCpu',
        'fans',
        'soundcard',
        'networking',
      ],
    ],
    [
      'past the last step every category is done',
      13,
      true,
      [
        'cpu',
        'motherboard',
        'memory',
        'gpu',
        'storage',
        'secondaryStorage',
        'tertiaryStorage',
        'psu',
        'coolingCpu',
        'fans',
        'soundcard',
        'networking',
        'os',
      ],
    ],
  ])('%s', (_name, subStep, summary, done) => {
    expect(doneAt(subStep, summary)).toEqual(done);
  });

  it('lists the categories in sub-step order with their labels and marks the current one', () => {
    const checklist = assistChecklist(fullBuild({ buildSubStep: 10 }));
    expect(checklist).toHaveLength(13);
    expect(checklist[9]).toEqual({
      category: 'fans',
      label: 'Cooling - Fans',
      subStep: 10,
      done: false,
      current: true,
    });
    expect(checklist.filter((item) => item.current)).toHaveLength(1);
  });

  it('marks no step current once the summary shows', () => {
    expect(assistChecklist(fullBuild({ buildSubStep: 13 }), true).some((i) => i.current)).toBe(
      false,
    );
  });
});

describe("the build footer's 'Up Next'", () => {
  it.each<[string, number, boolean, ReturnType<typeof upNext>]>([
    [
      'after the processor comes the motherboard',
      1,
      false,
      { category: 'motherboard', label: 'Motherboard' },
    ],
    ['after the CPU cooler come the fans', 9, false, { category: 'fans', label: 'Cooling - Fans' }],
    [
      'after networking comes the operating system',
      12,
      false,
      { category: 'os', label: 'Operating System' },
    ],
    ['nothing is up next on the last step', 13, false, null],
    ['nothing is up next once the summary shows', 13, true, null],
  ])('%s', (_name, buildSubStep, summary, expected) => {
    expect(upNext(fullBuild({ buildSubStep }), summary)).toEqual(expected);
  });
});

describe('the Product Summary flag kept beside the build', () => {
  it('holds only for an assist build on the last sub-step of step 3', () => {
    expect(summaryHolds(fullBuild({ buildSubStep: 13 }), true)).toBe(true);
    expect(summaryHolds(fullBuild({ buildSubStep: 13 }), false)).toBe(false);
    expect(summaryHolds(fullBuild({ buildSubStep: 12 }), true)).toBe(false);
    expect(summaryHolds(fullBuild({ buildSubStep: 13, buildMode: 'expert' }), true)).toBe(false);
    expect(summaryHolds(fullBuild({ buildSubStep: 13, buildStep: 4 }), true)).toBe(false);
  });
});
