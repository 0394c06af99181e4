import { describe, expect, it } from 'vitest';
import { createBuild } from './build-model';
import {
  BACK_WARNING,
  EXPERT_BACK_WARNING,
  assistBack,
  backWarnings,
  expertBack,
  goBack,
  reopenAssistStep,
} from './back-transitions';
import { fullBuild } from './transition-fixtures';

const CLEARED_SELECTIONS = {
  case: null,
  caseSize: null,
  cpu: null,
  motherboard: null,
  memory: null,
  gpu: null,
  storage: null,
  secondaryStorage: null,
  tertiaryStorage: null,
  psu: null,
  coolingCpu: null,
  fans: null,
  fansTotal: null,
  soundcard: null,
  networking: null,
  os: null,
  sundries: null,
};

describe('expert mode back', () => {
  it('from step 3 clears all selections, goes to step 2 and clears buildComplete and publicId', () => {
    const { build, navigateTo } = expertBack(
      fullBuild({ buildMode: 'expert', buildComplete: true }),
    );
    expect(build).toMatchObject({
      ...CLEARED_SELECTIONS,
      chipset: 2,
      buildStep: 2,
      buildComplete: false,
      publicId: null,
    });
    expect(navigateTo).toBe('/pre-configurator');
  });

  it('from step 4 returns to step 3 in expert mode in the configurator', () => {
    const { build, navigateTo } = expertBack(
      fullBuild({ buildMode: 'expert', buildStep: 4, buildComplete: true }),
    );
    expect(build).toMatchObject({
      buildStep: 3,
      buildMode: 'expert',
      cpu: 'cpu-a',
      publicId: null,
    });
    expect(navigateTo).toBe('/configurator');
  });

  it.each([1, 2])('from step %i resets the build', (buildStep) => {
    const { build } = expertBack(fullBuild({ buildMode: 'expert', buildStep }));
    expect(build).toEqual(createBuild());
  });
});

describe('assist mode back', () => {
  it('from sub-step 1 clears everything and returns to step 2', () => {
    const { build, navigateTo } = assistBack(fullBuild({ buildSubStep: 1 }));
    expect(build).toMatchObject({
      ...CLEARED_SELECTIONS,
      chipset: 2,
      buildStep: 2,
      buildSubStep: null,
      publicId: null,
    });
    expect(navigateTo).toBe('/pre-configurator');
  });

  it("from a later sub-step clears that step's component and goes one sub-step back", () => {
    const { build, navigateTo } = assistBack(fullBuild({ buildSubStep: 5 }));
    expect(build).toMatchObject({
      storage: null,
      memory: 'memory-a',
      gpu: 'gpu-a',
      secondaryStorage: 'ssd-b',
      buildSubStep: 4,
      buildStep: 3,
      publicId: null,
    });
    expect(navigateTo).toBe('/configurator');
  });

  it('from the fans sub-step clears fans and their total', () => {
    const { build } = assistBack(fullBuild({ buildSubStep: 10 }));
    expect(build).toMatchObject({
      fans: null,
      fansTotal: null,
      coolingCpu: 'cooler-a',
      buildSubStep: 9,
    });
  });

  it('from step 4 goes to step 3, sub-step 1, expert mode', () => {
    const { build, navigateTo } = assistBack(
      fullBuild({ buildStep: 4, buildSubStep: 13, buildComplete: true }),
    );
    expect(build).toMatchObject({
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      cpu: 'cpu-a',
      publicId: null,
    });
    expect(navigateTo).toBe('/configurator');
  });

  it('from step 2 resets the build', () => {
    expect(assistBack(fullBuild({ buildStep: 2, case: null })).build).toEqual(createBuild());
  });
});

describe('assist back from the Product Summary and reopening a done step', () => {
  it('from the Product Summary returns to the last step (Operating System) with its choice kept', () => {
    const { build, navigateTo } = assistBack(
      fullBuild({ buildSubStep: 13, publicId: 'saved-1' }),
      true,
    );
    expect(build).toMatchObject({ buildStep: 3, buildSubStep: 13, os: 'os-a', publicId: null });
    expect(navigateTo).toBe('/configurator');
  });

  it('reopening a done step clears every later step and keeps its own choice', () => {
    const { build, navigateTo } = reopenAssistStep(fullBuild({ buildSubStep: 6 }), 3);
    expect(build).toMatchObject({
      cpu: 'cpu-a',
      motherboard: 'board-a',
      memory: 'memory-a',
      gpu: null,
      storage: null,
      secondaryStorage: null,
      buildSubStep: 3,
      buildStep: 3,
      publicId: null,
    });
    expect(navigateTo).toBe('/configurator');
  });

  it('reopening from the Product Summary clears the steps after the reopened one, Operating System included', () => {
    const { build } = reopenAssistStep(fullBuild({ buildSubStep: 13 }), 12, true);
    expect(build).toMatchObject({ networking: 'net-a', os: null, buildSubStep: 12 });
  });

  it('reopening the current step, or one not reached, changes nothing', () => {
    const start = fullBuild({ buildSubStep: 4 });
    expect(reopenAssistStep(start, 4).build).toBe(start);
    expect(reopenAssistStep(start, 9).build).toBe(start);
  });
});

describe('every back', () => {
  it.each([
    ['expert', 1],
    ['expert', 2],
    ['expert', 3],
    ['expert', 4],
    ['assist', 1],
    ['assist', 2],
    ['assist', 3],
    ['assist', 4],
  ] as const)('clears publicId (%s, step %i)', (buildMode, buildStep) => {
    expect(goBack(fullBuild({ buildMode, buildStep })).build.publicId).toBeNull();
  });

  it('follows the build mode', () => {
    expect(goBack(fullBuild({ buildMode: 'expert' })).build.buildStep).toBe(2);
    expect(goBack(fullBuild({ buildMode: 'assist', buildSubStep: 3 })).build.buildSubStep).toBe(2);
  });
});

describe('back warnings', () => {
  it('always says the shopper is returning to a previous step', () => {
    expect(backWarnings(createBuild({ buildStep: 2 }))).toEqual([BACK_WARNING]);
    expect(BACK_WARNING).toBe(
      "You're about to return to a previous step to modify your build configuration.",
    );
  });

  it('adds the expert-mode deletion warning at step 3', () => {
    expect(backWarnings(fullBuild({ buildMode: 'expert', buildStep: 3 }))).toEqual([
      BACK_WARNING,
      EXPERT_BACK_WARNING,
    ]);
    expect(backWarnings(fullBuild({ buildMode: 'expert', buildStep: 4 }))).toEqual([BACK_WARNING]);
  });
});
