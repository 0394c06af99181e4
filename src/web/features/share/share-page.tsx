import { CATEGORY_LABELS, type ConfigureCategory } from '../../../domain/catalog/categories';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import { useSavedBuild } from '../../api/saved-build';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './share-page.module.css';

const labelOf = (category: string) =>
  CATEGORY_LABELS[category as ConfigureCategory] ??
  (category === 'case' ? 'Case' : category === 'sundries' ? 'Assembly' : category);

/** /share/{publicId}: the read-only summary of a saved build (its loader fetched it). */
export function SharePage({ publicId }: { publicId: string }) {
  useDocumentTitle('Shared build');
  const saved = useSavedBuild(publicId);
  return (
    <section className={styles.page} aria-labelledby="share-title">
      <h1 id="share-title" className={styles.title}>
        Shared build
      </h1>
      <ul className={styles.parts}>
        {saved.components.map((part) => (
          <li key={`${part.category}-${part.id}`} className={styles.part}>
            <span className={styles.category}>{labelOf(part.category)}</span>
            <span className={styles.name}>
              {part.quantity > 1 ? `${part.quantity} × ` : ''}
              {part.longName}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        Total Price <strong>{formatPounds(poundsToPence(saved.totalPrice))}</strong>
      </p>
      <p className={styles.time}>Build Time {saved.buildTime.text}</p>
    </section>
  );
}
