import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxOptions, SelectOptions } from './option-fields';

const options = [
  { value: 'box', label: 'Box' },
  { value: 'villa', label: 'Villa' },
];

describe('SelectOptions', () => {
  it('starts with an empty option that asks to choose', () => {
    render(
      <select aria-label="Producto" defaultValue="">
        <SelectOptions placeholder="Selecciona una opción" options={options} />
      </select>,
    );
    const choices = screen.getAllByRole('option');
    expect(choices.map((choice) => [choice.getAttribute('value'), choice.textContent])).toEqual([
      ['', 'Selecciona una opción'],
      ['box', 'Box'],
      ['villa', 'Villa'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Producto' })).toHaveValue('');
  });
});

describe('CheckboxOptions', () => {
  it('renders one labelled box per option and hands the other props to each', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<CheckboxOptions options={options} invalid name="products" onChange={onChange} />);

    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box).toHaveAttribute('name', 'products');
      expect(box).toHaveAttribute('aria-invalid', 'true');
    }
    await user.click(screen.getByRole('checkbox', { name: 'Villa' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Villa' })).toHaveAttribute('value', 'villa');
  });
});
