import { useId } from 'react';
import { CASE_SIZE_NAMES, type CaseSizeFilter } from '../../../domain/catalog/categories';
import styles from './case-size-select.module.css';

const SIZES = Object.keys(CASE_SIZE_NAMES).map(Number) as CaseSizeFilter[];

/** The form factor dropdown: a native select, the most reliable for keyboards and screen readers. */
export function CaseSizeSelect({
  value,
  onChange,
}: {
  value: CaseSizeFilter;
  onChange: (size: CaseSizeFilter) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Form factor
      </label>
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(Number(event.target.value) as CaseSizeFilter)}
        >
          {SIZES.map((size) => (
            <option key={size} value={size}>
              {CASE_SIZE_NAMES[size]}
            </option>
          ))}
        </select>
        <svg
          className={styles.chevron}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </span>
    </div>
  );
}
