/**
 * The compatibility rules on real products: BuildCores OpenDB records go through the
 * importer's mappers into the engine, and each verdict is checked against the RAW fields
 * of the records (not the mapped ones), so a mapper or a rule that bends a fact shows here.
 * Reads ../shared/datasets; skips with a message where that folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuild, type Build } from '../../domain/build/build-model';
import { productSchema, type Product } from '../../domain/catalog/specs';
import { indexCatalogue, type CatalogueIndex } from '../../domain/compatibility/catalogue-index';
import { validate } from '../../domain/compatibility/validate';
import { BUILDCORES_FILES } from '../catalog-import/buildcores/files';

const DATASET_DIR = path.resolve(
  import.meta.dirname,
  '../../../../shared/datasets/buildcores-open-db',
);
const available = existsSync(DATASET_DIR);
if (!available)
  console.warn(`shared datasets not found at ${DATASET_DIR}: skipping the real-parts rule tests`);

type Raw = Record<string, unknown>;
interface RealPart {
  raw: Raw;
  product: Product;
}

function load(file: string): RealPart[] {
  const mapper = BUILDCORES_FILES[file];
  if (!mapper) throw new Error(`no mapper for ${file}`);
  const parts: RealPart[] = [];
  for (const line of readFileSync(path.join(DATASET_DIR, file), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const raw = JSON.parse(line) as Raw;
    const mapped = mapper(raw);
    if (!('row' in mapped)) continue;
    // BuildCores has no prices; any price will do for compatibility.
    const parsed = productSchema.safeParse({ ...mapped.row, pricePence: 10_000 });
    if (parsed.success) parts.push({ raw, product: parsed.data });
  }
  return parts;
}

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
