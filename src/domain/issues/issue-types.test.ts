import { describe, expect, it } from 'vitest';
import {
  isIssueType,
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
