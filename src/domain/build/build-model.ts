/**
 * The build as the client keeps it (spec section 3 "Build (client state)"): field names
 * exactly as the spec writes them, component selections as product ids, defaults per spec.
 * Wizard transitions live in their own files beside this one.
 */
import {
  CATEGORY_ORDER,
  type CaseSize,
  type CategoryKey,
  type ChipsetId,
} from '../catalog/categories';

export const BUILD_MODES = ['assist', 'expert'] as const;
export type BuildMode = (typeof BUILD_MODES)[number];

export type ComponentField = Exclude<CategoryKey, 'chipset' | 'fansTotal'>;

const holdsProductId = (key: CategoryKey): key is ComponentField =>
  key !== 'chipset' && key !== 'fansTotal';

/** Build fields that hold one product id, in the spec's category order (chipset and fansTotal hold numbers). */
export const COMPONENT_FIELDS: readonly ComponentField[] = CATEGORY_ORDER.filter(holdsProductId);

export const STORAGE_FIELDS = ['storage', 'secondaryStorage', 'tertiaryStorage'] as const;
export type StorageField = (typeof STORAGE_FIELDS)[number];

export interface Build {
  /** 1 = Intel, 2 = AMD. */
  chipset: ChipsetId | null;
  case: string | null;
  caseSize: CaseSize | null;
  cpu: string | null;
  motherboard: string | null;
  memory: string | null;
  gpu: string | null;
  storage: string | null;
  secondaryStorage: string | null;
  tertiaryStorage: string | null;
  psu: string | null;
  coolingCpu: string | null;
  fans: string | null;
  /** Packs of the chosen fans product, 1..maxNumAllowed. */
  fansTotal: number | null;
  soundcard: string | null;
  networking: string | null;
  os: string | null;
  sundries: string | null;
  publicId: string | null;
  /** Spelling as in the spec; its values are not shown, so any string or number is kept. */
  AssistModeGroup: string | number | null;
  /** 1 chipset, 2 case, 3 configure, 4 overview, 5 basket. */
  buildStep: number;
  /** Sub-step 1..13 of step 3 (0 is also seen in expert mode), or null. */
  buildSubStep: number | null;
  buildMode: BuildMode;
  buildStart: boolean;
  buildComplete: boolean;
}

/** Spec defaults: buildStep 1, buildSubStep null, buildMode 'assist', flags false, all else null. */
export const BUILD_DEFAULTS: Readonly<Build> = Object.freeze({
  chipset: null,
  case: null,
  caseSize: null,
  cpu: null,
  motherboard: null,
  memory: null,
  gpu: null,
  storage: null,
  secondaryStorage: null,
  tertiaryStorage: null,
  psu: null,
  coolingCpu: null,
  fans: null,
  fansTotal: null,
  soundcard: null,
  networking: null,
  os: null,
  sundries: null,
  publicId: null,
  AssistModeGroup: null,
  buildStep: 1,
  buildSubStep: null,
  buildMode: 'assist',
  buildStart: false,
  buildComplete: false,
});

/** A fresh build with the defaults (a new object each call, safe to change). */
export function createBuild(overrides: Partial<Build> = {}): Build {
  return { ...BUILD_DEFAULTS, ...overrides };
}

/** The product ids chosen in a build, in category order (duplicates kept: two identical drives are two parts). */
export function chosenComponentIds(build: Build): string[] {
  const ids: string[] = [];
  for (const field of COMPONENT_FIELDS) {
    const id = build[field];
    if (id !== null) ids.push(id);
  }
  return ids;
}
