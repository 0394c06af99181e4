import { describe, expect, it } from 'vitest';
import {
  isIssueType,
  isMissingIssue,
  issueComponentIds,
  issueModalTitle,
  issuesModalHeading,
  issuesModalTitle,
  normaliseIssueType,
} from './issue-types';

describe('issue modal titles (spec section 8)', () => {
  it.each([
    ['preorder', 'This component is on pre-order'],
    ['temp-unavailable', 'This component is temporaly unavailable'],
    ['retired', 'This component is no available anymore'],
    ['missingselection', 'This component is missing'],
    ['MissingSelection', 'This component is missing'],
    ['missingslot', 'Compatibility Warning'],
    ['partiallyIncompatible', 'Compatibility Warning'],
    ['missing', 'Missing Component'],
    ['initial', 'Missing Component'],
    ['error', 'Incompatible Component'],
    ['warning', 'Incompatible Component'],
  ])('%s -> %s', (type, title) => {
    expect(issueModalTitle(type)).toBe(title);
  });

  it('titles several issues Missing Components when all are missing parts, else Incompatible Component', () => {
    expect(
      issuesModalTitle([
        { type: 'missingselection', tag: 'missing-selection-cpu' },
        { type: 'missing', tag: 'missing-gpu' },
      ]),
    ).toBe('Missing Components');
    expect(
      issuesModalTitle([
        { type: 'error', tag: 'gpu-too-long' },
        { type: 'missing', tag: 'missing-gpu' },
      ]),
    ).toBe('Incompatible Component');
    expect(issuesModalTitle([{ type: 'preorder', tag: 'stock-preorder' }])).toBe(
      'This component is on pre-order',
    );
  });

  it('heads the modal Error Message when any issue is an error', () => {
    expect(issuesModalHeading([{ type: 'warning' }, { type: 'Error' }])).toBe('Error Message');
    expect(issuesModalHeading([{ type: 'preorder' }])).toBe('Warning Message');
  });

  it('compares types case-insensitively', () => {
    expect(normaliseIssueType('PartiallyIncompatible')).toBe('partiallyincompatible');
    expect(normaliseIssueType('nonsense')).toBeNull();
    expect(isIssueType('MissingSlot', 'missingslot')).toBe(true);
  });
});

describe('missing components', () => {
  it.each([
    ['missing', 'missing-gpu', true],
    ['MissingSelection', 'missing-selection-psu', true],
    ['initial', 'missing-case', true],
    ['warning', 'missing-bracket', true],
    ['error', 'gpu-too-long', false],
    ['missingslot', 'm2-slots-exceeded', false],
  ])('type %s with tag %s is a missing component: %s', (type, tag, missing) => {
    expect(isMissingIssue({ type, tag })).toBe(missing);
  });
});

describe('the parts an issue names', () => {
  it.each<[string, string | null, string | string[] | null, string[]]>([
    ['main and one connecting part', 'gpu-a', 'case-a', ['gpu-a', 'case-a']],
    [
      'main and several connecting parts',
      'board-a',
      ['sound-a', 'gpu-a'],
      ['board-a', 'sound-a', 'gpu-a'],
    ],
    ['a connecting part only', null, 'case-a', ['case-a']],
    ['no part', null, null, []],
  ])('%s', (_name, mainComponent, connectingComponent, ids) => {
    expect(issueComponentIds({ mainComponent, connectingComponent })).toEqual(ids);
  });
});
