import { artImageSources } from '../../../domain/catalog/media-urls';
import type { BuildSpec } from '../../../domain/contracts/preconfigured-builds';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import { partLabel } from '../build-summary/part-label';
import { Button } from '../button/button';
import styles from './build-card.module.css';

/** What both cards show (spec section 3 "Pre-configured card" and "Featured card"). */
export interface BuildCardContent {
  publicId: string;
  title: string;
  subTitle: string;
  description: string;
  image: string;
  image2x: string | null;
  imageAlt: string;
  specs: readonly BuildSpec[];
  /** The listing card's price. */
  minPrice: number;
  /** The featured card's Build Time (info.time) and Total Price (info.price). */
  info: { time: string; price: number };
  /** The assembly charge inside those prices, named beside them; null when there is none. */
  assembly: { price: number } | null;
  /** The build's page ('/build-overview/{publicId}'). */
  link: string;
  buttonTitle: string;
  isHighlighted: boolean;
}

export interface BuildCardProps {
  build: BuildCardContent;
  /** 'featured' (home: description, Build Time, Total Price) or 'listing' (price from). */
  variant: 'featured' | 'listing';
  /** The text of the link to the build's page. */
  linkTitle: string;
  onAddToBasket: () => void;
  headingLevel?: 2 | 3;
}

const money = (pounds: number) => formatPounds(poundsToPence(pounds));

function Specs({ specs }: { specs: readonly BuildSpec[] }) {
  return (
    <dl className={styles.specs}>
      {specs.map((spec) => (
        <div key={spec.category} className={styles.spec}>
          <dt>{spec.label}</dt>
          <dd>{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The one total rule on a card (issue 37 item 3): a card shows a total, not every part's
 * price, so the assembly charge inside it is named under it with its price.
 */
function AssemblyIncluded({ assembly }: Pick<BuildCardContent, 'assembly'>) {
  if (!assembly) return null;
  return (
    <p className={styles.included}>
      incl. {partLabel('sundries')} {money(assembly.price)}
    </p>
  );
}

function Figures({ build, variant }: Pick<BuildCardProps, 'build' | 'variant'>) {
  if (variant === 'listing') {
    return (
      <div>
        <p className={styles.price}>
          <span className={styles.figureLabel}>From</span> {money(build.minPrice)}
        </p>
        <AssemblyIncluded assembly={build.assembly} />
      </div>
    );
  }
  return (
    <dl className={styles.figures}>
      <div>
        <dt className={styles.figureLabel}>Build Time</dt>
        <dd>{build.info.time}</dd>
      </div>
      <div>
        <dt className={styles.figureLabel}>Total Price</dt>
        <dd className={styles.price}>{money(build.info.price)}</dd>
        <dd>
          <AssemblyIncluded assembly={build.assembly} />
        </dd>
      </div>
    </dl>
  );
}

/** A pre-configured build's card, shared by the home page's featured listing and /pre-configured-pcs. */
export function BuildCard(props: BuildCardProps) {
  const { build, variant, linkTitle, onAddToBasket, headingLevel = 3 } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `build-card-${build.publicId}`;
  const classes = [styles.card, build.isHighlighted ? styles.highlighted : ''].filter(Boolean);
  return (
    <article className={classes.join(' ')} aria-labelledby={titleId}>
      <div className={styles.media}>
        <img
          {...(build.image2x
            ? { src: build.image, srcSet: `${build.image} 1x, ${build.image2x} 2x` }
            : artImageSources(build.image, '320px'))}
          alt={build.imageAlt}
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.body}>
        <p className={styles.subTitle}>{build.subTitle}</p>
        <Heading id={titleId} className={styles.title}>
          {build.title}
        </Heading>
        {variant === 'featured' ? <p className={styles.description}>{build.description}</p> : null}
        <Specs specs={build.specs} />
        <Figures build={build} variant={variant} />
        <div className={styles.actions}>
          <Button onClick={onAddToBasket} aria-describedby={titleId}>
            {build.buttonTitle}
          </Button>
          <Button to={build.link} variant="secondary">
            {linkTitle}
            <span className="visually-hidden">: {build.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
