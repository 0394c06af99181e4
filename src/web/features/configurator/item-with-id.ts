/** Each list's parts by id, built once per list and kept while the list is current. */
const byIdOf = new WeakMap<readonly { id: string }[], ReadonlyMap<string, { id: string }>>();

/**
 * The list's parts by id. A real catalogue's lists hold thousands of parts and a choice looks
 * its parts up in several of them (the total, the power meter, the price differences), so each
 * list is indexed once, ahead in idle time for a long list (use-category-items.ts), rather than
 * searched on every choice.
 */
export function partsById<T extends { id: string }>(items: readonly T[]): ReadonlyMap<string, T> {
  let byId = byIdOf.get(items);
  if (!byId) {
    const built = new Map<string, T>();
    for (const item of items) built.set(item.id, item);
    byIdOf.set(items, built);
    byId = built;
  }
  return byId as ReadonlyMap<string, T>;
}

/** The part of `items` with this id, or null. */
export function itemWithId<T extends { id: string }>(
  items: readonly T[],
  id: string | null | undefined,
): T | null {
  return id === null || id === undefined ? null : (partsById(items).get(id) ?? null);
}
