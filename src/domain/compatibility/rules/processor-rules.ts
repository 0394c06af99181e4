/** Processor and motherboard: chipset vendor, socket, BIOS generation. */
import { CHIPSET_NAMES, vendorForChipset } from '../../catalog/categories';
import type { CpuVendor } from '../../catalog/spec-constants';
import type { CpuProduct, MotherboardProduct } from '../../catalog/specs';
import { GENERATION_LABELS, type Generation } from '../platform/generations';
import { generationSupport } from '../platform/platform-support';
import { issueDraft, notVerified, partName, unknownFacts, type Rule } from '../rule';
import { boardsWithSocket } from '../suggestions';

const VENDOR_NAMES: Readonly<Record<CpuVendor, string>> = { intel: 'Intel', amd: 'AMD' };

export const chipsetVendorRule: Rule = {
  name: 'chipset-vendor',
  fields: ['chipset', 'cpu', 'motherboard'],
  check({ build, parts: { cpu, motherboard }, out }) {
    if (build.chipset === null) return;
    const wanted = vendorForChipset(build.chipset);
    const chipsetName = CHIPSET_NAMES[build.chipset];
    if (cpu && cpu.specs.vendor !== wanted) {
      out.add(
        issueDraft({
          type: 'error',
          tag: 'cpu-chipset-vendor-mismatch',
          route: 'cpu',
          main: cpu,
          message: () =>
            `The ${partName(cpu)} is an ${VENDOR_NAMES[cpu.specs.vendor]} processor, but this build is for the ${chipsetName} chipset.`,
          detail: () =>
            `Choose an ${chipsetName} processor, or go back and choose the ${VENDOR_NAMES[cpu.specs.vendor]} chipset.`,
        }),
      );
    }
    if (motherboard && motherboard.specs.vendor !== wanted) {
      out.add(
        issueDraft({
          type: 'error',
          tag: 'motherboard-chipset-vendor-mismatch',
          route: 'motherboard',
          main: motherboard,
          message: () =>
            `The ${partName(motherboard)} is a motherboard for ${VENDOR_NAMES[motherboard.specs.vendor]} processors, but this build is for the ${chipsetName} chipset.`,
          detail: () =>
            `Choose a motherboard for ${chipsetName} processors, or go back and choose the ${VENDOR_NAMES[motherboard.specs.vendor]} chipset.`,
        }),
      );
    }
  },
};

export const cpuSocketRule: Rule = {
  name: 'cpu-socket',
  fields: ['cpu', 'motherboard'],
  check({ parts: { cpu, motherboard: board }, index, options, out }) {
    if (!cpu || !board) return;
    const cpuSocket = cpu.specs.socket;
    const boardSocket = board.specs.socket;
    if (cpuSocket === null || boardSocket === null) {
      const facts = [
        cpuSocket === null ? 'the processor’s socket' : null,
        boardSocket === null ? 'the motherboard’s socket' : null,
      ];
      out.add(
        notVerified(
          'cpu-socket',
          'motherboard',
          board,
          cpu,
          () =>
            `We could not verify that the ${partName(cpu)} fits the ${partName(board)}: ${unknownFacts(facts.filter((f) => f !== null))}.`,
        ),
      );
      return;
    }
    if (cpuSocket === processorSocketOfBoard(boardSocket)) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'cpu-socket-mismatch',
        route: 'motherboard',
        main: board,
        connecting: cpu,
        message: () =>
          `The ${partName(cpu)} needs the ${cpuSocket} socket, but the ${partName(board)} has the ${boardSocket} socket.`,
        detail: () =>
          `Choose a motherboard with the ${cpuSocket} socket${options.explain ? `: ${boardsWithSocket(index, cpuSocket)}` : '.'}`,
      }),
    );
  },
};

/** The socket a board's processors have: a narrow-ILM board ("LGA2011-3 Narrow") takes LGA2011-3 processors. */
export const processorSocketOfBoard = (socket: string): string => socket.replace(/ Narrow$/i, '');

function unsupportedGeneration(cpu: CpuProduct, board: MotherboardProduct, generation: Generation) {
  const label = GENERATION_LABELS[generation];
  const chipset = board.specs.chipset ?? 'its';
  return issueDraft({
    type: 'error',
    tag: 'cpu-generation-unsupported',
    route: 'motherboard',
    main: board,
    connecting: cpu,
    message: () =>
      `The ${partName(board)} (${chipset} chipset) does not run ${label} processors such as the ${partName(cpu)}, although the socket fits.`,
    detail: () =>
      `Choose a motherboard whose chipset supports ${label} processors, or go back and choose a processor this board runs.`,
  });
}

function biosUpdateNeeded(cpu: CpuProduct, board: MotherboardProduct, generation: Generation) {
  const label = GENERATION_LABELS[generation];
  return issueDraft({
    type: 'partiallyincompatible',
    tag: 'cpu-bios-update-needed',
    route: 'motherboard',
    main: board,
    connecting: cpu,
    message: () =>
      `The ${partName(board)} may need a BIOS update before it can run the ${partName(cpu)}, a ${label} processor.`,
    detail: () =>
      `Boards made before ${label} processors came out ship with a BIOS that cannot start them, so the BIOS is updated first; a motherboard that supports ${label} out of the box needs no update.`,
  });
}

/** The chipset's maker does not list the processor, but a board's BIOS may start it: a caveat. */
function unlistedOnChipset(
  cpu: CpuProduct,
  board: MotherboardProduct,
  generation: Generation,
  entryCoreOnly: boolean,
) {
  const label = GENERATION_LABELS[generation];
  const chipset = board.specs.chipset ?? 'its';
  return issueDraft({
    type: 'partiallyincompatible',
    tag: 'cpu-chipset-unlisted',
    route: 'motherboard',
    main: board,
    connecting: cpu,
    message: () =>
      entryCoreOnly
        ? `Intel lists only Xeon, Core i3, Pentium and Celeron processors for the ${chipset} chipset, so whether the ${partName(board)} starts the ${partName(cpu)} depends on the board's BIOS.`
        : `Intel does not list ${label} processors for the ${chipset} chipset, so whether the ${partName(board)} starts the ${partName(cpu)} depends on the board's BIOS (many boards do).`,
    detail: () =>
      `Check that the board maker's CPU support list names this processor, or choose a motherboard whose chipset lists ${label} processors.`,
  });
}

/**
 * Same socket, but does the board's chipset run the processor's generation? Unsupported is an
 * error; supported after a BIOS update, or left off the chipset maker's list, a caveat; unknown
 * (chipset or generation unknown, or the board maker decides) not verified. Data:
 * platform/chipset-support.ts and platform/board-releases.ts.
 */
export const biosGenerationRule: Rule = {
  name: 'bios-support',
  fields: ['cpu', 'motherboard'],
  check({ parts: { cpu, motherboard: board }, options, out }) {
    if (!cpu || !board || cpu.specs.socket === null || board.specs.socket === null) return;
    if (cpu.specs.socket !== processorSocketOfBoard(board.specs.socket)) return;
    const { support, generation, entryCoreOnly } = generationSupport(cpu, board);
    if (support === 'yes') return;
    if (support === 'unlisted' && generation) {
      if (options.advisories)
        out.add(unlistedOnChipset(cpu, board, generation, entryCoreOnly === true));
      return;
    }
    if (support === 'no' && generation) {
      out.add(unsupportedGeneration(cpu, board, generation));
      return;
    }
    if (support === 'bios' && generation) {
      if (options.advisories) out.add(biosUpdateNeeded(cpu, board, generation));
      return;
    }
    const reason =
      generation === null
        ? 'the processor’s generation is unknown'
        : support === 'board'
          ? `whether it runs ${GENERATION_LABELS[generation]} processors depends on the board maker’s BIOS`
          : board.specs.chipset === null
            ? 'the motherboard’s chipset is unknown'
            : `we have no support data for ${GENERATION_LABELS[generation]} processors on the ${board.specs.chipset} chipset`;
    out.add(
      notVerified(
        'bios-support',
        'motherboard',
        board,
        cpu,
        () =>
          `We could not verify that the ${partName(board)} runs the ${partName(cpu)}: ${reason}.`,
      ),
    );
  },
};
