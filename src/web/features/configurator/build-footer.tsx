import type { Build } from '../../../domain/build/build-model';
import { upNext } from '../../../domain/build/assist-steps';
import { useBuildStore } from '../../state/build-store';
import { useModeSwitch } from './use-mode-switch';
import styles from './build-screen.module.css';

/** The build footer (spec section 2): 'Up Next' and the link to switch mode (hidden by ?switch). */
export function BuildFooter({ build, hideSwitch }: { build: Build; hideSwitch: boolean }) {
  const summary = useBuildStore((state) => state.summary);
  const { toAssist, toExpert } = useModeSwitch();
  const next = build.buildMode === 'assist' ? upNext(build, summary) : null;
  return (
    <footer className={styles.footer}>
      {next ? (
        <p className={styles.upNext}>
          <span className={styles.upNextLabel}>Up Next</span> {next.label}
        </p>
      ) : (
        <span />
      )}
      {hideSwitch ? null : build.buildMode === 'assist' ? (
        <button type="button" className={styles.switchLink} onClick={toExpert}>
          Switch to expert mode
        </button>
      ) : (
        <button type="button" className={styles.switchLink} onClick={() => void toAssist()}>
          Switch to assist mode
        </button>
      )}
    </footer>
  );
}
