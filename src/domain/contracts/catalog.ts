/** API shapes of catalogue items (spec section 3 "Case item" and "Component item"). Prices in pounds, 2 dp. */
import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../catalog/categories';
import { imagerySchema } from '../catalog/specs';

export const caseItemSchema = z.object({
  id: z.string(),
  category: z.literal('case'),
  longName: z.string(),
  shortName: z.string(),
  caseSize: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  price: z.number().nonnegative(),
  hasWarranty: z.boolean(),
  imagery: imagerySchema,
});
export type CaseItem = z.infer<typeof caseItemSchema>;

export const componentItemSchema = z.object({
  id: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  longName: z.string(),
  shortName: z.string(),
  /** Display brand: a leading dot is already stripped. */
  brand: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  imageUrl: z.string(),
  imagery: imagerySchema.nullable(),
  /** Fans only: the most packs a shopper may choose; null for other categories. */
  maxNumAllowed: z.number().int().positive().nullable(),
  /** Flagged lists: true compatible, false incompatible, null not verified or not flagged. */
  isCompatible: z.boolean().nullable(),
});
export type ComponentItem = z.infer<typeof componentItemSchema>;

/** GET allBuildSetTypes item: a build target the assist mode offers (spec: AssistModeGroup). */
export const buildSetTypeItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Budget band in pounds (2 dp). */
  minPrice: z.number().nonnegative(),
  maxPrice: z.number().nonnegative(),
});
export type BuildSetTypeItem = z.infer<typeof buildSetTypeItemSchema>;
