/** Small helpers shared by the transition files: which fields a step owns, and clearing them. */
import {
  CONFIGURE_SUB_STEPS,
  categoryForSubStep,
  type ConfigureCategory,
} from '../catalog/categories';
import { COMPONENT_FIELDS, type Build } from './build-model';

/** A build field that can be cleared to null. */
export type ClearableField = (typeof COMPONENT_FIELDS)[number] | 'fansTotal' | 'caseSize';

/** The fields chosen at sub-step `category` (fans also owns fansTotal). */
export function fieldsOfCategory(category: ConfigureCategory): ClearableField[] {
  return category === 'fans' ? ['fans', 'fansTotal'] : [category];
}

/** Every component selection, the case included. */
export const ALL_SELECTION_FIELDS: readonly ClearableField[] = [
  ...COMPONENT_FIELDS,
  'fansTotal',
  'caseSize',
];

export function clearFields(build: Build, fields: Iterable<ClearableField>): Build {
  const next = { ...build };
  for (const field of fields) next[field] = null;
  return next;
}

/** Fields chosen at sub-steps after `subStep` (1..13), in order. */
export function fieldsAfterSubStep(subStep: number): ClearableField[] {
  const fields: ClearableField[] = [];
  for (let step = subStep + 1; step <= CONFIGURE_SUB_STEPS.length; step++) {
    const category = categoryForSubStep(step);
    if (category) fields.push(...fieldsOfCategory(category));
  }
  return fields;
}
