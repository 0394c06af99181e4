import { describe, expect, it } from 'vitest';
import { buildSchema } from '../contracts/build';
import { BUILD_DEFAULTS, chosenComponentIds, COMPONENT_FIELDS, createBuild } from './build-model';

describe('build model', () => {
  it('has the spec defaults: step 1, no sub-step, assist mode, not started or complete, all else null', () => {
    const build = createBuild();
    expect(build.buildStep).toBe(1);
    expect(build.buildSubStep).toBeNull();
    expect(build.buildMode).toBe('assist');
    expect(build.buildStart).toBe(false);
    expect(build.buildComplete).toBe(false);
    const others = Object.entries(build).filter(
      ([key]) =>
        !['buildStep', 'buildSubStep', 'buildMode', 'buildStart', 'buildComplete'].includes(key),
    );
    expect(others.every(([, value]) => value === null)).toBe(true);
  });

  it('holds exactly the spec fields', () => {
    expect(Object.keys(BUILD_DEFAULTS).sort()).toEqual(
      [
        'chipset',
        'case',
        'caseSize',
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
        'fansTotal',
        'soundcard',
        'networking',
        'os',
        'sundries',
        'publicId',
        'AssistModeGroup',
        'buildStep',
        'buildSubStep',
        'buildMode',
        'buildStart',
        'buildComplete',
      ].sort(),
    );
  });

  it('gives a new object each time, so changing one build never changes the defaults', () => {
    const build = createBuild({ cpu: 'cpu-a' });
    build.gpu = 'gpu-a';
    expect(BUILD_DEFAULTS.gpu).toBeNull();
    expect(createBuild().cpu).toBeNull();
  });

  it('lists chosen ids in category order, keeping duplicates', () => {
    const build = createBuild({
      case: 'case-a',
      cpu: 'cpu-a',
      storage: 'ssd-a',
      secondaryStorage: 'ssd-a',
    });
    expect(chosenComponentIds(build)).toEqual(['case-a', 'cpu-a', 'ssd-a', 'ssd-a']);
    expect(COMPONENT_FIELDS).not.toContain('fansTotal');
  });
});

describe('build schema', () => {
  it('accepts the defaults and a full build', () => {
    expect(buildSchema.parse(createBuild())).toEqual(createBuild());
    const full = createBuild({
      chipset: 2,
      case: 'case-a',
      caseSize: 2,
      cpu: 'cpu-a',
      fans: 'fans-a',
      fansTotal: 3,
      buildStep: 3,
      buildSubStep: 4,
      buildMode: 'expert',
    });
    expect(buildSchema.parse(full)).toEqual(full);
  });

  it('fills fields a client leaves out with the defaults', () => {
    expect(buildSchema.parse({ chipset: 1 })).toEqual(createBuild({ chipset: 1 }));
  });

  it('refuses a chipset other than 1 or 2, a fans total below 1, and ids that are not product ids', () => {
    expect(buildSchema.safeParse({ chipset: 3 }).success).toBe(false);
    expect(buildSchema.safeParse({ fansTotal: 0 }).success).toBe(false);
    expect(buildSchema.safeParse({ fansTotal: 1.5 }).success).toBe(false);
    expect(buildSchema.safeParse({ cpu: 'Not An Id!' }).success).toBe(false);
    expect(buildSchema.safeParse({ buildMode: 'turbo' }).success).toBe(false);
  });
});
