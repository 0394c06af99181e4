/** Processor and motherboard: chipset vendor, socket, BIOS generation. */
import { CHIPSET_NAMES, vendorForChipset } from '../../catalog/categories';
import type { CpuVendor } from '../../catalog/spec-constants';
import { issueDraft, lazy, notVerified, partName, unknownFacts, type Rule } from '../rule';
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
          message: lazy(
            () =>
              `The ${partName(cpu)} is an ${VENDOR_NAMES[cpu.specs.vendor]} processor, but this build is for the ${chipsetName} chipset.`,
          ),
          detail: lazy(
            () =>
              `Choose an ${chipsetName} processor, or go back and choose the ${VENDOR_NAMES[cpu.specs.vendor]} chipset.`,
          ),
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
          message: lazy(
            () =>
              `The ${partName(motherboard)} is a motherboard for ${VENDOR_NAMES[motherboard.specs.vendor]} processors, but this build is for the ${chipsetName} chipset.`,
          ),
          detail: lazy(
            () =>
              `Choose a motherboard for ${chipsetName} processors, or go back and choose the ${VENDOR_NAMES[motherboard.specs.vendor]} chipset.`,
          ),
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
    if (cpuSocket === boardSocket) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'cpu-socket-mismatch',
        route: 'motherboard',
        main: board,
        connecting: cpu,
        message: lazy(
          () =>
            `The ${partName(cpu)} needs the ${cpuSocket} socket, but the ${partName(board)} has the ${boardSocket} socket.`,
        ),
        detail: lazy(
          () =>
            `Choose a motherboard with the ${cpuSocket} socket${options.explain ? `: ${boardsWithSocket(index, cpuSocket)}` : '.'}`,
        ),
      }),
    );
  },
};

/** Same socket, but the board's BIOS may need an update (partiallyincompatible) or may not list the generation. */
export const biosGenerationRule: Rule = {
  name: 'bios-support',
  fields: ['cpu', 'motherboard'],
  check({ parts: { cpu, motherboard: board }, out }) {
    if (!cpu || !board || cpu.specs.socket === null || cpu.specs.socket !== board.specs.socket)
      return;
    const generation = cpu.specs.generation;
    const support = board.specs.biosSupport;
    if (generation !== null && support !== null) {
      if (support.outOfBox.includes(generation)) return;
      if (support.needsUpdate.includes(generation)) {
        out.add(
          issueDraft({
            type: 'partiallyincompatible',
            tag: 'cpu-bios-update-needed',
            route: 'motherboard',
            main: board,
            connecting: cpu,
            message: lazy(
              () =>
                `The ${partName(board)} needs a BIOS update before it can run the ${partName(cpu)} (${generation}).`,
            ),
            detail: lazy(
              () =>
                `Boards from older stock may ship with a BIOS that predates ${generation} processors. Continue if you are happy for the BIOS to be updated first, or choose a motherboard that supports ${generation} out of the box.`,
            ),
          }),
        );
        return;
      }
    }
    const reason =
      generation === null || support === null
        ? unknownFacts(
            [
              generation === null ? 'the processor’s generation' : null,
              support === null ? 'the motherboard’s BIOS support list' : null,
            ].filter((f) => f !== null),
          )
        : `the motherboard’s BIOS support list does not name ${generation} processors`;
    out.add(
      notVerified(
        'bios-support',
        'motherboard',
        board,
        cpu,
        () =>
          `We could not verify that the ${partName(board)} runs the ${partName(cpu)} without a BIOS update: ${reason}.`,
      ),
    );
  },
};
