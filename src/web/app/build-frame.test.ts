import { afterEach, describe, expect, it } from 'vitest';
import { currentSubStep, summaryHolds } from '../../domain/build/assist-steps';
import { createBuild, type Build } from '../../domain/build/build-model';
import { configuratorView } from '../../domain/build/configurator-guard';
import { overviewView } from '../../domain/build/overview-guard';
import { restoreBuild } from '../../domain/build/stored-build';
import { CHIPSETS } from '../../domain/catalog/categories';
import { fullBuild } from '../../domain/build/transition-fixtures';
import { BUILD_STORAGE_KEY, SUMMARY_STORAGE_KEY } from '../state/build-store';
import { BUILD_FRAME_ATTRIBUTE, BUILD_FRAME_SCRIPT, type BuildFrameToken } from './build-frame';

/**
 * Runs the inline script as the page does, on `stored` in local storage at `search` (with
 * assist mode's "Product Summary shown" flag when `summary`).
 */
function tokensFor(stored: string | null, search = '', summary = false): string[] {
  document.documentElement.removeAttribute(BUILD_FRAME_ATTRIBUTE);
  localStorage.clear();
  if (stored !== null) localStorage.setItem(BUILD_STORAGE_KEY, stored);
  if (summary) localStorage.setItem(SUMMARY_STORAGE_KEY, 'true');
  window.history.replaceState(null, '', `/configurator${search}`);
  // The script's text is what the server writes into the page.
  new Function(BUILD_FRAME_SCRIPT)();
  return (document.documentElement.getAttribute(BUILD_FRAME_ATTRIBUTE) ?? '')
    .split(' ')
    .filter(Boolean);
}

/** What the app itself decides for the same stored text (the guards of spec section 2). */
function expectedTokens(stored: string, search = '', summary = false): BuildFrameToken[] {
  const build = restoreBuild(stored);
  const expert = build.buildMode === 'expert' || new URLSearchParams(search).get('switch') === '0';
  const tokens: BuildFrameToken[] = [];
  const configuring = configuratorView(build) === 'build';
  if (configuring && expert) tokens.push('expert');
  else if (configuring && !summaryHolds(build, summary))
    tokens.push('assist', `step-${currentSubStep(build)}`);
  if (overviewView(build, null) === 'overview') tokens.push('complete');
  if (build.chipset === CHIPSETS.intel) tokens.push('intel');
  if (build.chipset === CHIPSETS.amd) tokens.push('amd');
  return tokens;
}

const inProgress = (overrides: Partial<Build>) =>
  fullBuild({
    buildStep: 3,
    buildSubStep: 1,
    buildStart: true,
    buildComplete: false,
    ...overrides,
  });

const SAMPLES: Record<string, Build> = {
  'a fresh build': createBuild(),
  'a case chosen, step 2': createBuild({ chipset: 1, case: 'case-a', caseSize: 2, buildStep: 2 }),
  'expert, in progress (AMD)': inProgress({ buildMode: 'expert' }),
  'expert, in progress (Intel)': inProgress({ buildMode: 'expert', chipset: 1 }),
  'assist, in progress': inProgress({ buildMode: 'assist' }),
  'assist, at memory': inProgress({ buildMode: 'assist', buildSubStep: 3 }),
  'assist, at the last step': inProgress({ buildMode: 'assist', buildSubStep: 13 }),
  'assist, no sub-step': inProgress({ buildMode: 'assist', buildSubStep: null }),
  'expert, no case': inProgress({ buildMode: 'expert', case: null }),
  'expert, no case size': inProgress({ buildMode: 'expert', caseSize: null }),
  'completed (Intel)': fullBuild({
    chipset: 1,
    buildStep: 4,
    buildStart: false,
    buildComplete: true,
  }),
  'completed (AMD), expert': fullBuild({ buildStep: 4, buildComplete: true, buildMode: 'expert' }),
  'step 4, not complete': fullBuild({ buildStep: 4, buildComplete: false }),
};

describe('the build-frame script', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(BUILD_FRAME_ATTRIBUTE);
  });

  it.each(Object.entries(SAMPLES))('names what the app shows for %s', (_name, build) => {
    const stored = JSON.stringify(build);
    expect(tokensFor(stored)).toEqual(expectedTokens(stored));
    expect(tokensFor(stored, '?switch=0')).toEqual(expectedTokens(stored, '?switch=0'));
    expect(tokensFor(stored, '', true)).toEqual(expectedTokens(stored, '', true));
  });

  it("names assist mode's step, and not the Product Summary past its last one", () => {
    expect(tokensFor(JSON.stringify(SAMPLES['assist, at memory']))).toEqual([
      'assist',
      'step-3',
      'amd',
    ]);
    const last = JSON.stringify(SAMPLES['assist, at the last step']);
    expect(tokensFor(last)).toEqual(['assist', 'step-13', 'amd']);
    expect(tokensFor(last, '', true)).toEqual(['amd']);
  });

  it('names an expert build in progress and a completed Intel build', () => {
    expect(tokensFor(JSON.stringify(SAMPLES['expert, in progress (AMD)']))).toEqual([
      'expert',
      'amd',
    ]);
    expect(tokensFor(JSON.stringify(SAMPLES['completed (Intel)']))).toEqual(['complete', 'intel']);
  });

  it.each([null, '{not json', 'null', '"text"', '[]'])(
    'names nothing for a missing or unreadable build (%s)',
    (stored) => {
      expect(tokensFor(stored)).toEqual([]);
      expect(document.documentElement.hasAttribute(BUILD_FRAME_ATTRIBUTE)).toBe(false);
    },
  );

  it('titles an expert build’s page Expert Mode, as the app does once it runs', () => {
    document.title = 'Assist Mode | Rigforge';
    tokensFor(JSON.stringify(SAMPLES['expert, in progress (AMD)']));
    expect(document.title).toBe('Expert Mode | Rigforge');
    document.title = 'Assist Mode | Rigforge';
    tokensFor(JSON.stringify(SAMPLES['assist, in progress']));
    expect(document.title).toBe('Assist Mode | Rigforge');
    document.title = 'Build Overview | Rigforge';
    tokensFor(JSON.stringify(SAMPLES['completed (Intel)']));
    expect(document.title).toBe('Build Overview | Rigforge');
  });

  it('names nothing when storage cannot be read', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect(tokensFor(JSON.stringify(SAMPLES['expert, in progress (AMD)']))).toEqual([]);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
