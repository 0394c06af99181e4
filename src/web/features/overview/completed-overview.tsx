import { Suspense } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { caseImageUrl } from '../../../domain/catalog/media-urls';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Loader } from '../../site/loader/loader';
import { CongratulationsBanner, STORED_BUILD } from './congratulations-banner';
import { useOverviewLoaderDone } from './use-overview-loader';
import { OverviewContent } from './body-chunks';
import styles from './overview-page.module.css';

/**
 * The completed build's overview (spec section 2 "Overview"): the congratulations banner paints
 * at once under the ~1.2 s overview loader (its case art comes from the build), then the rest.
 */
export function CompletedOverview({ build, onLeave }: { build: Build; onLeave: () => void }) {
  useDocumentTitle('Build Overview');
  const loaderDone = useOverviewLoaderDone();
  return (
    <div className={styles.stack}>
      <CongratulationsBanner
        chipset={build.chipset}
        caseImage={build.case ? caseImageUrl(build.case, 'main') : null}
      />
      <Suspense fallback={<OverviewContentFallback />}>
        <OverviewContent build={build} loaderDone={loaderDone} onLeave={onLeave} />
      </Suspense>
    </div>
  );
}

/** The overview loader over the space the build's content takes. */
function OverviewContentFallback() {
  return (
    <>
      <div className={styles.loadingSpace} />
      <Loader />
    </>
  );
}

/**
 * The completed overview as the server renders it, before the build is read (ADR 130): the
 * banner with the chipset the build-frame script names and the case's place kept, under the
 * overview loader, as the page draws it once the build is read and until its content is in.
 */
export function CompletedOverviewFrame() {
  return (
    <div className={styles.stack}>
      <CongratulationsBanner chipset={STORED_BUILD} caseImage={STORED_BUILD} />
      <OverviewContentFallback />
    </div>
  );
}
