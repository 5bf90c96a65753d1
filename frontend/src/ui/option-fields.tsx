import type { ReactNode } from 'react';
import { Checkbox, type CheckboxProps } from './form-field';

export type FieldOption = { value: string; label: ReactNode };

/** The options of a select: first an empty one that asks to choose, then one per entry. */
export function SelectOptions({ placeholder, options }: { placeholder: ReactNode; options: ReadonlyArray<FieldOption> }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export type CheckboxOptionsProps = Omit<CheckboxProps, 'label' | 'value' | 'aria-invalid'> & {
  options: ReadonlyArray<FieldOption>;
  /** The group has an error: every box says so. */
  invalid: boolean;
};

/** One checkbox per option, in two columns from small screens on; the other props (name, ref, handlers) go to every box. */
export function CheckboxOptions({ options, invalid, ...inputProps }: CheckboxOptionsProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {options.map((option) => (
        <Checkbox key={option.value} label={option.label} value={option.value} aria-invalid={invalid} {...inputProps} />
      ))}
    </div>
  );
}
