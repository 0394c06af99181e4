import styles from './loader.module.css';

/** Full-site overlay: a ring that turns while loading, then a finished checkmark. */
export function Loader({ complete = false }: { complete?: boolean }) {
  return (
    <div className={[styles.overlay, complete ? styles.complete : ''].filter(Boolean).join(' ')}>
      <div role="status" aria-label={complete ? 'Loaded' : 'Loading'} className={styles.status}>
        {/* The ring turns as an svg of its own: a transform on an HTML-level box runs on the
            compositor, where one on a shape inside an svg repaints the page every frame. */}
        <svg
          className={styles.turning}
          viewBox="0 0 64 64"
          width="72"
          height="72"
          aria-hidden="true"
          focusable="false"
        >
          <circle className={styles.track} cx="32" cy="32" r="28" />
          <circle className={styles.ring} cx="32" cy="32" r="28" />
        </svg>
        <svg
          className={styles.svg}
          viewBox="0 0 64 64"
          width="72"
          height="72"
          aria-hidden="true"
          focusable="false"
        >
          <path className={styles.check} d="M20 33.5l8 8 16-17" />
        </svg>
      </div>
    </div>
  );
}
