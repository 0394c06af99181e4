import styles from './transition-overlay.module.css';

export interface TransitionOverlayProps {
  /** What is happening, e.g. 'Preparing your AMD build'. */
  message: string;
}

/**
 * The full-screen overlay shown for TIMINGS.transitionOverlayMs after choosing a chipset or
 * adding a case. The caller owns the timer; this only shows and announces the moment.
 */
export function TransitionOverlay({ message }: TransitionOverlayProps) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.core} aria-hidden="true">
        <span className={styles.ring} />
        <span className={styles.ringInner} />
        <svg
          viewBox="0 0 24 24"
          className={styles.chip}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        >
          <rect x="6" y="6" width="12" height="12" rx="2" />
          <rect x="9.5" y="9.5" width="5" height="5" rx="1" />
          <path d="M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3" />
        </svg>
      </div>
      <p className={styles.message}>{message}</p>
    </div>
  );
}
