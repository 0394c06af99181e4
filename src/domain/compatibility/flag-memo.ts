/**
 * A candidate list's flags with each rule's verdicts kept between calls (ADR 089). A rule's
 * verdict on a candidate depends only on the fields it reads (`Rule.fields`, held to that by
 * a test), so when a shopper changes the graphics card, the memory list's type, slot and
 * capacity verdicts still stand and only the rules that read the card judge the kits again.
 * Same flags and reasons as flagCandidates with reasons (a property test compares them).
 */
import type { Build, ComponentField } from '../build/build-model';
import type { Product } from '../catalog/specs';
import { RecentlyUsed } from '../recently-used';
import type { CatalogueIndex } from './catalogue-index';
import type { BuildParts, Rule } from './rule';
import { flagging, nothingToCheck, reasonFor } from './validate';

/** A verdict per candidate; UNJUDGED until the rule has looked at it under this key. */
const UNJUDGED = 255;
const PASS = 0;
const UNVERIFIED = 1;
const BLOCKED = 2;

/** One rule's verdicts on one list, for one set of values of the fields it reads. */
interface RuleVerdicts {
  readonly verdict: Uint8Array;
  /** For a blocked candidate: its reason's index in `reasons`. */
  readonly reasonOf: Int32Array;
  /** Each distinct reason once: the same string objects are handed out on every call. */
  readonly reasons: string[];
  readonly reasonIndex: Map<string, number>;
}

/** Verdicts kept by default: at most ~65 KB each (the 12,904 memory kits of the big catalogue). */
const DEFAULT_KEPT = 256;

/** The verdicts of the lists judged last (least recently used dropped first). */
export class FlagMemo {
  private readonly kept: RecentlyUsed<string, RuleVerdicts>;
  private readonly ids = new WeakMap<object, number>();
  private nextId = 0;

  constructor(maxKept: number = DEFAULT_KEPT) {
    this.kept = new RecentlyUsed(maxKept);
  }

  /** How many rule verdict sets are kept. */
  get size(): number {
    return this.kept.size;
  }

  /** A number per object (catalogue index, candidate list) for keys; the object is not held. */
  idOf(value: object): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.nextId += 1;
      this.ids.set(value, id);
    }
    return id;
  }

  /** The verdicts kept under `key`, or new ones with every candidate unjudged. */
  verdicts(key: string, size: number): RuleVerdicts {
    let kept = this.kept.get(key);
    if (kept === undefined) {
      kept = {
        verdict: new Uint8Array(size).fill(UNJUDGED),
        reasonOf: new Int32Array(size),
        reasons: [],
        reasonIndex: new Map(),
      };
      this.kept.set(key, kept);
    }
    return kept;
  }
}

/** The values of the fields a rule reads, the candidate's own field left out. */
function readsKey(rule: Rule, field: ComponentField, build: Build, parts: BuildParts): string {
  let key = rule.name;
  for (const read of rule.fields) {
    if (read === field) continue;
    const value =
      read === 'chipset' ? build.chipset : read === 'fansTotal' ? build.fansTotal : parts[read]?.id;
    key += `|${value ?? ''}`;
  }
  return key;
}

function internReason(verdicts: RuleVerdicts, text: string): number {
  let at = verdicts.reasonIndex.get(text);
  if (at === undefined) {
    at = verdicts.reasons.length;
    verdicts.reasons.push(text);
    verdicts.reasonIndex.set(text, at);
  }
  return at;
}

export interface ListFlags {
  flags: (boolean | null)[];
  /** The first blocking rule's reason (reasonFor) where the flag is false, else null. */
  reasons: (string | null)[];
}

/**
 * flagCandidates with reasons, judging only what `memo` does not hold. Like it, a candidate
 * is judged rule by rule in listing order until one blocks it, so a cold call costs what
 * flagCandidates does; a candidate a rule never reached stays unjudged by that rule.
 */
export function flagCandidatesKept(
  build: Build,
  candidates: readonly Product[],
  field: ComponentField,
  index: CatalogueIndex,
  memo: FlagMemo,
): ListFlags {
  const size = candidates.length;
  const flags = new Array<boolean | null>(size).fill(null);
  const reasons = new Array<string | null>(size).fill(null);
  if (nothingToCheck(build, field)) return { flags, reasons };
  const { rules, category, sink, context, writable } = flagging(build, field, index);
  const list = `${memo.idOf(index)}|${memo.idOf(candidates)}|${field}|`;
  const kept = rules.map((rule) =>
    memo.verdicts(list + readsKey(rule, field, build, context.parts), size),
  );
  for (let i = 0; i < size; i += 1) {
    const candidate = candidates[i] as Product;
    if (candidate.category !== category) continue;
    let flag: boolean | null = true;
    for (let r = 0; r < rules.length; r += 1) {
      const verdicts = kept[r] as RuleVerdicts;
      let verdict = verdicts.verdict[i] as number;
      if (verdict === UNJUDGED) {
        writable[field] = candidate;
        sink.reset(candidate.id);
        (rules[r] as Rule).check(context);
        verdict = sink.blocked ? BLOCKED : sink.unverified ? UNVERIFIED : PASS;
        verdicts.verdict[i] = verdict;
        if (sink.blocker)
          verdicts.reasonOf[i] = internReason(verdicts, reasonFor(sink.blocker, candidate));
      }
      if (verdict === BLOCKED) {
        flag = false;
        reasons[i] = verdicts.reasons[verdicts.reasonOf[i] as number] as string;
        break;
      }
      if (verdict === UNVERIFIED) flag = null;
    }
    flags[i] = flag;
  }
  return { flags, reasons };
}
