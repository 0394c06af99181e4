/**
 * The web client's compact answers beside the spec's lists (ADR 034): a component list as
 * columns (`GET all…components?view=compact`) and a flagged list as flags in list order with
 * reasons (`POST …withflag?view=flags`). The spec's own shapes stay unchanged without `view`.
 * Plain TypeScript (no zod): the browser bundle imports this module (ADR 005).
 */
import type { ProductCategory } from '../catalog/categories';
import { keySpecLine } from '../catalog/key-specs';
import type { Imagery, Product } from '../catalog/specs';
import { productImageUrl } from '../catalog/media-urls';
import type { ComponentItem } from './catalog';

/** A part's stock as a list shows it: only the states a shopper must know before choosing. */
export interface ListedStock {
  status: 'preorder' | 'temp-unavailable';
  /** A pre-order's expected date (yyyy-mm-dd), else null. */
  expectedDate: string | null;
}

/** What a part list shows beside the spec's fields (issue 36): key specs and stock. */
export interface ItemFacts {
  /** One line, e.g. "AM5 · B650 · ATX · DDR5" ('' when nothing is known). */
  keySpecs: string;
  /** null: in stock. */
  stock: ListedStock | null;
}

/**
 * Lists longer than this carry no key specs column: with both datasets it would take the
 * graphics card and memory lists past 150 KB on the wire (ADR 120). The web asks the part
 * search (searchparts) for such lists' rows, which carry their key specs a page at a time.
 */
export const KEY_SPECS_LISTED_UP_TO = 2000;

/** A product's facts as a list shows them. */
export function itemFactsOf(product: Product): ItemFacts {
  const { status, expectedDate } = product.stock;
  return {
    keySpecs: keySpecLine(product),
    stock:
      status === 'preorder' || status === 'temp-unavailable'
        ? { status, expectedDate: expectedDate ?? null }
        : null,
  };
}

/** A component item as the web's lists hold it: the spec's fields and, when sent, the facts. */
export type ListedItem = ComponentItem & Partial<ItemFacts>;

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
  /** Each item's key specs on one line (issue 36); absent when the server did not describe them. */
  keySpecs?: string[];
  /** Item index -> [status, expected date or null], only for parts not in stock. */
  stock?: Record<string, [ListedStock['status'], string | null]>;
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

/**
 * Cuts a component list into columns (the server's answer; tests build mock answers with it).
 * `facts` gives each part's key specs and stock (the server reads them from the product).
 */
export function compactList(
  version: number,
  items: readonly ComponentItem[],
  facts?: (item: ComponentItem) => ItemFacts | null,
): CompactList {
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
  const keySpecs: string[] = [];
  const stock: NonNullable<CompactList['stock']> = {};
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
    const known = facts?.(item) ?? null;
    keySpecs.push(known?.keySpecs ?? '');
    if (known?.stock) stock[i] = [known.stock.status, known.stock.expectedDate];
  });
  // Optional columns only when they say something: most lists have no fan limits or imagery.
  if (maxNumAllowed.some((n) => n !== null)) list.maxNumAllowed = maxNumAllowed;
  if (Object.keys(imageUrl).length > 0) list.imageUrl = imageUrl;
  if (Object.keys(imagery).length > 0) list.imagery = imagery;
  if (facts && items.length <= KEY_SPECS_LISTED_UP_TO) list.keySpecs = keySpecs;
  if (Object.keys(stock).length > 0) list.stock = stock;
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
export function expandCompactList(list: CompactList, category: ProductCategory): ListedItem[] {
  const items: ListedItem[] = new Array<ListedItem>(list.id.length);
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
    const item = items[i] as ListedItem;
    if (list.keySpecs) item.keySpecs = list.keySpecs[i] ?? '';
    const stock = list.stock?.[i];
    if (stock) item.stock = { status: stock[0], expectedDate: stock[1] };
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
