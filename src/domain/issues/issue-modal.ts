/**
 * What the compatibility modal shows (spec section 4 "Compatibility modal", section 5, the
 * texts of section 8) and the 'Build with Errors' modal (section 4 "Build to basket"), as
 * plain data: the screens render it and never decide a heading, title or button themselves.
 * Decisions where the spec is silent: docs/decisions/046-compatibility-modal-model.md.
 */
import {
  ISSUE_MODAL_BUTTONS,
  ISSUE_MODAL_TEXTS,
  isIssueType,
  isMissingIssue,
  issueModalTitle,
  issuesModalHeading,
  issuesModalTitle,
  type Issue,
} from './issue-types';

/** The problems of one answer: `issues` (the error list) and `warnings` (spec section 5). */
export interface Problems {
  issues: readonly Issue[];
  warnings: readonly Issue[];
}

/** The screen the modal opens on: only the label of the action depends on it. */
export type IssueModalRoute = 'configurator' | 'share' | 'build-overview';

/** The modal's buttons: 'go-back' always, 'action' ('Add to build' / 'Continue') sometimes. */
export type IssueModalButtonId = 'go-back' | 'action';

export interface IssueModalButton {
  id: IssueModalButtonId;
  label: string;
}

/** One problem as the modal lists it. */
export interface IssueModalItem {
  issue: Issue;
  /** The issue's own title (spec section 8 "Modal titles by issue type"). */
  title: string;
  message: string;
  /** Shown after the label 'Details:'; null when the issue has no detail. */
  detail: string | null;
}

export interface IssueModalModel {
  /** 'Error Message' when any problem is an error-type issue, else 'Warning Message'. */
  heading: string;
  /** One problem: its title; several: 'Missing Components' or 'Incompatible Component'. */
  title: string;
  /** Every problem, the error list first; several are shown as one combined list. */
  items: IssueModalItem[];
  /** True with several problems (render `items` as a list). */
  combined: boolean;
  /** 'Details:', the label before each item's detail. */
  detailLabel: string;
  /** The extra sentence for a single plain error (spec section 5), else null. */
  hint: string | null;
  /** In render order: 'Go back', then the action when there is one. */
  buttons: IssueModalButton[];
}

export interface IssueModalOptions {
  route: IssueModalRoute;
  /**
   * False when the operation behind the modal cannot go on whatever the shopper answers
   * (a save or complete that stored nothing): no action button then. Default true.
   */
  canProceed?: boolean;
}

/** Any HTML tag in a text (the spec's "markup"). */
const MARKUP = /<\/?[a-z][^>]*>/i;

function toItem(issue: Issue): IssueModalItem {
  return {
    issue,
    title: issueModalTitle(issue.type),
    message: issue.message,
    detail: issue.detail.trim() === '' ? null : issue.detail,
  };
}

/** Spec section 5: a single error issue without markup and without a 'missing' tag. */
function singleErrorHint(items: readonly Issue[]): string | null {
  const [only] = items;
  if (items.length !== 1 || !only || !isIssueType(only.type, 'error')) return null;
  if (MARKUP.test(only.message) || MARKUP.test(only.detail) || isMissingIssue(only)) return null;
  return ISSUE_MODAL_TEXTS.singleErrorHint;
}

/**
 * The action: only without error, missing and retired items. 'Continue' on the share and
 * build-overview routes; elsewhere 'Add to build' when a pre-order is among the items, else
 * 'Continue'.
 */
function actionLabel(items: readonly Issue[], options: IssueModalOptions): string | null {
  if (options.canProceed === false) return null;
  if (items.some((issue) => isIssueType(issue.type, 'error') || isMissingIssue(issue))) return null;
  // A retired part never enters a build (ADR 106): nothing to continue with.
  if (items.some((issue) => isIssueType(issue.type, 'retired'))) return null;
  if (options.route !== 'configurator') return ISSUE_MODAL_BUTTONS.continue;
  return items.some((issue) => isIssueType(issue.type, 'preorder'))
    ? ISSUE_MODAL_BUTTONS.addToBuild
    : ISSUE_MODAL_BUTTONS.continue;
}

/** The compatibility modal for these problems, or null when there are none (no modal). */
export function issueModal(problems: Problems, options: IssueModalOptions): IssueModalModel | null {
  const all = [...problems.issues, ...problems.warnings];
  if (all.length === 0) return null;
  const action = actionLabel(all, options);
  const buttons: IssueModalButton[] = [{ id: 'go-back', label: ISSUE_MODAL_BUTTONS.goBack }];
  if (action !== null) buttons.push({ id: 'action', label: action });
  return {
    heading: issuesModalHeading(all),
    title: issuesModalTitle(all),
    items: all.map(toItem),
    combined: all.length > 1,
    detailLabel: ISSUE_MODAL_TEXTS.detailLabel,
    hint: singleErrorHint(all),
    buttons,
  };
}

/** Whether the shopper has something to answer: any issue or warning at all. */
export function hasProblems(problems: Problems): boolean {
  return problems.issues.length > 0 || problems.warnings.length > 0;
}

export interface BuildWithErrorsModalModel {
  title: string;
  text: string;
  /** Its only button; closing the modal any other way counts the same (it is a dismissal). */
  dismissLabel: string;
}

/** 'Build with Errors' (spec sections 4 "Build to basket" and 8). The button text is ours. */
export const BUILD_WITH_ERRORS_MODAL: Readonly<BuildWithErrorsModalModel> = Object.freeze({
  title: ISSUE_MODAL_TEXTS.buildWithErrorsTitle,
  text: ISSUE_MODAL_TEXTS.buildWithErrorsText,
  dismissLabel: ISSUE_MODAL_BUTTONS.continue,
});
