import type { Build } from '../../../domain/build/build-model';
import { continuePath } from '../../../domain/build/overview-guard';
import { useBuildOverview } from '../../api/build-overview';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BuildSummary } from '../../ui/build-summary/build-summary';
import { Button } from '../../ui/button/button';
import { Spinner } from '../../ui/transition-overlay/spinner';
import styles from './overview-page.module.css';

/**
 * /overview?state=review on a started, incomplete build (ADR 047): the parts chosen so far,
 * read-only, with the way back to finish it. No congratulations and no basket.
 */
export function ReviewOverview({ build }: { build: Build }) {
  useDocumentTitle('Review your build');
  const overview = useBuildOverview(build, 'overview');
  return (
    <div className={styles.stack}>
      <section className={styles.panel} aria-labelledby="review-title">
        <p className={styles.eyebrow}>Build in progress</p>
        <h1 id="review-title" className={styles.title}>
          Review your build
        </h1>
        <p className={styles.text}>
          These are the components you have chosen so far. Finish your build to see its overview and
          add it to your basket.
        </p>
        <div className={styles.actions}>
          <Button to={continuePath(build)}>Continue your build</Button>
        </div>
      </section>
      {overview.isPending ? (
        <div className={styles.loadingSpace}>
          <Spinner label="Loading your build" />
        </div>
      ) : null}
      {overview.data ? (
        <BuildSummary
          chipset={build.chipset}
          components={overview.data.components}
          totalPrice={overview.data.totalPrice}
          buildTime={overview.data.buildTime.text}
          title="Chosen so far"
        />
      ) : null}
    </div>
  );
}
