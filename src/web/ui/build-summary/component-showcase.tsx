import type { ChipsetId } from '../../../domain/catalog/categories';
import type { OverviewComponent } from '../../../domain/contracts/build-api';
import { artImageSources } from '../../../domain/catalog/media-urls';
import { CHIPSET_COPY } from './chipset-copy';
import { partLabel } from './part-label';
import styles from './component-showcase.module.css';

export interface ComponentShowcaseProps {
  chipset: ChipsetId | null;
  components: readonly OverviewComponent[];
}

function ChipsetArt() {
  return (
    <svg viewBox="0 0 120 120" className={styles.chipArt} aria-hidden="true" focusable="false">
      <rect x="22" y="22" width="76" height="76" rx="10" />
      <rect x="40" y="40" width="40" height="40" rx="6" />
      <path d="M34 8v12M50 8v12M66 8v12M82 8v12M34 100v12M50 100v12M66 100v12M82 100v12M8 34h12M8 50h12M8 66h12M8 82h12M100 34h12M100 50h12M100 66h12M100 82h12" />
    </svg>
  );
}

/**
 * A text-and-image block per component, alternating sides (spec section 2 "Overview"): the
 * chipset's fixed text first, then each part's description from the buildOverview answer.
 * Sundries (the assembly line) are a service, not a part to show off.
 */
export function ComponentShowcase({ chipset, components }: ComponentShowcaseProps) {
  const parts = components.filter((part) => part.category !== 'sundries');
  return (
    <section className={styles.showcase} aria-labelledby="showcase-title">
      <h2 id="showcase-title" className="visually-hidden">
        Your components
      </h2>
      {chipset !== null ? (
        <article className={styles.block}>
          <div className={styles.media}>
            <ChipsetArt />
          </div>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>Chipset</p>
            <h3 className={styles.heading}>{CHIPSET_COPY[chipset].title}</h3>
            <p className={styles.text}>{CHIPSET_COPY[chipset].text}</p>
          </div>
        </article>
      ) : null}
      {parts.map((part) => (
        <article key={`${part.category}-${part.id}`} className={styles.block}>
          <div className={styles.media}>
            <img
              className={styles.image}
              {...artImageSources(part.imageUrl, '320px')}
              alt=""
              width={320}
              height={240}
              loading="lazy"
              decoding="async"
            />
          </div>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>
              {partLabel(part.category)}
              {part.brand ? ` · ${part.brand}` : ''}
            </p>
            <h3 className={styles.heading}>
              {part.quantity > 1 ? `${part.quantity} × ` : ''}
              {part.longName}
            </h3>
            <p className={styles.text}>{part.description}</p>
          </div>
        </article>
      ))}
    </section>
  );
}
