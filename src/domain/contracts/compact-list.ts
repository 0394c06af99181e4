/**
 * The web client's compact answers beside the spec's lists (ADR 034): a component list as
 * columns (`GET all…components?view=compact`) and a flagged list as flags in list order with
 * reasons (`POST …withflag?view=flags`). The spec's own shapes stay unchanged without `view`.
 * Plain TypeScript (no zod): the browser bundle imports this module (ADR 005).
 */
import type { ProductCategory } from '../catalog/categories';
import type { Imagery } from '../catalog/specs';
import { productImageUrl } from '../catalog/media-urls';
import type { ComponentItem } from './catalog';

/**
 * A component list as columns, item i being the i-th entry of every column. Left out: the
 * category (the list's own), isCompatible (always null in a plain list), shortName (only
 * searched, and contained in longName) and every imageUrl that is the default
 * `/media/products/{id}.svg`.
 */
export interface CompactList {
  /** The catalogue version the list was cut from: flags apply only to a list of the same version. */
  version: number;
  /** Distinct display brands; `brand[i]` indexes this. */
  brands: string[];
  id: string[];
  brand: number[];
  longName: string[];
  description: string[];
  /** Pounds, 2 dp. */
  price: number[];
  /** Fans only (packs that fit); absent for other lists. */
  maxNumAllowed?: (number | null)[];
  /** Item index -> imageUrl, only where it is not the default. */
  imageUrl?: Record<string, string>;
  /** Item index -> imagery, only where there is some. */
  imagery?: Record<string, Imagery>;
}

/** Flag characters of `CompactFlags.flags`. */
export const FLAG_CHARS = { compatible: '1', incompatible: '0', notVerified: '-' } as const;

/**
 * A flagged list's flags for one build, in the order of the matching compact list.
 * `flags[i]` is '1' (isCompatible true), '0' (false) or '-' (null). The k-th incompatible
 * item's reason is `reasons[reasonOf[k]]` (a dictionary: thousands of greyed parts share a
 * few dozen sentences).
 */
export interface CompactFlags {
  /** The catalogue version judged; a list of another version does not line up. */
  version: number;
  flags: string;
  reasons: string[];
  /** One entry per '0' in `flags`, in order: an index into `reasons`, or -1 when none was written. */
  reasonOf: number[];
}

/** Cuts a component list into columns (the server's answer; tests build mock answers with it). */
export function compactList(version: number, items: readonly ComponentItem[]): CompactList {
  const brands: string[] = [];
  const brandIndex = new Map<string, number>();
  const list: CompactList = {
    version,
    brands,
    id: [],
    brand: [],
    longName: [],
    description: [],
    price: [],
  };
  const maxNumAllowed: (number | null)[] = [];
  const imageUrl: Record<string, string> = {};
  const imagery: NonNullable<CompactList['imagery']> = {};
  items.forEach((item, i) => {
    let brand = brandIndex.get(item.brand);
    if (brand === undefined) {
      brand = brands.length;
      brands.push(item.brand);
      brandIndex.set(item.brand, brand);
    }
    list.id.push(item.id);
    list.brand.push(brand);
    list.longName.push(item.longName);
    list.description.push(item.description);
    list.price.push(item.price);
    maxNumAllowed.push(item.maxNumAllowed);
    if (item.imageUrl !== productImageUrl(item.id)) imageUrl[i] = item.imageUrl;
    if (item.imagery) imagery[i] = item.imagery;
  });
  // Optional columns only when they say something: most lists have no fan limits or imagery.
  if (maxNumAllowed.some((n) => n !== null)) list.maxNumAllowed = maxNumAllowed;
  if (Object.keys(imageUrl).length > 0) list.imageUrl = imageUrl;
  if (Object.keys(imagery).length > 0) list.imagery = imagery;
  return list;
}

/** Encodes flags and reasons (one per item, used where the flag is false) as CompactFlags. */
export function encodeFlags(
  version: number,
  flags: readonly (boolean | null)[],
  reasonTexts: readonly (string | null)[],
): CompactFlags {
  const chars: string[] = new Array<string>(flags.length);
  const reasons: string[] = [];
  const reasonIndex = new Map<string, number>();
  const reasonOf: number[] = [];
  for (let i = 0; i < flags.length; i += 1) {
    const flag = flags[i];
    if (flag !== false) {
      chars[i] = flag === true ? FLAG_CHARS.compatible : FLAG_CHARS.notVerified;
      continue;
    }
    chars[i] = FLAG_CHARS.incompatible;
    const text = reasonTexts[i];
    if (text === null || text === undefined) {
      reasonOf.push(-1);
      continue;
    }
    let at = reasonIndex.get(text);
    if (at === undefined) {
      at = reasons.length;
      reasons.push(text);
      reasonIndex.set(text, at);
    }
    reasonOf.push(at);
  }
  return { version, flags: chars.join(''), reasons, reasonOf };
}

/** Expands a compact list to the spec's items (shortName falls back to longName). */
export function expandCompactList(list: CompactList, category: ProductCategory): ComponentItem[] {
  const items: ComponentItem[] = new Array<ComponentItem>(list.id.length);
  for (let i = 0; i < list.id.length; i += 1) {
    const id = list.id[i] as string;
    const longName = list.longName[i] as string;
    items[i] = {
      id,
      category,
      longName,
      shortName: longName,
      brand: list.brands[list.brand[i] as number] as string,
      description: list.description[i] as string,
      price: list.price[i] as number,
      imageUrl: list.imageUrl?.[i] ?? productImageUrl(id),
      imagery: list.imagery?.[i] ?? null,
      maxNumAllowed: list.maxNumAllowed?.[i] ?? null,
      isCompatible: null,
    };
  }
  return items;
}

/** isCompatible of item i from its flag character. */
export function flagValue(flag: string | undefined): boolean | null {
  if (flag === FLAG_CHARS.compatible) return true;
  return flag === FLAG_CHARS.incompatible ? false : null;
}

/**
 * Each item's reason for being incompatible (null for the others), in list order; null when
 * the flags do not line up with a list of `count` items.
 */
export function reasonsByItem(flags: CompactFlags, count: number): (string | null)[] | null {
  if (flags.flags.length !== count) return null;
  const out: (string | null)[] = new Array<string | null>(count).fill(null);
  let k = 0;
  for (let i = 0; i < count; i += 1) {
    if (flags.flags[i] !== FLAG_CHARS.incompatible) continue;
    const reason = flags.reasonOf[k];
    k += 1;
    out[i] = reason === undefined || reason < 0 ? null : (flags.reasons[reason] ?? null);
  }
  return out;
}
