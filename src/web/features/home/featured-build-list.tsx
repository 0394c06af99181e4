import { VIEW_BUILD_TITLE } from '../../../domain/contracts/preconfigured-build-constants';
import { useFeaturedBuilds } from '../../api/use-featured-builds';
import { useAddToBasket } from '../../state/use-add-to-basket';
import { BuildCardGrid } from '../../ui/build-card/build-card-grid';
import styles from './featured-build-list.module.css';

/**
 * The featured cards (getbuilds: featured, pageSize 6, pageNumber 1) with
 * Build Time, Total Price and 'Add to Basket'. If they cannot be fetched the section keeps
 * its 'View all' link: the home page stays usable.
 */
export function FeaturedBuildList() {
  const featured = useFeaturedBuilds(true);
  const { addToBasket, pendingId } = useAddToBasket();
  // Its own placeholder: sharing the route's skeleton would make this chunk import the
  // route chunk, whose exports Rollup then renames (the route must export only Component).
  if (featured.isPending) return <div className={styles.pending} aria-hidden="true" />;
  if (featured.isError || featured.data.items.length === 0) {
    return (
      <p className={styles.unavailable}>
        Our recommended builds cannot be shown just now. See them all on the listing page.
      </p>
    );
  }
  return (
    <BuildCardGrid
      builds={featured.data.items}
      variant="featured"
      linkTitle={VIEW_BUILD_TITLE}
      onAddToBasket={(item) => void addToBasket(item)}
      pendingId={pendingId}
    />
  );
}
