import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Build } from '../../../domain/build/build-model';
import type { Dismissal } from '../../../domain/build/issue-dismissal';
import type { ComponentChoice } from '../../../domain/build/selection-transitions';
import {
  CATEGORY_LABELS,
  CONFIGURE_SUB_STEPS,
  type ConfigureCategory,
} from '../../../domain/catalog/categories';
import type { IssueModalButtonId, IssueModalModel } from '../../../domain/issues/issue-modal';
import { useBuildStore } from '../../state/build-store';
import { LazyIssueModal } from '../../ui/modal/lazy-issue-modal';
import { useModalHost } from '../../ui/modal/modal-host';
import { useConfiguratorUi } from './configurator-ui-store';
import { PartsThatFit } from './parts-that-fit';

/** The modal's answer: a button, or a part of the parts that fit to swap in. */
export type IssueAnswer = IssueModalButtonId | { swap: ComponentChoice };

/**
 * The category a swap could fix: that of the first problem naming a part (mainComponent) in a
 * configurator category. A missing part or the case (chosen before the configurator) has none.
 */
export function fixableCategory(model: IssueModalModel): ConfigureCategory | null {
  const categories: readonly string[] = CONFIGURE_SUB_STEPS;
  const named = model.items.find(
    (item) => item.issue.mainComponent !== null && categories.includes(item.issue.route),
  );
  return named ? (named.issue.route as ConfigureCategory) : null;
}

interface AskIssues {
  (model: IssueModalModel): Promise<IssueModalButtonId>;
  (model: IssueModalModel, fitsFor: (category: ConfigureCategory) => Build): Promise<IssueAnswer>;
}

/**
 * Shows the compatibility modal for a domain model; resolves with the button pressed, or with
 * the part swapped in. `fitsFor(category)`: the build the parts must fit (the rest unchanged),
 * when the modal should list parts that fit (issue 36 item 5).
 */
export function useAskIssues(): AskIssues {
  const host = useModalHost();
  return useCallback(
    (model: IssueModalModel, fitsFor?: (category: ConfigureCategory) => Build) => {
      const category = fitsFor ? fixableCategory(model) : null;
      return host.open<IssueAnswer>((resolve) => (
        <LazyIssueModal
          model={model}
          onAnswer={resolve}
          fixes={
            category && fitsFor ? (
              <PartsThatFit
                build={fitsFor(category)}
                field={category}
                categoryLabel={CATEGORY_LABELS[category]}
                onSwap={(id) => resolve({ swap: { category, id } })}
              />
            ) : undefined
          }
        />
      ));
    },
    [host],
  ) as AskIssues; // without fitsFor no swap can be answered: only a button
}

/**
 * Carries out a dismissal (domain/build/issue-dismissal.ts): stores its build, keeps the
 * reset categories for the error style, opens the category to choose again, navigates.
 * Returns true when the caller should go on ('proceed').
 */
export function useApplyDismissal() {
  const navigate = useNavigate();
  return useCallback(
    (dismissal: Dismissal): boolean => {
      const ui = useConfiguratorUi.getState();
      useBuildStore.getState().setBuild(dismissal.build);
      if (dismissal.kind === 'apply') useBuildStore.getState().setSummary(dismissal.summary);
      if (dismissal.kind !== 'reset') return dismissal.kind === 'proceed';
      ui.setFlagged(dismissal.flagged);
      useBuildStore.getState().setSummary(false);
      if (dismissal.navigateTo) navigate(dismissal.navigateTo);
      else ui.setOpenCategory(dismissal.openCategory);
      return false;
    },
    [navigate],
  );
}
