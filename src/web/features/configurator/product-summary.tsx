import type { RefObject } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { formatPounds, multiplyPence, poundsToPence } from '../../../domain/money/pence';
import { useBuildOverview } from '../../api/build-overview';
import { partLabel } from '../../ui/build-summary/part-label';
import { Button } from '../../ui/button/button';
import { useCompleteBuildFlow, useSaveBuildFlow } from './use-save-complete';
import styles from './assist-mode.module.css';

/** After the last assist step (spec section 2): the Product Summary with Save and Complete. */
export function ProductSummary({
  build,
  headingRef,
  onBack,
}: {
  build: Build;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The assist back: to the last step (Operating System). */
  onBack: () => void;
}) {
  const overview = useBuildOverview(build, 'configurator');
  const save = useSaveBuildFlow();
  const complete = useCompleteBuildFlow();
  return (
    <>
      <h1 id="assist-step-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        Product Summary
      </h1>
      <ul className={styles.summaryList}>
        {(overview.data?.components ?? []).map((part) => (
          <li key={`${part.category}-${part.id}`} className={styles.summaryItem}>
            <span className={styles.summaryCategory}>{partLabel(part.category)}</span>
            <span className={styles.summaryName}>
              {part.quantity > 1 ? `${part.quantity} × ` : ''}
              {part.longName}
            </span>
            <span className={styles.summaryPrice}>
              {formatPounds(multiplyPence(poundsToPence(part.price), part.quantity))}
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.stepActions}>
        <Button
          variant="secondary"
          onClick={() => void save.run()}
          aria-disabled={save.isPending || undefined}
        >
          Save Build
        </Button>
        <Button onClick={() => void complete.run()} aria-disabled={complete.isPending || undefined}>
          Complete Build
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
      </div>
    </>
  );
}
