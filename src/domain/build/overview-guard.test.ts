import { describe, expect, it } from 'vitest';
import type { Build } from './build-model';
import { continuePath, overviewView, type OverviewView } from './overview-guard';
import { fullBuild } from './transition-fixtures';

type Case = [string, Partial<Build>, string | null, OverviewView];

describe('the /overview guard', () => {
  it.each<Case>([
    [
      'redirects to /pre-configurator if buildStep is below 3 and the build was not started or completed',
      { buildStep: 1, buildStart: false, buildComplete: false },
      null,
      'redirect-pre-configurator',
    ],
    [
      '…even with ?state=review',
      { buildStep: 2, buildStart: false, buildComplete: false },
      'review',
      'redirect-pre-configurator',
    ],
    [
      'also redirects if the build was started, is incomplete and the query state is not review',
      { buildStep: 3, buildStart: true, buildComplete: false },
      null,
      'redirect-pre-configurator',
    ],
    [
      '…whatever other state it has',
      { buildStep: 3, buildStart: true, buildComplete: false },
      'other',
      'redirect-pre-configurator',
    ],
    [
      '…and on an earlier step',
      { buildStep: 2, buildStart: true, buildComplete: false },
      null,
      'redirect-pre-configurator',
    ],
    [
      'renders only when buildStep is 4 and the build is complete',
      { buildStep: 4, buildStart: true, buildComplete: true },
      null,
      'overview',
    ],
    [
      'renders a complete build reached with ?state=review',
      { buildStep: 4, buildStart: true, buildComplete: true },
      'review',
      'overview',
    ],
    [
      'shows the review of a started, incomplete build with ?state=review',
      { buildStep: 3, buildStart: true, buildComplete: false },
      'review',
      'review',
    ],
    [
      'shows the review on step 2 with ?state=review (started, so not redirected)',
      { buildStep: 2, buildStart: true, buildComplete: false },
      'review',
      'review',
    ],
    [
      'shows the fallback for a complete build no longer on step 4',
      { buildStep: 3, buildStart: true, buildComplete: true },
      null,
      'fallback',
    ],
    [
      'shows the fallback for step 4 not marked complete and not started',
      { buildStep: 4, buildStart: false, buildComplete: false },
      null,
      'fallback',
    ],
  ])('%s', (_name, overrides, state, view) => {
    expect(overviewView(fullBuild(overrides), state)).toBe(view);
  });
});

describe('the way back from the review', () => {
  it.each<[number, string]>([
    [3, '/configurator'],
    [2, '/pre-configurator'],
  ])('from step %i goes to %s', (buildStep, path) => {
    expect(continuePath(fullBuild({ buildStep }))).toBe(path);
  });
});
