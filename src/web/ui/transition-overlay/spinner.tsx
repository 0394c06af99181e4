import styles from './spinner.module.css';

/** A small busy indicator with a spoken label (used as Suspense and loading fallbacks). */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
