/**
 * A detail never names an action the modal does not offer (ADR 105): the engine's own texts,
 * shown in the modal with an error beside them (no action button) and alone (with one).
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../compatibility/validate';
import { boardOf, gpuOf, psuOf, scenario } from '../compatibility/test-fixtures';
import { issueModal, type IssueModalModel } from './issue-modal';
import { ISSUE_MODAL_BUTTONS } from './issue-types';

/** Button labels a text names although the modal has no such button. */
function namedButNotOffered(model: IssueModalModel): string[] {
  const offered = new Set(model.buttons.map((button) => button.label));
  const texts = model.items.flatMap((item) => [item.message, item.detail ?? '']);
  return Object.values(ISSUE_MODAL_BUTTONS).filter(
    (label) => !offered.has(label) && texts.some((text) => new RegExp(`\\b${label}\\b`).test(text)),
  );
}

describe('issue modal details and the buttons offered', () => {
  const caveats = scenario({
    motherboard: boardOf({ chipset: 'B650' }), // Ryzen 9000 on B650: a BIOS update caveat
    psu: psuOf({ wattage: 550 }), // under the recommended wattage: a warning
  });

  it('with an error beside the warnings, no detail says Continue (only Go back is offered)', () => {
    const { build, index } = scenario({
      motherboard: boardOf({ chipset: 'B650' }),
      psu: psuOf({ wattage: 550 }),
      gpu: gpuOf({ lengthMm: 400 }), // longer than the case takes: an error
    });
    const result = validate(build, index);
    expect(result.issues.some((issue) => issue.type === 'error')).toBe(true);
    expect(result.warnings.map((issue) => issue.tag)).toContain('cpu-bios-update-needed');
    const model = issueModal(result, { route: 'configurator' });
    expect(model?.buttons.map((button) => button.label)).toEqual(['Go back']);
    expect(namedButNotOffered(model!)).toEqual([]);
  });

  it('warnings alone offer Continue, and their details stay true to it', () => {
    const result = validate(caveats.build, caveats.index);
    expect(result.issues).toEqual([]);
    const model = issueModal(result, { route: 'configurator' });
    expect(model?.buttons.map((button) => button.label)).toEqual(['Go back', 'Continue']);
    expect(namedButNotOffered(model!)).toEqual([]);
  });
});
