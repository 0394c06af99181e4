import { Spinner } from '../../ui/transition-overlay/spinner';
import screenStyles from './build-screen.module.css';
import styles from './expert-mode.module.css';

/** Expert mode's title and intro (the page's largest text, so its LCP element). */
export function ExpertHeading() {
  return (
    <>
      <h1 id="expert-title" className={styles.title}>
        Expert Mode
      </h1>
      <p className={styles.intro}>
        Choose every component from its dropdown. Type in a dropdown to filter it.
      </p>
    </>
  );
}

/**
 * Drawn by the route's own chunk while the build screen's code loads (expert mode): the
 * screen's frame with its heading in place, so the heading paints without waiting for that
 * code and stays where it is when the dropdowns arrive.
 */
export function ExpertScreenFallback() {
  return (
    <div className={screenStyles.screen}>
      <div className={screenStyles.main}>
        <section className={styles.expert} aria-labelledby="expert-title">
          <ExpertHeading />
          <Spinner label="Loading your build" />
        </section>
      </div>
    </div>
  );
}
