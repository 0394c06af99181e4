import { useId } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { artImageSources } from '../../../domain/catalog/media-urls';
import { displayBrand } from '../../../domain/catalog/display-brand';
import type { PartField } from '../../../domain/contracts/part-search';
import { formatPounds, formatPriceDifference, poundsToPence } from '../../../domain/money/pence';
import { usePartsThatFit } from '../../api/parts-that-fit';
import { Button } from '../../ui/button/button';
import styles from './parts-that-fit.module.css';

const startsWithBrand = (name: string, brand: string) =>
  name.toLowerCase().startsWith(displayBrand(brand).toLowerCase());

export interface PartsThatFitProps {
  /** The build the parts must fit, the rest of it unchanged (with the choice being asked about). */
  build: Build;
  field: PartField;
  /** What the list is for, e.g. "Processor (CPU)": names the list for screen readers. */
  categoryLabel: string;
  /** The shopper's pick: swap this part into `field`. */
  onSwap: (id: string) => void;
}

/**
 * Issue 36 item 5: up to three in-stock parts of a category that resolve the problem with the
 * rest of the build unchanged (POST partsthatfit, ADR 109), cheapest first, each with its price
 * difference against the current part and a button that swaps it in. Used in the compatibility
 * modal and for "show parts that fit" from a greyed option (parts-that-fit-dialog.tsx).
 */
export function PartsThatFit({ build, field, categoryLabel, onSwap }: PartsThatFitProps) {
  const headingId = useId();
  const query = usePartsThatFit(build, field);
  const parts = query.data?.parts ?? [];
  return (
    <section className={styles.fits} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {categoryLabel}: parts that fit
      </h3>
      <p className={styles.status} role="status">
        {query.isPending
          ? 'Finding parts that fit…'
          : query.isError
            ? 'Parts that fit could not be found just now.'
            : parts.length === 0
              ? 'No part in stock fits without changing another part.'
              : `${parts.length} in stock, cheapest first; the rest of your build stays as it is.`}
      </p>
      {parts.length > 0 ? (
        <ul className={styles.list}>
          {parts.map((part) => {
            const difference = formatPriceDifference(poundsToPence(part.priceDifference));
            return (
              <li key={part.id} className={styles.part}>
                <img
                  className={styles.image}
                  {...artImageSources(part.imageUrl, '56px')}
                  alt=""
                  width={56}
                  height={42}
                  loading="lazy"
                />
                <div className={styles.text}>
                  <p className={styles.name}>
                    {/* Most names start with their brand: it is not said twice. */}
                    {startsWithBrand(part.longName, part.brand) ? null : (
                      <span className={styles.brand}>{displayBrand(part.brand)} </span>
                    )}
                    {part.longName}
                  </p>
                  {part.keySpecs ? <p className={styles.specs}>{part.keySpecs}</p> : null}
                  {/* A fact the catalogue lacks for it, as for every part of its kind here. */}
                  {part.reason ? <p className={styles.caveat}>{part.reason}</p> : null}
                  <p className={styles.price}>
                    {formatPounds(poundsToPence(part.price))}{' '}
                    <span className={styles.difference} data-sign={Math.sign(part.priceDifference)}>
                      ({difference})
                    </span>
                  </p>
                </div>
                <Button
                  variant="secondary"
                  className={styles.swap}
                  aria-label={`Swap in ${part.longName}, ${difference}`}
                  onClick={() => onSwap(part.id)}
                >
                  Swap in
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
