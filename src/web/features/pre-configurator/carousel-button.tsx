import styles from './carousel-button.module.css';

/** A real previous/next button with a spoken label. */
export function CarouselButton({
  direction,
  label,
  disabled,
  onClick,
  inline = false,
}: {
  direction: 'prev' | 'next';
  label: string;
  disabled?: boolean;
  onClick: () => void;
  /** In the flow (a row of controls) rather than over the slides' edges. */
  inline?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${styles.button} ${inline ? styles.inline : styles[direction]}`}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {direction === 'prev' ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}
      </svg>
    </button>
  );
}
