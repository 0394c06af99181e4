import type { ReactNode } from 'react';
import { CHIPSET_NAMES, CHIPSETS } from '../../../domain/catalog/categories';
import { Spinner } from '../transition-overlay/spinner';
import styles from './stored-build-frame.module.css';

/** Per view: the heading's wrapper, and the spinner's, hidden when the heading shows. */
const WRAPPERS = {
  expert: { heading: styles.expert, waiting: styles.waitingUnlessExpert },
  complete: { heading: styles.complete, waiting: styles.waitingUnlessComplete },
};

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
  when: keyof typeof WRAPPERS;
  children: ReactNode;
}) {
  return (
    <>
      <div className={WRAPPERS[when].heading}>{children}</div>
      <div className={WRAPPERS[when].waiting}>
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
