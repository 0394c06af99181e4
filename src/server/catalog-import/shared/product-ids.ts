import type { CatalogRow } from '../../catalog/catalog-row';
import { productArt } from './catalog-row-builder';

/** A stored product's id and the source key it was imported under (ADR 035), and its brand (ADR 107). */
export interface StoredProductKey {
  id: string;
  source: string;
  externalId: string | null;
  /** Absent: not known to the caller (the brand's spelling is then the table's or this import's). */
  brand?: string;
}

/**
 * `bc-gpu` of a dataset mapper's source id (`bc-gpu-<opendb uuid>`, `pp-gpu-<slug>-<hash>`):
 * the source and the kind, both one word. Null for ids of any other shape (JSON products).
 */
export function shortIdPrefix(sourceId: string): string | null {
  return /^((?:bc|pp)-[a-z0-9]+)-/.exec(sourceId)?.[1] ?? null;
}

/** `bc-gpu-12` → ['bc-gpu', 12]; null for an id that is not a short id. */
function parseShortId(id: string): [prefix: string, number: number] | null {
  const match = /^((?:bc|pp)-[a-z0-9]+)-([1-9][0-9]{0,8})$/.exec(id);
  return match?.[1] && match[2] ? [match[1], Number(match[2])] : null;
}

/**
 * Gives each imported product its id (ADR 035): the id it is already stored under when its
 * source and external id are known (old long ids stay as they are), else the next free number
 * of its kind (`bc-gpu-1`, `bc-gpu-2`, …; `pp-memory-1`, …). Numbers are never reused: the next
 * is one past the highest stored id of that kind, whatever the row's source. Given the same
 * stored products and the same records in the same order, it answers the same ids.
 */
export class ProductIdAssigner {
  private readonly known = new Map<string, string>();
  private readonly highest = new Map<string, number>();

  constructor(stored: Iterable<StoredProductKey>) {
    for (const product of stored) {
      if (product.externalId !== null)
        this.known.set(keyOf(product.source, product.externalId), product.id);
      const short = parseShortId(product.id);
      if (short) this.highest.set(short[0], Math.max(short[1], this.highest.get(short[0]) ?? 0));
    }
  }

  /**
   * The row under its id (art URLs follow the id). Rows of the JSON format keep the id the
   * retailer wrote, whatever its shape.
   */
  assign(row: CatalogRow): CatalogRow {
    const prefix = DATASET_SOURCES.has(row.source) ? shortIdPrefix(row.id) : null;
    if (prefix === null) return row;
    const key = keyOf(row.source, row.externalId ?? row.id);
    let id = this.known.get(key);
    if (id === undefined) {
      const next = (this.highest.get(prefix) ?? 0) + 1;
      this.highest.set(prefix, next);
      id = `${prefix}-${next}`;
      this.known.set(key, id);
    }
    return id === row.id ? row : { ...row, id, ...productArt(row.category, id, row.longName) };
  }
}

/** The sources whose mappers make a source key (`bc-gpu-<opendb uuid>`) to be turned into an id. */
const DATASET_SOURCES: ReadonlySet<string> = new Set(['buildcores', 'pc-part-dataset']);

const keyOf = (source: string, externalId: string) => `${source}\n${externalId}`;
