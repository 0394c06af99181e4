import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { selectionsOf } from '../../../domain/build/build-selections';
import { dismissIssues } from '../../../domain/build/issue-dismissal';
import {
  buildWithChoice,
  selectComponent,
  type ComponentChoice,
} from '../../../domain/build/selection-transitions';
import { prefetchFlagsForChoice } from '../../api/flagged-list';
import { validationQueryOptions } from '../../api/validation';
import { useBuildStore } from '../../state/build-store';
import { useConfiguratorUi } from './configurator-ui-store';
import { totalWithChoice } from './pending-total';
import { useApplyDismissal, useAskIssues } from './use-issue-answer';

/**
 * Choosing a part (spec section 4 "Assist mode selection", "Mode switch": re-validation on
 * each change): validate the build with the choice (the validation query, so the total and
 * power meter reuse the answer), store it when nothing concerns it, else ask with the
 * compatibility modal and carry out the answer. Resolves true when the choice was stored.
 */
export function useChooseComponent() {
  const queryClient = useQueryClient();
  const ask = useAskIssues();
  const applyDismissal = useApplyDismissal();
  return useCallback(
    /**
     * `swapped`: a part of another category swapped in from the modal's parts that fit; the
     * choice is then judged, and stored, on the build holding both.
     */
    async function choose(
      choice: ComponentChoice,
      swapped: ComponentChoice | null = null,
    ): Promise<boolean> {
      const build = useBuildStore.getState().build;
      const base = swapped ? buildWithChoice(build, swapped) : build;
      const candidate = buildWithChoice(base, choice);
      const ui = useConfiguratorUi.getState();
      // The calls go out before the choice is drawn (the draw takes longer than they do).
      const validation = queryClient.fetchQuery(validationQueryOptions(selectionsOf(candidate)));
      prefetchFlagsForChoice(queryClient, selectionsOf(build), selectionsOf(candidate));
      // Expert mode shows the choice and its total at once; validate confirms or corrects it.
      const token =
        build.buildMode === 'expert'
          ? ui.showPending(candidate, totalWithChoice(queryClient, build, candidate))
          : null;
      const settle = () => {
        if (token !== null) ui.settlePending(token);
      };
      let answer;
      try {
        answer = await validation;
      } catch (error) {
        settle();
        console.error('Validating the build failed', error); // spec section 7: only logged
        return false;
      }
      const stored = useBuildStore.getState().build;
      const outcome = selectComponent(
        swapped ? buildWithChoice(stored, swapped) : stored,
        choice,
        answer,
      );
      ui.unflag(choice.category);
      if (outcome.kind === 'stored') {
        if (swapped) ui.unflag(swapped.category);
        // A swapped part changed the build too: a saved or completed one no longer matches it.
        const next = swapped
          ? { ...outcome.build, publicId: null, buildComplete: false }
          : outcome.build;
        useBuildStore.getState().setBuild(next);
        useBuildStore.getState().setSummary(outcome.summary);
        settle();
        return true;
      }
      // The modal asks about the stored build: the choice is not shown meanwhile.
      settle();
      // The parts that fit (issue 36 item 5) fit the build as the shopper left it: in the
      // chosen category without the choice (their difference is against the part the total
      // holds), in another with it.
      const reply = await ask(outcome.modal, (category) =>
        category === choice.category ? base : candidate,
      );
      if (typeof reply !== 'string') {
        const { swap } = reply;
        return swap.category === choice.category ? choose(swap, swapped) : choose(choice, swap);
      }
      const dismissal = dismissIssues(useBuildStore.getState().build, outcome.prompt, reply);
      applyDismissal(dismissal);
      return dismissal.kind === 'apply';
    },
    [queryClient, ask, applyDismissal],
  );
}
