/** The CPU cooler against the processor and the memory: socket, rated power, memory clearance. */
import type { CoolingCpuProduct, CpuProduct, MotherboardProduct } from '../../catalog/specs';
import { coolerMountFit } from '../platform/mounting-families';
import { issueDraft, mm, notVerified, notVerifiedAdvisory, partName, type Rule } from '../rule';
import { coolersForSocket } from '../suggestions';

/**
 * The cooler against the mount it sits on: the board's socket when a board is chosen (its hole
 * pattern, e.g. a narrow-ILM LGA2011-3 board), else the processor's. Sockets of one mounting
 * family share a hole pattern (platform/mounting-families.ts), so a cooler listing LGA2066 fits
 * LGA2011-3; an AM4-only listing fits AM5 with a caveat (its own backplate would not).
 */
export const coolerSocketRule: Rule = {
  name: 'cooler-socket',
  fields: ['coolingCpu', 'cpu', 'motherboard'],
  check({ parts: { coolingCpu: cooler, cpu, motherboard: board }, index, options, out }) {
    // The board's mount when it is known, else the processor's socket (the same socket when both are).
    const holder = board && (board.specs.socket !== null || !cpu) ? board : cpu;
    if (!cooler || !holder) return;
    const socket = holder.specs.socket;
    const sockets = cooler.specs.sockets;
    if (socket === null || sockets === null) {
      out.add(
        notVerified(
          'cooler-socket',
          'coolingCpu',
          cooler,
          holder,
          () =>
            `We could not verify that the ${partName(cooler)} mounts on the ${partName(holder)}: the ${socket === null ? `${holder === board ? 'motherboard' : 'processor'}’s socket is` : 'sockets the cooler supports are'} unknown.`,
        ),
      );
      return;
    }
    const fit = coolerMountFit(cooler, socket);
    if (fit === 'listed' || fit === 'family') return;
    if (fit === 'backplate') {
      if (options.advisories) out.add(backplateCaveat(cooler, holder));
      return;
    }
    out.add(
      issueDraft({
        type: 'error',
        tag: 'cooler-socket-mismatch',
        route: 'coolingCpu',
        main: cooler,
        connecting: holder,
        message: () =>
          `The ${partName(cooler)} does not support the ${socket} socket of the ${partName(holder)}; it fits ${sockets.join(', ')}.`,
        detail: () =>
          `Choose a CPU cooler for the ${socket} socket${options.explain ? `: ${coolersForSocket(index, socket)}` : '.'}`,
      }),
    );
  },
};

function backplateCaveat(cooler: CoolingCpuProduct, holder: CpuProduct | MotherboardProduct) {
  return issueDraft({
    type: 'partiallyincompatible',
    tag: 'cooler-needs-stock-backplate',
    route: 'coolingCpu',
    main: cooler,
    connecting: holder,
    message: () =>
      `The ${partName(cooler)} lists AM4 but not AM5: AM5 keeps the AM4 mounting holes, so it fits the ${partName(holder)} on the board’s own backplate, but not if it needs a backplate of its own.`,
    detail: () =>
      'It fits if the cooler mounts on the stock AMD backplate; a cooler that lists AM5 fits for certain.',
  });
}

/**
 * Tall memory under an air cooler's fin stack or front fan: skipped when the cooler does not
 * overhang the slots, not verified when its clearance or the memory's height is unknown. Works with a caveat (the fan is raised, so the cooler gets taller).
 */
export const memoryClearanceRule: Rule = {
  name: 'memory-cooler-clearance',
  fields: ['coolingCpu', 'memory'],
  check({ parts: { coolingCpu: cooler, memory }, options, out }) {
    if (!cooler || !memory || !options.advisories) return;
    if (cooler.specs.type !== 'air' || cooler.specs.overhangsMemory === false) return;
    const clearance = cooler.specs.ramClearanceMm;
    const height = memory.specs.heightMm;
    if (clearance === null || height === null) {
      const reason =
        clearance === null
          ? 'the cooler’s memory clearance is unknown'
          : 'the memory’s height is unknown';
      out.add(
        notVerifiedAdvisory(
          'memory-cooler-clearance',
          'coolingCpu',
          cooler,
          memory,
          () =>
            `We could not verify that the ${partName(memory)} fits under the ${partName(cooler)}: ${reason}.`,
        ),
      );
      return;
    }
    if (height <= clearance) return;
    out.add(
      issueDraft({
        type: 'partiallyincompatible',
        tag: 'memory-cooler-clearance',
        route: 'coolingCpu',
        main: cooler,
        connecting: memory,
        message: () =>
          `The ${partName(memory)} is ${mm(height)} tall, but the ${partName(cooler)} leaves ${mm(clearance)} for memory.`,
        detail: () =>
          `The cooler’s fan has to sit higher, which makes the cooler taller. That is fine if the case has room; a cooler with more memory clearance, a liquid cooler, or memory up to ${mm(clearance)} tall avoids it.`,
      }),
    );
  },
};

/** A cooler rated below the processor's sustained power still works, but the CPU will throttle: a warning. */
export const coolerPowerRule: Rule = {
  name: 'cooler-power',
  fields: ['coolingCpu', 'cpu'],
  check({ parts: { coolingCpu: cooler, cpu }, options, out }) {
    if (!cooler || !cpu || !options.advisories) return;
    const rated = cooler.specs.ratedPowerW;
    const cpuPower = cpu.specs.peakPowerW ?? cpu.specs.tdpW;
    if (rated === null || cpuPower === null) {
      out.add(
        notVerifiedAdvisory(
          'cooler-power',
          'coolingCpu',
          cooler,
          cpu,
          () =>
            `We could not verify that the ${partName(cooler)} can cool the ${partName(cpu)}: the ${rated === null ? 'cooler’s rated power' : 'processor’s power'} is unknown.`,
        ),
      );
      return;
    }
    if (rated >= cpuPower) return;
    out.add(
      issueDraft({
        type: 'warning',
        tag: 'cooler-underrated',
        route: 'coolingCpu',
        main: cooler,
        connecting: cpu,
        message: () =>
          `The ${partName(cooler)} is rated for ${rated} W, but the ${partName(cpu)} can draw ${cpuPower} W, so it may slow down under long loads.`,
        detail: () =>
          `That is fine if you mostly game; a cooler rated for ${cpuPower} W or more keeps it at full speed.`,
      }),
    );
  },
};
