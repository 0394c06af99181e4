import { PATHS } from '../../../domain/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useBuildStore } from '../../state/build-store';
import { Button } from '../../ui/button/button';
import styles from './overview-page.module.css';

/** /overview for a build no rule of the guard covers (ADR 047): say so, offer a way on. */
export function OverviewFallback() {
  useDocumentTitle('Build Overview');
  const resetBuild = useBuildStore((state) => state.resetBuild);
  return (
    <section className={styles.panel} aria-labelledby="overview-fallback-title">
      <p className={styles.eyebrow}>Overview</p>
      <h1 id="overview-fallback-title" className={styles.title}>
        This build has no overview yet
      </h1>
      <p className={styles.text}>
        The build saved on this device is not complete. Return to the configurator to finish it, or
        start a new one.
      </p>
      <div className={styles.actions}>
        <Button to={PATHS.configurator}>Return to the configurator</Button>
        <Button to={PATHS.preConfigurator} variant="secondary" onClick={resetBuild}>
          Start Over
        </Button>
      </div>
    </section>
  );
}
