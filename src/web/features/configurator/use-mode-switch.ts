import { useCallback } from 'react';
import {
  SWITCH_TO_ASSIST_WARNING,
  switchToAssist,
  switchToExpert,
} from '../../../domain/build/mode-transitions';
import { useBuildStore } from '../../state/build-store';
import { useConfirm } from '../../ui/modal/use-confirm';
import { useConfiguratorUi } from './configurator-ui-store';

/**
 * Spec section 4 "Mode switch": assist → expert keeps everything; expert → assist warns that
 * the selection will be lost and, only if accepted, clears the later steps.
 */
export function useModeSwitch() {
  const confirm = useConfirm();
  const toExpert = useCallback(() => {
    useBuildStore.getState().applyTransition(switchToExpert);
    useConfiguratorUi.getState().reset();
  }, []);
  const toAssist = useCallback(async () => {
    const accepted = await confirm({
      title: 'Switch to assist mode?',
      messages: [SWITCH_TO_ASSIST_WARNING],
    });
    if (!accepted) return;
    useBuildStore.getState().applyTransition(switchToAssist);
    useConfiguratorUi.getState().reset();
  }, [confirm]);
  return { toExpert, toAssist };
}
