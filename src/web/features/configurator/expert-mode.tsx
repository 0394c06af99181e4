import { useCallback, useDeferredValue, useState } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { CONFIGURE_SUB_STEPS, type ConfigureCategory } from '../../../domain/catalog/categories';
import { useValidation } from '../../api/validation';
import { useBuildStore } from '../../state/build-store';
import { CategoryField } from './category-field';
import { ExpertHeading } from './expert-heading';
import { ExpertProductSummary, type FocusedPart } from './expert-product-summary';
import { NEEDS_DEDICATED_GPU, needsDedicatedGpu } from './category-notes';
import { FansFields } from './fans-fields';
import styles from './expert-mode.module.css';

/** Spec section 2 "Expert mode": the twelve dropdowns in order (fans have their own group). */
export const EXPERT_DROPDOWNS: readonly ConfigureCategory[] = CONFIGURE_SUB_STEPS.filter(
  (category) => category !== 'fans',
);

/** Dropdowns mounted per step (build-screen.tsx mounts expert mode a task at a time). */
const DROPDOWNS_PER_STEP = 3;
/** Steps until every dropdown is mounted; the fans come with the step after. */
export const EXPERT_DROPDOWN_STEPS = Math.ceil(EXPERT_DROPDOWNS.length / DROPDOWNS_PER_STEP);

/**
 * Expert mode: every category at once; each change is validated (use-choose-component).
 * `mountStep`: how far the build screen's stepped mount has come (1: the first three
 * dropdowns; each step three more; then the fans), so no single task mounts them all.
 */
export function ExpertMode({ build, mountStep = Infinity }: { build: Build; mountStep?: number }) {
  const validation = useValidation(build);
  // A choice's own frame draws the chosen part and the total; the other dropdowns (their lists,
  // flags and searches judged against the new build) follow in a render that yields to the
  // shopper's next key, rather than all twelve re-rendering inside the key press.
  const fieldsBuild = useDeferredValue(build);
  const dropdowns = EXPERT_DROPDOWNS.slice(0, DROPDOWNS_PER_STEP * mountStep);
  const gpuNote = needsDedicatedGpu(validation.data?.issues) ? NEEDS_DEDICATED_GPU : null;
  const [focused, setFocused] = useState<FocusedPart | null>(null);
  // Stable, so the memoised dropdowns do not re-render as the highlight moves.
  const onFocusPart = useCallback(
    (category: ConfigureCategory, item: FocusedPart['item']) =>
      setFocused({
        category,
        item,
        chosen: (item?.id ?? null) === useBuildStore.getState().build[category],
      }),
    [],
  );
  // Whether the part shown is (still) the chosen one follows the build.
  const shown = focused
    ? { ...focused, chosen: (focused.item?.id ?? null) === build[focused.category] }
    : null;
  return (
    <section className={styles.expert} aria-labelledby="expert-title">
      <ExpertHeading />
      <div className={styles.withSummary}>
        <ExpertProductSummary part={shown} />
        <div className={styles.grid}>
          {dropdowns.map((category) => (
            <CategoryField
              key={category}
              category={category}
              build={fieldsBuild}
              chosen={build[category]}
              note={category === 'gpu' ? gpuNote : null}
              onFocusPart={onFocusPart}
            />
          ))}
        </div>
      </div>
      {mountStep > EXPERT_DROPDOWN_STEPS ? (
        <FansFields
          fans={build.fans}
          fansTotal={build.fansTotal}
          fieldsBuild={fieldsBuild}
          onFocusPart={onFocusPart}
        />
      ) : null}
    </section>
  );
}
