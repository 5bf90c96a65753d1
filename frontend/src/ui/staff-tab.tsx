import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { StatCard } from './card';
import { Input } from './form-field';

/** The heading of a staff panel tab, its description and any note that belongs under them. */
export function StaffTabHeader({ title, description, children, className }: { title: ReactNode; description?: ReactNode; children?: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h2 className="font-display text-xl font-bold text-white uppercase">{title}</h2>
      {description ? <p className="mt-1 text-sm text-zinc-300">{description}</p> : null}
      {children}
    </div>
  );
}

export type CountItem = { label: ReactNode; value: ReactNode };

export type CountsStripProps = {
  /** Names the list of figures for assistive technology. */
  label: string;
  items: ReadonlyArray<CountItem>;
  /** Every figure shows a placeholder while the counts load. */
  loading: boolean;
  /** The grid columns and gaps, e.g. 'grid-cols-3 gap-3 sm:gap-4'. */
  className: string;
};

/** The figures above a staff table, as a description list of stat cards. */
export function CountsStrip({ label, items, loading, className }: CountsStripProps) {
  return (
    <dl aria-label={label} className={clsx('grid', className)}>
      {items.map((item, index) => (
        <StatCard key={index} label={item.label} value={item.value} loading={loading} />
      ))}
    </dl>
  );
}

/** A label above the control that filters a list; the control gets the label's id. */
export function FilterField({ label, className, children }: { label: ReactNode; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-zinc-100">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export type SearchFieldProps = {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  className?: string;
};

/** The labelled search box of a list: no autocomplete, no spell check. */
export function SearchField({ label, value, onValueChange, placeholder, className = 'max-w-md' }: SearchFieldProps) {
  return (
    <FilterField label={label} className={className}>
      {(id) => (
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </FilterField>
  );
}

export type FilterButtonsProps<T extends string> = {
  /** Names the group of buttons for assistive technology. */
  label: string;
  options: ReadonlyArray<T>;
  optionLabel: (option: T) => ReactNode;
  value: T;
  onChange: (option: T) => void;
};

/** Toggle buttons that pick one filter of a list; the chosen one is pressed. */
export function FilterButtons<T extends string>({ label, options, optionLabel, value, onChange }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Button key={option} variant={value === option ? 'primary' : 'outline'} aria-pressed={value === option} onClick={() => onChange(option)}>
          {optionLabel(option)}
        </Button>
      ))}
    </div>
  );
}
