import type { CategoryKey, ChipsetId } from '../../../domain/catalog/categories';
import { CHIPSET_NAMES } from '../../../domain/catalog/categories';
import type { OverviewComponent } from '../../../domain/contracts/build-api';
import { formatPounds, multiplyPence, poundsToPence } from '../../../domain/money/pence';
import { artImageSources } from '../../../domain/catalog/media-urls';
import { partLabel } from './part-label';
import styles from './build-summary.module.css';

export interface BuildSummaryProps {
  chipset: ChipsetId | null;
  /** The chosen parts in category order (the buildOverview / saved build answer). */
  components: readonly OverviewComponent[];
  /** Total in pounds. */
  totalPrice: number;
  /** e.g. '7 working days'. */
  buildTime: string;
  /** The section's heading. */
  title?: string;
  /** When given, each part (and the chipset) gets an Edit button asking for that category. */
  onEdit?: (category: CategoryKey) => void;
}

const price = (pounds: number, quantity = 1) =>
  formatPounds(multiplyPence(poundsToPence(pounds), quantity));

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.edit} onClick={onClick}>
      Edit <span className="visually-hidden">{label}</span>
    </button>
  );
}

function ChipIcon() {
  return (
    <svg className={styles.image} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="6" width="12" height="12" rx="2" />
      <rect x="9.5" y="9.5" width="5" height="5" rx="1" />
      <path d="M9 3v3M15 3v3M9 18v3M15 18v3M3 9h3M3 15h3M18 9h3M18 15h3" />
    </svg>
  );
}

/** The label beside a part no longer sold. */
export const RETIRED_LABEL = 'No longer available';

/** What a saved build holding parts no longer sold says above its parts. */
export function retiredNotice(names: readonly string[]): string {
  const list = names.join(', ');
  return names.length === 1
    ? `This build holds a part that is no longer available: ${list}. Resume the build to choose another.`
    : `This build holds parts that are no longer available: ${list}. Resume the build to choose others.`;
}

/** Sundries are the server's choice (the assembly line for the case size): nothing to edit. */
const editable = (category: CategoryKey) => category !== 'sundries';

/** The summary grid of a build's components with its total and build time (all three summary screens). */
export function BuildSummary({
  chipset,
  components,
  totalPrice,
  buildTime,
  title = 'Build summary',
  onEdit,
}: BuildSummaryProps) {
  const retired = components.filter((part) => part.retired === true);
  return (
    <section className={styles.summary} aria-labelledby="build-summary-title">
      <h2 id="build-summary-title" className={styles.title}>
        {title}
      </h2>
      {retired.length > 0 ? (
        <p className={styles.notice} role="note">
          {retiredNotice(retired.map((part) => part.longName))}
        </p>
      ) : null}
      <ul className={styles.grid}>
        {chipset !== null ? (
          <li className={styles.part}>
            <ChipIcon />
            <span className={styles.text}>
              <span className={styles.category}>Chipset</span>
              <span className={styles.name}>{CHIPSET_NAMES[chipset]}</span>
            </span>
            {onEdit ? <EditButton label="Chipset" onClick={() => onEdit('chipset')} /> : null}
          </li>
        ) : null}
        {components.map((part) => (
          <li key={`${part.category}-${part.id}`} className={styles.part}>
            <img
              className={styles.image}
              {...artImageSources(part.imageUrl, '56px')}
              alt=""
              width={56}
              height={56}
            />
            <span className={styles.text}>
              <span className={styles.category}>{partLabel(part.category)}</span>
              <span className={styles.name}>
                {part.quantity > 1 ? `${part.quantity} × ` : ''}
                {part.longName}
              </span>
              {part.retired ? <span className={styles.retired}>{RETIRED_LABEL}</span> : null}
            </span>
            <span className={styles.price}>{price(part.price, part.quantity)}</span>
            {onEdit && editable(part.category) ? (
              <EditButton label={partLabel(part.category)} onClick={() => onEdit(part.category)} />
            ) : null}
          </li>
        ))}
      </ul>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Build Time</dt>
          <dd>{buildTime}</dd>
        </div>
        <div className={`${styles.fact} ${styles.total}`}>
          <dt>Total Price</dt>
          <dd>{price(totalPrice)}</dd>
        </div>
      </dl>
    </section>
  );
}
