import { artImageSources } from '../../../domain/catalog/media-urls';
import type { ReactNode } from 'react';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { displayBrand } from '../../../domain/catalog/display-brand';
import { NONE_SELECTED } from './option-rows';
import { INCOMPATIBLE_TOOLTIP } from './option-status';
import styles from './assist-mode.module.css';

/**
 * The selection screen's summary panel: image, brand, long name, description, 'New total';
 * for a greyed part, why it does not fit the build.
 */
export function SelectionDetails({
  item,
  reason,
  newTotal,
  onShowFits,
  children,
}: {
  item: ComponentItem | null;
  /** Why the part does not fit this build (the flagged list's reason), if it does not. */
  reason: string | null;
  newTotal: string;
  /** Opens the parts that fit the build in this category (shown with a greyed part's reason). */
  onShowFits?: () => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.details}>
      {item ? (
        <>
          <img
            className={styles.detailsImage}
            {...artImageSources(item.imageUrl, '240px')}
            alt=""
            width={240}
            height={180}
          />
          <p className={styles.detailsBrand}>{displayBrand(item.brand)}</p>
          <h2 className={styles.detailsName}>{item.longName}</h2>
          <p className={styles.detailsDescription}>{item.description}</p>
          {reason ? (
            <p className={styles.detailsReason}>
              {INCOMPATIBLE_TOOLTIP}: {reason}
            </p>
          ) : null}
          {reason && onShowFits ? (
            <button type="button" className={styles.showFits} onClick={onShowFits}>
              Show parts that fit
            </button>
          ) : null}
        </>
      ) : (
        <h2 className={styles.detailsName}>{NONE_SELECTED}</h2>
      )}
      <p className={styles.newTotal}>
        <span>New total</span>
        <strong aria-live="polite" aria-atomic="true">
          {newTotal}
        </strong>
      </p>
      <div className={styles.stepActions}>{children}</div>
    </div>
  );
}
