import { CHIPSET_NAMES, type ChipsetId } from '../../../domain/catalog/categories';
import styles from './congratulations-banner.module.css';

/** The overview's congratulations banner, with the build's case on its plinth. */
export function CongratulationsBanner({
  chipset,
  caseImage,
}: {
  chipset: ChipsetId | null;
  caseImage: string | null;
}) {
  return (
    <section className={styles.banner} aria-labelledby="overview-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Step 4 of 4 · Overview</p>
        <h1 id="overview-title" className={styles.title}>
          Congratulations, your build is complete!
        </h1>
        <p className={styles.text}>
          Your custom {chipset ? `${CHIPSET_NAMES[chipset]} ` : ''}gaming PC is ready. Check every
          component below, edit anything you want to change, then add it to your basket.
        </p>
      </div>
      {caseImage ? (
        <img
          className={styles.image}
          src={caseImage}
          alt="The case of your build"
          fetchPriority="high"
          width={280}
          height={280}
        />
      ) : null}
    </section>
  );
}
