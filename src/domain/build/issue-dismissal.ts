/**
 * What the shopper's answer to the compatibility modal does (spec section 4 "Issue
 * dismissal"). The spec's sentences and how each is honoured:
 * docs/decisions/045-selection-and-issue-dismissal.md. Closing the modal any other way
 * (Escape, the overlay) is a 'go-back'.
 */
import { PATHS } from '../paths';
import {
  BUILD_STEPS,
  subStepForCategory,
  type CategoryKey,
  type ConfigureCategory,
} from '../catalog/categories';
import type { IssueModalButtonId } from '../issues/issue-modal';
import {
  BLOCKING_TYPES,
  isMissingIssue,
  issueComponentIds,
  normaliseIssueType,
  type Issue,
  type IssueType,
} from '../issues/issue-types';
import { backToCaseStep } from './back-transitions';
import { COMPONENT_FIELDS, createBuild, type Build, type ComponentField } from './build-model';
import { clearFields, fieldsOfCategory, type ClearableField } from './build-fields';
import type { IssuePrompt } from './issue-prompt';
import { storeChoice } from './selection-transitions';

export type Dismissal =
  /** The modal closes; nothing changes (a pending choice is dropped). */
  | { kind: 'close'; build: Build }
  /** The caller goes on with the save, complete or basket call that opened the modal. */
  | { kind: 'proceed'; build: Build }
  /** The pending choice is stored, as a selection without problems would have been. */
  | { kind: 'apply'; build: Build; summary: boolean }
  /** Conflicting parts reset to 'None selected' and/or the shopper sent back to a selection. */
  | {
      kind: 'reset';
      build: Build;
      /** The categories reset, to show with the error style. */
      flagged: ComponentField[];
      /** Expert: the dropdown to open; assist: the step's list to open (its sub-step is set). */
      openCategory: ConfigureCategory | null;
      /** null: stay on the configurator. */
      navigateTo: typeof PATHS.preConfigurator | null;
    };

/**
 * Types whose pending selection the action applies (spec: "preorder, temp-unavailable, retired,
 * MissingSelection, MissingSlot and partiallyIncompatible", plus plain warnings), but not
 * retired: a retired part never enters a build (ADR 106).
 */
const APPLICABLE_TYPES: ReadonlySet<IssueType> = new Set<IssueType>([
  'preorder',
  'temp-unavailable',
  'missingselection',
  'missingslot',
  'partiallyincompatible',
  'warning',
]);

function allApplicable(problems: readonly Issue[]): boolean {
  return problems.every((issue) => {
    const type = normaliseIssueType(issue.type);
    return type !== null && APPLICABLE_TYPES.has(type);
  });
}

/**
 * The build's parts that error and missingslot issues name (mainComponent and
 * connectingComponent), as the fields holding them, in category order.
 */
export function conflictingCategories(build: Build, issues: readonly Issue[]): ComponentField[] {
  const named = new Set<string>();
  for (const issue of issues) {
    const type = normaliseIssueType(issue.type);
    if (type !== null && BLOCKING_TYPES.has(type))
      issueComponentIds(issue).forEach((id) => named.add(id));
  }
  return COMPONENT_FIELDS.filter((field) => {
    const id = build[field];
    return id !== null && named.has(id);
  });
}

type Reset = Extract<Dismissal, { kind: 'reset' }>;

function reset(build: Build, flagged: ComponentField[], rest: Partial<Reset> = {}): Reset {
  return { kind: 'reset', build, flagged, openCategory: null, navigateTo: null, ...rest };
}

/** Going back to choose what a missing-component issue asks for. */
function backToSelection(build: Build, route: CategoryKey, flagged: ComponentField[]): Reset {
  if (route === 'chipset')
    return reset(createBuild(), flagged, { navigateTo: PATHS.preConfigurator });
  if (route === 'case') return toCaseStep(build, flagged);
  const category = route === 'fansTotal' ? 'fans' : route;
  if (category === 'sundries') return reset(build, flagged); // chosen by the shop, no step of its own
  const onStep =
    build.buildMode === 'assist'
      ? { ...build, buildStep: BUILD_STEPS.configure, buildSubStep: subStepForCategory(category) }
      : build;
  return reset(onStep, flagged, { openCategory: category });
}

/** Back to the case screen (step 2), every selection cleared as a back from step 3 does. */
function toCaseStep(build: Build, flagged: ComponentField[]): Reset {
  return reset(backToCaseStep(build).build, flagged, { navigateTo: PATHS.preConfigurator });
}

/** The fields a reset category clears (fans take their total with them, the case its size). */
function fieldsOfConflict(field: ComponentField): ClearableField[] {
  if (field === 'fans') return fieldsOfCategory('fans');
  return field === 'case' ? ['case', 'caseSize'] : [field];
}

/** 'Go back' on the build's own problems: conflicts reset; the case → step 2; missing → back to selection. */
function resetBuildProblems(build: Build, prompt: IssuePrompt): Dismissal {
  const all = [...prompt.issues, ...prompt.warnings];
  const flagged = conflictingCategories(build, all);
  const missing = all.find(isMissingIssue);
  if (flagged.length === 0 && !missing) return { kind: 'close', build };
  const cleared =
    flagged.length === 0
      ? build
      : {
          ...clearFields(build, flagged.flatMap(fieldsOfConflict)),
          publicId: null,
          buildComplete: false,
        };
  if (flagged.includes('case')) return toCaseStep(cleared, flagged);
  return missing ? backToSelection(cleared, missing.route, flagged) : reset(cleared, flagged);
}

/** The outcome of pressing `button` on the modal of `prompt`, for the build as it is now. */
export function dismissIssues(
  build: Build,
  prompt: IssuePrompt,
  button: IssueModalButtonId,
): Dismissal {
  if (prompt.route !== 'configurator') {
    return button === 'action' ? { kind: 'proceed', build } : { kind: 'close', build };
  }
  const { pending } = prompt;
  if (pending) {
    if (button === 'action' && allApplicable([...prompt.issues, ...prompt.warnings])) {
      return { kind: 'apply', ...storeChoice(build, pending) };
    }
    return { kind: 'close', build };
  }
  if (button === 'action')
    return prompt.canProceed ? { kind: 'proceed', build } : { kind: 'close', build };
  return resetBuildProblems(build, prompt);
}
