/**
 * Choosing a component in the configurator (spec section 4 "Assist mode selection", and
 * "Mode switch": the build is re-validated on each change in expert mode). Every choice is
 * validated first:
 *
 *   const candidate = buildWithChoice(build, choice);       // POST validate with this
 *   const outcome = selectComponent(build, choice, answer); // then act on the outcome
 *
 * With no problems the choice is stored and assist mode moves to the next step; with
 * problems the modal shows and the choice waits for the shopper's answer (issue-dismissal.ts).
 * Which problems belong to a choice: docs/decisions/045-selection-and-issue-dismissal.md.
 */
import { LAST_SUB_STEP, subStepForCategory, type ConfigureCategory } from '../catalog/categories';
import { hasProblems, type IssueModalModel, type Problems } from '../issues/issue-modal';
import { issueComponentIds, type Issue } from '../issues/issue-types';
import { currentSubStep } from './assist-steps';
import type { Build } from './build-model';
import { fieldsOfCategory } from './build-fields';
import { chooseFans } from './fans-transitions';
import { promptModal, type IssuePrompt } from './issue-prompt';

/** A choice from a component list or an expert dropdown. */
export interface ComponentChoice {
  category: ConfigureCategory;
  /** The product id, or null for 'None selected'. */
  id: string | null;
}

/** The build with the choice made: the body to validate. Fans start at a total of 1. */
export function buildWithChoice(build: Build, choice: ComponentChoice): Build {
  if (choice.category === 'fans') {
    return chooseFans(build, choice.id === null ? null : { id: choice.id, maxNumAllowed: null });
  }
  const next = { ...build };
  next[choice.category] = choice.id;
  return next;
}

/** A problem belongs to the choice when it names the chosen part or sends the shopper to its category. */
function concernsChoice(issue: Issue, choice: ComponentChoice): boolean {
  if ((fieldsOfCategory(choice.category) as readonly string[]).includes(issue.route)) return true;
  return choice.id !== null && issueComponentIds(issue).includes(choice.id);
}

/**
 * The problems of the validated candidate that this choice answers for. Problems of other
 * parts already in the build do not stop a choice (save and complete show them).
 */
export function problemsOfChoice(choice: ComponentChoice, answer: Problems): Problems {
  return {
    issues: answer.issues.filter((issue) => concernsChoice(issue, choice)),
    warnings: answer.warnings.filter((issue) => concernsChoice(issue, choice)),
  };
}

export interface StoredChoice {
  build: Build;
  /** Past the last step (13, Operating System): the product summary shows instead of a step. */
  summary: boolean;
}

/**
 * Stores a choice. Assist mode: when the category is the current step's, the step advances,
 * or past the last step the summary shows. A change clears publicId and buildComplete: a
 * saved or completed build no longer matches it.
 */
export function storeChoice(build: Build, choice: ComponentChoice): StoredChoice {
  const candidate = buildWithChoice(build, choice);
  const changed = fieldsOfCategory(choice.category).some(
    (field) => candidate[field] !== build[field],
  );
  const next = changed ? { ...candidate, publicId: null, buildComplete: false } : candidate;
  const subStep = subStepForCategory(choice.category);
  const stepDone = build.buildMode === 'assist' && subStep === currentSubStep(build);
  if (!stepDone) return { build: next, summary: false };
  if (subStep === LAST_SUB_STEP)
    return { build: { ...next, buildSubStep: LAST_SUB_STEP }, summary: true };
  return { build: { ...next, buildSubStep: subStep + 1 }, summary: false };
}

export type SelectionOutcome =
  | ({ kind: 'stored' } & StoredChoice)
  /** Show `modal`; keep `prompt` and pass it to dismissIssues with the button pressed. */
  | { kind: 'problems'; prompt: IssuePrompt; modal: IssueModalModel };

/** The outcome of a choice, given the validation answer for `buildWithChoice(build, choice)`. */
export function selectComponent(
  build: Build,
  choice: ComponentChoice,
  answer: Problems,
): SelectionOutcome {
  const problems = problemsOfChoice(choice, answer);
  if (!hasProblems(problems)) {
    return { kind: 'stored', ...storeChoice(build, choice) };
  }
  const prompt: IssuePrompt = {
    ...problems,
    route: 'configurator',
    pending: choice,
    canProceed: true,
  };
  return { kind: 'problems', prompt, modal: promptModal(prompt) };
}
