/**
 * Issue types of the validation response (spec section 3) and the modal titles the client
 * shows for them (spec section 8, copied verbatim with the spec's spellings). Shared by the
 * engine and the web app so both speak of the same types.
 */
import type { CategoryKey } from '../catalog/categories';

export const ISSUE_TYPES = [
  'error',
  'warning',
  'preorder',
  'temp-unavailable',
  'retired',
  'missingselection',
  'missingslot',
  'partiallyincompatible',
  'missing',
  'initial',
] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/** One problem with a build (spec section 3 "Issue"). */
export interface Issue {
  type: IssueType;
  /** Stable rule id; contains 'missing' for missing components. */
  tag: string;
  /** One plain sentence naming both parts and the numbers. */
  message: string;
  /** What to do about it, with a suggestion where the catalogue allows. */
  detail: string;
  /** Product id of the part at fault, or null (e.g. a category left empty). */
  mainComponent: string | null;
  /** Product id(s) of the part(s) it conflicts with, or null. */
  connectingComponent: string | string[] | null;
  /** The build field (category key) to go back to. */
  route: CategoryKey;
}

/** Types that go to the `issues` list (DESIGN.md section 4 "lands in"); the rest are warnings. */
export const ISSUE_LIST_TYPES: ReadonlySet<IssueType> = new Set<IssueType>([
  'error',
  'missingslot',
  'missing',
  'missingselection',
  'initial',
  'retired',
]);

/** Types that make a candidate incompatible in the flagged lists. */
export const BLOCKING_TYPES: ReadonlySet<IssueType> = new Set<IssueType>(['error', 'missingslot']);

/** The spec also writes MissingSelection, partiallyIncompatible…: compare case-insensitively. */
export function normaliseIssueType(value: string): IssueType | null {
  const lower = value.toLowerCase();
  return (ISSUE_TYPES as readonly string[]).includes(lower) ? (lower as IssueType) : null;
}

export function isIssueType(value: string, type: IssueType): boolean {
  return value.toLowerCase() === type;
}

/** The product ids an issue names: its mainComponent, then its connectingComponent(s). */
export function issueComponentIds(
  issue: Pick<Issue, 'mainComponent' | 'connectingComponent'>,
): string[] {
  const connecting = issue.connectingComponent;
  const ids = connecting === null ? [] : Array.isArray(connecting) ? connecting : [connecting];
  return issue.mainComponent === null ? [...ids] : [issue.mainComponent, ...ids];
}

/** A tag of a missing component (spec: "The tag contains 'missing' for missing components"). */
export function isMissingTag(tag: string): boolean {
  return tag.toLowerCase().includes('missing');
}

/** Modal titles by issue type (spec section 8), verbatim. */
export const ISSUE_MODAL_TITLES = {
  preorder: 'This component is on pre-order',
  'temp-unavailable': 'This component is temporaly unavailable',
  retired: 'This component is no available anymore',
  missingselection: 'This component is missing',
  missingslot: 'Compatibility Warning',
  partiallyincompatible: 'Compatibility Warning',
  missing: 'Missing Component',
  initial: 'Missing Component',
  default: 'Incompatible Component',
  severalMissing: 'Missing Components',
  severalIncompatible: 'Incompatible Component',
} as const;

/** Modal headings (spec section 4 "Compatibility modal"). */
export const ISSUE_MODAL_HEADINGS = { error: 'Error Message', warning: 'Warning Message' } as const;

/** Other texts of the issue modal (spec sections 5 and 8), verbatim. */
export const ISSUE_MODAL_TEXTS = {
  detailLabel: 'Details:',
  singleErrorHint:
    'Either proceed with this component and edit your build or go back and select a different component.',
  buildWithErrorsTitle: 'Build with Errors',
  buildWithErrorsText:
    'Looks like there are some issues with the current build. Please make edits and try again.',
  incompatibleTooltip: 'This component is incompatible with your current build',
} as const;

/** Buttons of the issue modal (spec section 4 "Compatibility modal"), verbatim. */
export const ISSUE_MODAL_BUTTONS = {
  goBack: 'Go back',
  addToBuild: 'Add to build',
  continue: 'Continue',
} as const;

/** The title for one issue. */
export function issueModalTitle(type: string): string {
  const normalised = normaliseIssueType(type);
  switch (normalised) {
    case 'preorder':
    case 'temp-unavailable':
    case 'retired':
    case 'missingselection':
    case 'missingslot':
    case 'partiallyincompatible':
    case 'missing':
    case 'initial':
      return ISSUE_MODAL_TITLES[normalised];
    default:
      return ISSUE_MODAL_TITLES.default;
  }
}

const MISSING_TYPES: ReadonlySet<IssueType> = new Set<IssueType>([
  'missing',
  'missingselection',
  'initial',
]);

/** A missing component: type missing, missingselection or initial, or a tag containing 'missing'. */
export function isMissingIssue(issue: { type: string; tag: string }): boolean {
  const type = normaliseIssueType(issue.type);
  return (type !== null && MISSING_TYPES.has(type)) || isMissingTag(issue.tag);
}

/**
 * The title for a list (ADR 105). One issue uses its own. Several: 'Missing Components' when
 * all are missing parts, 'Incompatible Component' when any is an error (the spec's "several
 * errors"); without an error the missing parts decide (one: its own title, several: 'Missing
 * Components'), else the title the warnings share, else 'Compatibility Warning'.
 */
export function issuesModalTitle(issues: readonly { type: string; tag: string }[]): string {
  if (issues.length === 1 && issues[0]) return issueModalTitle(issues[0].type);
  if (issues.every(isMissingIssue)) return ISSUE_MODAL_TITLES.severalMissing;
  if (issues.some((issue) => isIssueType(issue.type, 'error')))
    return ISSUE_MODAL_TITLES.severalIncompatible;
  const missing = issues.filter(isMissingIssue);
  if (missing.length > 1) return ISSUE_MODAL_TITLES.severalMissing;
  const [onlyMissing] = missing;
  if (onlyMissing) {
    const type = normaliseIssueType(onlyMissing.type);
    return type !== null && MISSING_TYPES.has(type)
      ? issueModalTitle(type)
      : ISSUE_MODAL_TITLES.missing;
  }
  const titles = new Set(issues.map((issue) => issueModalTitle(issue.type)));
  const [shared] = titles;
  return titles.size === 1 && shared !== undefined ? shared : ISSUE_MODAL_TITLES.missingslot;
}

/** 'Error Message' when any issue is an error, else 'Warning Message'. */
export function issuesModalHeading(issues: readonly { type: string }[]): string {
  return issues.some((issue) => isIssueType(issue.type, 'error'))
    ? ISSUE_MODAL_HEADINGS.error
    : ISSUE_MODAL_HEADINGS.warning;
}
