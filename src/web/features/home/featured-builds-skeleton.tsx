import styles from './featured-builds.module.css';

/** Room for the cards while they load, so the page below does not jump. */
export function FeaturedBuildsSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.placeholder} />
      <div className={styles.placeholder} />
      <div className={styles.placeholder} />
    </div>
  );
}
