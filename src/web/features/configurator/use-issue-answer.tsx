import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Dismissal } from '../../../domain/build/issue-dismissal';
import type { IssueModalButtonId, IssueModalModel } from '../../../domain/issues/issue-modal';
import { useBuildStore } from '../../state/build-store';
import { LazyIssueModal } from '../../ui/modal/lazy-issue-modal';
import { useModalHost } from '../../ui/modal/modal-host';
import { useConfiguratorUi } from './configurator-ui-store';

/** Shows the compatibility modal for a domain model; resolves with the button pressed. */
export function useAskIssues() {
  const host = useModalHost();
  return useCallback(
    (model: IssueModalModel) =>
      host.open<IssueModalButtonId>((resolve) => (
        <LazyIssueModal model={model} onAnswer={resolve} />
      )),
    [host],
  );
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
