import { asc, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { buildSetTypes, catalogMeta } from '../schema/catalog';
import type { CatalogRow, UpsertReport } from '../../catalog/catalog-row';

/** Rows per statement: one JSON parameter each, big enough to amortise the round trip. */
const UPSERT_CHUNK = 2000;

/** A transaction or the database: both expose the same query builder. */
type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** Rows of a raw query: both drivers (PGlite and node-postgres) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Stored columns and their SQL types, in the order of the JSON records upserted below. */
const COLUMNS = [
  ['id', 'text'],
  ['category', 'text'],
  ['brand', 'text'],
  ['long_name', 'text'],
  ['short_name', 'text'],
  ['description', 'text'],
  ['price_pence', 'integer'],
  ['stock_status', 'text'],
  ['stock_expected_date', 'date'],
  ['lead_time_days', 'integer'],
  ['image_url', 'text'],
  ['imagery', 'jsonb'],
  ['specs', 'jsonb'],
  ['source', 'text'],
  ['external_id', 'text'],
] as const;

const columnList = sql.raw(COLUMNS.map(([name]) => `"${name}"`).join(', '));
const recordType = sql.raw(COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(', '));
const updateList = sql.raw(
  [
    ...COLUMNS.slice(1).map(([name]) => `"${name}" = excluded."${name}"`),
    '"updated_at" = now()',
  ].join(', '),
);

/** One JSON record per row, keyed by column name (jsonb_to_recordset reads them by name). */
function toJsonRecord(row: CatalogRow): Record<(typeof COLUMNS)[number][0], unknown> {
  return {
    id: row.id,
    category: row.category,
    brand: row.brand,
    long_name: row.longName,
    short_name: row.shortName,
    description: row.description,
    price_pence: row.pricePence,
    stock_status: row.stock.status,
    stock_expected_date: row.stock.expectedDate ?? null,
    lead_time_days: row.leadTimeDays ?? null,
    image_url: row.imageUrl,
    imagery: row.imagery ?? null,
    specs: row.specs,
    source: row.source,
    external_id: row.externalId ?? null,
  };
}

export interface UpsertOptions {
  /**
   * Update a stored row only when it is the same product (same source and external id), and
   * fail the write naming the ids that belong to another product (ADR 035: an import never
   * turns an id into another product's, e.g. when two imports numbered the same new id).
   */
  sameProductOnly?: boolean;
}

/** Thrown by an upsert with `sameProductOnly` when an id is stored for another product. */
export class ProductIdTakenError extends Error {
  constructor(readonly ids: string[]) {
    super(
      `${ids.length} id(s) already belong to other products (is another import running?): ${ids.slice(0, 5).join(', ')}`,
    );
  }
}

/**
 * Inserts or updates rows by id, without bumping the version (callers own the transaction).
 * Each chunk travels as ONE jsonb parameter that PostgreSQL unpacks with
 * jsonb_to_recordset: far faster than thousands of bound parameters, on PGlite most of all.
 */
export async function upsertProductRows(
  tx: Executor,
  rows: readonly CatalogRow[],
  options: UpsertOptions = {},
): Promise<UpsertReport> {
  const report: UpsertReport = { inserted: 0, updated: 0 };
  const sameProduct = options.sameProductOnly
    ? sql`where products.source = excluded.source and products.external_id is not distinct from excluded.external_id`
    : sql``;
  for (let start = 0; start < rows.length; start += UPSERT_CHUNK) {
    const chunk = rows.slice(start, start + UPSERT_CHUNK);
    const json = JSON.stringify(chunk.map(toJsonRecord));
    const result = rowsOf<{ inserted: number; updated: number }>(
      await tx.execute(sql`
      with upserted as (
        insert into products (${columnList})
        select ${columnList} from jsonb_to_recordset(${json}::jsonb) as r(${recordType})
        on conflict (id) do update set ${updateList} ${sameProduct}
        -- xmax is 0 only for a freshly inserted tuple: the usual way to tell inserts from updates.
        returning (xmax = 0) as inserted
      )
      select (count(*) filter (where inserted))::int as inserted, (count(*) filter (where not inserted))::int as updated
      from upserted`),
    );
    const [counts] = result;
    const inserted = Number(counts?.inserted ?? 0);
    const updated = Number(counts?.updated ?? 0);
    if (inserted + updated < chunk.length)
      throw new ProductIdTakenError(await otherProducts(tx, chunk));
    report.inserted += inserted;
    report.updated += updated;
  }
  return report;
}

/** The rows' ids stored for another product (another source or external id). */
async function otherProducts(tx: Executor, rows: readonly CatalogRow[]): Promise<string[]> {
  const wanted = new Map(rows.map((row) => [row.id, row]));
  const stored = rowsOf<{ id: string; source: string; external_id: string | null }>(
    await tx.execute(
      sql`select id, source, external_id from products where id in (select jsonb_array_elements_text(${JSON.stringify([...wanted.keys()])}::jsonb))`,
    ),
  );
  return stored
    .filter((s) => {
      const row = wanted.get(s.id);
      return row && (row.source !== s.source || (row.externalId ?? null) !== s.external_id);
    })
    .map((s) => s.id)
    .sort();
}

/** Bumps catalog_meta.version (creating the row the first time) and answers the new version. */
export async function bumpCatalogVersion(tx: Executor): Promise<number> {
  const [row] = await tx
    .insert(catalogMeta)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: catalogMeta.id,
      set: { version: sql`${catalogMeta.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: catalogMeta.version });
  return Number(row?.version ?? 0);
}

/**
 * Inserts new products and updates existing ones (by id) in one transaction, in chunks,
 * and bumps the catalogue version once so every API node reloads.
 */
export async function upsertProducts(
  db: Database,
  rows: CatalogRow[],
  options: UpsertOptions = {},
): Promise<UpsertReport> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  return db.transaction(async (tx) => {
    const report = await upsertProductRows(tx, rows, options);
    await bumpCatalogVersion(tx);
    return report;
  });
}

/** Rows per page when loading: one json_agg text each (PGlite decodes one big string far faster than many rows). */
const LOAD_PAGE = 5000;

type StoredTuple = [
  id: string,
  category: string,
  brand: string,
  longName: string,
  shortName: string,
  description: string,
  pricePence: number | null,
  stockStatus: string,
  stockExpectedDate: string | null,
  leadTimeDays: number | null,
  imageUrl: string,
  imagery: unknown,
  specs: unknown,
  source: string,
  externalId: string | null,
];

/**
 * Back to the stored shape. Not validated here: the catalogue validates each row with
 * productSchema when it loads, and skips (and logs) the ones that fail.
 */
function fromTuple(t: StoredTuple): CatalogRow {
  const row: Record<string, unknown> = {
    id: t[0],
    category: t[1],
    brand: t[2],
    longName: t[3],
    shortName: t[4],
    description: t[5],
    pricePence: t[6],
    stock: t[8] === null ? { status: t[7] } : { status: t[7], expectedDate: t[8] },
    imageUrl: t[10],
    specs: t[12],
    source: t[13],
  };
  if (t[9] !== null) row.leadTimeDays = t[9];
  if (t[11] !== null) row.imagery = t[11];
  if (t[14] !== null) row.externalId = t[14];
  // The database holds text where the type has unions; productSchema checks them at load.
  return row as unknown as CatalogRow;
}

export interface LoadOptions {
  /** Only products for sale (the in-memory catalogue needs no others): skips unpriced imports. */
  pricedOnly?: boolean;
}

/** Every stored product, priced or not, in id order (paged by id, one JSON text per page). */
export async function loadCatalogRows(
  db: Database,
  options: LoadOptions = {},
): Promise<CatalogRow[]> {
  const priced = options.pricedOnly ? sql`and price_pence is not null` : sql``;
  const rows: CatalogRow[] = [];
  let after = '';
  for (;;) {
    const result = rowsOf<{ page: string }>(
      await db.execute(sql`
      select coalesce(json_agg(json_build_array(${columnList}) order by id), '[]')::text as page
      from (select * from products where id > ${after} ${priced} order by id limit ${LOAD_PAGE}) p`),
    );
    const page = JSON.parse(result[0]?.page ?? '[]') as StoredTuple[];
    for (const tuple of page) rows.push(fromTuple(tuple));
    const last = page[page.length - 1];
    if (page.length < LOAD_PAGE || !last) return rows;
    after = last[0];
  }
}

/**
 * Every stored product's id, source, external id and brand (the importer keeps known products'
 * ids and numbers new ones past the stored ones, ADR 035, and spells brands as stored, ADR 107).
 * One JSON text, like loadCatalogRows.
 */
export async function loadProductKeys(
  db: Database,
): Promise<{ id: string; source: string; externalId: string | null; brand: string }[]> {
  const result = rowsOf<{ keys: string }>(
    await db.execute(sql`
    select coalesce(json_agg(json_build_array(id, source, external_id, brand) order by id), '[]')::text as keys
    from products`),
  );
  const tuples = JSON.parse(result[0]?.keys ?? '[]') as [string, string, string | null, string][];
  return tuples.map(([id, source, externalId, brand]) => ({ id, source, externalId, brand }));
}

/** The catalogue's change counter; 0 before anything was ever written. */
export async function catalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogMeta.version }).from(catalogMeta);
  return Number(row?.version ?? 0);
}

export interface StoredBuildSetType {
  id: string;
  name: string;
  description: string;
  minPence: number;
  maxPence: number;
}

/** Build set types in their display order. */
export async function loadBuildSetTypes(db: Database): Promise<StoredBuildSetType[]> {
  return db
    .select({
      id: buildSetTypes.id,
      name: buildSetTypes.name,
      description: buildSetTypes.description,
      minPence: buildSetTypes.minPence,
      maxPence: buildSetTypes.maxPence,
    })
    .from(buildSetTypes)
    .orderBy(asc(buildSetTypes.sort), asc(buildSetTypes.id));
}

/** Replaces every build set type (a handful of rows), keeping the given order. */
export async function replaceBuildSetTypes(
  tx: Executor,
  types: readonly StoredBuildSetType[],
): Promise<void> {
  await tx.delete(buildSetTypes);
  if (types.length === 0) return;
  await tx.insert(buildSetTypes).values(types.map((type, sort) => ({ ...type, sort })));
}
