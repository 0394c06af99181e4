import type { ReactNode } from 'react';
import { CHIPSET_NAMES, CHIPSETS } from '../../../domain/catalog/categories';
import { Spinner } from '../transition-overlay/spinner';
import styles from './stored-build-frame.module.css';

/**
 * The server-rendered frame of a page drawn from the stored build (ADR 130): `children`, the
 * view's heading, shows when the build-frame script (app/build-frame.ts) named the stored
 * build `when` on the root element before the first paint; otherwise the spinner does. Each
 * wrapper is `display: contents`, so the filled-in page takes the same boxes.
 */
export function StoredBuildFrame({
  when,
  children,
}: {
  when: 'expert' | 'complete';
  children: ReactNode;
}) {
  return (
    <>
      <div className={when === 'expert' ? styles.expert : styles.complete}>{children}</div>
      <div
        className={when === 'expert' ? styles.waitingUnlessExpert : styles.waitingUnlessComplete}
      >
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
