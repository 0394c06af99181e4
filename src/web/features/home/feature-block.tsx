import { PATHS } from '../../../domain/paths';
import { Button } from '../../ui/button/button';
import featureRig from './assets/feature-rig.svg';
import styles from './feature-block.module.css';

/** Full-width call to build your own; shown on wide screens only (spec section 2 "Home page"). */
export function FeatureBlock() {
  return (
    <section className={styles.block} aria-labelledby="feature-block-title">
      <div className={styles.copy}>
        <p className={styles.kicker}>Build Your Own</p>
        <h2 id="feature-block-title" className={styles.title}>
          Every part, your choice
        </h2>
        <p className={styles.text}>
          Pick a chipset and a case, then choose each component in assist or expert mode. We check
          every part against the rest of your build as you go, and keep a running total.
        </p>
        <Button to={PATHS.preConfigurator}>Start your build</Button>
      </div>
      <img
        className={styles.art}
        src={featureRig}
        alt=""
        width={560}
        height={360}
        loading="lazy"
        decoding="async"
      />
    </section>
  );
}
