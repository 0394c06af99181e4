import { useId } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import { useBuildSetTypes } from '../../api/build-set-types';
import { useBuildStore } from '../../state/build-store';
import styles from './assist-mode.module.css';

const price = (pounds: number) => formatPounds(poundsToPence(pounds));

/** The build target (allBuildSetTypes) kept in the build's AssistModeGroup; optional. */
export function BuildSetTypePicker({ build }: { build: Build }) {
  const id = useId();
  const types = useBuildSetTypes();
  // While the targets load, the field holds its place (disabled), so nothing below it moves
  // when they arrive; a shop with none (or a failed call) shows no field.
  if (types.data?.length === 0 || (!types.data && !types.isPending)) return null;
  const chosen = types.data?.find((type) => type.id === String(build.AssistModeGroup));
  return (
    <div className={styles.target}>
      <label htmlFor={id} className={styles.targetLabel}>
        Build target
      </label>
      <select
        id={id}
        className={styles.select}
        value={chosen?.id ?? ''}
        disabled={!types.data}
        onChange={(event) =>
          useBuildStore.getState().applyTransition((current) => ({
            ...current,
            AssistModeGroup: event.target.value || null,
          }))
        }
      >
        <option value="">No target</option>
        {(types.data ?? []).map((type) => (
          <option key={type.id} value={type.id}>
            {type.name} ({price(type.minPrice)} to {price(type.maxPrice)})
          </option>
        ))}
      </select>
      {chosen ? <p className={styles.targetNote}>{chosen.description}</p> : null}
    </div>
  );
}
