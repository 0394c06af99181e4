import type { ReactNode } from 'react';
import styles from './loader.module.css';

/** One of the loader's two stacked drawings (decorative: the status carries the label). */
function LoaderArt({
  className,
  children,
}: {
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      width="72"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Full-site overlay: a ring that turns while loading, then a finished checkmark. */
export function Loader({ complete = false }: { complete?: boolean }) {
  return (
    <div className={[styles.overlay, complete ? styles.complete : ''].filter(Boolean).join(' ')}>
      <div role="status" aria-label={complete ? 'Loaded' : 'Loading'} className={styles.status}>
        {/* The ring turns as an svg of its own: a transform on an HTML-level box runs on the
            compositor, where one on a shape inside an svg repaints the page every frame. */}
        <LoaderArt className={styles.turning}>
          <circle className={styles.track} cx="32" cy="32" r="28" />
          <circle className={styles.ring} cx="32" cy="32" r="28" />
        </LoaderArt>
        <LoaderArt className={styles.svg}>
          <path className={styles.check} d="M20 33.5l8 8 16-17" />
        </LoaderArt>
      </div>
    </div>
  );
}
