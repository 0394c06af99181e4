/** Memory against the motherboard (and the processor before a board is chosen): generation, slots, capacity, speed. */
import { issueDraft, notVerified, notVerifiedAdvisory, partName, type Rule } from '../rule';
import { memoryIsRegistered } from '../platform/memory-modules';
import { boardRegisteredMemory } from '../platform/platform-support';
import { memoryOfType } from '../suggestions';

export const memoryTypeRule: Rule = {
  name: 'memory-type',
  fields: ['memory', 'motherboard', 'cpu'],
  check({ parts: { memory, motherboard: board, cpu }, index, options, out }) {
    if (!memory) return;
    const type = memory.specs.type;
    if (board) {
      const boardType = board.specs.memoryType;
      if (type === null || boardType === null) {
        out.add(
          notVerified(
            'memory-type',
            'memory',
            memory,
            board,
            () =>
              `We could not verify that the ${partName(memory)} works with the ${partName(board)}: the ${type === null ? 'memory’s' : 'motherboard’s'} memory generation is unknown.`,
          ),
        );
      } else if (type !== boardType) {
        out.add(
          issueDraft({
            type: 'error',
            tag: 'memory-type-mismatch',
            route: 'memory',
            main: memory,
            connecting: board,
            message: () =>
              `The ${partName(memory)} is ${type} memory, but the ${partName(board)} takes ${boardType}.`,
            detail: () =>
              `Choose ${boardType} memory${options.explain ? `: ${memoryOfType(index, boardType)}` : '.'}`,
          }),
        );
      }
      return;
    }
    if (!cpu) return;
    const cpuTypes = cpu.specs.memoryTypes;
    if (type === null || cpuTypes === null) {
      out.add(
        notVerified(
          'memory-type',
          'memory',
          memory,
          cpu,
          () =>
            `We could not verify that the ${partName(memory)} works with the ${partName(cpu)}: the ${type === null ? 'memory’s generation' : 'memory the processor supports'} is unknown.`,
        ),
      );
    } else if (!cpuTypes.includes(type)) {
      out.add(
        issueDraft({
          type: 'error',
          tag: 'memory-type-cpu-mismatch',
          route: 'memory',
          main: memory,
          connecting: cpu,
          message: () =>
            `The ${partName(memory)} is ${type} memory, but the ${partName(cpu)} supports ${cpuTypes.join(' and ')} only.`,
          detail: () => `Choose ${cpuTypes.join(' or ')} memory.`,
        }),
      );
    }
  },
};

const MODULE_KIND_NAMES = {
  registered: 'registered (RDIMM) memory',
  unbuffered: 'unbuffered desktop memory',
} as const;

/**
 * Registered modules (RDIMMs) do not run on boards made for unbuffered memory (DDR5 RDIMMs do
 * not even fit the slot), and RDIMM-only boards (TRX50) take no unbuffered kit. Which boards
 * take which: platform/chipset-support.ts; which kits are registered: platform/memory-modules.ts.
 */
export const memoryRegisteredRule: Rule = {
  name: 'memory-registered',
  fields: ['memory', 'motherboard'],
  check({ parts: { memory, motherboard: board }, out }) {
    if (!memory || !board) return;
    const registered = memoryIsRegistered(memory);
    const takes = boardRegisteredMemory(board);
    if (takes === 'either' || (registered === false && takes !== 'only')) return;
    if (registered === null || takes === null || takes === 'board') {
      const reason =
        registered === null
          ? 'whether the kit is registered (RDIMM) or unbuffered is unknown'
          : 'whether the board takes registered (RDIMM) memory is unknown';
      out.add(
        notVerified(
          'memory-registered',
          'memory',
          memory,
          board,
          () =>
            `We could not verify that the ${partName(board)} runs the ${partName(memory)}: ${reason}.`,
        ),
      );
      return;
    }
    if ((registered && takes === 'no') || (!registered && takes === 'only')) {
      const kit = registered ? MODULE_KIND_NAMES.registered : MODULE_KIND_NAMES.unbuffered;
      const wanted = registered ? MODULE_KIND_NAMES.unbuffered : MODULE_KIND_NAMES.registered;
      out.add(
        issueDraft({
          type: 'error',
          tag: registered ? 'memory-registered-unsupported' : 'memory-unbuffered-unsupported',
          route: 'memory',
          main: memory,
          connecting: board,
          message: () =>
            `The ${partName(memory)} is ${kit}, but the ${partName(board)} takes ${wanted} only.`,
          detail: () =>
            // DDR5 RDIMMs are keyed differently from DDR5 UDIMMs (JEDEC), so they do not even go in.
            registered && memory.specs.type === 'DDR5'
              ? `Registered DDR5 modules are keyed differently and do not fit its slots. Choose ${wanted}.`
              : `Choose ${wanted}.`,
        }),
      );
    }
  },
};

export const memorySlotsRule: Rule = {
  name: 'memory-slots',
  fields: ['memory', 'motherboard'],
  check({ parts: { memory, motherboard: board }, out }) {
    if (!memory || !board) return;
    const modules = memory.specs.modules;
    const slots = board.specs.memorySlots;
    if (modules === null || slots === null) {
      out.add(
        notVerified(
          'memory-slots',
          'memory',
          memory,
          board,
          () =>
            `We could not verify that the ${partName(board)} has enough memory slots for the ${partName(memory)}: the ${modules === null ? 'number of modules in the kit' : 'number of memory slots'} is unknown.`,
        ),
      );
      return;
    }
    if (modules <= slots) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'memory-slots-exceeded',
        route: 'memory',
        main: memory,
        connecting: board,
        message: () =>
          `The ${partName(memory)} has ${modules} modules, but the ${partName(board)} has ${slots} memory slots.`,
        detail: () => `Choose a memory kit of ${slots} modules or fewer.`,
      }),
    );
  },
};

export const memoryCapacityRule: Rule = {
  name: 'memory-capacity',
  fields: ['memory', 'motherboard'],
  check({ parts: { memory, motherboard: board }, out }) {
    if (!memory || !board) return;
    const { modules, moduleSizeGb } = memory.specs;
    const maxGb = board.specs.maxMemoryGb;
    if (modules === null || moduleSizeGb === null || maxGb === null) {
      out.add(
        notVerified(
          'memory-capacity',
          'memory',
          memory,
          board,
          () =>
            `We could not verify that the ${partName(board)} takes the capacity of the ${partName(memory)}: the ${maxGb === null ? 'motherboard’s maximum memory' : 'kit’s capacity'} is unknown.`,
        ),
      );
      return;
    }
    const totalGb = modules * moduleSizeGb;
    if (totalGb <= maxGb) return;
    out.add(
      issueDraft({
        type: 'error',
        tag: 'memory-capacity-exceeded',
        route: 'memory',
        main: memory,
        connecting: board,
        message: () =>
          `The ${partName(memory)} is ${totalGb} GB, but the ${partName(board)} takes up to ${maxGb} GB.`,
        detail: () => `Choose a memory kit of ${maxGb} GB or less.`,
      }),
    );
  },
};

/** Faster memory than the board supports still works, at the board's speed: a warning. */
export const memorySpeedRule: Rule = {
  name: 'memory-speed',
  fields: ['memory', 'motherboard'],
  check({ parts: { memory, motherboard: board }, options, out }) {
    if (!memory || !board || !options.advisories) return;
    const speed = memory.specs.speedMts;
    const maxSpeed = board.specs.maxMemorySpeedMts;
    if (speed === null || maxSpeed === null) {
      out.add(
        notVerifiedAdvisory(
          'memory-speed',
          'memory',
          memory,
          board,
          () =>
            `We could not verify that the ${partName(memory)} runs at full speed on the ${partName(board)}: the ${speed === null ? 'memory’s speed' : 'motherboard’s maximum memory speed'} is unknown.`,
        ),
      );
      return;
    }
    if (speed <= maxSpeed) return;
    out.add(
      issueDraft({
        type: 'warning',
        tag: 'memory-speed-above-board',
        route: 'memory',
        main: memory,
        connecting: board,
        message: () =>
          `The ${partName(memory)} is rated at ${speed} MT/s, but the ${partName(board)} supports up to ${maxSpeed} MT/s, so it will run slower.`,
        detail: () =>
          `It works at ${maxSpeed} MT/s. Memory rated at ${maxSpeed} MT/s or less would cost less for the same speed.`,
      }),
    );
  },
};
