import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Build } from '../../domain/build/build-model';
import {
  backWarnings,
  goBack,
  reopenAssistStep,
  type BackResult,
} from '../../domain/build/back-transitions';
import { useConfirm } from '../ui/modal/use-confirm';
import { useBuildStore } from './build-store';

type BackTransition = (build: Build, summary: boolean) => BackResult;

/**
 * Asks first (spec sections 4 and 8), then applies `transition` to the build as it is when
 * the shopper answers (the modal was open a while) and navigates. True when it went back.
 */
function useConfirmedBack(transition: BackTransition): () => Promise<boolean> {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    const build = useBuildStore.getState().build;
    const accepted = await confirm({ title: 'Go back a step?', messages: backWarnings(build) });
    if (!accepted) return false;
    const { build: now, summary } = useBuildStore.getState();
    const result = transition(now, summary);
    useBuildStore.getState().setBuild(result.build);
    useBuildStore.getState().setSummary(false);
    // Staying on the page replaces its entry: browser Back then leaves it instead of repeating it.
    navigate(result.navigateTo, { replace: pathname === result.navigateTo });
    return true;
  }, [confirm, navigate, pathname, transition]);
}

/** The back control of every screen with one: the back of the build's mode. */
export function useGoBack(): () => Promise<boolean> {
  return useConfirmedBack(goBack);
}

/** A done step of the assist checklist, reopened the way the back control goes (issue 37 item 1). */
export function useReopenAssistStep(subStep: number): () => Promise<boolean> {
  const transition = useCallback<BackTransition>(
    (build, summary) => reopenAssistStep(build, subStep, summary),
    [subStep],
  );
  return useConfirmedBack(transition);
}
