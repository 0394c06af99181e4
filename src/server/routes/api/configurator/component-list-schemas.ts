/** Query and response schemas of the component lists (spec section 7 "Component lists"). */
import { z } from 'zod';
import { dataEnvelope } from '../../../../domain/contracts/api-envelope';
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
export const buildSetTypesResponseSchema = dataEnvelope(z.array(buildSetTypeItemSchema));
