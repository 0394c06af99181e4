import { assistChecklist } from '../../../domain/build/assist-steps';
import type { Build } from '../../../domain/build/build-model';
import styles from './assist-mode.module.css';

/** The checklist on the left (spec section 2): done categories follow from the sub-step. */
export function AssistChecklist({ build, summary }: { build: Build; summary: boolean }) {
  return (
    <nav className={styles.checklist} aria-label="Build steps">
      <ol className={styles.steps}>
        {assistChecklist(build, summary).map((item) => (
          <li
            key={item.category}
            className={styles.step}
            data-done={item.done || undefined}
            aria-current={item.current ? 'step' : undefined}
          >
            <span className={styles.stepMark} aria-hidden="true">
              {item.done ? '✓' : item.subStep}
            </span>
            <span>{item.label}</span>
            {item.done ? <span className={styles.visuallyHidden}> (done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
