import { BuildCard, type BuildCardContent, type BuildCardProps } from './build-card';
import styles from './build-card-grid.module.css';

export interface BuildCardGridProps<T extends BuildCardContent> {
  builds: readonly T[];
  variant: BuildCardProps['variant'];
  linkTitle: string;
  onAddToBasket: (build: T) => void;
  /** The build on its way to the basket: its button is disabled. */
  pendingId?: string | null;
  headingLevel?: 2 | 3;
}

/** Pre-configured builds as a responsive grid of cards (one column on phones, up to three). */
export function BuildCardGrid<T extends BuildCardContent>(props: BuildCardGridProps<T>) {
  const { builds, variant, linkTitle, onAddToBasket, pendingId = null, headingLevel } = props;
  return (
    <ul className={styles.grid}>
      {builds.map((build) => (
        <li key={build.publicId} className={styles.item}>
          <BuildCard
            build={build}
            variant={variant}
            linkTitle={linkTitle}
            onAddToBasket={() => onAddToBasket(build)}
            busy={pendingId !== null}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
