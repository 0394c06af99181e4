/**
 * The product model: one zod schema per category, joined as a discriminated union on
 * `category`. Facts a compatibility rule needs (DESIGN.md section 4) are typed here.
 * A fact may be null: imported catalogues do not know everything, and the engine must
 * then say "not verified" instead of guessing. The curated seed fills every fact.
 */
import { z } from 'zod';
import type { Pence } from '../money/pence';
import {
  BOARD_FORM_FACTORS,
  CPU_VENDORS,
  GPU_POWER_CONNECTORS,
  MEMORY_TYPES,
  PRODUCT_ID_PATTERN,
  PRODUCT_SOURCES,
  PSU_FORM_FACTORS,
  RADIATOR_SIZES,
  STOCK_STATUSES,
  STORAGE_FORM_FACTORS,
  STORAGE_KINDS,
} from './spec-constants';

/** A fact that may be unknown (null) for imported products. */
const known = <T extends z.ZodType>(schema: T) => schema.nullable();

export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, 'lower-case, URL-safe id');
export const penceSchema = z
  .number()
  .int()
  .nonnegative()
  .transform((value) => value as Pence);

export const stockSchema = z
  .object({ status: z.enum(STOCK_STATUSES), expectedDate: z.iso.date().optional() })
  .refine((stock) => stock.status !== 'preorder' || stock.expectedDate !== undefined, {
    message: 'a pre-order needs an expected date',
    path: ['expectedDate'],
  });
export type Stock = z.infer<typeof stockSchema>;

export const imagerySchema = z.object({
  mainImage: z.string(),
  mainImageAltText: z.string(),
  gallery: z.array(z.string()),
});
export type Imagery = z.infer<typeof imagerySchema>;

const commonFields = {
  id: productIdSchema,
  /** May start with '.', which is hidden on display (see displayBrand). */
  brand: z.string().min(1),
  longName: z.string().min(1),
  shortName: z.string().min(1),
  description: z.string(),
  pricePence: penceSchema,
  stock: stockSchema,
  leadTimeDays: z.number().int().nonnegative().optional(),
  imageUrl: z.string(),
  imagery: imagerySchema.optional(),
  externalId: z.string().optional(),
  source: z.enum(PRODUCT_SOURCES),
};

const memoryType = z.enum(MEMORY_TYPES);
const socket = z.string().min(1);

export const cpuSpecsSchema = z.object({
  vendor: z.enum(CPU_VENDORS),
  socket: known(socket),
  /** Generation or microarchitecture, matched against motherboard.biosSupport. */
  generation: known(z.string()),
  cores: known(z.number().int().positive()),
  threads: known(z.number().int().positive()),
  baseClockGhz: known(z.number().positive()),
  boostClockGhz: known(z.number().positive()),
  tdpW: known(z.number().int().positive()),
  /** Maximum sustained package power (Intel PL2 / AMD PPT), used by the power estimate. */
  peakPowerW: known(z.number().int().positive()),
  /** Name of the integrated graphics, or null when the CPU has none (see hasIntegratedGraphics). */
  integratedGraphics: z.string().nullable(),
  /** False when we know the CPU has none; null when unknown. */
  hasIntegratedGraphics: known(z.boolean()),
  memoryTypes: known(z.array(memoryType).min(1)),
  maxMemorySpeedMts: known(z.number().int().positive()),
  boxedCooler: known(z.boolean()),
});

export const biosSupportSchema = z.object({
  /** CPU generations that boot with the BIOS the board ships with. */
  outOfBox: z.array(z.string()),
  /** CPU generations that need a BIOS update first. */
  needsUpdate: z.array(z.string()),
});

export const motherboardSpecsSchema = z.object({
  vendor: z.enum(CPU_VENDORS),
  socket: known(socket),
  chipset: known(z.string()),
  formFactor: known(z.enum(BOARD_FORM_FACTORS)),
  memoryType: known(memoryType),
  memorySlots: known(z.number().int().positive()),
  maxMemoryGb: known(z.number().int().positive()),
  maxMemorySpeedMts: known(z.number().int().positive()),
  m2Slots: known(z.number().int().nonnegative()),
  sataPorts: known(z.number().int().nonnegative()),
  /** Slots of physical x16 length (a graphics card or any card fits), whatever lanes they carry. */
  pcieX16Slots: known(z.number().int().nonnegative()),
  /** Slots of physical x1 length (x1 cards only). */
  pcieX1Slots: known(z.number().int().nonnegative()),
  fanHeaders: known(z.number().int().nonnegative()),
  wifi: known(z.string()).describe('Wi-Fi standard on board, e.g. "Wi-Fi 7"; "none" when absent'),
  lanGbps: known(z.number().nonnegative()),
  onboardAudio: known(z.string()),
  biosSupport: known(biosSupportSchema),
});

export const memorySpecsSchema = z.object({
  type: known(memoryType),
  speedMts: known(z.number().int().positive()),
  modules: known(z.number().int().positive()),
  moduleSizeGb: known(z.number().int().positive()),
  casLatency: known(z.number().int().positive()),
  heightMm: known(z.number().positive()),
  rgb: known(z.boolean()),
  /**
   * Registered (RDIMM/LRDIMM) modules, which consumer boards cannot run; false for unbuffered
   * ones. Added later: rows stored without it load as unknown (null).
   */
  registered: known(z.boolean()).default(null),
  /** Error-correcting modules (ECC UDIMM or RDIMM). Rows stored without it load as unknown. */
  ecc: known(z.boolean()).default(null),
});

export const gpuSpecsSchema = z.object({
  chipVendor: z.enum(['nvidia', 'amd', 'intel']),
  chip: known(z.string()),
  vramGb: known(z.number().int().positive()),
  lengthMm: known(z.number().positive()),
  /** Expansion slots the cooler occupies (2, 2.5, 3, 3.5). */
  slotWidth: known(z.number().positive()),
  boardPowerW: known(z.number().int().positive()),
  powerConnectors: known(z.array(z.enum(GPU_POWER_CONNECTORS))),
  recommendedPsuW: known(z.number().int().positive()),
  fans: known(z.number().int().nonnegative()),
});

export const storageSpecsSchema = z.object({
  kind: z.enum(STORAGE_KINDS),
  /** e.g. 'PCIe 5.0 x4 NVMe', 'PCIe 4.0 x4 NVMe', 'SATA III'. */
  interface: known(z.string()),
  formFactor: known(z.enum(STORAGE_FORM_FACTORS)),
  capacityGb: known(z.number().int().positive()),
  readMbs: known(z.number().int().positive()),
});

export const psuSpecsSchema = z.object({
  wattage: known(z.number().int().positive()),
  formFactor: known(z.enum(PSU_FORM_FACTORS)),
  atx3: known(z.boolean()),
  efficiency: known(z.string()),
  modular: known(z.enum(['full', 'semi', 'none'])),
  connectors: known(
    z.object({
      pcie8Pin: z.number().int().nonnegative(),
      /** 12V-2x6 / 12VHPWR cables. */
      pcie16Pin: z.number().int().nonnegative(),
      eps8Pin: z.number().int().nonnegative(),
      sata: z.number().int().nonnegative(),
    }),
  ),
});

export const coolingCpuSpecsSchema = z.object({
  type: z.enum(['air', 'liquid']),
  sockets: known(z.array(socket)),
  /** Air coolers: height above the CPU; null for liquid coolers. */
  heightMm: z.number().positive().nullable(),
  /** Liquid coolers: radiator length; null for air coolers. */
  radiatorMm: z.union(RADIATOR_SIZES.map((size) => z.literal(size))).nullable(),
  /** The CPU power the maker rates it for. */
  ratedPowerW: known(z.number().int().positive()),
  /** False when nothing hangs over the memory slots (liquid, low-profile); null when unknown. */
  overhangsMemory: known(z.boolean()),
  /** When it overhangs: tallest memory that fits under it; null when unknown or when it does not overhang. */
  ramClearanceMm: z.number().positive().nullable(),
  fans: known(z.number().int().nonnegative()),
  fanSizeMm: known(z.number().int().positive()),
});

export const fansSpecsSchema = z.object({
  sizeMm: z.union([z.literal(120), z.literal(140)]),
  packSize: z.number().int().positive(),
  rgb: known(z.boolean()),
  airflowCfm: known(z.number().positive()),
  /** Most packs a shopper may choose (spec: fan total 1 to maxNumAllowed). */
  maxNumAllowed: z.number().int().positive(),
});

const fanMountsSchema = z.object({
  '120': z.number().int().nonnegative(),
  '140': z.number().int().nonnegative(),
});
export const radiatorMountsSchema = z.object({
  /** Largest radiator each position takes (mm), 0 when none. A 360 mount also takes 240 and 120. */
  top: z.number().int().nonnegative(),
  front: z.number().int().nonnegative(),
  rear: z.number().int().nonnegative(),
  side: z.number().int().nonnegative(),
  bottom: z.number().int().nonnegative(),
});
export type RadiatorMounts = z.infer<typeof radiatorMountsSchema>;

export const caseSpecsSchema = z.object({
  caseSize: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  supportedBoards: known(z.array(z.enum(BOARD_FORM_FACTORS))),
  supportedPsus: known(z.array(z.enum(PSU_FORM_FACTORS))),
  maxGpuLengthMm: known(z.number().positive()),
  maxCoolerHeightMm: known(z.number().positive()),
  radiatorMounts: known(radiatorMountsSchema),
  /** Drive places the case supports (trays in the box or mounts for them), not trays alone. */
  bays25: known(z.number().int().nonnegative()),
  /** 3.5" places the case supports (they also take 2.5" drives); see docs/compatibility.md. */
  bays35: known(z.number().int().nonnegative()),
  fanMounts: known(fanMountsSchema),
  includedFans: known(z.number().int().nonnegative()),
  /**
   * Expansion slots on the back (horizontal card positions). A graphics card may be as thick
   * as this many slots unless maxGpuSlotWidth says otherwise.
   */
  expansionSlots: known(z.number().int().nonnegative()),
  /**
   * The thickest graphics card (in slots) the case takes where that differs from its
   * expansion slots, e.g. a vertical mount (NR200P V2: 3 slots, 3.5-slot cards upright). Null:
   * the expansion slots decide. Added later: rows stored without it load as null.
   */
  maxGpuSlotWidth: z.number().positive().nullable().default(null),
  hasWarranty: z.boolean(),
  /** Drives the art: panel colour and front style. */
  colour: z.enum(['black', 'white']),
  front: z.enum(['mesh', 'glass', 'solid']),
});

export const soundcardSpecsSchema = z.object({
  onboard: z.boolean(),
  interface: z.enum(['onboard', 'PCIe x1', 'USB']),
  channels: known(z.string()),
});

export const networkingSpecsSchema = z.object({
  onboard: z.boolean(),
  kind: z.enum(['wifi', 'ethernet', 'onboard']),
  standard: known(z.string()),
  speed: known(z.string()),
  interface: z.enum(['onboard', 'PCIe x1', 'PCIe x4', 'USB']),
});

export const osSpecsSchema = z.object({
  edition: z.string(),
  maxMemoryGb: known(z.number().int().positive()),
});

export const sundriesSpecsSchema = z.object({
  service: z.literal('assembly-and-test'),
  caseSize: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});

const variant = <C extends string, S extends z.ZodType>(category: C, specs: S) =>
  z.object({ ...commonFields, category: z.literal(category), specs });

export const caseProductSchema = variant('case', caseSpecsSchema).extend({
  imagery: imagerySchema,
});
export const cpuProductSchema = variant('cpu', cpuSpecsSchema);
export const motherboardProductSchema = variant('motherboard', motherboardSpecsSchema);
export const memoryProductSchema = variant('memory', memorySpecsSchema);
export const gpuProductSchema = variant('gpu', gpuSpecsSchema);
export const storageProductSchema = variant('storage', storageSpecsSchema);
export const psuProductSchema = variant('psu', psuSpecsSchema);
export const coolingCpuProductSchema = variant('coolingCpu', coolingCpuSpecsSchema);
export const fansProductSchema = variant('fans', fansSpecsSchema);
export const soundcardProductSchema = variant('soundcard', soundcardSpecsSchema);
export const networkingProductSchema = variant('networking', networkingSpecsSchema);
export const osProductSchema = variant('os', osSpecsSchema);
export const sundriesProductSchema = variant('sundries', sundriesSpecsSchema);

/** Validates any product at a boundary (seed, importer, database row). */
export const productSchema = z.discriminatedUnion('category', [
  caseProductSchema,
  cpuProductSchema,
  motherboardProductSchema,
  memoryProductSchema,
  gpuProductSchema,
  storageProductSchema,
  psuProductSchema,
  coolingCpuProductSchema,
  fansProductSchema,
  soundcardProductSchema,
  networkingProductSchema,
  osProductSchema,
  sundriesProductSchema,
]);

export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
export type CaseProduct = z.infer<typeof caseProductSchema>;
export type CpuProduct = z.infer<typeof cpuProductSchema>;
export type MotherboardProduct = z.infer<typeof motherboardProductSchema>;
export type MemoryProduct = z.infer<typeof memoryProductSchema>;
export type GpuProduct = z.infer<typeof gpuProductSchema>;
export type StorageProduct = z.infer<typeof storageProductSchema>;
export type PsuProduct = z.infer<typeof psuProductSchema>;
export type CoolingCpuProduct = z.infer<typeof coolingCpuProductSchema>;
export type FansProduct = z.infer<typeof fansProductSchema>;
export type SoundcardProduct = z.infer<typeof soundcardProductSchema>;
export type NetworkingProduct = z.infer<typeof networkingProductSchema>;
export type OsProduct = z.infer<typeof osProductSchema>;
export type SundriesProduct = z.infer<typeof sundriesProductSchema>;
export type CaseSpecs = z.infer<typeof caseSpecsSchema>;
export type CpuSpecs = z.infer<typeof cpuSpecsSchema>;
export type MotherboardSpecs = z.infer<typeof motherboardSpecsSchema>;
export type GpuSpecs = z.infer<typeof gpuSpecsSchema>;
export type CoolingCpuSpecs = z.infer<typeof coolingCpuSpecsSchema>;
export type PsuSpecs = z.infer<typeof psuSpecsSchema>;

/** The product type of one category, e.g. ProductOf<'gpu'>. */
export type ProductOf<C extends Product['category']> = Extract<Product, { category: C }>;

/** Narrowing guard, e.g. products.filter(isCategory('cpu')). */
export const isCategory =
  <C extends Product['category']>(category: C) =>
  (product: Product): product is ProductOf<C> =>
    product.category === category;
