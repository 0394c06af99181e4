import { CASE_SIZE_NAMES, type CaseSizeFilter } from '../../../domain/catalog/categories';
import { SelectField } from '../../ui/select-field/select-field';
import styles from './case-size-select.module.css';

const SIZE_OPTIONS = (Object.keys(CASE_SIZE_NAMES).map(Number) as CaseSizeFilter[]).map((size) => ({
  value: size,
  label: CASE_SIZE_NAMES[size],
}));

/** The form factor dropdown (the shared native select: reliable for keyboards and screen readers). */
export function CaseSizeSelect({
  value,
  onChange,
}: {
  value: CaseSizeFilter;
  onChange: (size: CaseSizeFilter) => void;
}) {
  return (
    <SelectField
      label="Form factor"
      value={value}
      options={SIZE_OPTIONS}
      onChange={(size) => onChange(size as CaseSizeFilter)}
      className={styles.field}
    />
  );
}
