import { useEffect } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { useMountStep } from '../../lib/use-mount-step';
import { preloadIssueModal } from '../../ui/modal/lazy-issue-modal';
import { preloadConfirmModal } from '../../ui/modal/lazy-confirm-modal';
import { TransitionOverlay } from '../../ui/transition-overlay/transition-overlay';
import { AssistMode } from './assist-mode';
import { BuildFooter } from './build-footer';
import { BuildSummary } from './build-summary';
import { useConfiguratorUi } from './configurator-ui-store';
import { useBrowserBackAsBuildBack } from './use-browser-back';
import { EXPERT_DROPDOWN_STEPS, ExpertMode } from './expert-mode';
import { whenIdle } from './when-idle';
import styles from './build-screen.module.css';

/**
 * Expert mode mounts in steps, each a task of its own (use-mount-step.ts): three
 * dropdowns at a time, then the fans, then the footer and the summary. Mounting a dropdown
 * also starts its list's call, so one step that mounted eight of them (and the summary) was a
 * long task on a slow phone (Lighthouse's TBT). Every step only adds content below what is
 * drawn or beside it (the summary, whose total validate has not answered by then anyway, is
 * pinned on phones), so nothing on screen moves.
 */
export const EXPERT_MOUNT_STEPS = EXPERT_DROPDOWN_STEPS + 2;

/** The build screen of /configurator: the mode's content, the sticky summary and the footer. */
export function BuildScreen({ build, hideSwitch }: { build: Build; hideSwitch: boolean }) {
  const completing = useConfiguratorUi((state) => state.completing);
  const pending = useConfiguratorUi((state) => state.pending);
  // Expert mode shows a choice while validate judges it (use-choose-component.ts).
  const shown = build.buildMode === 'expert' && pending ? pending.build : build;
  const step = useMountStep(EXPERT_MOUNT_STEPS);
  // On phones the summary's buttons follow the dropdowns: they come with the last step.
  const rest = step >= EXPERT_MOUNT_STEPS || build.buildMode !== 'expert';
  // The compatibility and confirm modals' chunks, fetched once the screen has drawn: ready (and
  // opening on time) when a choice or Back needs them.
  useEffect(
    () =>
      whenIdle(() => {
        preloadIssueModal();
        preloadConfirmModal();
      }),
    [],
  );
  useBrowserBackAsBuildBack();
  return (
    <>
      <div className={styles.screen} inert={completing}>
        <div className={styles.main}>
          {build.buildMode === 'expert' ? (
            <ExpertMode build={shown} mountStep={step} />
          ) : (
            <AssistMode build={build} hideSwitch={hideSwitch} />
          )}
          {rest ? <BuildFooter build={build} hideSwitch={hideSwitch} /> : null}
        </div>
        {rest ? (
          <BuildSummary build={shown} pendingTotal={shown === build ? null : pending?.total} />
        ) : null}
      </div>
      {completing ? <TransitionOverlay message="Completing your build" /> : null}
    </>
  );
}
