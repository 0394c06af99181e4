/**
 * API shapes of the build calls (spec section 7 "Build calls" and "Flagged lists") beyond the
 * build body and the validation response (contracts/build.ts). Prices are pounds (2 dp).
 *
 * Bad input (400, errors payload naming the field): wrong types, malformed JSON, chipset
 * other than 1/2/null, fansTotal below 1, an id that is not in the catalogue
 * (`unknown_component`) or is of another category than its field (`wrong_category`).
 * Extra fields in the body are ignored (stripped), so the client may send its whole state.
 * Compatibility and stock problems, including fansTotal above the fan's maxNumAllowed and a
 * part of the other chipset vendor, are issues in a 200 answer.
 */
import { z } from 'zod';
import { CATEGORY_ORDER } from '../catalog/categories';
import { productIdSchema } from '../catalog/specs';
import { dataEnvelope } from './api-envelope';
import { chargeLineSchema, issueSchema, powerSchema, validationResponseSchema } from './build';
import { componentItemSchema } from './catalog';

/** errorCode of a 400 for a build field naming no product we sell. */
export const BUILD_ERROR_CODES = {
  unknownComponent: 'unknown_component',
  wrongCategory: 'wrong_category',
} as const;

/** 12 random bytes in base64url: 16 URL-safe characters, 96 bits. */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;
export const publicIdSchema = z.string().regex(PUBLIC_ID_PATTERN);

const id = productIdSchema.nullable();

/** What a saved build keeps: the selections only (no wizard state, no publicId). */
export const savedBuildFieldsSchema = z.object({
  chipset: z.union([z.literal(1), z.literal(2)]).nullable(),
  case: id,
  caseSize: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable(),
  cpu: id,
  motherboard: id,
  memory: id,
  gpu: id,
  storage: id,
  secondaryStorage: id,
  tertiaryStorage: id,
  psu: id,
  coolingCpu: id,
  fans: id,
  fansTotal: z.number().int().min(1).nullable(),
  soundcard: id,
  networking: id,
  os: id,
  sundries: id,
});
export type SavedBuildFields = z.infer<typeof savedBuildFieldsSchema>;

/** Estimated build time: assembly and test by case size plus the longest lead time of a part. */
export const buildTimeSchema = z.object({
  workingDays: z.number().int().nonnegative(),
  /** '7 working days' (or '1 working day'). */
  text: z.string(),
});
export type BuildTime = z.infer<typeof buildTimeSchema>;

/** POST validate. */
export const validateResponseSchema = dataEnvelope(validationResponseSchema);

/** POST …withflag: the same items, in the same order, as the matching all…components list. */
export const flaggedListResponseSchema = dataEnvelope(z.array(componentItemSchema));

/** `…withflag?view=flags` (ADR 034): CompactFlags of contracts/compact-list.ts. */
export const compactFlagsResponseSchema = dataEnvelope(
  z.object({
    version: z.number().int(),
    flags: z.string().regex(/^[01-]*$/),
    reasons: z.array(z.string()),
    reasonOf: z.array(z.number().int().min(-1)),
  }),
);

/** Storage flagged lists: which storage field the candidates go in (see the route's docs). */
export const storageFlagQuerySchema = z.object({
  field: z.enum(['storage', 'secondaryStorage', 'tertiaryStorage']).optional(),
});

/**
 * POST SaveLocalBuild: the share data. With issues nothing is stored and both ids are null
 * (the client shows the issues); warnings alone do not stop the save.
 */
export const saveResponseSchema = z.object({
  pcBuildPublicId: publicIdSchema.nullable(),
  /** The same id (spec section 3 names both). */
  publicId: publicIdSchema.nullable(),
  /** Path of the share page, '/share/{publicId}'; the client prefixes its origin. */
  shareUrl: z.string().nullable(),
  issues: z.array(issueSchema),
  warnings: z.array(issueSchema),
  totalCost: z.number().nonnegative(),
  /** The assembly charge included in totalCost, as in the validate answer. */
  assembly: chargeLineSchema.nullable(),
  power: powerSchema,
});
export type SaveResponse = z.infer<typeof saveResponseSchema>;

/**
 * POST completeBuild (publicId always null) and completeBuildAndSave (publicId set when there
 * are no issues). Every issue carries mainComponent: the part at fault, or for a missing
 * selection the category (its route) that is empty. `sundries` is the assembly-and-test line
 * for the case size, to store in the build's sundries field; totalCost includes it.
 */
export const completeResponseSchema = z.object({
  publicId: publicIdSchema.nullable(),
  issues: z.array(issueSchema),
  warnings: z.array(issueSchema),
  totalCost: z.number().nonnegative(),
  power: powerSchema,
  sundries: productIdSchema.nullable(),
  buildTime: buildTimeSchema,
});
export type CompleteResponse = z.infer<typeof completeResponseSchema>;

/** One chosen part on the overview and share pages, in the spec's category order. */
export const overviewComponentSchema = z.object({
  /** The build field it fills, e.g. 'secondaryStorage', 'fans', 'sundries'. */
  category: z.enum(CATEGORY_ORDER),
  id: z.string(),
  longName: z.string(),
  shortName: z.string(),
  brand: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Unit price in pounds. */
  price: z.number().nonnegative(),
  /** Units in the build: fansTotal for fans, else 1. */
  quantity: z.number().int().positive(),
  /** True for a part no longer sold (a saved build may hold one); absent otherwise. */
  retired: z.literal(true).optional(),
});
export type OverviewComponent = z.infer<typeof overviewComponentSchema>;

/** Where the overview is shown; echoed back, it changes nothing else in the answer. */
export const OVERVIEW_ROUTES = [
  'overview',
  'build-overview',
  'share',
  'configurator',
  'pre-configured-pcs',
] as const;
export const overviewQuerySchema = z.object({ route: z.enum(OVERVIEW_ROUTES).optional() });

export const buildOverviewSchema = z.object({
  route: z.enum(OVERVIEW_ROUTES).nullable(),
  components: z.array(overviewComponentSchema),
  buildTime: buildTimeSchema,
  totalPrice: z.number().nonnegative(),
  /** The case's main image, or null without a case. */
  caseImage: z.string().nullable(),
});
export type BuildOverview = z.infer<typeof buildOverviewSchema>;

/**
 * GET build/{publicId}: the stored selections (to resume), the totals as saved, and the parts
 * as the catalogue describes them now (parts no longer sold are left out of `components`).
 */
export const savedBuildResponseSchema = z.object({
  publicId: publicIdSchema,
  build: savedBuildFieldsSchema,
  completed: z.boolean(),
  createdAt: z.string(),
  totalPrice: z.number().nonnegative(),
  buildTime: buildTimeSchema,
  components: z.array(overviewComponentSchema),
  caseImage: z.string().nullable(),
});
export type SavedBuildResponse = z.infer<typeof savedBuildResponseSchema>;

export const buildIdParamsSchema = z.object({ id: z.string().max(200) });
