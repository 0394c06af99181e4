/** Query and response schemas of the component lists (spec section 7 "Component lists"). */
import { z } from 'zod';
import { dataEnvelope } from '../../../../domain/contracts/api-envelope';
import { imagerySchema } from '../../../../domain/catalog/specs';
import {
  buildSetTypeItemSchema,
  caseItemSchema,
  componentItemSchema,
} from '../../../../domain/contracts/catalog';

/** 0 = all, 1 Mini Tower … 4 Super Tower. */
const caseSize = z.coerce.number().int().min(0).max(4);
/** 0 = all, 1 Intel, 2 AMD. */
const chipset = z.coerce.number().int().min(0).max(2);
const id = z.string().trim().min(1).max(200);

/** `view=compact`: the web client's columns (ADR 034) instead of the spec's items. */
const view = z.enum(['compact']).optional();

export const viewQuerySchema = z.object({ view });
export const caseListQuerySchema = z.object({ caseSize: caseSize.optional() });
export const caseQuerySchema = z.object({ id });
export const chipsetQuerySchema = z.object({ chipset: chipset.optional(), view });
export const motherboardQuerySchema = z.object({
  caseSize: caseSize.optional(),
  chipset: chipset.optional(),
  view,
});
export const caseFansQuerySchema = z.object({ caseId: id, view });

export const caseListResponseSchema = dataEnvelope(z.array(caseItemSchema));
export const caseResponseSchema = dataEnvelope(caseItemSchema);
export const componentListResponseSchema = dataEnvelope(z.array(componentItemSchema));
/** `view=compact`: CompactList of domain/contracts/compact-list.ts (ADR 034). */
export const compactListResponseSchema = dataEnvelope(
  z.object({
    version: z.number().int(),
    brands: z.array(z.string()),
    id: z.array(z.string()),
    brand: z.array(z.number().int().nonnegative()),
    longName: z.array(z.string()),
    description: z.array(z.string()),
    price: z.array(z.number().nonnegative()),
    maxNumAllowed: z.array(z.number().int().positive().nullable()).optional(),
    imageUrl: z.record(z.string(), z.string()).optional(),
    imagery: z.record(z.string(), imagerySchema).optional(),
    keySpecs: z.array(z.string()).optional(),
    stock: z
      .record(
        z.string(),
        z.tuple([z.enum(['preorder', 'temp-unavailable']), z.string().nullable()]),
      )
      .optional(),
  }),
);
/** A component list: the spec's items, or with `view=compact` the web client's columns. */
export const listResponseSchema = componentListResponseSchema.or(compactListResponseSchema);
export const buildSetTypesResponseSchema = dataEnvelope(z.array(buildSetTypeItemSchema));
