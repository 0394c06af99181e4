import { describe, expect, it } from 'vitest';
import { createBuild } from './build-model';
import { editFromOverview, editWarning } from './edit-transitions';
import { chooseFans, fansTotalOptions, setFansTotal } from './fans-transitions';
import { switchToAssist, switchToExpert } from './mode-transitions';
import { BASKET_LOAD_PATH, loadBuildForBasket, resumeBuild } from './resume-transitions';
import { fullBuild } from './transition-fixtures';

describe('mode switch', () => {
  it('expert to assist clears the selections of later steps', () => {
    const next = switchToAssist(fullBuild({ buildMode: 'expert', buildSubStep: 4 }));
    expect(next).toMatchObject({
      buildMode: 'assist',
      buildSubStep: 4,
      cpu: 'cpu-a',
      gpu: 'gpu-a',
      storage: null,
      fans: null,
      fansTotal: null,
      os: null,
      sundries: null,
    });
    expect(next.case).toBe('case-a');
  });

  it('expert to assist without a sub-step keeps only the first step', () => {
    const next = switchToAssist(fullBuild({ buildMode: 'expert', buildSubStep: null }));
    expect(next).toMatchObject({ buildSubStep: 1, cpu: 'cpu-a', motherboard: null });
  });

  it('assist to expert keeps every selection', () => {
    const build = fullBuild({ buildSubStep: 2 });
    expect(switchToExpert(build)).toEqual({ ...build, buildMode: 'expert' });
  });
});

describe('fans', () => {
  it('choosing a fan product sets fansTotal to 1', () => {
    expect(chooseFans(createBuild(), { id: 'fan-1', maxNumAllowed: 4 })).toMatchObject({
      fans: 'fan-1',
      fansTotal: 1,
    });
  });
  it('choosing none clears fans and fansTotal', () => {
    expect(chooseFans(fullBuild(), null)).toMatchObject({ fans: null, fansTotal: null });
  });
  it('offers totals from 1 to maxNumAllowed', () => {
    expect(fansTotalOptions(4)).toEqual([1, 2, 3, 4]);
    expect(fansTotalOptions(null)).toEqual([1]);
  });
  it('keeps the total within 1..maxNumAllowed', () => {
    expect(setFansTotal(fullBuild(), 9, 4).fansTotal).toBe(4);
    expect(setFansTotal(fullBuild(), 0, 4).fansTotal).toBe(1);
    expect(setFansTotal(fullBuild(), 2, 4).fansTotal).toBe(2);
  });
});

describe('editing from the overview', () => {
  const complete = fullBuild({ buildStep: 4, buildComplete: true, buildMode: 'assist' });

  it('chipset resets everything and goes to /pre-configurator', () => {
    expect(editFromOverview(complete, 'chipset')).toEqual({
      build: createBuild(),
      navigateTo: '/pre-configurator',
      openCategory: null,
    });
  });

  it('case clears all components, keeps the chipset and returns to step 2', () => {
    const { build, navigateTo } = editFromOverview(complete, 'case');
    expect(build).toMatchObject({
      chipset: 2,
      case: null,
      caseSize: null,
      cpu: null,
      os: null,
      fansTotal: null,
      buildStep: 2,
      buildComplete: false,
      publicId: null,
    });
    expect(navigateTo).toBe('/pre-configurator');
  });

  it('another category clears it and all later ones, expert mode on that sub-step', () => {
    const { build, navigateTo, openCategory } = editFromOverview(complete, 'gpu');
    expect(build).toMatchObject({
      cpu: 'cpu-a',
      motherboard: 'board-a',
      memory: 'memory-a',
      gpu: null,
      storage: null,
      os: null,
      sundries: null,
      case: 'case-a',
      buildStep: 3,
      buildSubStep: 4,
      buildMode: 'expert',
      buildComplete: false,
    });
    expect(navigateTo).toBe('/configurator?category=gpu');
    expect(openCategory).toBe('gpu');
  });

  it('fansTotal edits the fans step', () => {
    expect(editFromOverview(complete, 'fansTotal')).toMatchObject({
      openCategory: 'fans',
      build: { buildSubStep: 10, fans: null, coolingCpu: 'cooler-a' },
    });
  });

  it('warns about what is deleted', () => {
    expect(editWarning('chipset')).toMatch(/all of your existing selections\.$/);
    expect(editWarning('case')).toMatch(/except the Chipset/);
    expect(editWarning('memory')).toMatch(/up to this step/);
  });
});

describe('resume and basket load', () => {
  const source = {
    chipset: 1 as const,
    case: 'case-a',
    caseSize: 2 as const,
    cpu: 'cpu-a',
    sundries: 'sundry-a',
  };

  it('resume copies the components in at step 3, sub-step 1, expert mode', () => {
    expect(resumeBuild(source)).toMatchObject({
      ...source,
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
      buildComplete: false,
      motherboard: null,
    });
  });

  it('basket load also clears sundries and publicId and uses the no-switch path', () => {
    expect(loadBuildForBasket({ ...source })).toMatchObject({
      chipset: 1,
      case: 'case-a',
      cpu: 'cpu-a',
      sundries: null,
      publicId: null,
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
      buildComplete: false,
    });
    expect(BASKET_LOAD_PATH).toBe('/configurator?switch=0');
  });
});
