import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CountsStrip, FilterButtons, FilterField, SearchField, StaffTabHeader } from './staff-tab';

describe('StaffTabHeader', () => {
  it('shows the heading, the description when there is one, and the note under them', () => {
    const { rerender } = render(
      <StaffTabHeader title="Socios" description="Pagos de los socios">
        <p>Solo administradores</p>
      </StaffTabHeader>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Socios' })).toBeInTheDocument();
    expect(screen.getByText('Pagos de los socios')).toBeInTheDocument();
    expect(screen.getByText('Solo administradores')).toBeInTheDocument();

    rerender(<StaffTabHeader title="Cartas" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Cartas' }).nextElementSibling).toBeNull();
  });
});

describe('CountsStrip', () => {
  const items = [
    { label: 'Total', value: '12' },
    { label: 'Pendientes', value: '3' },
  ];

  it('names the list and pairs every label with its figure', () => {
    render(<CountsStrip label="Resumen" items={items} loading={false} className="grid-cols-2 gap-3" />);
    const strip = screen.getByLabelText('Resumen');
    expect(strip.tagName).toBe('DL');
    expect(strip).toHaveClass('grid', 'grid-cols-2', 'gap-3');
    expect(within(strip).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total', 'Pendientes']);
    expect(within(strip).getAllByRole('definition').map((figure) => figure.textContent)).toEqual(['12', '3']);
  });

  it('hides every figure behind a placeholder while loading', () => {
    render(<CountsStrip label="Resumen" items={items} loading className="grid-cols-2" />);
    const strip = screen.getByLabelText('Resumen');
    expect(within(strip).getAllByRole('term')).toHaveLength(2);
    expect(within(strip).queryByText('12')).not.toBeInTheDocument();
    expect(within(strip).queryByText('3')).not.toBeInTheDocument();
  });
});

describe('FilterField', () => {
  it('labels the control it renders with the id it hands over', () => {
    render(<FilterField label="Estado">{(id) => <select id={id} />}</FilterField>);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
  });
});

describe('SearchField', () => {
  function Harness({ onChange }: { onChange: (value: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <SearchField
        label="Buscar"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        placeholder="Nombre o correo"
      />
    );
  }

  it('is a search box named by its label, without autocomplete or spell check', () => {
    render(<Harness onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(box).toHaveAttribute('placeholder', 'Nombre o correo');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(box.parentElement).toHaveClass('max-w-md');
  });

  it('hands over what is typed', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    expect(onChange).toHaveBeenLastCalledWith('ana');
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
  });
});

describe('FilterButtons', () => {
  it('presses the chosen filter and reports another choice', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    const labels = { all: 'Todos', overdue: 'Atrasados' } as const;
    render(<FilterButtons label="Filtrar" options={['all', 'overdue'] as const} optionLabel={(option) => labels[option]} value="all" onChange={onChange} />);

    const group = screen.getByRole('group', { name: 'Filtrar' });
    expect(within(group).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Atrasados' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(group).getByRole('button', { name: 'Atrasados' }));
    expect(onChange).toHaveBeenCalledWith('overdue');
  });
});
