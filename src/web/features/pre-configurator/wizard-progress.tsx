import styles from './wizard-progress.module.css';

const STEPS = ['Chipset', 'Case', 'Components', 'Overview'] as const;

/** Where the shopper is in the four build steps. */
export function WizardProgress({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Build steps" className={styles.progress}>
      <ol className={styles.list}>
        {STEPS.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={styles.item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {step}
              </span>
              <span className={styles.label}>
                <span className={styles.hidden}>Step {step}: </span>
                {label}
                {state === 'done' ? <span className={styles.hidden}> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
