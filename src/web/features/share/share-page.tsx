import { useState } from 'react';
import { useSavedBuild } from '../../api/saved-build';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Loader } from '../../site/loader/loader';
import { useResumeBuild } from '../../state/use-resume-build';
import { BuildHero } from '../../ui/build-summary/build-hero';
import { BuildSummary } from '../../ui/build-summary/build-summary';
import { savedBuildName } from '../../ui/build-summary/saved-build-name';
import { Button } from '../../ui/button/button';
import styles from './share-page.module.css';

/** What 'Add to basket' says on a shared build (the spec's placeholder alert). */
export const SHARE_BASKET_ALERT =
  'Adding a shared build straight to the basket is not available yet. Resume the build, complete it in the configurator, then add it to your basket from its overview.';

/**
 * /share/{publicId}: the read-only summary of a saved build (its loader fetched it; a missing
 * build or one with no parts left on sale is the 404 page) with 'Resume build'.
 */
export function SharePage({ publicId }: { publicId: string }) {
  useDocumentTitle('Shared build');
  const saved = useSavedBuild(publicId);
  const { phase, resume } = useResumeBuild();
  const [basketAlert, setBasketAlert] = useState(false);

  return (
    <div className={styles.page}>
      <div className={styles.stack} inert={phase !== 'idle'}>
        <BuildHero
          eyebrow="Shared build"
          title={savedBuildName(saved.components)}
          description="Someone has shared this build with you. Resume it to make it your own: change any component in the configurator, then complete it and add it to your basket."
          caseImage={saved.caseImage}
          totalPrice={saved.totalPrice}
          buildTime={saved.buildTime.text}
        >
          <Button onClick={() => resume(saved.build)}>Resume build</Button>
          <Button variant="secondary" onClick={() => setBasketAlert(true)}>
            Add to basket
          </Button>
        </BuildHero>
        {basketAlert ? (
          <p className={styles.alert} role="alert">
            {SHARE_BASKET_ALERT}
          </p>
        ) : null}
        <BuildSummary
          chipset={saved.build.chipset}
          components={saved.components}
          totalPrice={saved.totalPrice}
          buildTime={saved.buildTime.text}
        />
      </div>
      {phase !== 'idle' ? <Loader complete={phase === 'complete'} /> : null}
    </div>
  );
}
