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
 *
 * Once the answer is in, the body is drawn under the loader (hidden from the shopper and from
 * assistive technology, and inert) in steps, while the loader plays: lifting the loader then
 * only uncovers it. Drawing it all when the loader ended was one long task on a slow phone.
 */
export function OverviewContent({ build, loaderDone, onLeave }: OverviewContentProps) {
  const overview = useBuildOverview(build, 'overview');
  const edit = useOverviewEdit(onLeave);
  if (overview.isPending) return <OverviewLoading />;
  return (
    <>
      <div className={styles.stack} inert={!loaderDone} aria-hidden={loaderDone ? undefined : true}>
        <OverviewBody build={build} overview={overview.data} onEdit={edit} />
      </div>
      {loaderDone ? null : <Loader />}
    </>
  );
}

/**
 * The summary first, the basket a task later, the component blocks (below them, with a dozen
 * images) a task after that (use-mount-step.ts): each is a short task on a slow phone.
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
  const step = useMountStep(3);
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
      {step >= 2 ? <BasketPanel publicId={build.publicId} /> : null}
      {overview && step >= 3 ? (
        <ComponentShowcase chipset={build.chipset} components={overview.components} />
      ) : null}
    </>
  );
}
