/**
 * What every rule shares: the resolved parts of a build, the context a rule reads, the sink
 * it reports to, and small helpers that shape an Issue the same way everywhere.
 */
import type { Build, ComponentField } from '../build/build-model';
import type { CategoryKey } from '../catalog/categories';
import { displayBrand } from '../catalog/display-brand';
import type { Product, ProductOf } from '../catalog/specs';
import type { Issue, IssueType } from '../issues/issue-types';
import type { CatalogueIndex } from './catalogue-index';

/** The product a build field holds. */
export type PartOf<F extends ComponentField> = F extends 'secondaryStorage' | 'tertiaryStorage'
  ? ProductOf<'storage'>
  : ProductOf<F & Product['category']>;

/** The chosen products, resolved from ids once per validation (null when empty or unknown). */
export type BuildParts = { -readonly [F in ComponentField]: PartOf<F> | null };

/** Fields a rule may read: the component fields plus the two numeric ones. */
export type RuleField = ComponentField | 'chipset' | 'fansTotal';

export interface RuleOptions {
  /** Completing a build: empty required categories become missingselection issues. */
  readonly completing: boolean;
  /** ISO date (yyyy-mm-dd) for stock messages; the engine reads no clock. */
  readonly today: string | null;
  /** Build suggestions from the catalogue (validation); flagging skips them for speed. */
  readonly explain: boolean;
  /** Report plain warnings and caveats. Flagging turns this off: they never change a flag, and hot rules skip building them. */
  readonly advisories: boolean;
}

export interface IssueSink {
  add(draft: IssueDraft): void;
}

export interface RuleContext {
  readonly build: Build;
  readonly parts: BuildParts;
  readonly index: CatalogueIndex;
  readonly options: RuleOptions;
  readonly out: IssueSink;
}

/** A small named check. `fields` lists every field it reads: flagging runs only the rules of the field being chosen. */
export interface Rule {
  readonly name: string;
  readonly fields: readonly RuleField[];
  check(context: RuleContext): void;
}

/** How shoppers see a part: brand and short name ("NVIDIA RTX 5090 FE"). */
export function partName(product: Product): string {
  const brand = displayBrand(product.brand);
  return product.shortName.toLowerCase().startsWith(brand.toLowerCase())
    ? product.shortName
    : `${brand} ${product.shortName}`;
}

type Connected = Product | null | undefined;

/**
 * An issue before its text is written: rules describe it, and the sink decides whether to
 * write it out (validation) or only read its type and parts (flagging, where building
 * thousands of sentences nobody reads would cost most of the time).
 */
export interface IssueDraft {
  type: IssueType;
  tag: string;
  route: CategoryKey;
  main: Product | null;
  /** The id when there is no product for it (an id missing from the catalogue). */
  mainId?: string;
  connecting?: Connected | readonly Connected[];
  message: () => string;
  detail: () => string;
  /**
   * A "not verified" warning about a check that could block (an error or missingslot): it makes
   * the candidate's flag null. Unverified warning-level checks leave the flag alone.
   */
  unverifiedBlocking?: boolean;
}

/** Identity helper: gives rules a typed literal. */
export const issueDraft = (draft: IssueDraft): IssueDraft => draft;

function connectingIds(connecting: Connected | readonly Connected[]): string | string[] | null {
  if (connecting === null || connecting === undefined) return null;
  if (!Array.isArray(connecting)) return (connecting as Product).id;
  const ids: string[] = [];
  for (const part of connecting as readonly Connected[]) if (part) ids.push(part.id);
  if (ids.length === 0) return null;
  return ids.length === 1 ? (ids[0] ?? null) : ids;
}

export function toIssue(draft: IssueDraft): Issue {
  return {
    type: draft.type,
    tag: draft.tag,
    message: draft.message(),
    detail: draft.detail(),
    mainComponent: draft.main ? draft.main.id : (draft.mainId ?? null),
    connectingComponent: connectingIds(draft.connecting),
    route: draft.route,
  };
}

/** Does the draft name this product id as its main or a connecting part? (Same answer as issueInvolves on the issue.) */
export function draftInvolves(draft: IssueDraft, id: string): boolean {
  if ((draft.main ? draft.main.id : draft.mainId) === id) return true;
  const connecting = draft.connecting;
  if (connecting === null || connecting === undefined) return false;
  if (!Array.isArray(connecting)) return (connecting as Product).id === id;
  for (const part of connecting as readonly Connected[]) if (part && part.id === id) return true;
  return false;
}

/**
 * A "not verified" warning: what could not be checked and why (DESIGN.md section 4), for a
 * check that could block the part (an error or missingslot): flagged lists show it as null.
 */
export function notVerified(
  rule: string,
  route: CategoryKey,
  main: Product,
  connecting: Connected | readonly Connected[],
  message: () => string,
): IssueDraft {
  return {
    type: 'warning',
    tag: `not-verified-${rule}`,
    route,
    main,
    connecting,
    message,
    detail: notVerifiedDetail,
    unverifiedBlocking: true,
  };
}

/**
 * A "not verified" warning for a check that could only raise a warning or caveat (memory
 * speed, cooler rating…): shown by validation, ignored by flagging (DESIGN.md section 4).
 */
export function notVerifiedAdvisory(
  rule: string,
  route: CategoryKey,
  main: Product,
  connecting: Connected | readonly Connected[],
  message: () => string,
): IssueDraft {
  return { ...notVerified(rule, route, main, connecting, message), unverifiedBlocking: false };
}

const notVerifiedDetail = () =>
  'Check the maker’s specifications before you order, or ask us and we will check for you.';

/** 'is unknown' / 'are unknown' joined from the facts that are missing. */
export function unknownFacts(facts: readonly string[]): string {
  if (facts.length === 1) return `${facts[0]} is unknown`;
  return `${facts.slice(0, -1).join(', ')} and ${facts[facts.length - 1]} are unknown`;
}

/** "no cases" / "1 case" / "6 cases". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  if (count === 0) return `no ${pluralForm}`;
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "in stock" sentence fragment used by suggestions. */
export function inStock(count: number, singular: string, pluralForm?: string): string {
  return count === 0
    ? `none of our ${pluralForm ?? `${singular}s`} in stock`
    : `${plural(count, singular, pluralForm)} in stock`;
}

/** Formats mm values without trailing zeros (304, 2.5). */
export const mm = (value: number) => `${Number(value.toFixed(1))} mm`;

/** 'a' or 'an' before a form factor or name as it is read aloud ("an ATX", "a Mini-ITX", "an SFX"). */
export function withArticle(word: string): string {
  return /^(?:[AEIO]|SFX|[FHLMNRSX](?:[A-Z\d-]|$))/.test(word) ? `an ${word}` : `a ${word}`;
}
