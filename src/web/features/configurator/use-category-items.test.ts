import { describe, expect, it } from 'vitest';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { encodeFlags } from '../../../domain/contracts/compact-list';
import { optionReason, optionStatus } from './option-status';
import { itemFlags } from './use-category-items';

const part = (id: string): ComponentItem => ({
  id,
  category: 'gpu',
  longName: id,
  shortName: id,
  brand: 'MSI',
  description: '',
  price: 100,
  imageUrl: `/media/products/${id}.svg`,
  imagery: null,
  maxNumAllowed: null,
  isCompatible: null,
});

const TOO_LONG = 'This graphics card is 358 mm long, but the case takes cards up to 355 mm.';

describe('itemFlags: the flags beside the list', () => {
  const items = [part('fits'), part('too-long'), part('unknown')];
  const list = { version: 3, items };
  const flags = encodeFlags(3, [true, false, null], [null, TOO_LONG, null]);

  it("gives each part its verdict and the server's reason, leaving the parts as they were", () => {
    const before = items.map((item) => ({ ...item }));
    const verdicts = itemFlags(list, flags);
    expect(verdicts).not.toBeNull();
    expect(items.map((item) => optionStatus(item, verdicts))).toEqual([
      'ok',
      'incompatible',
      'not-verified',
    ]);
    expect(items.map((item) => optionReason(item, verdicts))).toEqual([null, TOO_LONG, null]);
    expect(items).toEqual(before);
  });

  it('says nothing of a part that is not in the list', () => {
    expect(itemFlags(list, flags)?.isCompatible(part('fits'))).toBeNull();
  });

  it('refuses flags of another catalogue version or of another length', () => {
    expect(itemFlags(list, encodeFlags(4, [true, false, null], [null, null, null]))).toBeNull();
    expect(itemFlags(list, encodeFlags(3, [true, false], [null, null]))).toBeNull();
  });

  it('greys nothing without flags (a plain list, or the flags not here yet)', () => {
    expect(items.map((item) => optionStatus(item, null))).toEqual(['ok', 'ok', 'ok']);
    expect(optionReason(items[1]!, null)).toBeNull();
  });
});
