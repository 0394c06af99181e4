import { useId } from 'react';
import type { Build } from '../../../domain/build/build-model';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { fansTotalOptions, setFansTotal } from '../../../domain/build/fans-transitions';
import { CATEGORY_LABELS } from '../../../domain/catalog/categories';
import { useBuildStore } from '../../state/build-store';
import { CategoryField } from './category-field';
import { useCategoryItems } from './use-category-items';
import styles from './expert-mode.module.css';

/**
 * The 'Additional Fans' group: Cooling - Fans and Total Cooling Fans (1..maxNumAllowed). The
 * fan in focus or chosen shows in expert mode's product summary like every other part.
 */
export function FansFields({
  build,
  onFocusPart,
}: {
  build: Build;
  onFocusPart?: (category: ConfigureCategory, item: ComponentItem | null) => void;
}) {
  const totalId = useId();
  // Only the chosen fan's maxNumAllowed, which the plain list carries: the fans' flags are the
  // dropdown's, asked for when it is wanted like every other (not at load and on every choice).
  const { items } = useCategoryItems('fans', build, false);
  const fan = items.find((item) => item.id === build.fans) ?? null;
  const max = fan?.maxNumAllowed ?? null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Additional Fans</legend>
      <CategoryField category="fans" build={build} onFocusPart={onFocusPart} />
      <div className={styles.field}>
        <label className={styles.selectLabel} htmlFor={totalId}>
          {CATEGORY_LABELS.fansTotal}
        </label>
        <select
          id={totalId}
          className={styles.select}
          value={build.fansTotal ?? ''}
          disabled={build.fans === null}
          onChange={(event) =>
            useBuildStore
              .getState()
              .applyTransition((current) => setFansTotal(current, Number(event.target.value), max))
          }
        >
          {build.fans === null ? <option value="">None selected</option> : null}
          {build.fans === null
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
}
