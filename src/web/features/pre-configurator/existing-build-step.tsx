import { PATHS } from '../../../domain/paths';
import { Button } from '../../ui/button/button';
import { StepHeader } from './step-header';
import styles from './existing-build-step.module.css';

/** Step 4: a finished build is already saved on this device. */
export function ExistingBuildStep({ onStartOver }: { onStartOver: () => void }) {
  return (
    <section className={styles.panel}>
      <StepHeader
        eyebrow="Step 4 of 4"
        title="Existing Build"
        intro="You have already completed a build on this device. Review it, or start a new one from the chipset."
      />
      <div className={styles.actions}>
        <Button to={PATHS.overview}>Overview Previous Build</Button>
        <Button variant="secondary" onClick={onStartOver}>
          Start Over
        </Button>
      </div>
    </section>
  );
}
