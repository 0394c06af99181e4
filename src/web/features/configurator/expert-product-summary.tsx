import { CATEGORY_LABELS, type ConfigureCategory } from '../../../domain/catalog/categories';
import { displayBrand } from '../../../domain/catalog/display-brand';
import { artImageSources } from '../../../domain/catalog/media-urls';
import type { ListedItem } from '../../../domain/contracts/compact-list';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import { NONE_SELECTED } from './option-rows';
import styles from './expert-product-summary.module.css';

export interface FocusedPart {
  category: ConfigureCategory;
  /** null: 'None selected'. */
  item: ListedItem | null;
  /** The build holds this part (rather than it being highlighted in an open list). */
  chosen: boolean;
}

/**
 * Expert mode's product summary (spec section 2 "Component selection screen", issue 36 item
 * 4): the part in focus in a dropdown, or the one chosen there, with its image, brand, long
 * name, description, key specs and price. Not a live region: the dropdown already speaks
 * the highlighted option; the panel is there to read on a screen, and by browsing to it.
 */
export function ExpertProductSummary({ part }: { part: FocusedPart | null }) {
  if (!part) {
    return (
      <aside className={styles.summary} aria-label="Product summary">
        <p className={styles.empty}>Open a dropdown to see a part here.</p>
      </aside>
    );
  }
  const { item, category } = part;
  return (
    <aside className={styles.summary} aria-label="Product summary">
      <p className={styles.eyebrow}>
        {CATEGORY_LABELS[category]}
        {part.chosen ? ' · in your build' : ''}
      </p>
      {item ? (
        <>
          <img
            className={styles.image}
            {...artImageSources(item.imageUrl, '200px')}
            alt=""
            width={200}
            height={150}
          />
          <div className={styles.text}>
            <p className={styles.brand}>{displayBrand(item.brand)}</p>
            <h2 className={styles.name}>{item.longName}</h2>
            {item.keySpecs ? <p className={styles.specs}>{item.keySpecs}</p> : null}
            <p className={styles.description}>{item.description}</p>
            <p className={styles.price}>Price {formatPounds(poundsToPence(item.price))}</p>
          </div>
        </>
      ) : (
        <h2 className={styles.name}>{NONE_SELECTED}</h2>
      )}
    </aside>
  );
}
