import { useId } from 'react';
import styles from './select-field.module.css';

export interface SelectOption {
  value: number;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: number;
  options: readonly SelectOption[];
  onChange: (value: number) => void;
  /** Extra class for the field (e.g. a minimum width where it sits in a row). */
  className?: string;
}

/** A labelled native select: the most reliable dropdown for keyboards and screen readers. */
export function SelectField({ label, value, options, onChange, className }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {/* The chevron is the control's ::after (CSS), no icon code. */}
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
