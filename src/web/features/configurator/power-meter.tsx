import type { Build } from '../../../domain/build/build-model';
import { selectionsOf } from '../../../domain/build/build-selections';
import type { ValidationResponse } from '../../../domain/contracts/build';
import { useComponentList } from '../../api/component-list';
import { psuRatingW } from './category-notes';
import { itemWithId } from './item-with-id';
import styles from './build-summary.module.css';

/**
 * The power meter (issue 11): estimated draw, the chosen power supply's rating and the
 * recommended wattage from validate's `power`; says so when a part's power is unknown.
 */
export function PowerMeter({
  build,
  power,
}: {
  build: Build;
  power: ValidationResponse['power'] | undefined;
}) {
  const psuList = useComponentList('psu', selectionsOf(build));
  const psu = psuList.data ? itemWithId(psuList.data.items, build.psu) : null;
  const rating = psuRatingW(psu?.longName);
  const estimated = power?.estimatedW ?? 0;
  const recommended = power?.recommendedW ?? 0;
  const scale = Math.max(rating ?? 0, recommended, estimated, 1);
  const short = rating !== null && rating < recommended;
  return (
    <div className={styles.power}>
      <h2 className={styles.powerTitle}>Power</h2>
      <meter
        className={styles.meter}
        aria-label="Estimated power draw"
        min={0}
        max={scale}
        value={estimated}
        high={rating ?? recommended}
        optimum={0}
      />
      <dl className={styles.powerFigures}>
        <div>
          <dt>Estimated draw</dt>
          <dd>{power ? `${estimated} W` : '–'}</dd>
        </div>
        <div>
          <dt>Power supply</dt>
          <dd>{psu ? (rating === null ? 'Rating not listed' : `${rating} W`) : 'None selected'}</dd>
        </div>
        <div>
          <dt>Recommended</dt>
          <dd data-warn={short || undefined}>{power ? `${recommended} W` : '–'}</dd>
        </div>
      </dl>
      {power && !power.complete ? (
        <p className={styles.powerNote}>
          The power of at least one chosen part is unknown, so the estimate leaves it out.
        </p>
      ) : null}
    </div>
  );
}
