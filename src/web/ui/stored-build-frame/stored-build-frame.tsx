import type { ReactNode } from 'react';
import { CHIPSET_NAMES, CHIPSETS } from '../../../domain/catalog/categories';
import { Spinner } from '../transition-overlay/spinner';
import styles from './stored-build-frame.module.css';

/** The views a frame can show before any script, by the token app/build-frame.ts names. */
type FrameView = 'expert' | 'assist' | 'complete';

/**
 * The server-rendered frame of a page drawn from the stored build (ADR 130): each of `views`
 * shows when the build-frame script (app/build-frame.ts) named its token on the root element
 * before the first paint; with none named, the spinner does. Each wrapper is
 * `display: contents`, so the filled-in page takes the same boxes.
 */
export function StoredBuildFrame({ views }: { views: Partial<Record<FrameView, ReactNode>> }) {
  const shown = Object.keys(views) as FrameView[];
  return (
    <>
      {shown.map((view) => (
        <div key={view} className={styles[view]}>
          {views[view]}
        </div>
      ))}
      <div className={styles.waiting} data-unless={shown.join(' ')}>
        <Spinner label="Loading your build" />
      </div>
    </>
  );
}

/** Both chipsets' names, followed by a space; the one the build-frame script named shows. */
export function StoredChipsetName() {
  return (
    <>
      <span className={styles.intel}>{CHIPSET_NAMES[CHIPSETS.intel]} </span>
      <span className={styles.amd}>{CHIPSET_NAMES[CHIPSETS.amd]} </span>
    </>
  );
}
