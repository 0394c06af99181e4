import type { Build } from '../../../domain/build/build-model';
import type { CategoryKey } from '../../../domain/catalog/categories';
import { caseImageUrl } from '../../../domain/catalog/media-urls';
import { paths } from '../../../domain/paths';
import { useBuildOverview } from '../../api/build-overview';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Loader } from '../../site/loader/loader';
import { BuildSummary } from '../../ui/build-summary/build-summary';
import { ComponentShowcase } from '../../ui/build-summary/component-showcase';
import { Button } from '../../ui/button/button';
import { CongratulationsBanner } from './congratulations-banner';
import { useOverviewLoaderDone } from './use-overview-loader';
import styles from './overview-page.module.css';

/** The spec's fixed delivery estimate (sections 1, 2 and 9). */
export const DELIVERY_TEXT = '10-14 working days';

function BasketPanel({ publicId }: { publicId: string | null }) {
  return (
    <section className={styles.basket} aria-labelledby="basket-title">
      <h2 id="basket-title" className={styles.basketTitle}>
        Ready to order?
      </h2>
      <p className={styles.delivery}>
        Estimated delivery <strong>{DELIVERY_TEXT}</strong>
      </p>
      {publicId ? (
        <Button to={paths.addToCart(publicId)} reloadDocument className={styles.basketButton}>
          Add to basket
        </Button>
      ) : null}
    </section>
  );
}

/**
 * The completed build's overview (spec section 2 "Overview"): after the ~1.2 s overview loader,
 * the congratulations banner, the summary grid with its edit buttons, a block per component,
 * build time, delivery and Add to basket. A failed overview call is only logged (spec
 * section 8): the page then shows what the build itself knows.
 */
export function CompletedOverview({
  build,
  onEdit,
}: {
  build: Build;
  onEdit: (category: CategoryKey) => Promise<boolean>;
}) {
  useDocumentTitle('Build Overview');
  const loaderDone = useOverviewLoaderDone();
  const overview = useBuildOverview(build, 'overview');

  const loading = !loaderDone || overview.isPending;
  // The case art is known from the build before the answer comes (the answer's wins).
  const caseImage =
    overview.data?.caseImage ?? (build.case ? caseImageUrl(build.case, 'main') : null);
  return (
    <>
      {/* The banner paints under the loader; the rest follows the answer. */}
      <div className={styles.stack} inert={loading}>
        <CongratulationsBanner chipset={build.chipset} caseImage={caseImage} />
        {loading ? (
          // Keeps the footer below the fold until the page arrives (no layout shift).
          <div className={styles.loadingSpace} />
        ) : (
          <>
            {overview.data ? (
              <BuildSummary
                chipset={build.chipset}
                components={overview.data.components}
                totalPrice={overview.data.totalPrice}
                buildTime={overview.data.buildTime.text}
                onEdit={(category) => void onEdit(category)}
              />
            ) : null}
            <BasketPanel publicId={build.publicId} />
            {overview.data ? (
              <ComponentShowcase chipset={build.chipset} components={overview.data.components} />
            ) : null}
          </>
        )}
      </div>
      {loading ? <Loader /> : null}
    </>
  );
}
