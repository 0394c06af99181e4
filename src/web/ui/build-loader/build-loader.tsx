import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { TIMINGS } from '../../../domain/timings';
import {
  BUILD_LOADER_STEPS,
  BUILD_LOADER_TOTAL_MS,
  buildLoaderChangeMoments,
  buildLoaderStatus,
  type BuildLoaderStatus,
} from './build-loader-schedule';
import styles from './build-loader.module.css';

export interface BuildLoaderProps {
  /** Called once every step is complete, or when the shopper skips. */
  onComplete: () => void;
}

// The progress bar fills over one step's time (set through the CSSOM, which the CSP allows).
const STEP_DURATION = { '--build-loader-step': `${TIMINGS.buildLoaderStepMs}ms` } as CSSProperties;

const STATUS_TEXT: Record<BuildLoaderStatus, string> = {
  waiting: 'Waiting',
  progress: 'Loading',
  complete: 'Complete',
};

function StepIcon({ status }: { status: BuildLoaderStatus }) {
  if (status === 'complete') {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    );
  }
  return (
    <span className={status === 'progress' ? styles.dotSpin : styles.dot} aria-hidden="true" />
  );
}

/** The build loader screen: four steps going from progress to complete on the spec's timings. */
export function BuildLoader({ onComplete }: BuildLoaderProps) {
  const [elapsed, setElapsed] = useState(0);
  const finish = useRef(onComplete);
  useEffect(() => {
    finish.current = onComplete;
  }, [onComplete]);

  // Every change is scheduled up front, so each fires on time whatever renders in between.
  useEffect(() => {
    const timers = buildLoaderChangeMoments().map((moment) =>
      setTimeout(() => setElapsed(moment), moment),
    );
    timers.push(setTimeout(() => finish.current(), BUILD_LOADER_TOTAL_MS));
    return () => timers.forEach(clearTimeout);
  }, []);

  return (
    <section className={styles.loader} aria-labelledby="build-loader-title" style={STEP_DURATION}>
      <p className={styles.eyebrow}>Please wait</p>
      <h1 id="build-loader-title" className={styles.title}>
        Preparing your build
      </h1>
      <ol className={styles.steps} aria-live="polite">
        {BUILD_LOADER_STEPS.map((label, index) => {
          const status = buildLoaderStatus(elapsed, index);
          return (
            <li key={label} className={styles.step} data-status={status}>
              <span className={styles.icon}>
                <StepIcon status={status} />
              </span>
              <span className={styles.number}>{index + 1}</span>
              <span className={styles.label}>{label}</span>
              <span className={styles.status}>{STATUS_TEXT[status]}</span>
              <span className={styles.bar} aria-hidden="true" />
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.skip} onClick={onComplete}>
        Skip
      </button>
    </section>
  );
}
