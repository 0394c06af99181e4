import { artImageSources } from '../../../domain/catalog/media-urls';
import type { ReactNode } from 'react';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { displayBrand } from '../../../domain/catalog/display-brand';
import { NONE_SELECTED } from './option-rows';
import { INCOMPATIBLE_TOOLTIP, optionReason } from './option-status';
import styles from './assist-mode.module.css';

/**
 * The selection screen's summary panel: image, brand, long name, description, 'New total';
 * for a greyed part, why it does not fit the build.
 */
export function SelectionDetails({
  item,
  newTotal,
  children,
}: {
  item: ComponentItem | null;
  newTotal: string;
  children: ReactNode;
}) {
  // Only a flagged list's items say isCompatible false, so any reason here is this build's.
  const reason = item ? optionReason(item, true) : null;
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
