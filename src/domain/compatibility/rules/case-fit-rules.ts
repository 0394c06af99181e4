/** What has to fit inside the case: motherboard, graphics card, air cooler, radiator, power supply. */
import type { RadiatorMounts } from '../../catalog/specs';
import { issueDraft, mm, notVerified, partName, withArticle, type Rule } from '../rule';
import {
  boardsForCase,
  casesForBoard,
  coolerHeightFixes,
  gpuLengthFixes,
  psusForCase,
} from '../suggestions';

const listed = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? 'no')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const boardFormFactorRule: Rule = {
  name: 'board-form-factor',
  fields: ['motherboard', 'case'],
  check({ parts: { motherboard: board, case: pcCase }, index, options, out }) {
    if (!board || !pcCase) return;
    const formFactor = board.specs.formFactor;
    const supported = pcCase.specs.supportedBoards;
    if (formFactor === null || supported === null) {
      out.add(
        notVerified(
          'board-form-factor',
          'motherboard',
          board,
          pcCase,
          () =>
            `We could not verify that the ${partName(board)} fits the ${partName(pcCase)}: the ${formFactor === null ? 'motherboard’s form factor' : 'motherboards the case takes'} ${formFactor === null ? 'is' : 'are'} unknown.`,
        ),
      );
      return;
    }
    if (supported.includes(formFactor)) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'case-motherboard-form-factor',
        route: 'motherboard',
        main: board,
        connecting: pcCase,
        message: () =>
          `The ${partName(board)} is ${withArticle(formFactor)} board, but the ${partName(pcCase)} takes ${listed(supported)} boards only.`,
        detail: () =>
          `Choose ${withArticle(listed(supported).replace(' and ', ' or '))} motherboard${options.explain ? `: ${boardsForCase(index, supported)} Or go back and choose a larger case: ${casesForBoard(index, formFactor)}` : '.'}`,
      }),
    );
  },
};

export const gpuLengthRule: Rule = {
  name: 'gpu-length',
  fields: ['gpu', 'case'],
  check({ parts: { gpu, case: pcCase }, index, options, out }) {
    if (!gpu || !pcCase) return;
    const length = gpu.specs.lengthMm;
    const clearance = pcCase.specs.maxGpuLengthMm;
    if (length === null || clearance === null) {
      out.add(
        notVerified(
          'gpu-length',
          'gpu',
          gpu,
          pcCase,
          () =>
            `We could not verify that the ${partName(gpu)} fits the ${partName(pcCase)}: the ${length === null ? 'card’s length' : 'case’s GPU clearance'} is unknown.`,
        ),
      );
      return;
    }
    if (length <= clearance) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'gpu-too-long',
        route: 'gpu',
        main: gpu,
        connecting: pcCase,
        message: () =>
          `The ${partName(gpu)} is ${mm(length)} long, but the ${partName(pcCase)} takes cards up to ${mm(clearance)}.`,
        detail: () =>
          `Choose a shorter graphics card${options.explain ? `: ${gpuLengthFixes(index, length, clearance)}` : '.'}`,
      }),
    );
  },
};

/** Card thickness against the case: its expansion slots, or the thicker card a vertical mount takes. */
export const gpuSlotWidthRule: Rule = {
  name: 'gpu-slot-width',
  fields: ['gpu', 'case'],
  check({ parts: { gpu, case: pcCase }, out }) {
    if (!gpu || !pcCase) return;
    const width = gpu.specs.slotWidth;
    const slots = pcCase.specs.expansionSlots;
    const widest = pcCase.specs.maxGpuSlotWidth;
    if (width === null || (slots === null && widest === null)) {
      out.add(
        notVerified(
          'gpu-slot-width',
          'gpu',
          gpu,
          pcCase,
          () =>
            `We could not verify that the ${partName(gpu)} is thin enough for the ${partName(pcCase)}: the ${width === null ? 'card’s slot width' : 'case’s expansion slots'} ${width === null ? 'is' : 'are'} unknown.`,
        ),
      );
      return;
    }
    if (widest !== null ? width <= widest : Math.ceil(width) <= (slots ?? 0)) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'gpu-too-wide',
        route: 'gpu',
        main: gpu,
        connecting: pcCase,
        message: () =>
          widest !== null
            ? `The ${partName(gpu)} is ${width} slots thick, but the ${partName(pcCase)} takes cards up to ${widest} slots thick.`
            : `The ${partName(gpu)} is ${width} slots thick, but the ${partName(pcCase)} has ${slots} expansion slots.`,
        detail: () => `Choose a graphics card of ${widest ?? slots} slots or fewer.`,
      }),
    );
  },
};

export const coolerHeightRule: Rule = {
  name: 'cooler-height',
  fields: ['coolingCpu', 'case'],
  check({ parts: { coolingCpu: cooler, case: pcCase }, index, options, out }) {
    if (!cooler || !pcCase || cooler.specs.type !== 'air') return;
    const height = cooler.specs.heightMm;
    const clearance = pcCase.specs.maxCoolerHeightMm;
    if (height === null || clearance === null) {
      out.add(
        notVerified(
          'cooler-height',
          'coolingCpu',
          cooler,
          pcCase,
          () =>
            `We could not verify that the ${partName(cooler)} fits the ${partName(pcCase)}: the ${height === null ? 'cooler’s height' : 'case’s CPU cooler clearance'} is unknown.`,
        ),
      );
      return;
    }
    if (height <= clearance) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'cooler-too-tall',
        route: 'coolingCpu',
        main: cooler,
        connecting: pcCase,
        message: () =>
          `The ${partName(cooler)} is ${mm(height)} tall, but the ${partName(pcCase)} takes CPU coolers up to ${mm(clearance)}.`,
        detail: () =>
          `Choose a lower air cooler or a liquid cooler${options.explain ? `: ${coolerHeightFixes(index, height, clearance)}` : '.'}`,
      }),
    );
  },
};

/** A mount takes radiators up to its length: a 360 mm position also takes 240 and 120. */
export function largestRadiatorMount(mounts: RadiatorMounts): number {
  return Math.max(mounts.top, mounts.front, mounts.rear, mounts.side, mounts.bottom);
}

export const radiatorRule: Rule = {
  name: 'radiator',
  fields: ['coolingCpu', 'case'],
  check({ parts: { coolingCpu: cooler, case: pcCase }, out }) {
    if (!cooler || !pcCase || cooler.specs.type !== 'liquid') return;
    const radiator = cooler.specs.radiatorMm;
    const mounts = pcCase.specs.radiatorMounts;
    if (radiator === null || mounts === null) {
      out.add(
        notVerified(
          'radiator',
          'coolingCpu',
          cooler,
          pcCase,
          () =>
            `We could not verify that the ${partName(cooler)} fits the ${partName(pcCase)}: the ${radiator === null ? 'radiator’s size' : 'case’s radiator mounts'} ${radiator === null ? 'is' : 'are'} unknown.`,
        ),
      );
      return;
    }
    const largest = largestRadiatorMount(mounts);
    if (radiator <= largest) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'radiator-does-not-fit',
        route: 'coolingCpu',
        main: cooler,
        connecting: pcCase,
        message: () =>
          largest === 0
            ? `The ${partName(cooler)} has a ${mm(radiator)} radiator, but the ${partName(pcCase)} has no radiator mounts.`
            : `The ${partName(cooler)} has a ${mm(radiator)} radiator, but the ${partName(pcCase)} mounts radiators up to ${mm(largest)}.`,
        detail: () =>
          largest === 0
            ? 'Choose an air cooler that fits the case.'
            : `Choose a liquid cooler with a radiator of ${mm(largest)} or less, or an air cooler.`,
      }),
    );
  },
};

export const psuFormFactorRule: Rule = {
  name: 'psu-form-factor',
  fields: ['psu', 'case'],
  check({ parts: { psu, case: pcCase }, index, options, out }) {
    if (!psu || !pcCase) return;
    const formFactor = psu.specs.formFactor;
    const supported = pcCase.specs.supportedPsus;
    if (formFactor === null || supported === null) {
      out.add(
        notVerified(
          'psu-form-factor',
          'psu',
          psu,
          pcCase,
          () =>
            `We could not verify that the ${partName(psu)} fits the ${partName(pcCase)}: the ${formFactor === null ? 'power supply’s form factor' : 'power supplies the case takes'} ${formFactor === null ? 'is' : 'are'} unknown.`,
        ),
      );
      return;
    }
    // A case that takes ATX units has an ATX mount: a smaller unit hangs in it on an adapter
    // bracket even when the maker lists SFX too (BuildCores writes [ATX, SFX, SFX-L] for such
    // cases), so that caveat comes before the plain "listed" pass.
    if (formFactor !== 'ATX' && supported.includes('ATX')) {
      out.add(
        issueDraft({
          type: 'partiallyincompatible',
          tag: 'psu-needs-bracket',
          route: 'psu',
          main: psu,
          connecting: pcCase,
          message: () =>
            `The ${partName(psu)} is ${withArticle(formFactor)} unit, and the ${partName(pcCase)} is made for ATX units, so it needs ${withArticle(formFactor)}-to-ATX bracket.`,
          detail: () => 'It fits with an adapter bracket; an ATX power supply needs none.',
        }),
      );
      return;
    }
    if (supported.includes(formFactor)) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'psu-form-factor-mismatch',
        route: 'psu',
        main: psu,
        connecting: pcCase,
        message: () =>
          `The ${partName(psu)} is ${withArticle(formFactor)} unit, but the ${partName(pcCase)} takes ${listed(supported)} power supplies only.`,
        detail: () =>
          `Choose ${withArticle(listed(supported).replace(' and ', ' or '))} power supply${options.explain ? `: ${psusForCase(index, supported)}` : '.'}`,
      }),
    );
  },
};
