/**
 * From a conflict to a fix (ADR 109): the cheapest in-stock parts of one category that fit the
 * build with every other choice unchanged. It answers a compatibility modal ("choose one of these
 * instead of the part at fault") and a greyed option's "show parts that fit" alike.
 */
import type { Build, ComponentField } from '../build/build-model';
import { productCategoryForField } from '../catalog/categories';
import type { Product } from '../catalog/specs';
import type { CatalogueIndex } from './catalogue-index';
import { flagCandidates, issueInvolves, validate } from './validate';

export interface PartFit {
  product: Product;
  /** Pence the build's total changes by when this part replaces the current one (fans × fansTotal). */
  priceDifferencePence: number;
  /**
   * Null for a part nothing is said about; else the first "not verified" warning naming it: a
   * fact the catalogue lacks (e.g. a board's maximum memory speed), which no part of the
   * category could clear. Such parts fill the list only when fewer clean ones exist.
   */
  caveat: string | null;
}

export interface PartFitOptions {
  /** How many parts to answer (3 by default). */
  limit?: number;
  /** Today (yyyy-mm-dd) for the validation of each swap. */
  today?: string | null;
  /** Whole validations tried at most (each compatible part, cheapest first). */
  maxChecks?: number;
}

export const PART_FIT_LIMIT = 3;
const DEFAULT_MAX_CHECKS = 100;
/** Candidates flagged at a time, cheapest first: the first few batches usually hold the answer. */
const BATCH = 256;

const cheapestFirst = (a: Product, b: Product) =>
  a.pricePence - b.pricePence ||
  (a.longName < b.longName ? -1 : a.longName > b.longName ? 1 : 0) ||
  (a.id < b.id ? -1 : 1);

const NOT_VERIFIED = 'not-verified-';

/**
 * The build with `candidate` in `field`: 'clean' when no issue or warning names the candidate,
 * the message of the first when only "not verified" warnings do (facts the catalogue lacks),
 * null when any other problem names it.
 */
export function fitOf(
  build: Build,
  field: ComponentField,
  candidate: Product,
  index: CatalogueIndex,
  today: string | null = null,
): 'clean' | { caveat: string } | null {
  const result = validate({ ...build, [field]: candidate.id }, index, { today });
  const naming = [...result.issues, ...result.warnings].filter((issue) =>
    issueInvolves(issue, candidate.id),
  );
  if (naming.length === 0) return 'clean';
  const unverified = naming.every(
    (issue) => issue.type === 'warning' && issue.tag.startsWith(NOT_VERIFIED),
  );
  return unverified ? { caveat: (naming[0] as (typeof naming)[number]).message } : null;
}

/**
 * Up to `limit` in-stock parts of the field's category, cheapest first, that replace the
 * field's current part (or fill it) so that no error or warning names them: the engine's flags
 * first (no blocking issue), then a whole validation of the swapped build. Another part of
 * the build keeps its place; the conflict named by the current part goes with it. Where fewer
 * such parts exist, parts named only by "not verified" warnings follow, with their caveat (on
 * a board whose maximum memory speed the catalogue lacks, every kit is named by one).
 */
export function partsThatFit(
  build: Build,
  field: ComponentField,
  candidates: readonly Product[],
  index: CatalogueIndex,
  options: PartFitOptions = {},
): PartFit[] {
  const limit = options.limit ?? PART_FIT_LIMIT;
  const maxChecks = options.maxChecks ?? DEFAULT_MAX_CHECKS;
  const category = productCategoryForField(field);
  const currentId = build[field];
  const current = currentId === null ? undefined : index.byId.get(currentId);
  const quantity = field === 'fans' ? (build.fansTotal ?? 1) : 1;
  const currentPence = current?.category === category ? current.pricePence : 0;
  const eligible = candidates
    .filter((p) => p.category === category && p.stock.status === 'in-stock' && p.id !== currentId)
    .sort(cheapestFirst);
  const fits: PartFit[] = [];
  const caveated: PartFit[] = [];
  let checks = 0;
  for (let from = 0; from < eligible.length && fits.length < limit; from += BATCH) {
    const batch = eligible.slice(from, from + BATCH);
    const flags = flagCandidates(build, batch, field, index);
    for (let i = 0; i < batch.length && fits.length < limit && checks < maxChecks; i += 1) {
      if (flags[i] !== true) continue;
      const product = batch[i] as Product;
      checks += 1;
      const fit = fitOf(build, field, product, index, options.today ?? null);
      if (fit === null) continue;
      const priceDifferencePence = (product.pricePence - currentPence) * quantity;
      if (fit === 'clean') fits.push({ product, priceDifferencePence, caveat: null });
      else if (caveated.length < limit)
        caveated.push({ product, priceDifferencePence, caveat: fit.caveat });
    }
    if (checks >= maxChecks) break;
  }
  return [...fits, ...caveated].slice(0, limit);
}
