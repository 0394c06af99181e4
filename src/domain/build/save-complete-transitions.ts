/**
 * 'Save build' and 'Complete build' (spec section 4 "Save build", "Complete build"): what the
 * screen does with the answer of POST SaveLocalBuild / completeBuildAndSave.
 *
 *   Save:     saveBuildOutcome(build, answer)  → 'share' (open the share modal at
 *             origin + sharePath) | 'problems' (open the modal; on 'proceed', use `saved`).
 *   Complete: completeBuildOutcome(answer)     → 'loader' (the 4 s full-screen loader, then
 *             completeBuild) | 'problems' (open the modal; on 'proceed', use `completion`).
 *
 * Warnings alone do not stop the server's save (contracts/build-api.ts), so after the modal's
 * Continue the build is already stored; with issues nothing was stored and the modal offers
 * only 'Go back'. An answer that breaks that contract is 'failed': log it (spec section 7).
 * Decisions: docs/decisions/048-assist-summary-save-and-complete.md.
 */
import { PATHS, paths } from '../paths';
import type { CompleteResponse, SaveResponse } from '../contracts/build-api';
import type { IssueModalModel, IssueModalRoute } from '../issues/issue-modal';
import { BUILD_STEPS } from '../catalog/categories';
import { TIMINGS } from '../timings';
import type { Build } from './build-model';
import { buildIssuesPrompt, promptModal, type IssuePrompt } from './issue-prompt';

/** 'Save build' shows only once a cpu is chosen (spec section 5). */
export function canSaveBuild(build: Build): boolean {
  return build.cpu !== null;
}

export interface SavedShare {
  /** The build, now carrying the saved publicId. */
  build: Build;
  sharePath: string;
}

type WithProblems<Then> = { kind: 'problems'; prompt: IssuePrompt; modal: IssueModalModel } & Then;

export type SaveOutcome =
  | { kind: 'share'; saved: SavedShare }
  /** `saved` is null when the server stored nothing (issues): then there is no action button. */
  | WithProblems<{ saved: SavedShare | null }>
  | { kind: 'failed' };

type SaveAnswer = Pick<SaveResponse, 'pcBuildPublicId' | 'issues' | 'warnings'>;

/** The outcome of 'Save build' for the answer of POST SaveLocalBuild. */
export function saveBuildOutcome(
  build: Build,
  answer: SaveAnswer,
  route: IssueModalRoute = 'configurator',
): SaveOutcome {
  const id = answer.pcBuildPublicId;
  const saved =
    id === null ? null : { build: { ...build, publicId: id }, sharePath: paths.share(id) };
  const prompt = buildIssuesPrompt(answer, route, saved !== null);
  if (prompt) return { kind: 'problems', prompt, modal: promptModal(prompt), saved };
  return saved ? { kind: 'share', saved } : { kind: 'failed' };
}

/** The full-screen loader's length before the overview (spec section 9: 4 s). */
export const COMPLETION_LOADER_MS = TIMINGS.completionLoaderMs;

/** What the answer of a successful complete gives the build. */
export interface Completion {
  publicId: string;
  /** The assembly-and-test line the server chose for the case size. */
  sundries: string | null;
}

export type CompleteOutcome =
  | { kind: 'loader'; loaderMs: number; completion: Completion }
  /** `completion` is null when the build was not stored (issues): no action button then. */
  | WithProblems<{ completion: Completion | null }>
  | { kind: 'failed' };

type CompleteAnswer = Pick<CompleteResponse, 'publicId' | 'issues' | 'warnings' | 'sundries'>;

/** The outcome of 'Complete build' for the answer of POST completeBuildAndSave. */
export function completeBuildOutcome(
  answer: CompleteAnswer,
  route: IssueModalRoute = 'configurator',
): CompleteOutcome {
  const completion =
    answer.publicId === null ? null : { publicId: answer.publicId, sundries: answer.sundries };
  const prompt = buildIssuesPrompt(answer, route, completion !== null);
  if (prompt) return { kind: 'problems', prompt, modal: promptModal(prompt), completion };
  return completion
    ? { kind: 'loader', loaderMs: COMPLETION_LOADER_MS, completion }
    : { kind: 'failed' };
}

/** After the loader: buildComplete set, step 4, publicId and sundries stored; then /overview. */
export function completeBuild(
  build: Build,
  completion: Completion,
): { build: Build; navigateTo: typeof PATHS.overview } {
  return {
    build: {
      ...build,
      buildComplete: true,
      buildStep: BUILD_STEPS.overview,
      publicId: completion.publicId,
      sundries: completion.sundries,
    },
    navigateTo: PATHS.overview,
  };
}
