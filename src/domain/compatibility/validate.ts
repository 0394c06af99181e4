/**
 * The engine: validate(build, catalogue) -> { issues, warnings, totalCost, power } and the
 * flags of candidate lists. Pure: no clock (pass `today`), no mutation of its inputs.
 */
import { COMPONENT_FIELDS, type Build, type ComponentField } from '../build/build-model';
import { productCategoryForField, type ProductCategory } from '../catalog/categories';
import type { Product, SundriesProduct } from '../catalog/specs';
import { BLOCKING_TYPES, ISSUE_LIST_TYPES, type Issue } from '../issues/issue-types';
import { pence, type Pence } from '../money/pence';
import { assemblyCharge } from './assembly-charge';
import type { CatalogueIndex } from './catalogue-index';
import { powerSummary, type PowerSummary } from './power-estimate';
import {
  draftInvolves,
  issueDraft,
  partName,
  toIssue,
  type BuildParts,
  type IssueDraft,
  type IssueSink,
  type Rule,
  type RuleContext,
  type RuleOptions,
} from './rule';
import { COMPATIBILITY_RULES, rulesForField } from './rules/all-rules';
import { missingSelections } from './rules/presence-rules';
import { stockIssues } from './rules/stock-rules';

export interface ValidateOptions {
  /** Completing the build: empty required categories become missingselection issues. */
  completing?: boolean;
  /** Today as an ISO date (yyyy-mm-dd), for pre-order messages. */
  today?: string | null;
}

export interface ValidationResult {
  issues: Issue[];
  warnings: Issue[];
  /** The chosen parts' prices, fans counted fansTotal times, plus `assembly` (assembly-charge.ts). */
  totalCost: Pence;
  /** The assembly charge in the total, shown as its own line; null before a case size. */
  assembly: SundriesProduct | null;
  power: PowerSummary;
}

/** The product with this id when it is of this category, else null. */
function partOf(
  byId: CatalogueIndex['byId'],
  id: string | null,
  category: ProductCategory,
): Product | null {
  if (id === null) return null;
  const product = byId.get(id);
  return product !== undefined && product.category === category ? product : null;
}

/**
 * Looks each chosen id up once; an unknown id, or one of another category, resolves to null.
 * Every field by name into one literal, in COMPONENT_FIELDS' order (a test checks both): every
 * build call resolves its build, and a loop of keyed stores into an empty object cost a quarter
 * of validate().
 */
export function resolveParts(build: Build, index: CatalogueIndex): BuildParts {
  const { byId } = index;
  // Each field is checked against its category by partOf.
  return {
    case: partOf(byId, build.case, 'case'),
    cpu: partOf(byId, build.cpu, 'cpu'),
    motherboard: partOf(byId, build.motherboard, 'motherboard'),
    memory: partOf(byId, build.memory, 'memory'),
    gpu: partOf(byId, build.gpu, 'gpu'),
    storage: partOf(byId, build.storage, 'storage'),
    secondaryStorage: partOf(byId, build.secondaryStorage, 'storage'),
    tertiaryStorage: partOf(byId, build.tertiaryStorage, 'storage'),
    psu: partOf(byId, build.psu, 'psu'),
    coolingCpu: partOf(byId, build.coolingCpu, 'coolingCpu'),
    fans: partOf(byId, build.fans, 'fans'),
    soundcard: partOf(byId, build.soundcard, 'soundcard'),
    networking: partOf(byId, build.networking, 'networking'),
    os: partOf(byId, build.os, 'os'),
    sundries: partOf(byId, build.sundries, 'sundries'),
  } as BuildParts;
}

/**
 * The build's total (the one rule, assembly-charge.ts): the parts, fans counted fansTotal
 * times, and the assembly charge, which is the sundries line or, before one is set, the
 * service for the case size.
 */
export function buildCost(build: Build, parts: BuildParts, index: CatalogueIndex): Pence {
  let total = 0;
  for (const field of COMPONENT_FIELDS) {
    if (field === 'sundries') continue;
    const part = parts[field];
    if (part)
      total += field === 'fans' ? part.pricePence * (build.fansTotal ?? 1) : part.pricePence;
  }
  const assembly = assemblyCharge(build, parts.sundries, index);
  return pence(total + (assembly?.pricePence ?? 0));
}

function initialIssue(build: Build): Issue {
  const noChipset = build.chipset === null;
  return toIssue(
    issueDraft({
      type: 'initial',
      tag: noChipset ? 'missing-chipset' : 'missing-case',
      route: noChipset ? 'chipset' : 'case',
      main: null,
      message: () => (noChipset ? 'This build has no chipset yet.' : 'This build has no case yet.'),
      detail: () =>
        noChipset
          ? 'Choose Intel or AMD to start your build.'
          : 'Choose a case to start your build.',
    }),
  );
}

class ListSink implements IssueSink {
  readonly issues: Issue[] = [];
  readonly warnings: Issue[] = [];
  add(draft: IssueDraft): void {
    (ISSUE_LIST_TYPES.has(draft.type) ? this.issues : this.warnings).push(toIssue(draft));
  }
}

export function validate(
  build: Build,
  index: CatalogueIndex,
  options: ValidateOptions = {},
): ValidationResult {
  const parts = resolveParts(build, index);
  const totalCost = buildCost(build, parts, index);
  const assembly = assemblyCharge(build, parts.sundries, index);
  const power = powerSummary(parts, build.fansTotal);
  if (build.chipset === null || build.case === null)
    return { issues: [initialIssue(build)], warnings: [], totalCost, assembly, power };
  const sink = new ListSink();
  const ruleOptions: RuleOptions = {
    completing: options.completing ?? false,
    today: options.today ?? null,
    explain: true,
    advisories: true,
  };
  const context: RuleContext = { build, parts, index, options: ruleOptions, out: sink };
  for (const rule of COMPATIBILITY_RULES) rule.check(context);
  if (ruleOptions.completing) missingSelections(context);
  stockIssues(context);
  return { issues: sink.issues, warnings: sink.warnings, totalCost, assembly, power };
}

/** Does an issue name this product as its main or a connecting component? */
export function issueInvolves(issue: Issue, id: string): boolean {
  const connecting = issue.connectingComponent;
  return (
    issue.mainComponent === id ||
    connecting === id ||
    (Array.isArray(connecting) && connecting.includes(id))
  );
}

/** Records, for one candidate at a time, whether an issue that names it blocks or could not be verified; writes no text. */
class FlagSink implements IssueSink {
  candidateId = '';
  blocked = false;
  unverified = false;
  /** The first blocking issue's draft: its text is written only when a reason is asked for. */
  blocker: IssueDraft | null = null;
  reset(id: string): void {
    this.candidateId = id;
    this.blocked = false;
    this.unverified = false;
    this.blocker = null;
  }
  add(draft: IssueDraft): void {
    if (this.blocked || !draftInvolves(draft, this.candidateId)) return;
    if (BLOCKING_TYPES.has(draft.type)) {
      this.blocked = true;
      this.blocker = draft;
    } else if (draft.unverifiedBlocking === true) this.unverified = true;
  }
}

/** How a reason names the part it is about: the shopper sees it on that part's own row. */
const THIS_PART: Record<Product['category'], string> = {
  case: 'this case',
  cpu: 'this processor',
  motherboard: 'this motherboard',
  memory: 'this memory kit',
  gpu: 'this graphics card',
  storage: 'this drive',
  psu: 'this power supply',
  coolingCpu: 'this cooler',
  fans: 'this fan',
  soundcard: 'this sound card',
  networking: 'this network card',
  os: 'this operating system',
  sundries: 'this service',
};

const SENTENCE_START = Object.fromEntries(
  Object.entries(THIS_PART).map(([category, noun]) => [
    category,
    `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`,
  ]),
) as typeof THIS_PART;

/**
 * An incompatible candidate's reason: the blocking issue's message, with the candidate's own
 * name replaced by "this graphics card" (and so on), so that candidates with the same conflict
 * share one sentence ("This motherboard has the AM4 socket, but…" is written once for hundreds
 * of boards, not once per board).
 */
export function reasonFor(draft: IssueDraft, candidate: Product): string {
  const message = draft.message();
  const name = partName(candidate);
  let at = message.indexOf(name);
  if (at < 0) return message;
  const noun = THIS_PART[candidate.category];
  // One pass (flagging writes this for thousands of greyed parts): each mention becomes the
  // noun, taking a 'The '/'the ' before it with it ("The X is…" → "This graphics card is…").
  let out = '';
  let from = 0;
  while (at >= 0) {
    let before = message.slice(from, at);
    let replacement = noun;
    if (before.endsWith('The ')) {
      before = before.slice(0, -4);
      replacement = SENTENCE_START[candidate.category];
    } else if (before.endsWith('the ')) before = before.slice(0, -4);
    out += before + replacement;
    from = at + name.length;
    at = message.indexOf(name, from);
  }
  return out + message.slice(from);
}

/** Without a chipset and a case, validation stops at the 'initial' issue: nothing can be checked. */
export const nothingToCheck = (build: Build, field: ComponentField): boolean =>
  build.chipset === null || (build.case === null && field !== 'case');

/**
 * What judging candidates for one field of a build needs: the field's rules, a sink, and the
 * rules' context over the build's parts (`writable[field]` takes each candidate in turn).
 */
export function flagging(build: Build, field: ComponentField, index: CatalogueIndex) {
  const parts = resolveParts(build, index);
  const sink = new FlagSink();
  const context: RuleContext = {
    build,
    parts,
    index,
    options: { completing: false, today: null, explain: false, advisories: false },
    out: sink,
  };
  return {
    rules: rulesForField(field),
    category: productCategoryForField(field),
    sink,
    context,
    writable: parts as Record<ComponentField, Product | null>,
  };
}

/**
 * isCompatible per candidate, in the candidates' order: false when choosing it would raise an
 * error or missingslot naming it, null when a check that could block it cannot be verified (an
 * unknown fact that could only raise a warning does not count), else true. Runs only the rules that read `field`; a candidate of another category gets null, and so
 * does every candidate while the build has no chipset or case.
 */
export function flagCandidates(
  build: Build,
  candidates: readonly Product[],
  field: ComponentField,
  index: CatalogueIndex,
  /** When given, receives each candidate's reason (reasonFor) where its flag is false, else null. */
  reasons?: (string | null)[],
): (boolean | null)[] {
  const { rules, category, sink, context, writable } = flagging(build, field, index);
  const flags: (boolean | null)[] = new Array<boolean | null>(candidates.length);
  const unchecked = nothingToCheck(build, field);
  for (let i = 0; i < candidates.length; i += 1) {
    const candidate = candidates[i] as Product;
    if (unchecked || candidate.category !== category) {
      flags[i] = null;
      if (reasons) reasons[i] = null;
      continue;
    }
    writable[field] = candidate;
    sink.reset(candidate.id);
    for (let r = 0; r < rules.length && !sink.blocked; r += 1) (rules[r] as Rule).check(context);
    flags[i] = sink.blocked ? false : sink.unverified ? null : true;
    if (reasons) reasons[i] = sink.blocker ? reasonFor(sink.blocker, candidate) : null;
  }
  return flags;
}
