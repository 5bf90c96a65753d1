import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';

export type RowSelection<T> = {
  /** The selected rows, in the order of the page. */
  selected: T[];
  isSelected: (id: string) => boolean;
  allSelected: boolean;
  /** Some rows, not all, are selected. */
  someSelected: boolean;
  setSelected: (ids: string[]) => void;
  toggleRow: (id: string) => void;
  toggleAll: () => void;
};

/**
 * Which rows of the page shown are selected. The selection belongs to one scope (page, filter, search,
 * compared with ===): another scope starts with none, and rows no longer shown drop out of it.
 */
export function useRowSelection<T extends { id: string }>(items: ReadonlyArray<T>, scope: unknown): RowSelection<T> {
  const [selection, setSelection] = useState<{ scope: unknown; ids: string[] }>({ scope, ids: [] });
  const selectedIds = selection.scope === scope ? selection.ids.filter((id) => items.some((item) => item.id === id)) : [];
  const selected = items.filter((item) => selectedIds.includes(item.id));
  const allSelected = items.length > 0 && selected.length === items.length;
  const someSelected = selected.length > 0 && !allSelected;
  const setSelected = (ids: string[]) => setSelection({ scope, ids });

  return {
    selected,
    isSelected: (id) => selectedIds.includes(id),
    allSelected,
    someSelected,
    setSelected,
    toggleRow: (id) => setSelected(selectedIds.includes(id) ? selectedIds.filter((entry) => entry !== id) : [...selectedIds, id]),
    toggleAll: () => setSelected(allSelected ? [] : items.map((item) => item.id)),
  };
}

const selectionBoxClassName = 'size-5 cursor-pointer accent-race-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The tap area around a table's checkbox: 44 px on a touch screen (the box itself stays 20 px),
 * a tap anywhere in it toggles the box.
 */
export function CheckboxTapArea({ children }: { children: ReactNode }) {
  return <label className="inline-flex cursor-pointer items-center justify-center align-middle pointer-coarse:min-h-11 pointer-coarse:min-w-11">{children}</label>;
}

export type SelectAllCheckboxProps = {
  label: string;
  checked: boolean;
  /** Some rows, not all, are selected. */
  indeterminate: boolean;
  disabled?: boolean;
  onChange: () => void;
};

/** The box in a table header that selects or clears every row. */
export function SelectAllCheckbox({ label, checked, indeterminate, disabled, onChange }: SelectAllCheckboxProps) {
  return (
    <CheckboxTapArea>
      <input
        type="checkbox"
        checked={checked}
        ref={(box) => {
          if (box) box.indeterminate = indeterminate;
        }}
        onChange={onChange}
        disabled={disabled}
        aria-label={label}
        className={clsx(selectionBoxClassName, 'disabled:cursor-not-allowed')}
      />
    </CheckboxTapArea>
  );
}

/** The box that selects one row of a table. */
export function SelectRowCheckbox({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled?: boolean; onChange: () => void }) {
  return (
    <CheckboxTapArea>
      <input type="checkbox" checked={checked} onChange={onChange} disabled={disabled} aria-label={label} className={selectionBoxClassName} />
    </CheckboxTapArea>
  );
}
