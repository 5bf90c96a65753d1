import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CsvTable } from '@/lib/csv';
import { useRowSelection } from '../row-selection';
import { FilterButtons } from '../staff-tab';
import { countItems, csvOf, textColumn, valueColumn } from './index';
import { BulkActionButton, BulkActions, RowConfirmDialog } from './row-actions';
import { StaffList, type RowsPage, type StaffListQuery } from './staff-list';
import { useListView } from './use-list-view';

type Row = { id: string; name: string; email: string; status: 'open' | 'closed' };

const rows: Row[] = [
  { id: 'r1', name: 'Ana Torres', email: 'ana@example.mx', status: 'open' },
  { id: 'r2', name: 'Luis Pérez', email: 'luis@example.mx', status: 'closed' },
  { id: 'r3', name: 'Eva Gómez', email: 'eva@example.mx', status: 'open' },
];

const texts = { heading: 'Prospectos', description: 'Personas interesadas', tableLabel: 'Tabla de prospectos', countsLabel: 'Resumen', search: 'Buscar', searchPlaceholder: 'Nombre o correo', loadError: 'No se pudo cargar', retry: 'Reintentar' };

const columns = [
  textColumn<Row>('name', 'Nombre', 'font-semibold'),
  textColumn<Row>('email', 'Correo'),
  valueColumn<Row>('status', 'Estado', undefined, (row) => (row.status === 'open' ? 'Abierto' : 'Cerrado')),
];

const settled: StaffListQuery = { isPending: false, isFetching: false, isPlaceholderData: false, isError: false, refetch: () => undefined };
const page = (items: Row[], total = items.length): RowsPage<Row> => ({ items, total, pageSize: 2 });

describe('StaffList', () => {
  it('shows the heading, the figures and a row a item with its columns, in a named table', () => {
    const counts = { open: 2, closed: 1 };
    render(
      <StaffList
        texts={texts}
        counts={{ className: 'grid-cols-2', items: countItems(['open', 'closed'], { open: 'Abiertos', closed: 'Cerrados' }, counts) }}
        query={settled}
        data={page(rows.slice(0, 2), 3)}
        columns={columns}
        empty="Sin prospectos"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Prospectos' })).toBeInTheDocument();
    expect(screen.getByText('Personas interesadas')).toBeInTheDocument();
    const figures = screen.getByLabelText('Resumen');
    expect(within(figures).getByText('Abiertos').nextSibling).toHaveTextContent('2');
    expect(within(figures).getByText('Cerrados').nextSibling).toHaveTextContent('1');

    const table = within(screen.getByRole('region', { name: 'Tabla de prospectos' })).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nombre', 'Correo', 'Estado']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Ana Torres', 'ana@example.mx', 'Abierto']);
    expect(within(second as HTMLElement).getByText('Cerrado')).toBeInTheDocument();
  });

  it('shows dashes for the figures until the counts arrive, and placeholder rows while loading', () => {
    render(
      <StaffList
        texts={texts}
        counts={{ className: 'grid-cols-2', items: countItems(['open'], { open: 'Abiertos' }, undefined) }}
        query={{ ...settled, isPending: true, isFetching: true }}
        data={undefined}
        columns={columns}
        empty="Sin prospectos"
      />,
    );
    expect(screen.getByRole('region', { name: 'Tabla de prospectos' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Sin prospectos')).not.toBeInTheDocument();
    // Five placeholder rows of three cells, hidden from assistive technology.
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(5);
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]')[0]?.children).toHaveLength(3);
  });

  it('says the list is empty, with a hint when there is one', () => {
    render(<StaffList texts={texts} query={settled} data={[]} columns={columns} empty="Sin prospectos" emptyHint="Aparecen al llenar el formulario." />);
    expect(screen.getByText('Sin prospectos')).toBeInTheDocument();
    expect(screen.getByText('Aparecen al llenar el formulario.')).toBeInTheDocument();
  });

  it('says the list could not be loaded and tries again on Reintentar', async () => {
    const refetch = jest.fn();
    render(<StaffList texts={texts} query={{ ...settled, isError: true, refetch }} data={undefined} columns={columns} empty="Sin prospectos" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('leaves out the columns a role does not see, and hides the actions header from sight only', () => {
    render(
      <StaffList
        texts={texts}
        query={settled}
        data={rows}
        columns={[columns[0] ?? false, false, { key: 'actions', header: 'Acciones', hiddenHeader: true, cell: () => null }]}
        empty="Sin prospectos"
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(2);
    expect(within(headers[1] as HTMLElement).getByText('Acciones')).toHaveClass('sr-only');
  });

  it('pages with the page count written once (total / page size, at least one)', async () => {
    const onPageChange = jest.fn();
    const { rerender } = render(
      <StaffList texts={texts} query={settled} data={page(rows.slice(0, 2), 3)} columns={columns} empty="" paging={{ page: 1, pageSize: 25, onPageChange }} />,
    );
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenCalledWith(2);

    rerender(<StaffList texts={texts} query={settled} data={page([], 0)} columns={columns} empty="Sin prospectos" paging={{ page: 1, pageSize: 25, onPageChange }} />);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('offers the rows shown as CSV, and none once it is gone', () => {
    const onExportChange = jest.fn<void, [CsvTable | null]>();
    const toCsv = csvOf<Row>('prospectos', [
      ['Nombre', (row) => row.name],
      ['Correo', (row) => row.email],
    ]);
    const { unmount } = render(<StaffList texts={texts} query={settled} data={rows.slice(0, 1)} columns={columns} empty="" csv={{ onExportChange, toCsv }} />);
    expect(onExportChange).toHaveBeenLastCalledWith({ name: 'prospectos', columns: ['Nombre', 'Correo'], rows: [['Ana Torres', 'ana@example.mx']] });
    unmount();
    expect(onExportChange).toHaveBeenLastCalledWith(null);
  });
});

function SelectableList({ onRemind }: { onRemind: (ids: string[]) => void }) {
  const listView = useListView<'all' | 'open'>('all', 2);
  const shown = listView.filter === 'all' ? rows : rows.filter((row) => row.status === 'open');
  const selection = useRowSelection(shown, listView.view);
  return (
    <StaffList
      texts={texts}
      search={listView.searchField}
      toolbar={
        <>
          <FilterButtons label="Filtrar" options={['all', 'open'] as const} optionLabel={(option) => (option === 'all' ? 'Todos' : 'Abiertos')} value={listView.filter} onChange={listView.setFilter} />
          <BulkActions selectedLabel={`${selection.selected.length} seleccionados`} hint="Envía un recordatorio a cada prospecto seleccionado.">
            {(hintId) => (
              <BulkActionButton busy={false} hintId={hintId} onClick={() => onRemind(selection.selected.map((row) => row.id))}>
                Enviar recordatorio
              </BulkActionButton>
            )}
          </BulkActions>
        </>
      }
      query={settled}
      data={shown}
      columns={columns}
      selection={{ state: selection, allLabel: 'Seleccionar todos', rowLabel: (row) => `Seleccionar ${row.name}` }}
      empty="Sin prospectos"
    />
  );
}

describe('StaffList selection, filter and search', () => {
  it('selects rows one by one or all, and hands the selection to a bulk action', async () => {
    const onRemind = jest.fn();
    render(<SelectableList onRemind={onRemind} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Luis Pérez' }));
    expect(screen.getByText('1 seleccionados')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todos' })).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Seleccionar Luis Pérez' }).closest('tr')).toHaveClass('bg-race-500/10');

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    expect(screen.getByText('3 seleccionados')).toBeInTheDocument();
    const remind = screen.getByRole('button', { name: 'Enviar recordatorio' });
    expect(remind).toHaveAccessibleDescription('Envía un recordatorio a cada prospecto seleccionado.');
    await user.click(remind);
    expect(onRemind).toHaveBeenCalledWith(['r1', 'r2', 'r3']);
  });

  it('starts with no selection when a filter is picked, and filters the rows', async () => {
    render(<SelectableList onRemind={jest.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana Torres' }));
    await user.click(screen.getByRole('button', { name: 'Abiertos' }));
    expect(screen.getByRole('button', { name: 'Abiertos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('0 seleccionados')).toBeInTheDocument();
    expect(screen.queryByText('Luis Pérez')).not.toBeInTheDocument();
  });

  it('labels the search box with the messages of the list', async () => {
    render(<SelectableList onRemind={jest.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(search).toHaveAttribute('placeholder', 'Nombre o correo');
    await userEvent.setup().type(search, 'ana');
    expect(search).toHaveValue('ana');
  });
});

describe('useListView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts again at page 1 with a new filter or a new search, and asks for the trimmed search once typing pauses', () => {
    const { result } = renderHook(() => useListView<string>('all', 25));
    act(() => result.current.setPage(3));
    expect(result.current.params).toEqual({ page: 3, pageSize: 25, search: '' });

    act(() => result.current.setSearch('  luis '));
    expect(result.current.params.search).toBe('');
    act(() => void jest.advanceTimersByTime(300));
    expect(result.current.params).toEqual({ page: 1, pageSize: 25, search: 'luis' });

    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('overdue'));
    expect(result.current.filter).toBe('overdue');
    expect(result.current.page).toBe(1);
    expect(result.current.key).toBe('"overdue"|luis|1');
  });

  it('gives a new view even when the same filter is picked again', () => {
    const { result } = renderHook(() => useListView<string>('all', 25));
    const before = result.current.view;
    act(() => result.current.setFilter('all'));
    expect(result.current.view).not.toBe(before);
    expect(result.current.key).toBe('"all"||1');
  });
});

describe('RowConfirmDialog', () => {
  it('asks about one row, and confirms that row', async () => {
    const onConfirm = jest.fn();
    function Harness() {
      const [row, setRow] = useState<Row | null>(rows[0] ?? null);
      return (
        <RowConfirmDialog
          row={row}
          onClose={() => setRow(null)}
          title={(shown) => `¿Eliminar a ${shown.name}?`}
          description={(shown) => shown.email}
          confirmLabel="Eliminar"
          busy={false}
          onConfirm={onConfirm}
        />
      );
    }
    render(<Harness />);
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar a Ana Torres?' });
    expect(dialog).toHaveTextContent('ana@example.mx');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledWith(rows[0]);
  });
});
