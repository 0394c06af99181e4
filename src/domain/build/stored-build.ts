/**
 * Reading a build back from browser storage. The same rules as `buildSchema`
 * (contracts/build.ts) written without zod, because the web app restores the build on
 * every page and zod would not fit the initial-JavaScript budget; a test checks both agree.
 */
import { BUILD_MODES, COMPONENT_FIELDS, createBuild, type Build } from './build-model';

const PRODUCT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Check = (value: unknown) => boolean;

const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const isInt =
  (min: number, max: number): Check =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isShortString: Check = (value) => typeof value === 'string' && value.length <= 64;
const isProductId: Check = (value) => typeof value === 'string' && PRODUCT_ID.test(value);
const isBoolean: Check = (value) => typeof value === 'boolean';

const CHECKS: Readonly<Record<keyof Build, Check>> = {
  ...(Object.fromEntries(COMPONENT_FIELDS.map((field) => [field, nullable(isProductId)])) as Record<
    (typeof COMPONENT_FIELDS)[number],
    Check
  >),
  chipset: nullable(isInt(1, 2)),
  caseSize: nullable(isInt(1, 4)),
  fansTotal: nullable(isInt(1, Number.MAX_SAFE_INTEGER)),
  publicId: nullable(isShortString),
  AssistModeGroup: nullable(
    (value) => isShortString(value) || (typeof value === 'number' && Number.isFinite(value)),
  ),
  buildStep: isInt(1, 5),
  buildSubStep: nullable(isInt(0, 13)),
  buildMode: (value) => (BUILD_MODES as readonly unknown[]).includes(value),
  buildStart: isBoolean,
  buildComplete: isBoolean,
};

/** The checks as a list, read in one pass per build (the server parses every request's build). */
const CHECK_LIST = Object.entries(CHECKS) as [keyof Build, Check][];

/** The build in `value`, missing fields taking the defaults; null when any field is invalid. */
export function parseStoredBuild(value: unknown): Build | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  // Own fields only: JSON gives plain objects, and no field is named like a prototype member.
  const record = value as Record<string, unknown>;
  const build = createBuild() as unknown as Record<string, unknown>;
  for (let i = 0; i < CHECK_LIST.length; i += 1) {
    const [field, check] = CHECK_LIST[i]!;
    const given = record[field];
    if (given === undefined) continue;
    if (!check(given)) return null;
    build[field] = given;
  }
  return build as unknown as Build;
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
