import { describe, expect, it } from 'vitest';
import { createBuild } from './build-model';
import { configuratorView } from './configurator-guard';
import { fullBuild } from './transition-fixtures';
import {
  addCase,
  canAddCase,
  chooseChipset,
  preConfiguratorView,
  selectCaseSize,
  startOver,
} from './wizard-transitions';

describe('choosing a chipset', () => {
  it('sets the chipset, moves to step 2 and marks the build started', () => {
    const next = chooseChipset(createBuild(), 2);
    expect(next).toMatchObject({ chipset: 2, buildStep: 2, buildStart: true });
  });

  it('leaves the input build unchanged', () => {
    const build = createBuild();
    chooseChipset(build, 1);
    expect(build.chipset).toBeNull();
  });
});

describe('adding a case', () => {
  it('sets case and caseSize, step 3 and sub-step 1', () => {
    const next = addCase(chooseChipset(createBuild(), 1), { id: 'case-x', caseSize: 3 });
    expect(next).toMatchObject({
      chipset: 1,
      case: 'case-x',
      caseSize: 3,
      buildStep: 3,
      buildSubStep: 1,
    });
  });

  it('adds nothing when the case has no id', () => {
    const build = chooseChipset(createBuild(), 1);
    expect(addCase(build, { id: '', caseSize: 2 })).toBe(build);
    expect(addCase(build, { id: null, caseSize: 2 })).toBe(build);
    expect(canAddCase({ id: undefined, caseSize: 2 })).toBe(false);
    expect(canAddCase({ id: 'c', caseSize: 2 })).toBe(true);
  });
});

describe('selecting a case size', () => {
  it('lists that size and resets the carousel to the first case', () => {
    expect(selectCaseSize({ caseSize: 0, activeIndex: 4 }, 3)).toEqual({
      caseSize: 3,
      activeIndex: 0,
    });
  });
});

describe('start over', () => {
  it('gives the default build', () => {
    expect(startOver()).toEqual(createBuild());
  });
});

describe('what /pre-configurator shows', () => {
  it('step 1 shows the chipset cards', () => {
    expect(preConfiguratorView(createBuild())).toBe('chipset');
  });
  it('step 2 shows the case screen', () => {
    expect(preConfiguratorView(chooseChipset(createBuild(), 2))).toBe('case');
  });
  it('step 3 with case and chipset redirects to the configurator', () => {
    expect(preConfiguratorView(fullBuild({ buildStep: 3 }))).toBe('redirect-configurator');
  });
  it('step 3 without a case goes back to the case screen', () => {
    expect(preConfiguratorView(fullBuild({ buildStep: 3, case: null }))).toBe('case');
  });
  it('step 4 shows the Existing Build screen', () => {
    expect(preConfiguratorView(fullBuild({ buildStep: 4, buildComplete: true }))).toBe(
      'existing-build',
    );
  });
});

describe('the configurator guard', () => {
  it('redirects below step 3', () => {
    expect(configuratorView(fullBuild({ buildStep: 2 }))).toBe('redirect-pre-configurator');
  });
  it.each(['chipset', 'case', 'caseSize'] as const)('redirects when %s is missing', (field) => {
    expect(configuratorView(fullBuild({ buildStep: 3, [field]: null }))).toBe(
      'redirect-pre-configurator',
    );
  });
  it('shows the build screen at step 3 with chipset, case and size', () => {
    expect(configuratorView(fullBuild({ buildStep: 3 }))).toBe('build');
  });
  it('shows the overview at step 4 when complete', () => {
    expect(configuratorView(fullBuild({ buildStep: 4, buildComplete: true }))).toBe('overview');
  });
  it('shows the fallback otherwise', () => {
    expect(configuratorView(fullBuild({ buildStep: 4, buildComplete: false }))).toBe('fallback');
    expect(configuratorView(fullBuild({ buildStep: 5 }))).toBe('fallback');
  });
});
