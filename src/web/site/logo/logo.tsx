import styles from './logo.module.css';

/** The Rigforge mark (an anvil-spark hexagon) with the brand name as text. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="rf-ember" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffb347" />
          <stop offset="1" stopColor="#ff6a2b" />
        </linearGradient>
      </defs>
      <path
        d="M16 1.5 28.6 8.75v14.5L16 30.5 3.4 23.25V8.75z"
        fill="#161a22"
        stroke="url(#rf-ember)"
        strokeWidth="2"
      />
      <path
        d="M10 20.5h12l-2.2-3.2h-7.6zM12.4 16.1h7.2l1.6-5.6h-4.6l-1.1-2.4-1.1 2.4h-2.8z"
        fill="url(#rf-ember)"
      />
    </svg>
  );
}

export function Logo({ brand }: { brand: string }) {
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={styles.word}>{brand}</span>
    </span>
  );
}
