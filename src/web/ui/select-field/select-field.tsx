import { useId } from 'react';
import styles from './select-field.module.css';

export interface SelectOption {
  value: number;
  label: string;
}

export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectFieldProps {
  label: string;
  value: number;
  /** Plain options first, then labelled groups (rendered as optgroups). */
  options: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  onChange: (value: number) => void;
}

/** A labelled native select: the most reliable dropdown for keyboards and screen readers. */
export function SelectField({ label, value, options, groups = [], onChange }: SelectFieldProps) {
  const id = useId();
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {options.map(option)}
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map(option)}
            </optgroup>
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
