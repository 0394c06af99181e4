/**
 * An open compatibility modal, as the screen keeps it until the shopper answers: the
 * problems shown, the route it opened on, and the choice waiting on the answer. The same
 * object goes to `issueModal` (what to show) and to `dismissIssues` (what the answer does).
 */
import {
  hasProblems,
  issueModal,
  type IssueModalModel,
  type IssueModalRoute,
  type Problems,
} from '../issues/issue-modal';
import type { ComponentChoice } from './selection-transitions';

export interface IssuePrompt extends Problems {
  route: IssueModalRoute;
  /** A selection kept pending until the answer; null when the problems are the build's own. */
  pending: ComponentChoice | null;
  /** False when the save or complete behind the modal stored nothing, so it cannot go on. */
  canProceed: boolean;
}

/**
 * A prompt for problems of parts already in the build (a build loaded with errors, a save or
 * complete revealing issues). Null when there is nothing to show.
 */
export function buildIssuesPrompt(
  problems: Problems,
  route: IssueModalRoute,
  canProceed = true,
): IssuePrompt | null {
  if (!hasProblems(problems)) return null;
  return {
    issues: problems.issues,
    warnings: problems.warnings,
    route,
    pending: null,
    canProceed,
  };
}

/** The modal to render for a prompt (never null: a prompt always holds a problem). */
export function promptModal(prompt: IssuePrompt): IssueModalModel {
  const modal = issueModal(prompt, { route: prompt.route, canProceed: prompt.canProceed });
  if (!modal) throw new Error('An issue prompt holds at least one problem.');
  return modal;
}
