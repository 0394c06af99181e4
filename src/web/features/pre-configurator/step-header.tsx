import type { ReactNode } from 'react';
import styles from './step-header.module.css';

export interface StepHeaderProps {
  eyebrow: string;
  title: string;
  intro?: string;
  /** Controls beside the heading (a back button, a filter). */
  actions?: ReactNode;
}

/** The heading block of a pre-configurator step: the page's one h1. */
export function StepHeader({ eyebrow, title, intro, actions }: StepHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        {/* Focusable from script only: focus lands here when a step replaces the previous one. */}
        <h1 className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
