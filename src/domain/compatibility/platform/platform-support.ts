/**
 * Does this board run this processor? The board's own BIOS list (curated boards that ship
 * with a newer BIOS than their chipset's first boards) wins; else the chipset table decides,
 * except that a board revision released in or after a generation's launch needs no BIOS
 * update for it (board-releases.ts), and a Core i5/i7/i9 on a chipset Intel lists only for
 * Xeon, Core i3, Pentium and Celeron is unlisted.
 */
import type { CpuProduct, MotherboardProduct } from '../../catalog/specs';
import {
  CHIPSET_SERIES,
  UNBUFFERED_ONLY_SOCKETS,
  type ChipsetSeries,
  type RegisteredMemory,
  type Support,
} from './chipset-support';
import {
  boardRelease,
  GENERATION_LAUNCH,
  releasedInOrAfter,
  type BoardRevision,
} from './board-releases';
import { cpuGeneration } from './cpu-generation';
import type { Generation } from './generations';

const SERIES_BY_CHIPSET = new Map<string, ChipsetSeries>();
for (const series of CHIPSET_SERIES)
  for (const chipset of series.chipsets) SERIES_BY_CHIPSET.set(chipset, series);

/** 'Intel Z790' / 'z790' / 'AMD B650E' -> 'Z790' / 'B650E'. */
export function normaliseChipset(chipset: string): string {
  return chipset
    .replace(/^(intel|amd)\s+/i, '')
    .trim()
    .toUpperCase();
}

const seriesCache = new WeakMap<MotherboardProduct, ChipsetSeries | null>();

/** The chipset series of a board, or null when its chipset is unknown or not in the table. */
export function boardChipsetSeries(board: MotherboardProduct): ChipsetSeries | null {
  let series = seriesCache.get(board);
  if (series === undefined) {
    const chipset = board.specs.chipset;
    series = chipset === null ? null : (SERIES_BY_CHIPSET.get(normaliseChipset(chipset)) ?? null);
    seriesCache.set(board, series);
  }
  return series;
}

export interface GenerationVerdict {
  /** null: the generation or the chipset is unknown, or the table has no answer. */
  support: Support | null;
  generation: Generation | null;
  /** 'unlisted' only: a Core i5/i7/i9 on a chipset listed for Xeon, Core i3, Pentium, Celeron. */
  entryCoreOnly?: true;
}

/** Core i5, i7 and i9: the parts Intel leaves off its workstation chipsets' lists. */
const UPPER_CORE = /\bCore\s+i[579]\b/i;

const revisionCache = new WeakMap<MotherboardProduct, BoardRevision | null>();

/** Did this board come out in or after the generation's launch (so ships a BIOS for it)? */
function releasedWith(board: MotherboardProduct, generation: Generation): boolean {
  const launch = GENERATION_LAUNCH[generation];
  const chipset = board.specs.chipset;
  if (launch === undefined || chipset === null) return false;
  let revision = revisionCache.get(board);
  if (revision === undefined) {
    revision = boardRelease(normaliseChipset(chipset), board.brand, board.longName);
    revisionCache.set(board, revision);
  }
  return revision !== null && releasedInOrAfter(revision.released, launch);
}

/** The support of a board for a processor (same socket assumed; the socket rule checks that). */
export function generationSupport(cpu: CpuProduct, board: MotherboardProduct): GenerationVerdict {
  const generation = cpuGeneration(cpu);
  if (generation === null) return { support: null, generation };
  const own = board.specs.biosSupport;
  if (own !== null) {
    if (own.outOfBox.includes(generation)) return { support: 'yes', generation };
    if (own.needsUpdate.includes(generation)) return { support: 'bios', generation };
  }
  const series = boardChipsetSeries(board);
  let support = series?.support[generation] ?? null;
  if (support === 'bios' && releasedWith(board, generation)) support = 'yes';
  const name = `${cpu.longName} ${cpu.shortName}`;
  if (series?.entryCoreOnly && (support === 'yes' || support === 'bios') && UPPER_CORE.test(name))
    return { support: 'unlisted', generation, entryCoreOnly: true };
  return { support, generation };
}

/**
 * Which modules a board takes: consumer sockets take unbuffered memory whatever the chipset;
 * else the chipset table; null when neither says.
 */
export function boardRegisteredMemory(board: MotherboardProduct): RegisteredMemory | null {
  const socket = board.specs.socket;
  if (socket !== null && UNBUFFERED_ONLY_SOCKETS.has(socket)) return 'no';
  return boardChipsetSeries(board)?.registeredMemory ?? null;
}
