import { describe, expect, it } from 'vitest';
import { TIMINGS } from '../timings';
import { createBuild } from './build-model';
import {
  COMPLETION_LOADER_MS,
  canSaveBuild,
  completeBuild,
  completeBuildOutcome,
  saveBuildOutcome,
} from './save-complete-transitions';
import { anIssue, fullBuild } from './transition-fixtures';

const ID = 'AbCdEfGhIjKlMnOp';
const warning = anIssue({ type: 'warning', tag: 'psu-headroom-low', mainComponent: 'psu-a' });
const error = anIssue();

describe("'Save build'", () => {
  it('appears only when a cpu is chosen', () => {
    expect(canSaveBuild(createBuild())).toBe(false);
    expect(canSaveBuild(fullBuild())).toBe(true);
  });

  it('without warnings or issues shows the share modal with the share link', () => {
    const build = fullBuild({ publicId: null });
    const outcome = saveBuildOutcome(build, { pcBuildPublicId: ID, issues: [], warnings: [] });
    expect(outcome).toEqual({
      kind: 'share',
      saved: { build: { ...build, publicId: ID }, sharePath: `/share/${ID}` },
    });
  });

  it('with warnings shows a modal whose Continue goes on to the share modal', () => {
    const outcome = saveBuildOutcome(fullBuild(), {
      pcBuildPublicId: ID,
      issues: [],
      warnings: [warning],
    });
    expect(outcome).toMatchObject({
      kind: 'problems',
      prompt: { pending: null, route: 'configurator', canProceed: true },
      saved: { sharePath: `/share/${ID}` },
    });
    if (outcome.kind === 'problems') {
      expect(outcome.modal.buttons.map((b) => b.label)).toEqual(['Go back', 'Continue']);
    }
  });

  it('with issues shows a modal and saves nothing', () => {
    const outcome = saveBuildOutcome(fullBuild(), {
      pcBuildPublicId: null,
      issues: [error],
      warnings: [],
    });
    expect(outcome).toMatchObject({ kind: 'problems', saved: null, prompt: { canProceed: false } });
  });

  it('on the share route labels the action Continue', () => {
    const preorder = anIssue({ type: 'preorder', tag: 'stock-preorder' });
    const outcome = saveBuildOutcome(
      fullBuild(),
      { pcBuildPublicId: ID, issues: [], warnings: [preorder] },
      'share',
    );
    expect(outcome.kind === 'problems' && outcome.modal.buttons[1]?.label).toBe('Continue');
  });

  it('fails when the answer neither saved nor named a problem', () => {
    expect(
      saveBuildOutcome(fullBuild(), { pcBuildPublicId: null, issues: [], warnings: [] }),
    ).toEqual({
      kind: 'failed',
    });
  });
});

describe("'Complete build'", () => {
  const answer = { publicId: ID, issues: [], warnings: [], sundries: 'sundry-mid' };

  it('without issues or warnings shows the full-screen loader for 4 s', () => {
    expect(completeBuildOutcome(answer)).toEqual({
      kind: 'loader',
      loaderMs: 4000,
      completion: { publicId: ID, sundries: 'sundry-mid' },
    });
    expect(COMPLETION_LOADER_MS).toBe(TIMINGS.completionLoaderMs);
  });

  it('then sets buildComplete with buildStep 4, stores publicId and sundries, and goes to /overview', () => {
    const build = fullBuild({ publicId: null, sundries: null, buildMode: 'expert' });
    expect(completeBuild(build, { publicId: ID, sundries: 'sundry-mid' })).toEqual({
      build: { ...build, buildComplete: true, buildStep: 4, publicId: ID, sundries: 'sundry-mid' },
      navigateTo: '/overview',
    });
  });

  it('with warnings shows a modal whose Continue goes on to the loader', () => {
    const outcome = completeBuildOutcome({ ...answer, warnings: [warning] });
    expect(outcome).toMatchObject({
      kind: 'problems',
      prompt: { canProceed: true },
      completion: { publicId: ID },
    });
  });

  it('with issues shows a modal and cannot go on', () => {
    const missing = anIssue({
      type: 'missingselection',
      tag: 'missing-selection-psu',
      route: 'psu',
    });
    const outcome = completeBuildOutcome(
      { ...answer, publicId: null, issues: [missing] },
      'configurator',
    );
    expect(outcome).toMatchObject({
      kind: 'problems',
      completion: null,
      modal: { title: 'This component is missing' },
    });
  });

  it('fails when the answer neither stored the build nor named a problem', () => {
    expect(completeBuildOutcome({ ...answer, publicId: null })).toEqual({ kind: 'failed' });
  });
});
