import { CHIPSETS, type ChipsetId } from '../../../domain/catalog/categories';
import { StepHeader } from './step-header';
import styles from './chipset-step.module.css';

interface ChipsetCard {
  id: ChipsetId;
  name: string;
  tagline: string;
  points: string[];
}

const CARDS: ChipsetCard[] = [
  {
    id: CHIPSETS.amd,
    name: 'AMD',
    tagline: 'Ryzen processors',
    points: ['AM4 and AM5 motherboards', 'Strong multi-core value for gaming and streaming'],
  },
  {
    id: CHIPSETS.intel,
    name: 'Intel',
    tagline: 'Core processors',
    points: ['LGA 1700 and LGA 1851 motherboards', 'High clock speeds for fast frame rates'],
  },
];

function ChipArt() {
  return (
    <svg viewBox="0 0 120 120" className={styles.art} aria-hidden="true">
      <rect x="22" y="22" width="76" height="76" rx="10" className={styles.artBody} />
      <rect x="40" y="40" width="40" height="40" rx="6" className={styles.artDie} />
      {[34, 50, 66, 82].map((p) => (
        <g key={p} className={styles.artPins}>
          <path d={`M${p} 8v12M${p} 100v12M8 ${p}h12M100 ${p}h12`} />
        </g>
      ))}
    </svg>
  );
}

/** Step 1: the chipset cards. */
export function ChipsetStep({ onChoose }: { onChoose: (chipset: ChipsetId) => void }) {
  return (
    <section aria-labelledby="chipset-step-title">
      <StepHeader
        eyebrow="Step 1 of 4"
        title="Choose your chipset"
        intro="Customise the components for your gaming PC, starting with its platform. Everything we offer next is matched to the chipset you pick."
      />
      <h2 id="chipset-step-title" className={styles.hidden}>
        Chipsets
      </h2>
      <ul className={styles.cards}>
        {CARDS.map((card) => (
          <li key={card.id}>
            <button
              type="button"
              className={styles.card}
              data-chipset={card.name.toLowerCase()}
              onClick={() => onChoose(card.id)}
            >
              <span className={styles.plinth}>
                <ChipArt />
              </span>
              <span className={styles.body}>
                <span className={styles.name}>{card.name}</span>
                <span className={styles.tagline}>{card.tagline}</span>
                <span className={styles.points}>
                  {card.points.map((point) => (
                    <span key={point} className={styles.point}>
                      {point}
                    </span>
                  ))}
                </span>
                <span className={styles.cta}>Choose {card.name}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
