/**
 * A map that keeps the `max` entries used last and drops the least recently used one when a
 * new entry would exceed it; a `get` that finds its key counts as a use. (A Map iterates in
 * insertion order, so re-inserting on use keeps the oldest first.)
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
  }
}
