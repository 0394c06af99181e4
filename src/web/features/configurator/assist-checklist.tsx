import { useLayoutEffect, useRef } from 'react';
import { assistChecklist, type ChecklistItem } from '../../../domain/build/assist-steps';
import { createBuild, type Build } from '../../../domain/build/build-model';
import { useReopenAssistStep } from '../../state/use-go-back';
import styles from './assist-mode.module.css';

function StepMark({ item }: { item: ChecklistItem }) {
  return (
    <span className={styles.stepMark} aria-hidden="true">
      {item.done ? '✓' : item.subStep}
    </span>
  );
}

/** A done step: a button that reopens it the way the back control goes (after the warning). */
function DoneStep({ item }: { item: ChecklistItem }) {
  const reopen = useReopenAssistStep(item.subStep);
  return (
    <button
      type="button"
      className={styles.reopen}
      // The visible label is part of the name (WCAG 2.5.3); the rest says what it does.
      aria-label={`Reopen ${item.label} (done)`}
      onClick={() => void reopen()}
    >
      <StepMark item={item} />
      <span>{item.label}</span>
    </button>
  );
}

/**
 * The checklist on the left (spec section 2): done categories follow from the sub-step, and a
 * done one can be reopened (issue 37 item 1). No build: the server's frame, which cannot read
 * the stored one (ADR 130), lists every step plainly.
 */
export function AssistChecklist({ build, summary }: { build: Build | null; summary: boolean }) {
  const items = build
    ? assistChecklist(build, summary)
    : assistChecklist(createBuild()).map((item) => ({ ...item, current: false }));
  const current = items.find((item) => item.current)?.category;
  const list = useRef<HTMLOListElement>(null);
  // On a phone the checklist is one row that scrolls sideways: bring the current step into the
  // middle of it (before paint), or it sits past the edge behind the done ones.
  useLayoutEffect(() => {
    const row = list.current;
    const step = row?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!row || !step || row.scrollWidth <= row.clientWidth) return;
    const offset = step.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - (row.clientWidth - step.offsetWidth) / 2;
  }, [current]);
  return (
    <nav className={styles.checklist} aria-label="Build steps">
      <ol className={styles.steps} ref={list}>
        {items.map((item) => (
          <li
            key={item.category}
            className={styles.step}
            data-done={item.done || undefined}
            aria-current={item.current ? 'step' : undefined}
          >
            {item.done ? (
              <DoneStep item={item} />
            ) : (
              <>
                <StepMark item={item} />
                <span>{item.label}</span>
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
