import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { backWarnings, goBack } from '../../domain/build/back-transitions';
import { useConfirm } from '../ui/modal/use-confirm';
import { useBuildStore } from './build-store';

/**
 * The back control of every screen with one: going back asks first (spec sections 4 and 8);
 * Continue applies the mode's back transition and navigates. Resolves true when it went back.
 */
export function useGoBack(): () => Promise<boolean> {
  const confirm = useConfirm();
  const navigate = useNavigate();
  return useCallback(async () => {
    const build = useBuildStore.getState().build;
    const accepted = await confirm({ title: 'Go back a step?', messages: backWarnings(build) });
    if (!accepted) return false;
    // The build as it is now: the modal was open a while.
    const result = goBack(useBuildStore.getState().build);
    useBuildStore.getState().setBuild(result.build);
    navigate(result.navigateTo);
    return true;
  }, [confirm, navigate]);
}
