/**
 * The shop's categories (spec section 3): the build fields in their order, the wizard's
 * steps and sub-steps, the labels shoppers see, and the kinds of product we store.
 */

/** Build fields in the spec's category order. */
export const CATEGORY_ORDER = [
  'chipset',
  'case',
  'cpu',
  'motherboard',
  'memory',
  'gpu',
  'storage',
  'secondaryStorage',
  'tertiaryStorage',
  'psu',
  'coolingCpu',
  'fans',
  'fansTotal',
  'soundcard',
  'networking',
  'os',
  'sundries',
] as const;
export type CategoryKey = (typeof CATEGORY_ORDER)[number];

/** Stored product kinds. `storage` serves the three storage fields of a build. */
export const PRODUCT_CATEGORIES = [
  'case',
  'cpu',
  'motherboard',
  'memory',
  'gpu',
  'storage',
  'psu',
  'coolingCpu',
  'fans',
  'soundcard',
  'networking',
  'os',
  'sundries',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Wizard steps (spec section 3 "Build steps"). */
export const BUILD_STEPS = { chipset: 1, case: 2, configure: 3, overview: 4, basket: 5 } as const;

/** Sub-steps 1..13 of step 3, in order; index + 1 is the sub-step number. */
export const CONFIGURE_SUB_STEPS = [
  'cpu',
  'motherboard',
  'memory',
  'gpu',
  'storage',
  'secondaryStorage',
  'tertiaryStorage',
  'psu',
  'coolingCpu',
  'fans',
  'soundcard',
  'networking',
  'os',
] as const satisfies readonly CategoryKey[];
export type ConfigureCategory = (typeof CONFIGURE_SUB_STEPS)[number];

export const FIRST_SUB_STEP = 1;
export const LAST_SUB_STEP = CONFIGURE_SUB_STEPS.length;

/** The build field chosen at a sub-step of step 3, or null outside 1..13. */
export function categoryForSubStep(subStep: number): ConfigureCategory | null {
  if (!Number.isInteger(subStep) || subStep < FIRST_SUB_STEP || subStep > LAST_SUB_STEP)
    return null;
  return CONFIGURE_SUB_STEPS[subStep - 1] ?? null;
}

/** The sub-step (1..13) where a build field is chosen, or null for fields chosen elsewhere. */
export function subStepForCategory(category: CategoryKey): number | null {
  const index = (CONFIGURE_SUB_STEPS as readonly CategoryKey[]).indexOf(category);
  return index === -1 ? null : index + 1;
}

/** Display labels exactly as the spec writes them. */
export const CATEGORY_LABELS: Readonly<Record<ConfigureCategory | 'fansTotal', string>> = {
  cpu: 'Processor (CPU)',
  motherboard: 'Motherboard',
  memory: 'Memory',
  gpu: 'Graphics Card',
  storage: 'Primary Storage',
  secondaryStorage: 'Secondary Storage',
  tertiaryStorage: 'Tertiary Storage',
  psu: 'Power Supply',
  coolingCpu: 'Cooling - CPU',
  fans: 'Cooling - Fans',
  fansTotal: 'Total Cooling Fans',
  soundcard: 'Sound Card',
  networking: 'Networking',
  os: 'Operating System',
};

/** The product kind a build field holds (null for fields that hold no product id). */
export function productCategoryForField(field: CategoryKey): ProductCategory | null {
  switch (field) {
    case 'chipset':
    case 'fansTotal':
      return null;
    case 'secondaryStorage':
    case 'tertiaryStorage':
      return 'storage';
    default:
      return field;
  }
}

/** Chipset ids (1 Intel, 2 AMD); filters also use 0 for all. */
export const CHIPSETS = { intel: 1, amd: 2 } as const;
export type ChipsetId = (typeof CHIPSETS)[keyof typeof CHIPSETS];
export const CHIPSET_FILTER_ALL = 0;
/** A chipset filter (spec section 9): 0 ALL, 1 Intel, 2 AMD. */
export type ChipsetFilterId = ChipsetId | typeof CHIPSET_FILTER_ALL;
export const CHIPSET_NAMES: Readonly<Record<ChipsetId, string>> = { 1: 'Intel', 2: 'AMD' };

/** The CPU vendor a chipset id stands for. */
export function vendorForChipset(chipset: ChipsetId): 'intel' | 'amd' {
  return chipset === CHIPSETS.intel ? 'intel' : 'amd';
}

/** Case sizes (spec section 3 "Case item"); 0 means all in list filters. */
export const CASE_SIZES = {
  all: 0,
  miniTower: 1,
  midTower: 2,
  fullTower: 3,
  superTower: 4,
} as const;
export type CaseSizeFilter = (typeof CASE_SIZES)[keyof typeof CASE_SIZES];
export type CaseSize = Exclude<CaseSizeFilter, 0>;
export const CASE_SIZE_NAMES: Readonly<Record<CaseSizeFilter, string>> = {
  0: 'ALL',
  1: 'Mini Tower',
  2: 'Mid Tower',
  3: 'Full Tower',
  4: 'Super Tower',
};
