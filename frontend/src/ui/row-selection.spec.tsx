import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectAllCheckbox, SelectRowCheckbox, useRowSelection } from './row-selection';

const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('useRowSelection', () => {
  it('toggles rows and tells whether some or all are selected', () => {
    const { result } = renderHook(() => useRowSelection(rows, 'page-1'));
    expect(result.current.selected).toEqual([]);
    expect(result.current.allSelected).toBe(false);
    expect(result.current.someSelected).toBe(false);

    act(() => result.current.toggleRow('b'));
    expect(result.current.selected).toEqual([{ id: 'b' }]);
    expect(result.current.isSelected('b')).toBe(true);
    expect(result.current.someSelected).toBe(true);

    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual(rows);
    expect(result.current.allSelected).toBe(true);
    expect(result.current.someSelected).toBe(false);

    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual([]);

    act(() => result.current.toggleRow('a'));
    act(() => result.current.toggleRow('a'));
    expect(result.current.selected).toEqual([]);
  });

  it('starts again with none in another scope and drops rows no longer shown', () => {
    const { result, rerender } = renderHook(({ items, scope }) => useRowSelection(items, scope), { initialProps: { items: rows, scope: 'page-1' } });
    act(() => result.current.setSelected(['a', 'c']));
    expect(result.current.selected).toEqual([{ id: 'a' }, { id: 'c' }]);

    rerender({ items: rows.slice(0, 2), scope: 'page-1' });
    expect(result.current.selected).toEqual([{ id: 'a' }]);

    rerender({ items: rows, scope: 'page-2' });
    expect(result.current.selected).toEqual([]);
  });

  it('compares object scopes by identity', () => {
    const first = { filter: 'all' };
    const { result, rerender } = renderHook(({ scope }) => useRowSelection(rows, scope), { initialProps: { scope: first } });
    act(() => result.current.toggleRow('a'));
    rerender({ scope: first });
    expect(result.current.selected).toEqual([{ id: 'a' }]);
    rerender({ scope: { filter: 'all' } });
    expect(result.current.selected).toEqual([]);
  });

  it('selects nothing when there are no rows', () => {
    const { result } = renderHook(() => useRowSelection([], 'empty'));
    act(() => result.current.toggleAll());
    expect(result.current.allSelected).toBe(false);
  });
});

describe('selection checkboxes', () => {
  it('shows a partial selection on the box of the header', () => {
    render(<SelectAllCheckbox label="Seleccionar todos" checked={false} indeterminate onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todos' })).toHaveProperty('indeterminate', true);
  });

  it('reports a click on the box of a row', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<SelectRowCheckbox label="Seleccionar Ana" checked={false} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('cannot be used while disabled', () => {
    render(<SelectRowCheckbox label="Seleccionar Ana" checked={false} disabled onChange={() => undefined} />);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Ana' })).toBeDisabled();
  });
});
