/**
 * API shapes of the build (spec section 3): the request body of the build calls, the issue,
 * and the validation response. Prices in payloads are pounds (2 dp); the engine works in pence.
 */
import { z } from 'zod';
import { CATEGORY_ORDER } from '../catalog/categories';
import { productIdSchema } from '../catalog/specs';
import { BUILD_MODES, type Build } from '../build/build-model';
import { ISSUE_TYPES, type Issue } from '../issues/issue-types';

const componentId = productIdSchema.nullable().default(null);

/** The build body of validate, save, complete and overview. Missing fields take the spec defaults. */
export const buildSchema = z.object({
  chipset: z
    .union([z.literal(1), z.literal(2)])
    .nullable()
    .default(null),
  case: componentId,
  caseSize: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .nullable()
    .default(null),
  cpu: componentId,
  motherboard: componentId,
  memory: componentId,
  gpu: componentId,
  storage: componentId,
  secondaryStorage: componentId,
  tertiaryStorage: componentId,
  psu: componentId,
  coolingCpu: componentId,
  fans: componentId,
  fansTotal: z.number().int().min(1).nullable().default(null),
  soundcard: componentId,
  networking: componentId,
  os: componentId,
  sundries: componentId,
  publicId: z.string().max(64).nullable().default(null),
  AssistModeGroup: z
    .union([z.string().max(64), z.number()])
    .nullable()
    .default(null),
  buildStep: z.number().int().min(1).max(5).default(1),
  buildSubStep: z.number().int().min(0).max(13).nullable().default(null),
  buildMode: z.enum(BUILD_MODES).default('assist'),
  buildStart: z.boolean().default(false),
  buildComplete: z.boolean().default(false),
});

// Compile-time check that the schema's output is exactly the domain's Build.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const buildSchemaMatchesModel: Same<z.infer<typeof buildSchema>, Build> = true;
void buildSchemaMatchesModel;

export const issueSchema = z.object({
  type: z.enum(ISSUE_TYPES),
  tag: z.string(),
  message: z.string(),
  detail: z.string(),
  mainComponent: z.string().nullable(),
  connectingComponent: z.union([z.string(), z.array(z.string())]).nullable(),
  route: z.enum(CATEGORY_ORDER),
});
const issueSchemaMatchesModel: Same<z.infer<typeof issueSchema>, Issue> = true;
void issueSchemaMatchesModel;

/** Estimated draw and the PSU wattage we recommend, for the configurator's power meter. */
export const powerSchema = z.object({
  estimatedW: z.number().int().nonnegative(),
  recommendedW: z.number().int().nonnegative(),
  /** False when a chosen part's power is unknown, so the estimate leaves it out. */
  complete: z.boolean(),
});

/** POST /api/configurator/validate answer (inside `data`). totalCost in pounds. */
/** A priced line of a total that is not a chosen part: the assembly charge. Price in pounds. */
export const chargeLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().nonnegative(),
});

export const validationResponseSchema = z.object({
  issues: z.array(issueSchema),
  warnings: z.array(issueSchema),
  /** The chosen parts plus `assembly`. */
  totalCost: z.number().nonnegative(),
  /** The assembly charge included in totalCost, to show as its own line; null before a case size. */
  assembly: chargeLineSchema.nullable(),
  power: powerSchema,
});
export type ValidationResponse = z.infer<typeof validationResponseSchema>;
