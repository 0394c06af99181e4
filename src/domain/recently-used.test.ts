import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('RecentlyUsed', () => {
  it('drops the least recently used entry, a get counting as a use', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect(kept.size).toBe(2);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe(1);
    expect(kept.get('c')).toBe(3);
  });

  it('setting a kept key again replaces its value without growing', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('a', 10);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(10);
    expect(kept.get('b')).toBeUndefined();
  });
});
