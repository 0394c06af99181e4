import type { Build } from '../../../domain/build/build-model';
import { CONFIGURE_SUB_STEPS, type ConfigureCategory } from '../../../domain/catalog/categories';
import { useValidation } from '../../api/validation';
import { CategoryField } from './category-field';
import { ExpertHeading } from './expert-heading';
import { NEEDS_DEDICATED_GPU, needsDedicatedGpu } from './category-notes';
import { FansFields } from './fans-fields';
import styles from './expert-mode.module.css';

/** Spec section 2 "Expert mode": the twelve dropdowns in order (fans have their own group). */
export const EXPERT_DROPDOWNS: readonly ConfigureCategory[] = CONFIGURE_SUB_STEPS.filter(
  (category) => category !== 'fans',
);

/** The dropdowns of the first screenful on a phone (the rest follow a moment later). */
const FIRST_DROPDOWNS = 4;

/**
 * Expert mode: every category at once; each change is validated (use-choose-component).
 * `firstOnly`: only the first screenful of dropdowns (the build screen draws the rest, the
 * fans and its footer in a second step, so no single task mounts them all).
 */
export function ExpertMode({ build, firstOnly = false }: { build: Build; firstOnly?: boolean }) {
  const validation = useValidation(build);
  const dropdowns = firstOnly ? EXPERT_DROPDOWNS.slice(0, FIRST_DROPDOWNS) : EXPERT_DROPDOWNS;
  const gpuNote = needsDedicatedGpu(validation.data?.issues) ? NEEDS_DEDICATED_GPU : null;
  return (
    <section className={styles.expert} aria-labelledby="expert-title">
      <ExpertHeading />
      <div className={styles.grid}>
        {dropdowns.map((category) => (
          <CategoryField
            key={category}
            category={category}
            build={build}
            note={category === 'gpu' ? gpuNote : null}
          />
        ))}
      </div>
      {firstOnly ? null : <FansFields build={build} />}
    </section>
  );
}
