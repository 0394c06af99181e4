import type { Build } from '../../../domain/build/build-model';
import { TransitionOverlay } from '../../ui/transition-overlay/transition-overlay';
import { AssistMode } from './assist-mode';
import { BuildFooter } from './build-footer';
import { BuildSummary } from './build-summary';
import { useConfiguratorUi } from './configurator-ui-store';
import { ExpertMode } from './expert-mode';
import styles from './build-screen.module.css';

/** The build screen of /configurator: the mode's content, the sticky summary and the footer. */
export function BuildScreen({ build, hideSwitch }: { build: Build; hideSwitch: boolean }) {
  const completing = useConfiguratorUi((state) => state.completing);
  const pending = useConfiguratorUi((state) => state.pending);
  // Expert mode shows a choice while validate judges it (use-choose-component.ts).
  const shown = build.buildMode === 'expert' && pending ? pending.build : build;
  return (
    <>
      <div className={styles.screen} inert={completing}>
        <div className={styles.main}>
          {build.buildMode === 'expert' ? (
            <ExpertMode build={shown} />
          ) : (
            <AssistMode build={build} hideSwitch={hideSwitch} />
          )}
          <BuildFooter build={build} hideSwitch={hideSwitch} />
        </div>
        <BuildSummary build={shown} pendingTotal={shown === build ? null : pending?.total} />
      </div>
      {completing ? <TransitionOverlay message="Completing your build" /> : null}
    </>
  );
}
