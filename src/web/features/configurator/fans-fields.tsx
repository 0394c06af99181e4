import { memo, useId } from 'react';
import type { Build } from '../../../domain/build/build-model';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { fansTotalOptions, setFansTotal } from '../../../domain/build/fans-transitions';
import { CATEGORY_LABELS } from '../../../domain/catalog/categories';
import { useBuildStore } from '../../state/build-store';
import { CategoryField } from './category-field';
import { itemWithId } from './item-with-id';
import { useCategoryItems } from './use-category-items';
import styles from './expert-mode.module.css';

/**
 * The 'Additional Fans' group: Cooling - Fans and Total Cooling Fans (1..maxNumAllowed). The
 * fan in focus or chosen shows in expert mode's product summary like every other part.
 */
export const FansFields = memo(function FansFields({
  fans,
  fansTotal,
  fieldsBuild,
  onFocusPart,
}: {
  /** The chosen fan and pack count as the screen shows them. */
  fans: string | null;
  fansTotal: number | null;
  /** The build the fans' list and flags follow (expert mode's, a moment behind a choice). */
  fieldsBuild: Build;
  onFocusPart?: (category: ConfigureCategory, item: ComponentItem | null) => void;
}) {
  const totalId = useId();
  // Only the chosen fan's maxNumAllowed, which the plain list carries: the fans' flags are the
  // dropdown's, asked for when it is wanted like every other (not at load and on every choice).
  const { items } = useCategoryItems('fans', fieldsBuild, false);
  const fan = itemWithId(items, fans);
  const max = fan?.maxNumAllowed ?? null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Additional Fans</legend>
      <CategoryField category="fans" build={fieldsBuild} chosen={fans} onFocusPart={onFocusPart} />
      <div className={styles.field}>
        <label className={styles.selectLabel} htmlFor={totalId}>
          {CATEGORY_LABELS.fansTotal}
        </label>
        <select
          id={totalId}
          className={styles.select}
          value={fansTotal ?? ''}
          disabled={fans === null}
          onChange={(event) =>
            useBuildStore
              .getState()
              .applyTransition((current) => setFansTotal(current, Number(event.target.value), max))
          }
        >
          {fans === null ? <option value="">None selected</option> : null}
          {fans === null
            ? null
            : fansTotalOptions(max).map((total) => (
                <option key={total} value={total}>
                  {total}
                </option>
              ))}
        </select>
      </div>
    </fieldset>
  );
});
