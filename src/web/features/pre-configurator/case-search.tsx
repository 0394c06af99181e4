import { useId } from 'react';
import styles from './case-search.module.css';

/** Search by name beside the form factor dropdown; `countId` names the result count it narrows. */
export function CaseSearch({
  value,
  onChange,
  countId,
}: {
  value: string;
  onChange: (value: string) => void;
  countId: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Search cases
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={value}
        placeholder="Name or brand"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={countId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
