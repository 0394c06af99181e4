/** Each list's parts by id, built on the first lookup and kept while the list is current. */
const byIdOf = new WeakMap<readonly { id: string }[], Map<string, { id: string }>>();

/**
 * The part of `items` with this id, or null. A real catalogue's lists hold thousands of parts
 * and a choice looks its parts up in several of them (the total, the power meter, the price
 * differences), so each list is indexed once rather than searched on every choice.
 */
export function itemWithId<T extends { id: string }>(
  items: readonly T[],
  id: string | null | undefined,
): T | null {
  if (id === null || id === undefined) return null;
  let byId = byIdOf.get(items);
  if (!byId) {
    byId = new Map(items.map((item) => [item.id, item]));
    byIdOf.set(items, byId);
  }
  return (byId.get(id) as T | undefined) ?? null;
}
