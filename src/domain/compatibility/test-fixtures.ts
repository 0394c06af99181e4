/**
 * Small product fixtures for the engine's tests (not the seed, which may change). The
 * defaults make one coherent AM5 build that passes every rule; each builder takes spec
 * overrides so a test changes only the fact it is about.
 */
import { createBuild, type Build, type ComponentField } from '../build/build-model';
import type {
  CaseProduct,
  CaseSpecs,
  CoolingCpuProduct,
  CoolingCpuSpecs,
  CpuProduct,
  CpuSpecs,
  FansProduct,
  GpuProduct,
  GpuSpecs,
  MemoryProduct,
  MotherboardProduct,
  MotherboardSpecs,
  NetworkingProduct,
  OsProduct,
  Product,
  ProductOf,
  PsuProduct,
  SoundcardProduct,
  Stock,
  StorageProduct,
  SundriesProduct,
} from '../catalog/specs';
import { pence } from '../money/pence';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index';

interface Extra {
  id?: string;
  pricePence?: number;
  stock?: Stock;
  brand?: string;
  shortName?: string;
}

function product<C extends Product['category']>(
  category: C,
  defaultId: string,
  specs: ProductOf<C>['specs'],
  extra: Extra,
): ProductOf<C> {
  const id = extra.id ?? defaultId;
  const shortName = extra.shortName ?? id;
  // One object literal serves every category; the caller's C ties specs to the category.
  return {
    id,
    category,
    brand: extra.brand ?? 'Test',
    longName: `Test ${shortName}`,
    shortName,
    description: '',
    pricePence: pence(extra.pricePence ?? 10_000),
    stock: extra.stock ?? { status: 'in-stock' },
    imageUrl: '',
    imagery: category === 'case' ? { mainImage: '', mainImageAltText: '', gallery: [] } : undefined,
    source: 'curated',
    specs,
  } as unknown as ProductOf<C>;
}

export const caseOf = (specs: Partial<CaseSpecs> = {}, extra: Extra = {}): CaseProduct =>
  product(
    'case',
    'case-mid',
    {
      caseSize: 2,
      supportedBoards: ['ATX', 'Micro-ATX', 'Mini-ITX'],
      supportedPsus: ['ATX'],
      maxGpuLengthMm: 340,
      maxCoolerHeightMm: 165,
      radiatorMounts: { top: 360, front: 360, rear: 120, side: 0, bottom: 0 },
      bays25: 2,
      bays35: 2,
      fanMounts: { '120': 6, '140': 4 },
      includedFans: 3,
      expansionSlots: 7,
      maxGpuSlotWidth: null,
      hasWarranty: true,
      colour: 'black',
      front: 'mesh',
      ...specs,
    },
    extra,
  );

export const cpuOf = (specs: Partial<CpuSpecs> = {}, extra: Extra = {}): CpuProduct =>
  product(
    'cpu',
    'cpu-am5',
    {
      vendor: 'amd',
      socket: 'AM5',
      generation: 'Granite Ridge',
      cores: 8,
      threads: 16,
      baseClockGhz: 4,
      boostClockGhz: 5.4,
      tdpW: 120,
      peakPowerW: 162,
      integratedGraphics: 'AMD Radeon Graphics',
      hasIntegratedGraphics: true,
      memoryTypes: ['DDR5'],
      maxMemorySpeedMts: 5600,
      boxedCooler: false,
      ...specs,
    },
    extra,
  );

export const boardOf = (
  specs: Partial<MotherboardSpecs> = {},
  extra: Extra = {},
): MotherboardProduct =>
  product(
    'motherboard',
    'board-am5',
    {
      vendor: 'amd',
      socket: 'AM5',
      chipset: 'X870',
      formFactor: 'ATX',
      memoryType: 'DDR5',
      memorySlots: 4,
      maxMemoryGb: 192,
      maxMemorySpeedMts: 6400,
      m2Slots: 2,
      sataPorts: 4,
      pcieX16Slots: 2,
      pcieX1Slots: 1,
      fanHeaders: 6,
      wifi: 'none',
      lanGbps: 2.5,
      onboardAudio: 'Realtek',
      biosSupport: null,
      ...specs,
    },
    extra,
  );

export const memoryOf = (
  specs: Partial<MemoryProduct['specs']> = {},
  extra: Extra = {},
): MemoryProduct =>
  product(
    'memory',
    'memory-ddr5',
    {
      type: 'DDR5',
      speedMts: 6000,
      modules: 2,
      moduleSizeGb: 16,
      casLatency: 30,
      heightMm: 35,
      rgb: false,
      registered: false,
      ecc: false,
      ...specs,
    },
    extra,
  );

export const gpuOf = (specs: Partial<GpuSpecs> = {}, extra: Extra = {}): GpuProduct =>
  product(
    'gpu',
    'gpu-300',
    {
      chipVendor: 'nvidia',
      chip: 'Test',
      vramGb: 16,
      lengthMm: 300,
      slotWidth: 2.5,
      boardPowerW: 300,
      powerConnectors: ['16-pin'],
      recommendedPsuW: 750,
      fans: 3,
      ...specs,
    },
    extra,
  );

export const storageOf = (
  specs: Partial<StorageProduct['specs']> = {},
  extra: Extra = {},
): StorageProduct =>
  product(
    'storage',
    'ssd-nvme',
    {
      kind: 'nvme',
      interface: 'PCIe 4.0 x4 NVMe',
      formFactor: 'M.2 2280',
      capacityGb: 2000,
      readMbs: 7000,
      ...specs,
    },
    extra,
  );

export const sataSsdOf = (extra: Extra = {}): StorageProduct =>
  storageOf(
    { kind: 'sata-ssd', interface: 'SATA III', formFactor: '2.5"', readMbs: 550 },
    { id: 'ssd-sata', ...extra },
  );

export const hddOf = (extra: Extra = {}): StorageProduct =>
  storageOf(
    { kind: 'hdd', interface: 'SATA III', formFactor: '3.5"', readMbs: 250 },
    { id: 'hdd', ...extra },
  );

export const psuOf = (specs: Partial<PsuProduct['specs']> = {}, extra: Extra = {}): PsuProduct =>
  product(
    'psu',
    'psu-850',
    {
      wattage: 850,
      formFactor: 'ATX',
      atx3: true,
      efficiency: '80 PLUS Gold',
      modular: 'full',
      connectors: { pcie8Pin: 4, pcie16Pin: 1, eps8Pin: 2, sata: 6 },
      ...specs,
    },
    extra,
  );

export const coolerOf = (
  specs: Partial<CoolingCpuSpecs> = {},
  extra: Extra = {},
): CoolingCpuProduct =>
  product(
    'coolingCpu',
    'cooler-air',
    {
      type: 'air',
      sockets: ['AM5', 'AM4', 'LGA1700', 'LGA1851'],
      heightMm: 155,
      radiatorMm: null,
      ratedPowerW: 220,
      overhangsMemory: true,
      ramClearanceMm: 40,
      fans: 1,
      fanSizeMm: 120,
      ...specs,
    },
    extra,
  );

export const liquidCoolerOf = (
  specs: Partial<CoolingCpuSpecs> = {},
  extra: Extra = {},
): CoolingCpuProduct =>
  coolerOf(
    {
      type: 'liquid',
      heightMm: null,
      radiatorMm: 360,
      overhangsMemory: false,
      ramClearanceMm: null,
      fans: 3,
      ratedPowerW: 300,
      ...specs,
    },
    { id: 'cooler-aio', ...extra },
  );

export const fansOf = (specs: Partial<FansProduct['specs']> = {}, extra: Extra = {}): FansProduct =>
  product(
    'fans',
    'fans-120',
    { sizeMm: 120, packSize: 3, rgb: false, airflowCfm: 60, maxNumAllowed: 3, ...specs },
    { pricePence: 2_999, ...extra },
  );

export const soundcardOf = (
  specs: Partial<SoundcardProduct['specs']> = {},
  extra: Extra = {},
): SoundcardProduct =>
  product(
    'soundcard',
    'sound-pcie',
    { onboard: false, interface: 'PCIe x1', channels: '7.1', ...specs },
    extra,
  );

export const networkingOf = (
  specs: Partial<NetworkingProduct['specs']> = {},
  extra: Extra = {},
): NetworkingProduct =>
  product(
    'networking',
    'wifi-pcie',
    {
      onboard: false,
      kind: 'wifi',
      standard: 'Wi-Fi 7',
      speed: '5.8 Gbps',
      interface: 'PCIe x1',
      ...specs,
    },
    extra,
  );

export const osOf = (specs: Partial<OsProduct['specs']> = {}, extra: Extra = {}): OsProduct =>
  product('os', 'os-home', { edition: 'Home', maxMemoryGb: 128, ...specs }, extra);

export const sundriesOf = (extra: Extra = {}): SundriesProduct =>
  product('sundries', 'assembly', { service: 'assembly-and-test', caseSize: 2 }, extra);

export type PartChoices = Partial<Record<ComponentField, Product | null>>;

/** The default parts: an AM5 build that passes every rule (secondary/tertiary storage, fans, cards, OS left empty). */
export function defaultParts(): Record<ComponentField, Product | null> {
  return {
    case: caseOf(),
    cpu: cpuOf(),
    motherboard: boardOf(),
    memory: memoryOf(),
    gpu: gpuOf(),
    storage: storageOf(),
    secondaryStorage: null,
    tertiaryStorage: null,
    psu: psuOf(),
    coolingCpu: coolerOf(),
    fans: null,
    soundcard: null,
    networking: null,
    os: osOf(),
    sundries: null,
  };
}

export interface Scenario {
  build: Build;
  index: CatalogueIndex;
  products: Product[];
}

/**
 * A build of the default parts with `choices` replacing some (null empties a field), plus
 * `extraProducts` in the catalogue (e.g. alternatives for suggestions).
 */
export function scenario(
  choices: PartChoices = {},
  buildFields: Partial<Build> = {},
  extraProducts: readonly Product[] = [],
): Scenario {
  const parts = { ...defaultParts(), ...choices };
  const products: Product[] = [...extraProducts];
  const build = createBuild({
    chipset: 2,
    caseSize: 2,
    buildStep: 3,
    buildSubStep: 1,
    buildMode: 'expert',
    ...buildFields,
  });
  for (const [field, part] of Object.entries(parts) as [ComponentField, Product | null][]) {
    build[field] = part ? part.id : null;
    if (part) products.push(part);
  }
  if (build.fans !== null && buildFields.fansTotal === undefined) build.fansTotal = 1;
  return { build, index: indexCatalogue(products), products };
}

export interface Outcome {
  type: string;
  tag: string;
  list: 'issues' | 'warnings';
}

/** The issues and warnings among `tags` (a rule family's tags), as { type, tag, list }. */
export function outcomes(
  result: {
    issues: readonly { type: string; tag: string }[];
    warnings: readonly { type: string; tag: string }[];
  },
  tags: readonly string[],
): Outcome[] {
  const pick = (list: 'issues' | 'warnings') =>
    result[list]
      .filter((issue) => tags.includes(issue.tag))
      .map((issue) => ({ type: issue.type, tag: issue.tag, list }));
  return [...pick('issues'), ...pick('warnings')];
}

export const anError = (tag: string): Outcome => ({ type: 'error', tag, list: 'issues' });
export const aMissingSlot = (tag: string): Outcome => ({
  type: 'missingslot',
  tag,
  list: 'issues',
});
export const aWarning = (tag: string): Outcome => ({ type: 'warning', tag, list: 'warnings' });
export const aCaveat = (tag: string): Outcome => ({
  type: 'partiallyincompatible',
  tag,
  list: 'warnings',
});
export const notVerifiedOutcome = (rule: string): Outcome => aWarning(`not-verified-${rule}`);

/** One row of a rule's table: parts to change, build fields to change, what must come out. */
export type RuleRow = [
  name: string,
  choices: PartChoices,
  expected: Outcome[],
  buildFields?: Partial<Build>,
];
