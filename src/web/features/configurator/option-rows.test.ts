import { describe, expect, it } from 'vitest';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import {
  indexedFor,
  indexItems,
  optionRows,
  rowFacts,
  rowOfPart,
  stepChoosable,
} from './option-rows';

const item = (id: string, brand: string, price: number, longName = id): ComponentItem => ({
  id,
  category: 'gpu',
  longName,
  shortName: longName,
  brand,
  description: '',
  price,
  imageUrl: '',
  imagery: null,
  maxNumAllowed: null,
  isCompatible: null,
});

const ITEMS = [
  item('z-cheap', 'Zotac', 199),
  item('a-dear', 'ASUS', 899, 'ASUS TUF RTX 5080'),
  item('a-cheap', 'ASUS', 299, 'ASUS Dual RTX 5060'),
  item('onboard', '.Onboard', 0),
  item('msi', 'MSI', 500, 'MSI Ventus RTX 5070'),
];

const labels = (query = '') =>
  optionRows(indexItems(ITEMS), query).map((row) =>
    row.kind === 'none' ? 'None selected' : row.kind === 'brand' ? `# ${row.brand}` : row.key,
  );

describe('option rows', () => {
  it("start with 'None selected', then brands alphabetically with ascending prices inside", () => {
    expect(labels()).toEqual([
      'None selected',
      '# ASUS',
      'a-cheap',
      'a-dear',
      '# MSI',
      'msi',
      '# Onboard',
      'onboard',
      '# Zotac',
      'z-cheap',
    ]);
  });

  it('order brands and names without regard to case (ASRock before ASUS before msi)', () => {
    const rows = optionRows(
      indexItems([
        item('m', 'msi', 10),
        item('u', 'ASUS', 10),
        item('r', 'ASRock', 10),
        item('b', 'ASRock', 10, 'b-name'),
        item('a', 'ASRock', 10, 'A-name'),
      ]),
    );
    expect(rows.filter((row) => row.kind === 'option').map((row) => row.item.id)).toEqual([
      'a',
      'b',
      'r',
      'u',
      'm',
    ]);
  });

  it('filter by every word typed, in brand and names, keeping the brand headings', () => {
    expect(labels('rtx asus')).toEqual(['# ASUS', 'a-cheap', 'a-dear']);
    expect(labels('5070')).toEqual(['# MSI', 'msi']);
    expect(labels('none')).toEqual(['None selected']);
    expect(labels('nothing like this')).toEqual([]);
  });

  it('skip brand headings when moving through the options', () => {
    const rows = optionRows(indexItems(ITEMS));
    expect(stepChoosable(rows, 0, 1)).toBe(2);
    expect(stepChoosable(rows, 3, 1)).toBe(5);
    expect(stepChoosable(rows, 5, -1)).toBe(3);
    expect(stepChoosable(rows, 0, -1)).toBe(0);
    expect(stepChoosable(rows, rows.length - 1, 1)).toBe(rows.length - 1);
  });

  it('a refetched list with the same parts keeps its order and carries the new flags', () => {
    const plain = indexedFor(ITEMS);
    const flagged = ITEMS.map((entry) => ({ ...entry, isCompatible: entry.id !== 'msi' }));
    const again = indexedFor(flagged, plain);
    expect(again.map((entry) => entry.item.id)).toEqual(plain.map((entry) => entry.item.id));
    expect(again.find((entry) => entry.item.id === 'msi')?.item.isCompatible).toBe(false);
    // Same list object, same index.
    expect(indexedFor(flagged, null)).toBe(again);
  });

  it('a list whose prices changed is sorted afresh', () => {
    const plain = indexedFor(ITEMS);
    const repriced = ITEMS.map((entry) =>
      entry.id === 'a-dear' ? { ...entry, price: 99 } : entry,
    );
    const ids = indexedFor(repriced, plain).map((entry) => entry.item.id);
    expect(ids.indexOf('a-dear')).toBeLessThan(ids.indexOf('a-cheap'));
  });

  it("count the parts before each row, headings and 'None selected' left out, once per rows", () => {
    const rows = optionRows(indexItems(ITEMS));
    // None selected, # ASUS, a-cheap, a-dear, # MSI, msi, # Onboard, onboard, # Zotac, z-cheap
    const facts = rowFacts(rows);
    expect([...facts.ordinals]).toEqual([0, 0, 0, 1, 2, 2, 3, 3, 4, 4, 5]);
    expect(facts.parts).toBe(5);
    expect(rowFacts(rows)).toBe(facts);
    expect(rowFacts(optionRows(indexItems(ITEMS), 'asus')).parts).toBe(2);
  });

  it("find a part's row, 'None selected' as null, and -1 for a part not in the rows", () => {
    const rows = optionRows(indexItems(ITEMS));
    expect(rowOfPart(rows, 'msi')).toBe(5);
    expect(rowOfPart(rows, null)).toBe(0);
    expect(rowOfPart(rows, 'gone')).toBe(-1);
    expect(rowOfPart(optionRows(indexItems(ITEMS), 'asus'), 'msi')).toBe(-1);
  });
});
