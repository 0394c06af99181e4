import { CASE_SIZE_NAMES } from '../../../domain/catalog/categories';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { canAddCase } from '../../../domain/build/wizard-transitions';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import { Button } from '../../ui/button/button';
import styles from './case-summary.module.css';

export interface CaseSummaryProps {
  caseItem: CaseItem;
  position: number;
  total: number;
  onOpenGallery: () => void;
  onAdd: () => void;
}

function ShieldIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </svg>
  );
}

/** The active case: name, warranty badge, size, price, gallery and 'Add to build'. */
export function CaseSummary({ caseItem, position, total, onOpenGallery, onAdd }: CaseSummaryProps) {
  return (
    <div className={styles.summary}>
      <p className={styles.position}>
        Case {position} of {total}
      </p>
      <h2 id="case-step-summary-title" className={styles.name}>
        {caseItem.longName}
      </h2>
      {caseItem.hasWarranty ? (
        <p className={styles.badge}>
          <ShieldIcon />3 year warranty
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Size</dt>
          <dd>{CASE_SIZE_NAMES[caseItem.caseSize]}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd className={styles.price}>{formatPounds(poundsToPence(caseItem.price))}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onOpenGallery} aria-haspopup="dialog">
          View gallery
        </Button>
        <Button onClick={onAdd} disabled={!canAddCase(caseItem)}>
          Add to build
        </Button>
      </div>
    </div>
  );
}
