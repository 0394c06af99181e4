import { describe, expect, it } from 'vitest';
import { createBuild } from './build-model';
import { buildForSelections, selectionsOf } from './build-selections';

describe('build selections', () => {
  const configured = createBuild({
    chipset: 2,
    case: 'case-a',
    caseSize: 2,
    cpu: 'cpu-a',
    fans: 'fans-a',
    fansTotal: 2,
    sundries: 'sundries-a',
    buildStep: 3,
    buildSubStep: 4,
    buildMode: 'expert',
    publicId: 'abc',
    buildStart: true,
  });

  it('keep chipset, case size, every product id and the fan total', () => {
    expect(selectionsOf(configured)).toMatchObject({
      chipset: 2,
      case: 'case-a',
      caseSize: 2,
      cpu: 'cpu-a',
      fans: 'fans-a',
      fansTotal: 2,
      sundries: 'sundries-a',
      motherboard: null,
    });
  });

  it('leave out the wizard state, so a step or mode change keeps the same selections', () => {
    const moved = { ...configured, buildStep: 4, buildSubStep: 13, buildMode: 'assist' as const };
    expect(selectionsOf(moved)).toEqual(selectionsOf(configured));
    expect(selectionsOf(configured)).not.toHaveProperty('buildStep');
    expect(selectionsOf(configured)).not.toHaveProperty('publicId');
  });

  it('turn back into a build with the default wizard fields', () => {
    const build = buildForSelections(selectionsOf(configured));
    expect(build).toMatchObject({
      cpu: 'cpu-a',
      buildStep: 1,
      buildMode: 'assist',
      publicId: null,
    });
  });
});
