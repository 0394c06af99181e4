/**
 * How often the engine can say "compatible" on a real catalogue: the share of BuildCores
 * motherboards (with a CPU chosen), memory kits (with a board chosen) and CPU coolers (with a
 * CPU chosen) flagged `isCompatible: true`, false and null for two typical builds, and the
 * generation tables' verdicts on every same-socket processor/board pair. Reported in
 * docs/compatibility.md; run with `node --import tsx src/server/compatibility/flag-shares.ts`
 * (the figures do not depend on the machine's load: they are counts).
 */
import { pathToFileURL } from 'node:url';
import { createBuild, type Build, type ComponentField } from '../../domain/build/build-model';
import type { Product } from '../../domain/catalog/specs';
import { indexCatalogue, type CatalogueIndex } from '../../domain/compatibility/catalogue-index';
import { generationSupport } from '../../domain/compatibility/platform/platform-support';
import { processorSocketOfBoard } from '../../domain/compatibility/rules/processor-rules';
import { flagCandidates } from '../../domain/compatibility/validate';
import { loadBuildcores, type RealPart } from './buildcores-parts';

/** A typical build, named by BuildCores product names (exact `metadata.name`). */
export interface TypicalBuild {
  label: string;
  chipset: 1 | 2;
  parts: Partial<Record<ComponentField, string>>;
}

export const TYPICAL_BUILDS: readonly TypicalBuild[] = [
  {
    label: 'AMD: Ryzen 7 7800X3D, MAG B650 TOMAHAWK WIFI, Fractal North',
    chipset: 2,
    parts: {
      cpu: 'AMD Ryzen 7 7800X3D',
      motherboard: 'MSI MAG B650 TOMAHAWK WIFI AM5 DDR5 ATX',
      case: 'Fractal Design North ATX Mid Tower Charcoal Black with Mesh Side Panel and USB 3.2 Gen 2 Type-C, USB 3.2 Gen 1 Type-A',
    },
  },
  {
    label: 'Intel: Core i5 14600K, PRO Z790-A WIFI, Fractal North',
    chipset: 1,
    parts: {
      cpu: 'Intel Core i5 14600K',
      motherboard: 'MSI PRO Z790-A WIFI DDR5 ATX',
      case: 'Fractal Design North ATX Mid Tower Charcoal Black with Mesh Side Panel and USB 3.2 Gen 2 Type-C, USB 3.2 Gen 1 Type-A',
    },
  },
];

export interface Shares {
  total: number;
  true: number;
  false: number;
  null: number;
}

export interface BuildShares {
  label: string;
  motherboards: Shares;
  /** Boards of the CPU's socket only (the others are refused on the socket alone). */
  sameSocketMotherboards: Shares;
  memory: Shares;
  coolers: Shares;
}

function count(flags: (boolean | null)[]): Shares {
  const shares: Shares = { total: flags.length, true: 0, false: 0, null: 0 };
  for (const flag of flags) shares[String(flag) as 'true' | 'false' | 'null'] += 1;
  return shares;
}

function resolve(parts: readonly RealPart[], typical: TypicalBuild): Build {
  const build = createBuild({ chipset: typical.chipset, caseSize: 2, buildStep: 3 });
  for (const [field, name] of Object.entries(typical.parts) as [ComponentField, string][]) {
    const part = parts.find(
      (p) => (p.raw.metadata as { name?: unknown } | undefined)?.name === name,
    );
    if (!part) throw new Error(`typical build part not found: ${name}`);
    build[field] = part.product.id;
  }
  return build;
}

export function measureShares(parts: readonly RealPart[], index: CatalogueIndex): BuildShares[] {
  const products = parts.map((part) => part.product);
  return TYPICAL_BUILDS.map((typical) => {
    const build = resolve(parts, typical);
    const cpu = index.byId.get(build.cpu ?? '');
    const socket = cpu?.category === 'cpu' ? cpu.specs.socket : null;
    const vendor = typical.chipset === 1 ? 'intel' : 'amd';
    const boards = products.filter(
      (p) => p.category === 'motherboard' && p.specs.vendor === vendor,
    );
    const sameSocket = boards.filter(
      (p) => p.category === 'motherboard' && p.specs.socket === socket,
    );
    const memory = products.filter((p) => p.category === 'memory');
    const coolers = products.filter((p) => p.category === 'coolingCpu');
    const flag = (candidates: Product[], field: ComponentField) =>
      count(flagCandidates({ ...build, [field]: null }, candidates, field, index));
    return {
      label: typical.label,
      motherboards: flag(boards, 'motherboard'),
      sameSocketMotherboards: flag(sameSocket, 'motherboard'),
      memory: flag(memory, 'memory'),
      coolers: flag(coolers, 'coolingCpu'),
    };
  });
}

export interface PairShares {
  socket: string;
  pairs: number;
  yes: number;
  bios: number;
  /** Not on the chipset maker's list, the board's BIOS decides: a caveat. */
  unlisted: number;
  no: number;
  /** The board maker decides, or the tables have no answer: "not verified". */
  unknown: number;
}

/** Every same-socket processor/board pair of the catalogue, by the generation tables' verdict. */
export function measurePairs(
  parts: readonly RealPart[],
  sockets: readonly string[] = ['LGA1151', 'AM4', 'LGA1200', 'LGA1700', 'AM5'],
): PairShares[] {
  const products = parts.map((part) => part.product);
  return sockets.map((socket) => {
    const shares: PairShares = {
      socket,
      pairs: 0,
      yes: 0,
      bios: 0,
      unlisted: 0,
      no: 0,
      unknown: 0,
    };
    const cpus = products.filter((p) => p.category === 'cpu' && p.specs.socket === socket);
    const boards = products.filter(
      (p) =>
        p.category === 'motherboard' &&
        p.specs.socket !== null &&
        processorSocketOfBoard(p.specs.socket) === socket,
    );
    for (const cpu of cpus)
      for (const board of boards) {
        if (cpu.category !== 'cpu' || board.category !== 'motherboard') continue;
        const { support } = generationSupport(cpu, board);
        shares.pairs += 1;
        if (support === 'yes' || support === 'bios' || support === 'unlisted' || support === 'no')
          shares[support] += 1;
        else shares.unknown += 1;
      }
    return shares;
  });
}

export function loadBuildcoresCatalogue(): RealPart[] {
  return ['CPU.jsonl', 'Motherboard.jsonl', 'RAM.jsonl', 'CPUCooler.jsonl', 'PCCase.jsonl'].flatMap(
    loadBuildcores,
  );
}

const percent = (part: number, total: number) =>
  total === 0 ? '–' : `${((100 * part) / total).toFixed(1)} %`;

function line(name: string, shares: Shares): string {
  return `${name.padEnd(26)} ${String(shares.total).padStart(5)}  true ${percent(shares.true, shares.total).padStart(7)}  false ${percent(shares.false, shares.total).padStart(7)}  null ${percent(shares.null, shares.total).padStart(7)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const parts = loadBuildcoresCatalogue();
  const index = indexCatalogue(parts.map((part) => part.product));
  for (const result of measureShares(parts, index)) {
    console.log(result.label);
    console.log(line('  motherboards (vendor)', result.motherboards));
    console.log(line('  motherboards (socket)', result.sameSocketMotherboards));
    console.log(line('  memory kits', result.memory));
    console.log(line('  CPU coolers', result.coolers));
  }
  console.log('Same-socket processor/board pairs by the generation tables');
  for (const p of measurePairs(parts))
    console.log(
      `  ${p.socket.padEnd(8)} ${String(p.pairs).padStart(7)}  yes ${percent(p.yes, p.pairs).padStart(7)}  bios ${percent(p.bios, p.pairs).padStart(7)}  unlisted ${percent(p.unlisted, p.pairs).padStart(7)}  no ${percent(p.no, p.pairs).padStart(7)}  unknown ${percent(p.unknown, p.pairs).padStart(7)}`,
    );
}
