/** Things that need a slot, port or bay: M.2 drives, SATA drives, drive bays, PCIe cards. */
import { STORAGE_FIELDS, type StorageField } from '../../build/build-model';
import type { Product, StorageProduct } from '../../catalog/specs';
import { issueDraft, notVerified, partName, plural, type BuildParts, type Rule } from '../rule';

interface Drive {
  field: StorageField;
  part: StorageProduct;
}

function drives(parts: BuildParts, keep: (drive: StorageProduct) => boolean): Drive[] {
  const found: Drive[] = [];
  for (const field of STORAGE_FIELDS) {
    const part = parts[field];
    if (part && keep(part)) found.push({ field, part });
  }
  return found;
}

export const isM2Drive = (drive: StorageProduct) =>
  drive.specs.formFactor === 'M.2 2280' ||
  (drive.specs.formFactor === null && drive.specs.kind === 'nvme');
export const isSataDrive = (drive: StorageProduct) =>
  !isM2Drive(drive) && drive.specs.kind !== 'nvme';

/** The last drive is the one that does not fit; the others and the board or case it competes for are connected. */
function overflow(found: Drive[], holder: Product): { last: Drive; connecting: Product[] } {
  const last = found[found.length - 1] as Drive;
  return { last, connecting: [holder, ...found.slice(0, -1).map((d) => d.part)] };
}

const STORAGE_FIELDS_AND = (extra: 'motherboard' | 'case') => [...STORAGE_FIELDS, extra] as const;

export const m2SlotsRule: Rule = {
  name: 'm2-slots',
  fields: STORAGE_FIELDS_AND('motherboard'),
  check({ parts, out }) {
    const board = parts.motherboard;
    if (!board) return;
    const found = drives(parts, isM2Drive);
    if (found.length === 0) return;
    const slots = board.specs.m2Slots;
    const { last, connecting } = overflow(found, board);
    if (slots === null) {
      out.add(
        notVerified(
          'm2-slots',
          last.field,
          last.part,
          connecting,
          () =>
            `We could not verify that the ${partName(board)} has an M.2 slot for the ${partName(last.part)}: its number of M.2 slots is unknown.`,
        ),
      );
      return;
    }
    if (found.length <= slots) return;
    out.add(
      issueDraft({
        type: 'missingslot',
        tag: 'm2-slots-exceeded',
        route: last.field,
        main: last.part,
        connecting,
        message: () =>
          `This build has ${plural(found.length, 'M.2 drive')}, but the ${partName(board)} has ${plural(slots, 'M.2 slot')}.`,
        detail: () =>
          `Choose a SATA drive for the ${last.field === 'tertiaryStorage' ? 'tertiary' : last.field === 'secondaryStorage' ? 'secondary' : 'primary'} storage, or a motherboard with more M.2 slots.`,
      }),
    );
  },
};

export const sataPortsRule: Rule = {
  name: 'sata-ports',
  fields: STORAGE_FIELDS_AND('motherboard'),
  check({ parts, out }) {
    const board = parts.motherboard;
    if (!board) return;
    const found = drives(parts, isSataDrive);
    if (found.length === 0) return;
    const ports = board.specs.sataPorts;
    const { last, connecting } = overflow(found, board);
    if (ports === null) {
      out.add(
        notVerified(
          'sata-ports',
          last.field,
          last.part,
          connecting,
          () =>
            `We could not verify that the ${partName(board)} has a SATA port for the ${partName(last.part)}: its number of SATA ports is unknown.`,
        ),
      );
      return;
    }
    if (found.length <= ports) return;
    out.add(
      issueDraft({
        type: 'missingslot',
        tag: 'sata-ports-exceeded',
        route: last.field,
        main: last.part,
        connecting,
        message: () =>
          `This build has ${plural(found.length, 'SATA drive')}, but the ${partName(board)} has ${plural(ports, 'SATA port')}.`,
        detail: () => 'Choose an M.2 drive instead, or a motherboard with more SATA ports.',
      }),
    );
  },
};

/** 3.5" drives need 3.5" bays; 2.5" drives take 2.5" bays or spare 3.5" bays (with the trays cases ship). */
export const driveBaysRule: Rule = {
  name: 'drive-bays',
  fields: STORAGE_FIELDS_AND('case'),
  check({ parts, out }) {
    const pcCase = parts.case;
    if (!pcCase) return;
    const found = drives(parts, (drive) => !isM2Drive(drive));
    if (found.length === 0) return;
    const { bays25, bays35 } = pcCase.specs;
    const { last, connecting } = overflow(found, pcCase);
    const unknownSize = found.find((d) => d.part.specs.formFactor === null);
    if (bays25 === null || bays35 === null || unknownSize) {
      const reason = unknownSize
        ? `the ${partName(unknownSize.part)}’s size is unknown`
        : 'the case’s drive bays are unknown';
      out.add(
        notVerified(
          'drive-bays',
          last.field,
          last.part,
          connecting,
          () =>
            `We could not verify that the ${partName(pcCase)} has a bay for every drive: ${reason}.`,
        ),
      );
      return;
    }
    let large = 0;
    for (const drive of found) if (drive.part.specs.formFactor === '3.5"') large += 1;
    const small = found.length - large;
    if (large <= bays35 && small <= bays25 + (bays35 - large)) return;
    out.add(
      issueDraft({
        type: 'missingslot',
        tag: 'drive-bays-exceeded',
        route: last.field,
        main: last.part,
        connecting,
        message: () =>
          `This build has ${plural(large, '3.5" drive')} and ${plural(small, '2.5" drive')}, but the ${partName(pcCase)} has ${plural(bays35, '3.5" bay')} and ${plural(bays25, '2.5" bay')}.`,
        detail: () => 'Choose an M.2 drive instead, which needs no bay.',
      }),
    );
  },
};

type Card = BuildParts['soundcard'] | BuildParts['networking'];
const isPcieCard = (card: Card): card is NonNullable<Card> =>
  card !== null && card.specs.interface.startsWith('PCIe');

/**
 * How many of the (at most two) cards find a slot: an x4 network card first (x16 slots only),
 * then x1 cards (an x1 slot, else a spare x16). Plain counting: this runs per flagged candidate.
 */
function placeCards(
  sound: boolean,
  network: 'x1' | 'x4' | null,
  freeX16: number,
  freeX1: number,
): number {
  let x16 = Math.max(0, freeX16);
  let x1 = freeX1;
  let placed = 0;
  if (network === 'x4' && x16 > 0) {
    x16 -= 1;
    placed += 1;
  }
  const x1Cards = (sound ? 1 : 0) + (network === 'x1' ? 1 : 0);
  for (let i = 0; i < x1Cards; i += 1) {
    if (x1 > 0) x1 -= 1;
    else if (x16 > 0) x16 -= 1;
    else continue;
    placed += 1;
  }
  return placed;
}

/** Cards left for the board's slots once the graphics card takes an x16 slot; x4 cards need an x16 slot. */
export const pcieSlotsRule: Rule = {
  name: 'pcie-slots',
  fields: ['soundcard', 'networking', 'gpu', 'motherboard', 'case'],
  check({ parts: { soundcard, networking, gpu, motherboard: board, case: pcCase }, out }) {
    const sound = isPcieCard(soundcard) ? soundcard : null;
    const network = isPcieCard(networking) ? networking : null;
    const last = network ?? sound;
    if (!last || !board) return;
    const cardCount = sound && network ? 2 : 1;
    const route = last === network ? 'networking' : 'soundcard';
    const other = last === network ? sound : null;
    const x16 = board.specs.pcieX16Slots;
    const x1 = board.specs.pcieX1Slots;
    if (x16 === null || x1 === null) {
      out.add(
        notVerified(
          'pcie-slots',
          route,
          last,
          [board, gpu, other],
          () =>
            `We could not verify that the ${partName(board)} has a PCIe slot for the ${partName(last)}: its PCIe slots are unknown.`,
        ),
      );
      return;
    }
    const placed = placeCards(
      sound !== null,
      network ? (network.specs.interface === 'PCIe x4' ? 'x4' : 'x1') : null,
      x16 - (gpu ? 1 : 0),
      x1,
    );
    const caseSlots = pcCase?.specs.expansionSlots ?? null;
    // An unknown width counts as one slot, the least a card can take: no error is invented.
    const gpuSlots = gpu ? Math.ceil(gpu.specs.slotWidth ?? 1) : 0;
    const caseFull = caseSlots !== null && gpuSlots + cardCount > caseSlots;
    if (placed === cardCount && !caseFull) return;
    out.add(
      issueDraft({
        type: 'missingslot',
        tag: 'pcie-slots-exceeded',
        route,
        main: last,
        connecting: caseFull ? [board, gpu, other, pcCase] : [board, gpu, other],
        message: () =>
          placed < cardCount
            ? `The ${partName(board)} has no PCIe slot left for the ${partName(last)}${gpu ? ` once the ${partName(gpu)} is fitted` : ''}.`
            : `The ${partName(pcCase as Product)} has ${caseSlots} expansion slots, and the ${gpu ? `${partName(gpu)} takes ${gpuSlots}` : 'cards need more'}, leaving no room for the ${partName(last)}.`,
        detail: () =>
          'Choose the onboard or a USB option for this card, or a motherboard with more PCIe slots.',
      }),
    );
  },
};
