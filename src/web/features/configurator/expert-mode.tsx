import type { Build } from '../../../domain/build/build-model';
import type { ConfigureCategory } from '../../../domain/catalog/categories';
import { useValidation } from '../../api/validation';
import { CategoryField } from './category-field';
import { ExpertHeading } from './expert-heading';
import { NEEDS_DEDICATED_GPU, needsDedicatedGpu } from './category-notes';
import { FansFields } from './fans-fields';
import styles from './expert-mode.module.css';

/** Spec section 2 "Expert mode": the twelve dropdowns in order (fans have their own group). */
export const EXPERT_DROPDOWNS: readonly ConfigureCategory[] = [
  'cpu',
  'motherboard',
  'memory',
  'gpu',
  'storage',
  'secondaryStorage',
  'tertiaryStorage',
  'psu',
  'coolingCpu',
  'soundcard',
  'networking',
  'os',
];

/** Expert mode: every category at once; each change is validated (use-choose-component). */
export function ExpertMode({ build }: { build: Build }) {
  const validation = useValidation(build);
  const gpuNote = needsDedicatedGpu(validation.data?.issues) ? NEEDS_DEDICATED_GPU : null;
  return (
    <section className={styles.expert} aria-labelledby="expert-title">
      <ExpertHeading />
      <div className={styles.grid}>
        {EXPERT_DROPDOWNS.map((category) => (
          <CategoryField
            key={category}
            category={category}
            build={build}
            note={category === 'gpu' ? gpuNote : null}
          />
        ))}
      </div>
      <FansFields build={build} />
    </section>
  );
}
