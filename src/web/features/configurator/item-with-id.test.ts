import { describe, expect, it } from 'vitest';
import { itemWithId, partsById } from './item-with-id';

describe('itemWithId', () => {
  const items = [
    { id: 'gpu-1', price: 199.99 },
    { id: 'gpu-2', price: 259.99 },
  ];

  it('finds the part with the id, and nothing for no id or an id the list does not hold', () => {
    expect(itemWithId(items, 'gpu-2')).toBe(items[1]);
    expect(itemWithId(items, 'gpu-1')).toBe(items[0]);
    expect(itemWithId(items, null)).toBeNull();
    expect(itemWithId(items, undefined)).toBeNull();
    expect(itemWithId(items, 'gpu-3')).toBeNull();
  });

  it('answers from the list it is given: a new list of the same parts is looked up afresh', () => {
    const refreshed = [{ id: 'gpu-1', price: 189.99 }];
    expect(itemWithId(items, 'gpu-1')?.price).toBe(199.99);
    expect(itemWithId(refreshed, 'gpu-1')?.price).toBe(189.99);
    expect(itemWithId(refreshed, 'gpu-2')).toBeNull();
  });

  it('indexes a list once: the index built ahead is the one a lookup reads', () => {
    const list = [{ id: 'psu-1' }, { id: 'psu-2' }];
    const ahead = partsById(list);
    expect(ahead.get('psu-2')).toBe(list[1]);
    expect(partsById(list)).toBe(ahead);
    expect(itemWithId(list, 'psu-1')).toBe(list[0]);
  });
});
