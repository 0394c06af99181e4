/**
 * The compatibility rules on real products: BuildCores OpenDB records go through the
 * importer's mappers into the engine, and each verdict is checked against the RAW fields
 * of the records (not the mapped ones), so a mapper or a rule that bends a fact shows here.
 * Reads ../shared/datasets; skips with a message where that folder is absent.
 */
import { describe, expect, it } from 'vitest';
import { createBuild, type Build, type ComponentField } from '../../domain/build/build-model';
import type { Product } from '../../domain/catalog/specs';
import { indexCatalogue, type CatalogueIndex } from '../../domain/compatibility/catalogue-index';
import { flagCandidates, issueInvolves, validate } from '../../domain/compatibility/validate';
import { boardRelease } from '../../domain/compatibility/platform/board-releases';
import { CHIPSET_SERIES } from '../../domain/compatibility/platform/chipset-support';
import { cpuGeneration } from '../../domain/compatibility/platform/cpu-generation';
import { GENERATIONS } from '../../domain/compatibility/platform/generations';
import { BLOCKING_TYPES } from '../../domain/issues/issue-types';
import {
  BUILDCORES_DIR,
  buildcoresAvailable as available,
  loadBuildcores as load,
  type RawRecord as Raw,
} from './buildcores-parts';

if (!available)
  console.warn(
    `shared datasets not found at ${BUILDCORES_DIR}: skipping the real-parts rule tests`,
  );

/** Not-verified tags of checks that can only warn: they never make a flag null (docs/compatibility.md). */
const ADVISORY_CHECKS = new Set([
  'not-verified-memory-speed',
  'not-verified-cooler-power',
  'not-verified-memory-cooler-clearance',
  'not-verified-os-memory',
  'not-verified-integrated-graphics',
]);

/** A deterministic sample of pairs (a small LCG, so a failure is reproducible). */
function* pairs<A, B>(as: A[], bs: B[], count: number): Generator<[A, B]> {
  let seed = 20_261_122;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  for (let i = 0; i < count; i += 1) yield [as[next(as.length)] as A, bs[next(bs.length)] as B];
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && value > 0 ? value : null;
const norm = (value: unknown): string =>
  String(value)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const vendorOf = (product: Product): 1 | 2 =>
  'vendor' in product.specs && product.specs.vendor === 'amd' ? 2 : 1;

function tags(build: Partial<Build>, index: CatalogueIndex): Set<string> {
  const result = validate(createBuild(build), index);
  return new Set([...result.issues, ...result.warnings].map((issue) => issue.tag));
}

describe.skipIf(!available)('compatibility rules on real BuildCores products', () => {
  const cpus = available ? load('CPU.jsonl') : [];
  const boards = available ? load('Motherboard.jsonl') : [];
  const gpus = available ? load('GPU.jsonl') : [];
  const cases = available ? load('PCCase.jsonl') : [];
  const coolers = available ? load('CPUCooler.jsonl') : [];
  const memory = available ? load('RAM.jsonl') : [];
  const index = indexCatalogue(
    [...cpus, ...boards, ...gpus, ...cases, ...coolers, ...memory].map((p) => p.product),
  );
  const anyCase = cases[0]?.product;

  /** Checks every sampled pair's verdict and that both verdicts occur, so the test can fail. */
  function expectVerdicts(
    checked: Array<{ expected: boolean; actual: boolean; label: string }>,
    minimumEach = 10,
  ) {
    const wrong = checked.filter((c) => c.expected !== c.actual).map((c) => c.label);
    expect(wrong, `verdicts that disagree with the raw fields`).toEqual([]);
    expect(checked.filter((c) => c.expected).length).toBeGreaterThanOrEqual(minimumEach);
    expect(checked.filter((c) => !c.expected).length).toBeGreaterThanOrEqual(minimumEach);
  }

  it('maps thousands of real parts into the engine', () => {
    for (const list of [cpus, boards, gpus, cases, coolers, memory])
      expect(list.length).toBeGreaterThan(500);
  });

  it('flags a CPU and motherboard whose raw sockets differ, and only those', () => {
    const checked = [];
    for (const [cpu, board] of pairs(cpus, boards, 400)) {
      if (typeof cpu.raw.socket !== 'string' || typeof board.raw.socket !== 'string') continue;
      const found = tags(
        {
          chipset: vendorOf(cpu.product),
          case: anyCase?.id ?? null,
          cpu: cpu.product.id,
          motherboard: board.product.id,
        },
        index,
      );
      checked.push({
        expected: norm(cpu.raw.socket) !== norm(board.raw.socket),
        actual: found.has('cpu-socket-mismatch'),
        label: `${cpu.product.longName} (${String(cpu.raw.socket)}) + ${board.product.longName} (${String(board.raw.socket)})`,
      });
    }
    // Random pairs rarely share a socket: add pairs that do.
    for (const cpu of cpus.slice(0, 60)) {
      const board = boards.find((b) => norm(b.raw.socket) === norm(cpu.raw.socket));
      if (!board) continue;
      const found = tags(
        {
          chipset: vendorOf(cpu.product),
          case: anyCase?.id ?? null,
          cpu: cpu.product.id,
          motherboard: board.product.id,
        },
        index,
      );
      checked.push({
        expected: false,
        actual: found.has('cpu-socket-mismatch'),
        label: `${cpu.product.longName} + ${board.product.longName}`,
      });
    }
    expectVerdicts(checked);
  });

  it('flags a graphics card longer than the case clearance, and not one that fits (boundary included)', () => {
    const checked = [];
    for (const [gpu, pcCase] of pairs(gpus, cases, 600)) {
      const length = num(gpu.raw.length);
      const clearance = num(pcCase.raw.max_video_card_length);
      if (length === null || clearance === null) continue;
      const found = tags({ chipset: 1, case: pcCase.product.id, gpu: gpu.product.id }, index);
      checked.push({
        expected: length > clearance,
        actual: found.has('gpu-too-long'),
        label: `${gpu.product.longName} ${length} mm in ${pcCase.product.longName} (${clearance} mm)`,
      });
    }
    expectVerdicts(checked);
  });

  it('flags an air cooler taller than the case allows, and not one that fits', () => {
    const air = coolers.filter((c) => c.raw.water_cooled === false && num(c.raw.height) !== null);
    const checked = [];
    for (const [cooler, pcCase] of pairs(air, cases, 600)) {
      const height = num(cooler.raw.height);
      const clearance = num(pcCase.raw.max_cpu_cooler_height);
      if (height === null || clearance === null) continue;
      const found = tags(
        { chipset: 1, case: pcCase.product.id, coolingCpu: cooler.product.id },
        index,
      );
      checked.push({
        expected: height > clearance,
        actual: found.has('cooler-too-tall'),
        label: `${cooler.product.longName} ${height} mm in ${pcCase.product.longName} (${clearance} mm)`,
      });
    }
    expectVerdicts(checked);
  });

  it('flags memory of another generation than the motherboard takes, and only that', () => {
    const checked = [];
    for (const [kit, board] of pairs(memory, boards, 600)) {
      const kitType = kit.raw.ram_type;
      const boardType = (board.raw.memory as Raw | undefined)?.ram_type;
      if (typeof kitType !== 'string' || typeof boardType !== 'string') continue;
      const found = tags(
        {
          chipset: vendorOf(board.product),
          case: anyCase?.id ?? null,
          motherboard: board.product.id,
          memory: kit.product.id,
        },
        index,
      );
      checked.push({
        expected: norm(kitType) !== norm(boardType),
        actual: found.has('memory-type-mismatch'),
        label: `${kit.product.longName} (${kitType}) on ${board.product.longName} (${boardType})`,
      });
    }
    expectVerdicts(checked);
  });

  it('flags a motherboard whose raw form factor the case does not list', () => {
    const known = new Set(['atx', 'microatx', 'miniitx', 'eatx']);
    const checked = [];
    for (const [board, pcCase] of pairs(boards, cases, 600)) {
      const formFactor = norm(board.raw.form_factor);
      const supported = pcCase.raw.supported_motherboard_form_factors;
      if (!known.has(formFactor) || !Array.isArray(supported) || supported.length === 0) continue;
      const found = tags(
        {
          chipset: vendorOf(board.product),
          case: pcCase.product.id,
          motherboard: board.product.id,
        },
        index,
      );
      checked.push({
        expected: !supported.map(norm).includes(formFactor),
        actual: found.has('case-motherboard-form-factor'),
        label: `${board.product.longName} (${String(board.raw.form_factor)}) in ${pcCase.product.longName} (${supported.join(', ')})`,
      });
    }
    expectVerdicts(checked);
  });
});

/** Raw-field families, written from the makers' tables independently of the engine's data. */
const raw = (part: { raw: Raw }) => part.raw;
const rawName = (part: { raw: Raw }) => String((raw(part).metadata as Raw | undefined)?.name ?? '');
const rawChipset = (part: { raw: Raw }) =>
  String(raw(part).chipset ?? '').replace(/^(Intel|AMD)\s+/, '');
const INTEL_100_200 = /^[HBQZ](1[157]0|2[57]0)$/;
/** A board of its chipset's first run: no revision marker that dates it later (board-releases.ts). */
const firstRun = (part: { product: Product }) =>
  part.product.category === 'motherboard' &&
  boardRelease(
    String(part.product.specs.chipset ?? '')
      .replace(/^(intel|amd)\s+/i, '')
      .toUpperCase(),
    part.product.brand,
    part.product.longName,
  ) === null;
const INTEL_300 = /^[HBQZ]3[679]0$|^B365$/;

describe.skipIf(!available)(
  'platform generations, mounting families and registered memory on real BuildCores parts',
  () => {
    const cpus = available ? load('CPU.jsonl') : [];
    const boards = available ? load('Motherboard.jsonl') : [];
    const coolers = available ? load('CPUCooler.jsonl') : [];
    const memory = available ? load('RAM.jsonl') : [];
    const cases = available ? load('PCCase.jsonl') : [];
    const index = indexCatalogue(
      [...cpus, ...boards, ...coolers, ...memory, ...cases].map((p) => p.product),
    );
    const anyCase = cases[0]?.product.id ?? null;
    /** A case that takes every board form factor, so only the pair under test can refuse. */
    const everyBoardCase =
      cases.find(({ product }) => {
        const boards = product.category === 'case' ? product.specs.supportedBoards : null;
        return (['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const).every((f) =>
          boards?.includes(f),
        );
      })?.product.id ?? null;
    const chipsetFor = (product: Product) => vendorOf(product);

    function found(parts: Partial<Record<ComponentField, Product>>): Set<string> {
      const build: Partial<Build> = { case: anyCase };
      for (const [field, product] of Object.entries(parts)) {
        build[field as ComponentField] = product.id;
        build.chipset = chipsetFor(product);
      }
      const result = validate(createBuild(build), index);
      return new Set([...result.issues, ...result.warnings].map((issue) => issue.tag));
    }

    /** Every same-socket pair of the given CPUs and boards, with the tag expected from the raw fields. */
    function checkPairs(
      cpuFilter: (cpu: (typeof cpus)[number]) => boolean,
      boardFilter: (board: (typeof boards)[number]) => boolean,
      expectedTag: string,
      minimum: number,
    ) {
      const pickedCpus = cpus.filter(cpuFilter);
      const pickedBoards = boards.filter(boardFilter);
      const wrong: string[] = [];
      let checked = 0;
      for (const cpu of pickedCpus)
        for (const board of pickedBoards.slice(0, 25)) {
          if (norm(cpu.raw.socket) !== norm(board.raw.socket).replace(/v2$/, '')) continue;
          checked += 1;
          const tags = found({ cpu: cpu.product, motherboard: board.product });
          if (!tags.has(expectedTag))
            wrong.push(`${rawName(cpu)} on ${rawName(board)}: ${[...tags].join(', ')}`);
        }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(minimum);
    }

    it('derives a generation for every processor of a socket the tables cover, agreeing with BuildCores’ code names', () => {
      const covered = new Set(CHIPSET_SERIES.map((series) => series.socket));
      const generationsOf = new Map<string, Set<string>>();
      for (const series of CHIPSET_SERIES)
        for (const generation of Object.keys(series.support))
          generationsOf.set(
            series.socket,
            (generationsOf.get(series.socket) ?? new Set()).add(generation),
          );
      const missing: string[] = [];
      const disagree: string[] = [];
      for (const cpu of cpus) {
        if (cpu.product.category !== 'cpu' || !covered.has(cpu.product.specs.socket ?? ''))
          continue;
        const generation = cpuGeneration(cpu.product);
        if (
          generation === null ||
          !generationsOf.get(cpu.product.specs.socket ?? '')?.has(generation)
        )
          missing.push(`${rawName(cpu)}: ${generation}`);
        const family = String(cpu.raw.coreFamily ?? '');
        if ((GENERATIONS as readonly string[]).includes(family) && family !== generation)
          disagree.push(`${family} -> ${generation}`);
      }
      expect(missing).toEqual([]);
      // Explained: Xeons and 9th-gen Core X are their own lines in the tables; BuildCores calls
      // some 9th-gen Core i5/i9 "Coffee Lake", the Athlon 200GE "Picasso" (it is Raven Ridge) and
      // a Ryzen 5 1600 "Pinnacle Ridge" (the 12 nm 1600 AF; its name does not say so).
      const explained =
        /^(Coffee Lake( Refresh)? -> Xeon E-2[12]00|Skylake-X -> Skylake-X Refresh|Coffee Lake -> Coffee Lake Refresh|Picasso -> Raven Ridge|Pinnacle Ridge -> Summit Ridge)$/;
      expect(disagree.filter((d) => !explained.test(d))).toEqual([]);
      expect(disagree.length).toBeLessThan(60);
    });

    it('refuses Coffee Lake processors on 100/200-series boards and Skylake/Kaby Lake on 300-series', () => {
      checkPairs(
        (c) =>
          String(c.raw.microarchitecture).startsWith('Coffee Lake') && /Core i/.test(rawName(c)),
        (b) => INTEL_100_200.test(rawChipset(b)),
        'cpu-generation-unsupported',
        50,
      );
      checkPairs(
        (c) =>
          /^(Skylake|Kaby Lake)$/.test(String(c.raw.microarchitecture)) &&
          /Core i/.test(rawName(c)),
        (b) => INTEL_300.test(rawChipset(b)),
        'cpu-generation-unsupported',
        50,
      );
    });

    it('refuses Xeon E-2100/E-2200 (Coffee Lake) on 100/200-series boards', () => {
      checkPairs(
        (c) => /Xeon E[\s-]2[12]\d\d/.test(rawName(c)),
        (b) => INTEL_100_200.test(rawChipset(b)),
        'cpu-generation-unsupported',
        20,
      );
    });

    it('makes a Xeon E3-1200 v5/v6 on a 100/200-series board a caveat (the board’s BIOS decides), not an error', () => {
      checkPairs(
        (c) => /Xeon E3[\s-]*1\d{3}L?\s*v[56]/.test(rawName(c)),
        (b) => INTEL_100_200.test(rawChipset(b)),
        'cpu-chipset-unlisted',
        20,
      );
    });

    it('makes a Core i5/i7 on C232/C236/C246 a caveat (Intel lists Xeon, Core i3, Pentium, Celeron)', () => {
      const desktop = (c: (typeof cpus)[number]) => !/\d(H|HK|HQ|U)\b/.test(rawName(c));
      checkPairs(
        (c) => /Core i[57][\s-]*[67]\d{3}/.test(rawName(c)) && desktop(c),
        (b) => /^C23[26]$/.test(rawChipset(b)),
        'cpu-chipset-unlisted',
        5,
      );
      checkPairs(
        (c) => /Core i[579][\s-]*[89]\d{3}/.test(rawName(c)) && desktop(c),
        (b) => /^C24[26]$/.test(rawChipset(b)),
        'cpu-chipset-unlisted',
        5,
      );
    });

    it('asks for no BIOS update on a board revision released after Ryzen 5000 (TUF GAMING B550M-PLUS WIFI II)', () => {
      const board = boards.find((b) => rawName(b) === 'ASUS TUF GAMING B550M-PLUS WIFI II');
      const first = boards.find((b) => /^ASUS TUF GAMING B550M-PLUS WIFI$/i.test(rawName(b)));
      const ryzen = cpus.find((c) => /Ryzen 7 5800X\b/.test(rawName(c)) && !/3D/.test(rawName(c)));
      expect(board && ryzen, 'the board and the Ryzen 7 5800X are in the dataset').toBeTruthy();
      expect(
        found({ cpu: ryzen!.product, motherboard: board!.product }).has('cpu-bios-update-needed'),
      ).toBe(false);
      if (first)
        expect(
          found({ cpu: ryzen!.product, motherboard: first.product }).has('cpu-bios-update-needed'),
        ).toBe(true);
    });

    it('refuses a Xeon E-2100 on an H310 board (it needs a C240 chipset) and runs it on C246', () => {
      const xeonE = (c: (typeof cpus)[number]) => /Xeon E[\s-]21\d\d/.test(rawName(c));
      checkPairs(xeonE, (b) => rawChipset(b) === 'H310', 'cpu-generation-unsupported', 10);
      const xeon = cpus.find(xeonE);
      const c246 = boards.find((b) => rawChipset(b) === 'C246');
      expect(xeon && c246).toBeTruthy();
      const tags = found({ cpu: xeon!.product, motherboard: c246!.product });
      expect(tags.has('cpu-generation-unsupported')).toBe(false);
      expect(tags.has('cpu-socket-mismatch')).toBe(false);
    });

    it('refuses Bristol Ridge and first-generation Ryzen on 500-series boards', () => {
      checkPairs(
        (c) => /^(Bristol Ridge|Summit Ridge)$/.test(String(c.raw.coreFamily)),
        (b) => /^(B550|X570|A520)$/.test(rawChipset(b)),
        'cpu-generation-unsupported',
        50,
      );
    });

    it('refuses the A6-9550 and the Ryzen 7 1700X by name on B550 and X570 boards', () => {
      const named = cpus.filter((c) =>
        /^AMD (A6 A6-9550|A6-9550|Ryzen 7 1700X)\b/.test(rawName(c)),
      );
      expect(new Set(named.map((c) => /1700X/.test(rawName(c)))).size).toBe(2);
      for (const chipset of ['B550', 'X570']) {
        const picked = boards.filter((b) => rawChipset(b) === chipset).slice(0, 10);
        expect(picked.length, chipset).toBe(10);
        for (const cpu of named)
          for (const board of picked) {
            const result = validate(
              createBuild({
                chipset: 2,
                case: anyCase,
                cpu: cpu.product.id,
                motherboard: board.product.id,
              }),
              index,
            );
            const refusal = result.issues.find((i) => i.tag === 'cpu-generation-unsupported');
            expect(refusal?.message, `${rawName(cpu)} on ${rawName(board)}`).toMatch(
              /does not run (A-series 9000 \(Bristol Ridge\)|Ryzen 1000 \(Zen, Summit Ridge\)) processors/,
            );
          }
      }
    });

    it('asks for a BIOS update (a caveat) for 14th-gen Core on 600-series and Zen 2/Zen 3 on 300/400-series', () => {
      checkPairs(
        (c) => /Core i[3579][\s-]14\d{3}/.test(rawName(c)),
        (b) => /^[HBQZ]6[1679]0$/.test(rawChipset(b)),
        'cpu-bios-update-needed',
        50,
      );
      checkPairs(
        (c) =>
          /^Zen [23]$/.test(String(c.raw.microarchitecture)) &&
          /Ryzen [3579] \d{4}/.test(rawName(c)),
        (b) => /^(A320|B350|X370|B450|X470)$/.test(rawChipset(b)) && firstRun(b),
        'cpu-bios-update-needed',
        50,
      );
    });

    it('makes a BIOS-dependent pair a caveat (partiallyincompatible), never "not verified", and leaves the board flagged true', () => {
      const pairsOf = (
        cpuFilter: (cpu: (typeof cpus)[number]) => boolean,
        boardFilter: (board: (typeof boards)[number]) => boolean,
      ) => {
        const picked = boards.filter(boardFilter).slice(0, 15);
        return cpus
          .filter(cpuFilter)
          .flatMap((cpu) =>
            picked
              .filter((b) => norm(cpu.raw.socket) === norm(b.raw.socket))
              .map((board) => [cpu, board] as const),
          );
      };
      const checked = [
        // Raptor Lake Refresh (14th gen) on 600-series boards
        ...pairsOf(
          (c) => /Core i[3579][\s-]14\d{3}/.test(rawName(c)),
          (b) => /^[HBQZ]6[1679]0$/.test(rawChipset(b)),
        ),
        // Zen 2 / Zen 3 on 300/400-series boards
        ...pairsOf(
          (c) =>
            /^Zen [23]$/.test(String(c.raw.microarchitecture)) &&
            /Ryzen [3579] \d{4}/.test(rawName(c)),
          (b) => /^(A320|B350|X370|B450|X470)$/.test(rawChipset(b)) && firstRun(b),
        ),
      ];
      expect(everyBoardCase).not.toBeNull();
      expect(checked.length).toBeGreaterThan(200);
      const wrong: string[] = [];
      for (const [cpu, board] of checked) {
        const result = validate(
          createBuild({
            chipset: vendorOf(cpu.product),
            case: everyBoardCase,
            cpu: cpu.product.id,
            motherboard: board.product.id,
          }),
          index,
        );
        const all = [...result.issues, ...result.warnings];
        const caveat = all.find((i) => i.tag === 'cpu-bios-update-needed');
        const [flag] = flagCandidates(
          createBuild({
            chipset: vendorOf(cpu.product),
            case: everyBoardCase,
            cpu: cpu.product.id,
          }),
          [board.product],
          'motherboard',
          index,
        );
        if (
          caveat?.type !== 'partiallyincompatible' ||
          all.some((i) => /^(not-verified-bios-support|cpu-generation-unsupported)$/.test(i.tag)) ||
          flag !== true
        )
          wrong.push(
            `${rawName(cpu)} on ${rawName(board)}: ${all.map((i) => i.tag).join(', ')}; flag ${String(flag)}`,
          );
      }
      expect(wrong).toEqual([]);
    });

    it('reads the generation from the model number where BuildCores mislabels it (i9-13900K "Raptor Lake Refresh")', () => {
      const i9 = cpus.find((c) => rawName(c) === 'Intel Core i9 13900K');
      const i9Next = cpus.find((c) => rawName(c) === 'Intel Core i9-14900K');
      expect(i9?.raw.microarchitecture).toBe('Raptor Lake Refresh');
      expect(i9 && i9Next).toBeTruthy();
      const z790 = boards.filter((b) => rawChipset(b) === 'Z790' && firstRun(b)).slice(0, 20);
      const z690 = boards.filter((b) => rawChipset(b) === 'Z690').slice(0, 20);
      expect(z790.length).toBe(20);
      expect(z690.length).toBe(20);
      const verdict = (cpu: (typeof cpus)[number], board: (typeof boards)[number]) => {
        const result = validate(
          createBuild({
            chipset: 1,
            case: anyCase,
            cpu: cpu.product.id,
            motherboard: board.product.id,
          }),
          index,
        );
        return [...result.issues, ...result.warnings].find(
          (i) => i.tag.includes('bios') || i.tag.includes('generation'),
        );
      };
      for (const board of z790) {
        // 13th gen runs on the 700 series out of the box; 14th gen after a BIOS update.
        expect(verdict(i9!, board), rawName(board)).toBeUndefined();
        expect(verdict(i9Next!, board)?.tag, rawName(board)).toBe('cpu-bios-update-needed');
      }
      for (const board of z690)
        expect(verdict(i9!, board)?.message, rawName(board)).toContain(
          'a 13th-gen Core (Raptor Lake) processor',
        );
    });

    it('fits coolers by mounting family: a cooler listed for LGA2011/LGA2066 mounts on LGA2011-3', () => {
      const haswellE = cpus.find((c) => /Core i7[\s-]5[89]\d\dK?/.test(rawName(c)));
      const x99 = boards.find((b) => rawChipset(b) === 'X99');
      expect(haswellE && x99).toBeTruthy();
      const listsSquareIlm = (c: (typeof coolers)[number]) => {
        const sockets = (c.raw.cpu_sockets as string[] | undefined) ?? [];
        return sockets.some((s) => /^LGA (2011|2011-3|2066)$/.test(s));
      };
      const familyOnly = coolers.filter(
        (c) => listsSquareIlm(c) && !(c.raw.cpu_sockets as string[]).includes('LGA 2011-3'),
      );
      const none = coolers.filter(
        (c) =>
          Array.isArray(c.raw.cpu_sockets) &&
          (c.raw.cpu_sockets as string[]).length > 0 &&
          !listsSquareIlm(c),
      );
      expect(familyOnly.length).toBeGreaterThan(100);
      expect(none.length).toBeGreaterThan(100);
      for (const cooler of familyOnly.slice(0, 200))
        expect(
          found({
            cpu: haswellE!.product,
            motherboard: x99!.product,
            coolingCpu: cooler.product,
          }).has('cooler-socket-mismatch'),
          rawName(cooler),
        ).toBe(false);
      for (const cooler of none.slice(0, 200))
        expect(
          found({
            cpu: haswellE!.product,
            motherboard: x99!.product,
            coolingCpu: cooler.product,
          }).has('cooler-socket-mismatch'),
          rawName(cooler),
        ).toBe(true);
    });

    it('fits LGA1700 coolers on LGA1851, and AM4-only coolers on AM5 with the backplate caveat', () => {
      const arrow = cpus.find((c) => rawName(c) === 'Intel Core Ultra 7 265K');
      const z890 = boards.find((b) => rawChipset(b) === 'Z890');
      const ryzen = cpus.find((c) => rawName(c) === 'AMD Ryzen 7 7800X3D');
      const b650 = boards.find((b) => rawChipset(b) === 'B650');
      expect(arrow && z890 && ryzen && b650).toBeTruthy();
      const lists = (c: (typeof coolers)[number], socket: string) =>
        ((c.raw.cpu_sockets as string[] | undefined) ?? []).includes(socket);
      const lga1700Only = coolers.filter((c) => lists(c, 'LGA 1700') && !lists(c, 'LGA 1851'));
      const am4Only = coolers.filter((c) => lists(c, 'AM4') && !lists(c, 'AM5'));
      expect(lga1700Only.length).toBeGreaterThan(20);
      expect(am4Only.length).toBeGreaterThan(100);
      for (const cooler of lga1700Only)
        expect(
          found({
            cpu: arrow!.product,
            motherboard: z890!.product,
            coolingCpu: cooler.product,
          }).has('cooler-socket-mismatch'),
          rawName(cooler),
        ).toBe(false);
      for (const cooler of am4Only.slice(0, 200)) {
        const tags = found({
          cpu: ryzen!.product,
          motherboard: b650!.product,
          coolingCpu: cooler.product,
        });
        expect(tags.has('cooler-socket-mismatch'), rawName(cooler)).toBe(false);
        expect(tags.has('cooler-needs-stock-backplate'), rawName(cooler)).toBe(true);
      }
    });

    /**
     * Every listed cooler's verdict on a processor of the socket (and a board of it, where
     * BuildCores has one the importer keeps): fits (no mismatch) or refused.
     */
    function expectMounts(
      cpuName: RegExp,
      socket: string,
      fitting: (typeof coolers)[number][],
      refused: (typeof coolers)[number][],
      withBoard = true,
    ) {
      const cpu = cpus.find((c) => cpuName.test(rawName(c)) && c.raw.socket === socket);
      const board = boards.find((b) => b.raw.socket === socket);
      expect(cpu, `a ${socket} processor`).toBeTruthy();
      if (withBoard) expect(board, `a ${socket} board`).toBeTruthy();
      const mismatch = (cooler: (typeof coolers)[number]) =>
        found({
          cpu: cpu!.product,
          ...(withBoard ? { motherboard: board!.product } : {}),
          coolingCpu: cooler.product,
        }).has('cooler-socket-mismatch');
      expect(fitting.filter(mismatch).map(rawName)).toEqual([]);
      expect(refused.filter((c) => !mismatch(c)).map(rawName)).toEqual([]);
    }
    const sockets = (c: (typeof coolers)[number]) =>
      (c.raw.cpu_sockets as string[] | undefined) ?? [];

    it('fits FM2-listed coolers on FM2+ (one hole pattern, with AM3) and refuses AM4/AM5-only coolers there', () => {
      const fm2Only = coolers.filter(
        (c) => sockets(c).includes('FM2') && !sockets(c).includes('FM2+'),
      );
      const am4Am5Only = coolers.filter(
        (c) => sockets(c).length > 0 && sockets(c).every((s) => s === 'AM4' || s === 'AM5'),
      );
      expect(fm2Only.length).toBeGreaterThan(100);
      expect(am4Am5Only.length).toBeGreaterThan(10);
      // BuildCores' FM2+ boards are DDR3 and not imported: before a board, the processor's socket decides.
      expectMounts(/./, 'FM2+', fm2Only.slice(0, 200), am4Am5Only.slice(0, 100), false);
    });

    it('fits LGA1150/1151/1155-listed coolers on LGA1200 and refuses LGA1700/1851-only coolers there', () => {
      const lga115x = coolers.filter(
        (c) => sockets(c).some((s) => /^LGA 115[015]$/.test(s)) && !sockets(c).includes('LGA 1200'),
      );
      const lga1700Only = coolers.filter(
        (c) =>
          sockets(c).length > 0 && sockets(c).every((s) => s === 'LGA 1700' || s === 'LGA 1851'),
      );
      expect(lga115x.length).toBeGreaterThan(10);
      expect(lga1700Only.length).toBeGreaterThan(10);
      expectMounts(/Core i[579][\s-]10\d{3}/, 'LGA 1200', lga115x, lga1700Only.slice(0, 100));
    });

    it('refuses registered memory on a consumer board, also where the dataset field says Unbuffered', () => {
      const board = boards.find(
        (b) => rawChipset(b) === 'B650' && (b.raw.memory as Raw | undefined)?.ram_type === 'DDR5',
      );
      const rdimms = memory.filter(
        (m) =>
          /Registered/.test(rawName(m)) &&
          m.raw.registered === 'Unbuffered' &&
          m.raw.ram_type === 'DDR5',
      );
      expect(board).toBeTruthy();
      expect(rdimms.length).toBeGreaterThan(50);
      for (const kit of rdimms)
        expect(
          found({ motherboard: board!.product, memory: kit.product }).has(
            'memory-registered-unsupported',
          ),
          rawName(kit),
        ).toBe(true);
      // Every kit BuildCores names "Registered" but marks "Unbuffered" is imported as registered:
      // 152 in the file, of which the 9 DDR3 kits are not imported (the shop sells DDR4 and DDR5).
      const misfiled = memory.filter(
        (m) => /Registered/.test(rawName(m)) && m.raw.registered === 'Unbuffered',
      );
      expect(misfiled.length).toBe(143);
      expect(
        misfiled
          .filter((m) => m.product.category !== 'memory' || m.product.specs.registered !== true)
          .map(rawName),
      ).toEqual([]);
      const ddr4Board = boards.find(
        (b) => rawChipset(b) === 'B550' && (b.raw.memory as Raw | undefined)?.ram_type === 'DDR4',
      );
      const ddr4Rdimms = misfiled.filter((m) => m.raw.ram_type === 'DDR4');
      expect(ddr4Rdimms.length).toBeGreaterThan(20);
      for (const kit of ddr4Rdimms)
        expect(
          found({ motherboard: ddr4Board!.product, memory: kit.product }).has(
            'memory-registered-unsupported',
          ),
          rawName(kit),
        ).toBe(true);
      const udimm = memory.find(
        (m) =>
          m.raw.registered === 'Unbuffered' &&
          m.raw.ram_type === 'DDR5' &&
          !/Regist|ECC/i.test(rawName(m)),
      );
      expect(
        found({ motherboard: board!.product, memory: udimm!.product }).has(
          'memory-registered-unsupported',
        ),
      ).toBe(false);
    });

    it('flags real boards, memory and coolers as validate judges them, and null only for an unverifiable blocking check', () => {
      const cpu = cpus.find((c) => rawName(c) === 'AMD Ryzen 7 7800X3D')!.product;
      const board = boards.find(
        (b) => rawName(b) === 'MSI MAG B650 TOMAHAWK WIFI AM5 DDR5 ATX',
      )!.product;
      const base = createBuild({
        chipset: 2,
        caseSize: 2,
        buildStep: 3,
        case: anyCase,
        cpu: cpu.id,
        motherboard: board.id,
      });
      const sample = <T>(list: T[]) => list.filter((_, i) => i % 23 === 0);
      const checks: Array<[ComponentField, Product[]]> = [
        ['motherboard', sample(boards).map((b) => b.product)],
        ['memory', sample(memory).map((m) => m.product)],
        ['coolingCpu', sample(coolers).map((c) => c.product)],
      ];
      const seen: Record<string, number> = {};
      let advisoryOnly = 0;
      for (const [field, candidates] of checks) {
        const flags = flagCandidates({ ...base, [field]: null }, candidates, field, index);
        candidates.forEach((candidate, i) => {
          const result = validate({ ...base, [field]: candidate.id }, index);
          const blocking = result.issues.filter(
            (issue) => BLOCKING_TYPES.has(issue.type) && issueInvolves(issue, candidate.id),
          );
          const unverifiedBlocking = result.warnings.filter(
            (w) =>
              w.tag.startsWith('not-verified-') &&
              !ADVISORY_CHECKS.has(w.tag) &&
              issueInvolves(w, candidate.id),
          );
          if (flags[i] === false) expect(blocking.length, candidate.id).toBeGreaterThan(0);
          if (flags[i] === true) {
            expect(blocking, candidate.id).toEqual([]);
            expect(unverifiedBlocking, candidate.id).toEqual([]);
          }
          if (flags[i] === null) {
            // null only for an unverifiable blocking check, never for a warning-level unknown alone.
            expect(blocking, candidate.id).toEqual([]);
            expect(unverifiedBlocking.length, candidate.id).toBeGreaterThan(0);
          }
          seen[String(flags[i])] = (seen[String(flags[i])] ?? 0) + 1;
          advisoryOnly += Number(
            flags[i] === true &&
              result.warnings.some(
                (w) => ADVISORY_CHECKS.has(w.tag) && issueInvolves(w, candidate.id),
              ),
          );
        });
        expect(flags.filter((f) => f === true).length, field).toBeGreaterThan(0);
      }
      // Every outcome occurs, and parts with only warning-level unknowns are among the true ones.
      expect(Math.min(seen.true ?? 0, seen.false ?? 0, seen.null ?? 0)).toBeGreaterThan(5);
      expect(advisoryOnly).toBeGreaterThan(5);
    });
  },
);

describe.skipIf(!available)('the importer keeps the real records issue 13 found dropped', () => {
  const boards = available ? load('Motherboard.jsonl') : [];
  const cases = available ? load('PCCase.jsonl') : [];
  const psus = available ? load('PSU.jsonl') : [];
  const index = indexCatalogue([...boards, ...cases, ...psus].map((p) => p.product));
  const unit = (formFactor: string) =>
    psus.find((p) => p.product.category === 'psu' && p.product.specs.formFactor === formFactor)!
      .product;
  const psuIssues = (caseId: string, psuId: string) => {
    const result = validate(createBuild({ chipset: 1, case: caseId, psu: psuId }), index);
    return [...result.issues, ...result.warnings]
      .filter((i) => i.tag.includes('psu-'))
      .map((i) => ({ type: i.type, tag: i.tag }));
  };

  it('imports every single-socket "LGA 2011-3 Narrow" board (not skipped as integrated or multi-socket)', () => {
    const narrow = boards.filter((b) => b.raw.socket === 'LGA 2011-3 Narrow');
    expect(narrow.length).toBe(7);
    for (const board of narrow)
      expect(board.product.category === 'motherboard' && board.product.specs.socket).toBe(
        'LGA2011-3 Narrow',
      );
    // Two-socket boards stay out: the shop builds single-processor PCs.
    expect(boards.some((b) => String(b.raw.socket).startsWith('2 x'))).toBe(false);
  });

  it('keeps a Flex ATX-only case’s list, so an ATX unit is refused and not "not verified"', () => {
    const flex = cases.filter(
      (c) => JSON.stringify(c.raw.supported_power_supply_form_factors) === '["Flex ATX"]',
    );
    expect(flex.length).toBeGreaterThan(0);
    for (const pcCase of flex) {
      expect(pcCase.product.category === 'case' && pcCase.product.specs.supportedPsus).toEqual([
        'Flex ATX',
      ]);
      expect(psuIssues(pcCase.product.id, unit('ATX').id)).toEqual([
        { type: 'error', tag: 'psu-form-factor-mismatch' },
      ]);
    }
  });

  it('gives SFX and SFX-L units the bracket caveat in cases listing ATX, SFX and SFX-L', () => {
    const mixed = cases.filter(
      (c) => JSON.stringify(c.raw.supported_power_supply_form_factors) === '["ATX","SFX","SFX-L"]',
    );
    expect(mixed.length).toBeGreaterThan(0);
    for (const pcCase of mixed) {
      for (const formFactor of ['SFX', 'SFX-L'])
        expect(psuIssues(pcCase.product.id, unit(formFactor).id), formFactor).toEqual([
          { type: 'partiallyincompatible', tag: 'psu-needs-bracket' },
        ]);
      expect(psuIssues(pcCase.product.id, unit('ATX').id)).toEqual([]);
    }
  });
});
