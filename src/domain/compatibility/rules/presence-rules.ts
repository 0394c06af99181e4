/** Missing parts: primary storage before secondary, a graphics card for a CPU without one, required categories on completion. */
import type { ComponentField } from '../../build/build-model';
import {
  CATEGORY_LABELS,
  CONFIGURE_SUB_STEPS,
  type ConfigureCategory,
} from '../../catalog/categories';
import {
  issueDraft,
  notVerifiedAdvisory,
  partName,
  type BuildParts,
  type Rule,
  type RuleContext,
} from '../rule';

export const missingPrimaryStorageRule: Rule = {
  name: 'missing-primary-storage',
  fields: ['storage', 'secondaryStorage', 'tertiaryStorage'],
  check({ parts, out }) {
    if (parts.storage) return;
    const extra = parts.secondaryStorage ?? parts.tertiaryStorage;
    if (!extra) return;
    out.add(
      issueDraft({
        type: 'missing',
        tag: 'missing-primary-storage',
        route: 'storage',
        main: extra,
        message: () =>
          `The ${partName(extra)} is extra storage, but this build has no primary storage drive.`,
        detail: () =>
          'Choose a primary storage drive first; secondary and tertiary storage are optional.',
      }),
    );
  },
};

/** Fields chosen after the graphics card in the wizard: once one is set, the GPU step was passed. */
const AFTER_GPU: readonly ComponentField[] = CONFIGURE_SUB_STEPS.slice(
  CONFIGURE_SUB_STEPS.indexOf('gpu') + 1,
);

function pastGpuStep(parts: BuildParts): boolean {
  for (const field of AFTER_GPU) if (parts[field]) return true;
  return false;
}

export const integratedGraphicsRule: Rule = {
  name: 'integrated-graphics',
  fields: ['cpu', 'gpu', ...AFTER_GPU],
  check({ parts, options, out }) {
    const { cpu, gpu } = parts;
    // Its outcomes ('missing', not verified) never block a part: flagging skips it.
    if (!cpu || gpu || !options.advisories) return;
    const hasGraphics = cpu.specs.hasIntegratedGraphics;
    if (hasGraphics === true || !(options.completing || pastGpuStep(parts))) return;
    if (hasGraphics === null) {
      out.add(
        notVerifiedAdvisory(
          'integrated-graphics',
          'gpu',
          cpu,
          null,
          () =>
            `We could not verify that the ${partName(cpu)} can drive a display without a graphics card: whether it has integrated graphics is unknown.`,
        ),
      );
      return;
    }
    if (options.completing) return; // the missingselection rule names the graphics card
    out.add(
      issueDraft({
        type: 'missing',
        tag: 'missing-gpu',
        route: 'gpu',
        main: cpu,
        message: () =>
          `The ${partName(cpu)} has no integrated graphics, and this build has no graphics card.`,
        detail: () =>
          'Choose a graphics card, or go back and choose a processor with integrated graphics.',
      }),
    );
  },
};

const ALWAYS_REQUIRED: readonly ConfigureCategory[] = [
  'cpu',
  'motherboard',
  'memory',
  'storage',
  'psu',
];

function requiredFields(parts: BuildParts): ConfigureCategory[] {
  const required = [...ALWAYS_REQUIRED];
  if (parts.cpu?.specs.boxedCooler !== true) required.push('coolingCpu');
  if (parts.cpu?.specs.hasIntegratedGraphics === false) required.push('gpu');
  return required;
}

/** Only when completing: each required category left empty. */
export function missingSelections({ build, parts, out }: RuleContext): void {
  if (build.case === null) {
    out.add(
      issueDraft({
        type: 'missingselection',
        tag: 'missing-selection-case',
        route: 'case',
        main: null,
        message: () => 'This build has no case.',
        detail: () => 'Go back and choose a case.',
      }),
    );
  }
  for (const field of requiredFields(parts)) {
    if (build[field] !== null) continue;
    const label = CATEGORY_LABELS[field];
    const why =
      field === 'gpu'
        ? ` The ${partName(parts.cpu as NonNullable<BuildParts['cpu']>)} has no integrated graphics.`
        : field === 'coolingCpu' && parts.cpu
          ? ` The ${partName(parts.cpu)} does not come with a cooler.`
          : '';
    out.add(
      issueDraft({
        type: 'missingselection',
        tag: `missing-selection-${field}`,
        route: field,
        main: null,
        message: () => `This build has no ${label}.${why}`,
        detail: () => `Go to ${label} and choose one to complete your build.`,
      }),
    );
  }
}
