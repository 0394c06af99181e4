/**
 * Reading a build back from browser storage. The same rules as `buildSchema`
 * (contracts/build.ts) written without zod, because the web app restores the build on
 * every page and zod would not fit the initial-JavaScript budget; a test checks both agree.
 */
import { BUILD_DEFAULTS, BUILD_MODES, createBuild, type Build } from './build-model';

const PRODUCT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads one build's fields, remembering whether any was invalid. Each field is read by name,
 * into one object literal: the server reads every request's build, and a loop over a table of
 * field names and checks (keyed loads and stores, a copy of the defaults) cost several times
 * JSON.parse of the same body.
 */
class FieldReader {
  valid = true;

  /** A product id, null, or absent (null). */
  productId(given: unknown): string | null {
    if (given === undefined || given === null) return null;
    if (typeof given !== 'string' || !PRODUCT_ID.test(given)) this.valid = false;
    return given as string;
  }

  /** An integer in min..max, null, or absent (null). */
  intOrNull(given: unknown, min: number, max: number): number | null {
    if (given === undefined || given === null) return null;
    return this.int(given, min, max);
  }

  /** An integer in min..max. */
  int(given: unknown, min: number, max: number): number {
    if (!Number.isInteger(given) || (given as number) < min || (given as number) > max)
      this.valid = false;
    return given as number;
  }

  /** A string of at most 64 characters, null, or absent (null); also a finite number when allowed. */
  shortText(given: unknown, numberToo: boolean): string | null {
    if (given === undefined || given === null) return null;
    const text = typeof given === 'string' && given.length <= 64;
    if (!text && !(numberToo && typeof given === 'number' && Number.isFinite(given)))
      this.valid = false;
    return given as string;
  }

  boolean(given: unknown): boolean {
    if (given === undefined) return false;
    if (typeof given !== 'boolean') this.valid = false;
    return given as boolean;
  }
}

/** The build in `value`, missing fields taking the defaults; null when any field is invalid. */
export function parseStoredBuild(value: unknown): Build | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  // JSON gives plain objects, and no field is named like a prototype member.
  const given = value as { readonly [field in keyof Build]?: unknown };
  const read = new FieldReader();
  const mode = given.buildMode === undefined ? BUILD_DEFAULTS.buildMode : given.buildMode;
  if (!(BUILD_MODES as readonly unknown[]).includes(mode)) read.valid = false;
  // In BUILD_DEFAULTS' order, as createBuild gives them.
  const build: Build = {
    chipset: read.intOrNull(given.chipset, 1, 2) as Build['chipset'],
    case: read.productId(given.case),
    caseSize: read.intOrNull(given.caseSize, 1, 4) as Build['caseSize'],
    cpu: read.productId(given.cpu),
    motherboard: read.productId(given.motherboard),
    memory: read.productId(given.memory),
    gpu: read.productId(given.gpu),
    storage: read.productId(given.storage),
    secondaryStorage: read.productId(given.secondaryStorage),
    tertiaryStorage: read.productId(given.tertiaryStorage),
    psu: read.productId(given.psu),
    coolingCpu: read.productId(given.coolingCpu),
    fans: read.productId(given.fans),
    fansTotal: read.intOrNull(given.fansTotal, 1, Number.MAX_SAFE_INTEGER),
    soundcard: read.productId(given.soundcard),
    networking: read.productId(given.networking),
    os: read.productId(given.os),
    sundries: read.productId(given.sundries),
    publicId: read.shortText(given.publicId, false),
    AssistModeGroup: read.shortText(given.AssistModeGroup, true),
    buildStep:
      given.buildStep === undefined ? BUILD_DEFAULTS.buildStep : read.int(given.buildStep, 1, 5),
    buildSubStep: read.intOrNull(given.buildSubStep, 0, 13),
    buildMode: mode as Build['buildMode'],
    buildStart: read.boolean(given.buildStart),
    buildComplete: read.boolean(given.buildComplete),
  };
  return read.valid ? build : null;
}

/** The build stored as JSON text, or the defaults when the text is absent, unreadable or invalid. */
export function restoreBuild(text: string | null | undefined): Build {
  if (!text) return createBuild();
  try {
    return parseStoredBuild(JSON.parse(text)) ?? createBuild();
  } catch {
    return createBuild();
  }
}
