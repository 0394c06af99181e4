import { describe, expect, it } from 'vitest';
import { anIssue } from '../build/transition-fixtures';
import {
  BUILD_WITH_ERRORS_MODAL,
  hasProblems,
  issueModal,
  type IssueModalRoute,
  type Problems,
} from './issue-modal';
import type { Issue } from './issue-types';

const error = anIssue();
const preorder = anIssue({
  type: 'preorder',
  tag: 'stock-preorder',
  message: 'The Big GPU is on pre-order; we expect it on 12 December 2026.',
});
const warning = anIssue({ type: 'warning', tag: 'psu-headroom-low', mainComponent: 'psu-a' });
const caveat = anIssue({ type: 'partiallyincompatible', tag: 'cpu-bios-update-needed' });
const missingGpu = anIssue({ type: 'missing', tag: 'missing-gpu', mainComponent: 'cpu-a' });
const missingPsu = anIssue({
  type: 'missingselection',
  tag: 'missing-selection-psu',
  mainComponent: 'psu',
  route: 'psu',
});
const missingTaggedError = anIssue({ type: 'error', tag: 'missing-header' });
const missingTaggedWarning = anIssue({ type: 'warning', tag: 'missing-bracket' });
const slots = anIssue({ type: 'missingslot', tag: 'm2-slots-exceeded' });
const retired = anIssue({ type: 'retired', tag: 'stock-retired' });

const modal = (issues: Issue[], warnings: Issue[] = [], route: IssueModalRoute = 'configurator') =>
  issueModal({ issues, warnings }, { route });

describe('compatibility modal heading', () => {
  it.each<[string, Problems, string]>([
    [
      'any error-type issue gives Error Message',
      { issues: [error], warnings: [warning] },
      'Error Message',
    ],
    [
      "an error written 'Error' still counts",
      { issues: [anIssue({ type: 'Error' as Issue['type'] })], warnings: [] },
      'Error Message',
    ],
    [
      'warnings only give Warning Message',
      { issues: [], warnings: [preorder, caveat] },
      'Warning Message',
    ],
    [
      'missing components without an error give Warning Message',
      { issues: [missingGpu], warnings: [] },
      'Warning Message',
    ],
  ])('%s', (_name, problems, heading) => {
    expect(issueModal(problems, { route: 'configurator' })?.heading).toBe(heading);
  });
});

describe('compatibility modal title', () => {
  it.each<[string, Issue[], Issue[], string]>([
    [
      "one issue uses that issue's title (pre-order)",
      [],
      [preorder],
      'This component is on pre-order',
    ],
    ["one issue uses that issue's title (missing slot)", [slots], [], 'Compatibility Warning'],
    ["one issue uses that issue's title (error)", [error], [], 'Incompatible Component'],
    [
      'several missing components are Missing Components',
      [missingGpu, missingPsu],
      [],
      'Missing Components',
    ],
    [
      'several mixed problems are Incompatible Component',
      [error],
      [preorder],
      'Incompatible Component',
    ],
    [
      'a missing cooler and a BIOS caveat take the missing part’s title, not Incompatible Component',
      [missingPsu],
      [caveat],
      'This component is missing',
    ],
    [
      'two missing parts and a warning are Missing Components',
      [missingGpu, missingPsu],
      [warning],
      'Missing Components',
    ],
    ['two caveats share Compatibility Warning', [slots], [caveat], 'Compatibility Warning'],
    [
      'two pre-orders share their title',
      [],
      [preorder, preorder],
      'This component is on pre-order',
    ],
    [
      'warnings of different titles are a Compatibility Warning',
      [],
      [preorder, caveat],
      'Compatibility Warning',
    ],
  ])('%s', (_name, issues, warnings, title) => {
    expect(modal(issues, warnings)?.title).toBe(title);
  });
});

describe('compatibility modal list', () => {
  it('with several problems combines them into one list, the error list first', () => {
    const model = modal([error], [preorder]);
    expect(model?.combined).toBe(true);
    expect(model?.items.map((item) => [item.title, item.message])).toEqual([
      ['Incompatible Component', error.message],
      ['This component is on pre-order', preorder.message],
    ]);
  });

  it("shows each detail after the label 'Details:'", () => {
    const model = modal([error]);
    expect(model?.combined).toBe(false);
    expect(model?.detailLabel).toBe('Details:');
    expect(model?.items[0]?.detail).toBe('Choose a shorter card or a larger case.');
  });

  it('leaves out an empty detail', () => {
    expect(modal([anIssue({ detail: '  ' })])?.items[0]?.detail).toBeNull();
  });

  it('shows no modal without problems', () => {
    expect(modal([], [])).toBeNull();
    expect(hasProblems({ issues: [], warnings: [] })).toBe(false);
    expect(hasProblems({ issues: [], warnings: [warning] })).toBe(true);
  });
});

describe('the extra text for a single error issue', () => {
  const HINT =
    'Either proceed with this component and edit your build or go back and select a different component.';

  it.each<[string, Issue[], Issue[], string | null]>([
    ['a single error issue without markup and without a missing tag gets it', [error], [], HINT],
    [
      'an error with markup in its message does not',
      [anIssue({ message: 'The <b>Big GPU</b> is too long.' })],
      [],
      null,
    ],
    [
      'an error with markup in its detail does not',
      [anIssue({ detail: 'See <a href="/x">sizes</a>.' })],
      [],
      null,
    ],
    ["an error with a 'missing' tag does not", [missingTaggedError], [], null],
    ['two errors do not', [error, anIssue({ tag: 'cooler-too-tall' })], [], null],
    ['one error with a warning does not', [error], [warning], null],
    ['a single warning does not', [], [warning], null],
  ])('%s', (_name, issues, warnings, hint) => {
    expect(modal(issues, warnings)?.hint).toBe(hint);
  });

  it('takes a comparison sign for text, not markup', () => {
    expect(modal([anIssue({ message: 'It needs < 336 mm and > 2 slots.' })])?.hint).toBe(HINT);
  });
});

describe('compatibility modal buttons', () => {
  const labels = (
    issues: Issue[],
    warnings: Issue[],
    route: IssueModalRoute = 'configurator',
    canProceed?: boolean,
  ) => issueModal({ issues, warnings }, { route, canProceed })?.buttons.map((b) => b.label);

  it.each<[string, Issue[], Issue[], IssueModalRoute, string[]]>([
    ["'Add to build' for preorder", [], [preorder], 'configurator', ['Go back', 'Add to build']],
    [
      "'Add to build' when a pre-order is among warnings",
      [],
      [warning, preorder],
      'configurator',
      ['Go back', 'Add to build'],
    ],
    ["'Continue' for the other warnings", [], [warning], 'configurator', ['Go back', 'Continue']],
    [
      "'Continue' for a compatibility warning (partially incompatible)",
      [],
      [caveat],
      'configurator',
      ['Go back', 'Continue'],
    ],
    [
      "'Continue' for a missing slot (not an error-type item)",
      [slots],
      [],
      'configurator',
      ['Go back', 'Continue'],
    ],
    [
      'no action for a retired part: it never enters a build',
      [retired],
      [],
      'configurator',
      ['Go back'],
    ],
    ['no action for a retired part on the share route either', [retired], [], 'share', ['Go back']],
    [
      "'Continue' on the share route, even for preorder",
      [],
      [preorder],
      'share',
      ['Go back', 'Continue'],
    ],
    [
      "'Continue' on the build-overview route",
      [],
      [preorder],
      'build-overview',
      ['Go back', 'Continue'],
    ],
    ["error items offer only 'Go back'", [error], [], 'configurator', ['Go back']],
    [
      "an error among warnings offers only 'Go back'",
      [error],
      [preorder],
      'configurator',
      ['Go back'],
    ],
    ["missing items offer only 'Go back'", [missingGpu], [], 'configurator', ['Go back']],
    ["a missing selection offers only 'Go back'", [missingPsu], [], 'configurator', ['Go back']],
    [
      "an item whose tag contains 'missing' offers only 'Go back'",
      [],
      [missingTaggedWarning],
      'configurator',
      ['Go back'],
    ],
    ["errors offer only 'Go back' on the share route too", [error], [], 'share', ['Go back']],
  ])('%s', (_name, issues, warnings, route, expected) => {
    expect(labels(issues, warnings, route)).toEqual(expected);
  });

  it("offers only 'Go back' when the save or complete behind it cannot go on", () => {
    expect(labels([retired], [], 'configurator', false)).toEqual(['Go back']);
  });

  it('names the buttons for the dismissal', () => {
    expect(modal([], [preorder])?.buttons.map((b) => b.id)).toEqual(['go-back', 'action']);
  });
});

describe("'Build with Errors' modal", () => {
  it('has the title and text of the error catalogue', () => {
    expect(BUILD_WITH_ERRORS_MODAL).toEqual({
      title: 'Build with Errors',
      text: 'Looks like there are some issues with the current build. Please make edits and try again.',
      dismissLabel: 'Continue',
    });
  });
});
