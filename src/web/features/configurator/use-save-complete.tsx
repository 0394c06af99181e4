import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Build } from '../../../domain/build/build-model';
import type { IssueModalButtonId, IssueModalModel } from '../../../domain/issues/issue-modal';
import { dismissIssues } from '../../../domain/build/issue-dismissal';
import {
  COMPLETION_LOADER_MS,
  completeBuild,
  completeBuildOutcome,
  saveBuildOutcome,
  type Completion,
  type SavedShare,
} from '../../../domain/build/save-complete-transitions';
import { useCompleteBuild, useSaveBuild } from '../../api/build-writes';
import { useBuildStore } from '../../state/build-store';
import { preloadShareModal, useShareModal } from '../../ui/share-modal/use-share-modal';
import { useConfiguratorUi } from './configurator-ui-store';
import { useChooseComponent } from './use-choose-component';
import { useApplyDismissal, useAskIssues } from './use-issue-answer';

/**
 * Runs `action` once at a time: its button stays enabled while it runs (a disabled button
 * drops the keyboard focus, and the modal that follows would have nowhere to return it), so
 * a second press while it runs does nothing instead.
 */
function useOneAtATime(action: () => Promise<void>): () => Promise<void> {
  const running = useRef(false);
  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      await action();
    } finally {
      running.current = false;
    }
  }, [action]);
}

/**
 * The save and complete modals list the parts that fit (issue 36 item 5): those fit the build as
 * stored. A part swapped in is chosen like any other (validated, stored); the assist Product
 * Summary it was asked from stays. Resolves true when the part was stored, and the caller
 * saves or completes again.
 */
function useAskWithFixes() {
  const ask = useAskIssues();
  const choose = useChooseComponent();
  return useCallback(
    async (
      modal: IssueModalModel,
      build: Build,
    ): Promise<{ button: IssueModalButtonId } | { swapped: boolean }> => {
      const reply = await ask(modal, () => build);
      if (typeof reply === 'string') return { button: reply };
      const summary = useBuildStore.getState().summary;
      const stored = await choose(reply.swap);
      if (stored && summary) useBuildStore.getState().setSummary(true);
      return { swapped: stored };
    },
    [ask, choose],
  );
}

/**
 * 'Save build' (spec section 4): save, and on warnings or issues ask with the modal; once
 * saved, store the publicId and show the share modal.
 */
export function useSaveBuildFlow() {
  const save = useSaveBuild();
  const ask = useAskWithFixes();
  const applyDismissal = useApplyDismissal();
  const openShare = useShareModal();
  const share = useCallback(
    (saved: SavedShare) => {
      useBuildStore.getState().setBuild(saved.build);
      // saved.sharePath is /share/{publicId}; the modal builds the same link from the id.
      return saved.build.publicId ? openShare(saved.build.publicId) : undefined;
    },
    [openShare],
  );
  const run = useCallback(
    async function saveOnce(): Promise<void> {
      const build = useBuildStore.getState().build;
      void preloadShareModal(); // its chunk comes while the server saves
      const answer = await save.mutateAsync(build).catch((error: unknown) => {
        console.error('Saving the build failed', error); // spec section 7: only logged
        return null;
      });
      if (!answer) return;
      const outcome = saveBuildOutcome(build, answer);
      if (outcome.kind === 'failed') return console.error('Save answered neither id nor problems');
      if (outcome.kind === 'share') return share(outcome.saved);
      const reply = await ask(outcome.modal, build);
      if ('swapped' in reply) return reply.swapped ? saveOnce() : undefined;
      const { button } = reply;
      const proceed = applyDismissal(
        dismissIssues(useBuildStore.getState().build, outcome.prompt, button),
      );
      if (proceed && outcome.saved) await share(outcome.saved);
    },
    [save, ask, applyDismissal, share],
  );
  return { run: useOneAtATime(run), isPending: save.isPending };
}

/**
 * 'Complete build' (spec section 4): save and check; problems → the modal; else the 4 s
 * full-screen loader, then buildComplete, step 4 and /overview.
 */
export function useCompleteBuildFlow() {
  const complete = useCompleteBuild({ andSave: true });
  const ask = useAskWithFixes();
  const applyDismissal = useApplyDismissal();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const finish = useCallback(
    (completion: Completion, loaderMs: number) => {
      useConfiguratorUi.getState().setCompleting(true);
      timer.current = setTimeout(() => {
        const result = completeBuild(useBuildStore.getState().build, completion);
        useBuildStore.getState().setBuild(result.build);
        useConfiguratorUi.getState().setCompleting(false);
        navigate(result.navigateTo);
      }, loaderMs);
    },
    [navigate],
  );
  const run = useCallback(
    async function completeOnce(): Promise<void> {
      const build = useBuildStore.getState().build;
      const answer = await complete.mutateAsync(build).catch((error: unknown) => {
        console.error('Completing the build failed', error); // spec section 7: only logged
        return null;
      });
      if (!answer) return;
      const outcome = completeBuildOutcome(answer);
      if (outcome.kind === 'failed')
        return console.error('Complete answered neither id nor problems');
      if (outcome.kind === 'loader') return finish(outcome.completion, outcome.loaderMs);
      const reply = await ask(outcome.modal, build);
      if ('swapped' in reply) return reply.swapped ? completeOnce() : undefined;
      const { button } = reply;
      const proceed = applyDismissal(
        dismissIssues(useBuildStore.getState().build, outcome.prompt, button),
      );
      if (proceed && outcome.completion) finish(outcome.completion, COMPLETION_LOADER_MS);
    },
    [complete, ask, applyDismissal, finish],
  );
  return { run: useOneAtATime(run), isPending: complete.isPending };
}
