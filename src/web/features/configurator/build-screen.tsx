import { startTransition, useEffect, useState } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { TransitionOverlay } from '../../ui/transition-overlay/transition-overlay';
import { AssistMode } from './assist-mode';
import { BuildFooter } from './build-footer';
import { BuildSummary } from './build-summary';
import { useConfiguratorUi } from './configurator-ui-store';
import { ExpertMode } from './expert-mode';
import styles from './build-screen.module.css';

/**
 * False on the first render, true a task later (as a transition): expert mode mounts its
 * first screenful (heading, first dropdowns) and then the rest, so neither step is one long
 * task. The rest only adds content below what is drawn or beside it (the footer and the
 * summary, whose total validate has not answered by then anyway), so nothing on screen moves.
 */
function useSecondStep() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** The build screen of /configurator: the mode's content, the sticky summary and the footer. */
export function BuildScreen({ build, hideSwitch }: { build: Build; hideSwitch: boolean }) {
  const completing = useConfiguratorUi((state) => state.completing);
  const pending = useConfiguratorUi((state) => state.pending);
  // Expert mode shows a choice while validate judges it (use-choose-component.ts).
  const shown = build.buildMode === 'expert' && pending ? pending.build : build;
  const whole = useSecondStep();
  // On phones the summary's buttons follow the dropdowns: they come with the second step.
  const rest = whole || build.buildMode !== 'expert';
  return (
    <>
      <div className={styles.screen} inert={completing}>
        <div className={styles.main}>
          {build.buildMode === 'expert' ? (
            <ExpertMode build={shown} firstOnly={!whole} />
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
