import { describe, expect, it } from 'vitest';
import { addToBasketOutcome, dismissBuildWithErrors } from './basket-transitions';
import { anIssue } from './transition-fixtures';

const ID = 'AbCdEfGhIjKlMnOp';

describe('build to basket', () => {
  it('with no issues the browser goes to /api/checkout/add-to-cart/{publicId}', () => {
    expect(addToBasketOutcome({ publicId: ID, issues: [] })).toEqual({
      kind: 'checkout',
      href: `/api/checkout/add-to-cart/${ID}`,
    });
  });

  it.each([
    ['if issues exist', { publicId: null, issues: [anIssue()] }],
    ['if the build was not stored', { publicId: null, issues: [] }],
  ])("the error modal 'Build with Errors' opens %s", (_name, answer) => {
    expect(addToBasketOutcome(answer)).toMatchObject({
      kind: 'build-with-errors',
      modal: { title: 'Build with Errors' },
    });
  });

  it('dismissing it loads the build into the configurator at /configurator?switch=0', () => {
    const { build, navigateTo } = dismissBuildWithErrors({
      chipset: 1,
      case: 'case-a',
      caseSize: 2,
      cpu: 'cpu-a',
      sundries: 'sundry-a',
    });
    expect(build).toMatchObject({
      cpu: 'cpu-a',
      buildStep: 3,
      buildSubStep: 1,
      buildMode: 'expert',
      buildStart: true,
      buildComplete: false,
      sundries: null,
      publicId: null,
    });
    expect(navigateTo).toBe('/configurator?switch=0');
  });
});
