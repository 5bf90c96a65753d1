import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPlanChoice } from '../plan-choice';
import { PaymentPlanCalculator } from './payment-plan-calculator';

const TODAY = '2026-03-02';
const PANAMERICANA_PRICE = 10_000_000_00;

function renderCalculator() {
  const onReview = jest.fn();
  const onBack = jest.fn();
  render(
    <PaymentPlanCalculator
      title="Plan de pagos"
      priceCentavos={PANAMERICANA_PRICE}
      initialChoice={defaultPlanChoice(TODAY)}
      today={TODAY}
      backLabel="Volver a la unidad"
      onBack={onBack}
      onReview={onReview}
    />,
  );
  return { user: userEvent.setup(), onReview, onBack };
}

const downSlider = () => screen.getByRole('slider', { name: 'Enganche' });
const finalSlider = () => screen.getByRole('slider', { name: 'Pago final' });
const figure = (label: string | RegExp) => screen.getByText(label).nextElementSibling?.textContent;

describe('payment plan calculator of the unit dialog (investor-portal.md §4 "Calculator sliders", §5, §9)', () => {
  it('starts at 40 / 40, 36 months, day 15 and a down payment one month ahead, and shows the 10 M Panamericana figures', () => {
    renderCalculator();

    expect(downSlider()).toHaveValue('40');
    expect(finalSlider()).toHaveValue('40');
    expect(screen.getByTestId('monthly-share')).toHaveTextContent('20%');
    expect(screen.getByLabelText('Plazo')).toHaveValue('36');
    expect(screen.getByLabelText('Día de pago mensual')).toHaveValue(15);
    expect(screen.getByLabelText('Fecha del enganche')).toHaveValue('2026-04-02');

    expect(figure('Precio de lista')).toBe('$10,000,000 MXN');
    expect(figure('Descuento por enganche (15%)')).toBe('−$1,500,000 MXN');
    expect(figure('Precio con descuento')).toBe('$8,500,000 MXN');
    expect(figure('Enganche (40%)')).toBe('$3,400,000 MXN');
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('$53,271.83 MXN');
    expect(figure('Mensualidades (20%): 36 pagos de')).toBe('$53,271.83 MXN');
    expect(figure('Pago final (40%)')).toBe('$3,400,000 MXN');
  });

  it('couples the sliders with the cap of 90: raising one lowers the other, the monthly share is the rest', () => {
    renderCalculator();

    fireEvent.change(downSlider(), { target: { value: '60' } });
    expect(downSlider()).toHaveValue('60');
    expect(finalSlider()).toHaveValue('30');
    expect(screen.getByTestId('monthly-share')).toHaveTextContent('10%');
    expect(downSlider()).toHaveAttribute('aria-valuetext', '60%');

    fireEvent.change(downSlider(), { target: { value: '90' } });
    expect(downSlider()).toHaveValue('80');
    expect(finalSlider()).toHaveValue('10');

    fireEvent.change(finalSlider(), { target: { value: '70' } });
    expect(finalSlider()).toHaveValue('70');
    expect(downSlider()).toHaveValue('20');
    expect(screen.getByTestId('monthly-share')).toHaveTextContent('10%');
    // The figures follow at once: 20 % down gives a 5 % discount.
    expect(figure('Descuento por enganche (5%)')).toBe('−$500,000 MXN');
  });

  it('recomputes the monthly payment when the term changes', async () => {
    const { user } = renderCalculator();
    const before = screen.getByTestId('monthly-payment').textContent;

    await user.selectOptions(screen.getByLabelText('Plazo'), '12 meses');

    expect(screen.getByText('Mensualidades (20%): 12 pagos de')).toBeInTheDocument();
    expect(screen.getByTestId('monthly-payment').textContent).not.toBe(before);
  });

  it('refuses a payment day out of 1–31 and a down-payment date in the past with the messages of investor-portal.md §5, keeping the rest', async () => {
    const { user, onReview } = renderCalculator();
    fireEvent.change(downSlider(), { target: { value: '50' } });

    const day = screen.getByLabelText('Día de pago mensual');
    await user.clear(day);
    await user.type(day, '32');
    fireEvent.change(screen.getByLabelText('Fecha del enganche'), { target: { value: '2026-03-01' } });
    await user.click(screen.getByRole('button', { name: 'Ver resumen' }));

    expect(await screen.findByText('El día de pago debe estar entre 1 y 31')).toBeInTheDocument();
    expect(screen.getByText('La fecha del enganche no puede ser anterior a hoy')).toBeInTheDocument();
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(expect.stringContaining('El día de pago debe estar entre 1 y 31'));
    expect(onReview).not.toHaveBeenCalled();
    expect(downSlider()).toHaveValue('50');
  });

  it('hands the chosen plan over for the summary', async () => {
    const { user, onReview } = renderCalculator();
    fireEvent.change(finalSlider(), { target: { value: '20' } });
    await user.selectOptions(screen.getByLabelText('Plazo'), '48 meses');
    const day = screen.getByLabelText('Día de pago mensual');
    await user.clear(day);
    await user.type(day, '5');

    await user.click(screen.getByRole('button', { name: 'Ver resumen' }));

    await waitFor(() => expect(onReview).toHaveBeenCalledTimes(1));
    expect(onReview.mock.calls[0][0]).toEqual({
      downPaymentPercent: 40,
      finalPaymentPercent: 20,
      termMonths: 48,
      paymentDay: 5,
      downPaymentScheduledDate: '2026-04-02',
    });
  });
});
