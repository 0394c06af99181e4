/**
 * The part of a build the server judges: chipset, case size, every product id and the fan
 * total. Validation and the flagged lists depend on these alone (not on the step, mode or
 * publicId), so the client keys those calls by them: a step change does not refetch.
 */
import { COMPONENT_FIELDS, createBuild, type Build, type ComponentField } from './build-model';

export type BuildSelections = Pick<Build, 'chipset' | 'caseSize' | 'fansTotal' | ComponentField>;

export function selectionsOf(build: Build): BuildSelections {
  const selections = {
    chipset: build.chipset,
    caseSize: build.caseSize,
    fansTotal: build.fansTotal,
  } as BuildSelections;
  for (const field of COMPONENT_FIELDS) selections[field] = build[field];
  return selections;
}

/** The body sent for a selection: the selections over the default wizard fields, so equal selections send equal bodies. */
export function buildForSelections(selections: BuildSelections): Build {
  return createBuild(selections);
}
