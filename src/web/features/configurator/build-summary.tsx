import { useRef } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { canSaveBuild } from '../../../domain/build/save-complete-transitions';
import { formatPounds, poundsToPence, type Pence } from '../../../domain/money/pence';
import { useValidation } from '../../api/validation';
import { useGoBack } from '../../state/use-go-back';
import { partLabel } from '../../ui/build-summary/part-label';
import { Button } from '../../ui/button/button';
import { PowerMeter } from './power-meter';
import { usePinnedBarRoom } from './use-pinned-bar-room';
import { useCompleteBuildFlow, useSaveBuildFlow } from './use-save-complete';
import styles from './build-summary.module.css';

/**
 * The sticky panel beside (or under) the build: the total in a polite live region, the power
 * meter, and the build's actions for the mode ('Total build price' and Save / Complete / Edit
 * build in expert mode; 'Total Price' and Save build in assist mode).
 */
export function BuildSummary({
  build,
  pendingTotal,
}: {
  build: Build;
  /** The total of a choice validate has not answered yet (it replaces the previous answer's). */
  pendingTotal?: Pence | null;
}) {
  const validation = useValidation(build);
  const save = useSaveBuildFlow();
  const complete = useCompleteBuildFlow();
  const goBack = useGoBack();
  const expert = build.buildMode === 'expert';
  const figures = useRef<HTMLDivElement>(null);
  usePinnedBarRoom(figures);
  // A pending choice's total stands in until validate answers for that build.
  const waiting = pendingTotal != null && (validation.isPlaceholderData || !validation.data);
  const totalPence = waiting
    ? pendingTotal
    : validation.data
      ? poundsToPence(validation.data.totalCost)
      : null;
  const total = totalPence === null ? '–' : formatPounds(totalPence);
  // The assembly charge is in the total, so it is shown as its own line (issue 37 item 3).
  const assembly = validation.data?.assembly ?? null;
  // A build with a case has the line once validate answers: hold its place until then, so the
  // pinned bar does not grow under the shopper's eyes (CLS, issue 33).
  const awaitingCharge = !validation.data && build.case !== null;
  return (
    <aside className={styles.summary} aria-label="Your build">
      {/* On phones this part is pinned to the bottom of the screen; it holds no controls. */}
      <div className={styles.figures} ref={figures}>
        {assembly || awaitingCharge ? (
          <div className={styles.charge}>
            <span className={styles.chargeLabel}>{partLabel('sundries')}</span>
            <span className={styles.chargeValue}>
              {assembly ? formatPounds(poundsToPence(assembly.price)) : '–'}
            </span>
          </div>
        ) : null}
        <div className={styles.total}>
          <span className={styles.totalLabel}>{expert ? 'Total build price' : 'Total Price'}</span>
          <span className={styles.totalValue} aria-live="polite" aria-atomic="true">
            {total}
          </span>
        </div>
        <PowerMeter build={build} power={validation.data?.power} />
      </div>
      <div className={styles.actions}>
        {expert ? (
          <Button
            className={styles.primaryAction}
            onClick={() => void complete.run()}
            aria-disabled={complete.isPending || undefined}
          >
            Complete build
          </Button>
        ) : null}
        {canSaveBuild(build) ? (
          <Button
            variant="secondary"
            onClick={() => void save.run()}
            aria-disabled={save.isPending || undefined}
          >
            Save build
          </Button>
        ) : null}
        {expert ? (
          <Button variant="ghost" onClick={() => void goBack()}>
            Edit build
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
