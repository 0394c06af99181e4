import type { Build } from '../../../domain/build/build-model';
import type { CategoryKey } from '../../../domain/catalog/categories';
import type { BuildOverview } from '../../../domain/contracts/build-api';
import { paths } from '../../../domain/paths';
import { useBuildOverview } from '../../api/build-overview';
import { useMountStep } from '../../lib/use-mount-step';
import { Loader } from '../../site/loader/loader';
import { BuildSummary } from '../../ui/build-summary/build-summary';
import { ComponentShowcase } from '../../ui/build-summary/component-showcase';
import { Button } from '../../ui/button/button';
import { useOverviewEdit } from './use-overview-edit';
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

/** What shows until the loader has run and the answer is in: the footer kept below the fold. */
export function OverviewLoading() {
  return (
    <>
      <div className={styles.loadingSpace} />
      <Loader />
    </>
  );
}

export interface OverviewContentProps {
  build: Build;
  /** The ~1.2 s overview loader has run. */
  loaderDone: boolean;
  /** Called when an edit is about to change the build and leave the page. */
  onLeave: () => void;
}

/**
 * Below the banner (code-split: its chunk loads while the loader plays): the summary grid with
 * its edit buttons, Add to basket with the delivery estimate, and a block per component. A
 * failed overview call is only logged (spec section 8): the basket is still offered.
 */
export function OverviewContent({ build, loaderDone, onLeave }: OverviewContentProps) {
  const overview = useBuildOverview(build, 'overview');
  const edit = useOverviewEdit(onLeave);
  if (!loaderDone || overview.isPending) return <OverviewLoading />;
  return <OverviewBody build={build} overview={overview.data} onEdit={edit} />;
}

/**
 * The summary and the basket first, the component blocks (below them, with a dozen images) a
 * task later (use-mount-step.ts): drawing all of it at once was one long task on a slow phone.
 */
function OverviewBody({
  build,
  overview,
  onEdit,
}: {
  build: Build;
  overview: BuildOverview | undefined;
  onEdit: (category: CategoryKey) => unknown;
}) {
  const step = useMountStep(2);
  return (
    <>
      {overview ? (
        <BuildSummary
          chipset={build.chipset}
          components={overview.components}
          totalPrice={overview.totalPrice}
          buildTime={overview.buildTime.text}
          onEdit={(category) => void onEdit(category)}
        />
      ) : null}
      <BasketPanel publicId={build.publicId} />
      {overview && step >= 2 ? (
        <ComponentShowcase chipset={build.chipset} components={overview.components} />
      ) : null}
    </>
  );
}
