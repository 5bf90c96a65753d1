import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { renderRoutes } from '@/testing/render-routes';
import { draftStep, draftText, sessionDraft } from './session-draft';
import { useStepWizard, type PaymentReturn, type StepWizard, type WizardState } from './use-step-wizard';

type Values = { draftId: string; name: string; city: string; agree: boolean };
type Step = 1 | 2 | 3 | 4;

const FRESH: WizardState<Values, Step> = { step: 1, values: { draftId: 'd-1', name: '', city: '', agree: false } };

// A resolver of the shape the wizards use (the API's class): every field checked at once.
const resolver: Resolver<Values> = async (values) => {
  const errors: FieldErrors<Values> = {};
  if (!values.name) errors.name = { type: 'required', message: 'Falta el nombre' };
  if (!values.city) errors.city = { type: 'required', message: 'Falta la ciudad' };
  if (!values.agree) errors.agree = { type: 'required', message: 'Acepta para seguir' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

type Options = {
  restore?: (paymentReturn: { id: string } | null) => WizardState<Values, Step>;
  persist?: (values: Values, step: Step) => void;
  paymentReturn?: PaymentReturn<{ id: string }>;
  check?: (values: Values) => boolean;
  send?: () => void;
  onWizard?: (wizard: StepWizard<Values, Values, Step, { id: string }>) => void;
};

function TestWizard({ restore = () => FRESH, persist = () => undefined, paymentReturn, check, send = () => undefined, onWizard }: Options) {
  const wizard = useStepWizard({ resolver, steps: [{ fields: ['name'], check }, { fields: ['city'] }, { fields: ['agree'] }], restore, persist, draftId: 'draftId', paymentReturn });
  useEffect(() => {
    onWizard?.(wizard);
  });
  const { step, field, headingRef, onSubmit, back } = wizard;
  const name = field('name', { trim: true });
  const city = field('city');
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>{`Paso ${step}`}</h2>
      <form noValidate onSubmit={onSubmit(send)}>
        {step === 1 ? <input aria-label="Nombre" aria-description={name.error} {...name.registration} /> : null}
        {step === 2 ? <input aria-label="Ciudad" aria-description={city.error} {...city.registration} /> : null}
        {step === 3 ? <input type="checkbox" aria-label="Acepto" {...field('agree').registration} /> : null}
        <button type="submit">Siguiente</button>
        <button type="button" onClick={back}>
          Anterior
        </button>
      </form>
    </>
  );
}

const renderWizard = (options: Options = {}, path = '/asistente') => renderRoutes([{ path: '/asistente', element: <TestWizard {...options} /> }], path);
const heading = () => screen.getByRole('heading', { level: 2 });

beforeEach(() => window.sessionStorage.clear());

describe('useStepWizard', () => {
  it('goes on only when the fields of the step validate, and moves focus to the new step heading', async () => {
    const { user } = renderWizard();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(heading()).toHaveTextContent('Paso 1');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Falta el nombre');
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());

    // The city of step 2 is empty too, but only the fields of step 1 count on step 1.
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Paso 2' })).toHaveFocus());
    expect(screen.getByLabelText('Ciudad')).not.toHaveAccessibleDescription('Falta la ciudad');

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana');
  });

  it("stays on a step whose fields validate when the step's own check says no", async () => {
    const check = jest.fn((values: Values) => values.name !== 'Nadie');
    const { user } = renderWizard({ check });

    await user.type(screen.getByLabelText('Nombre'), 'Nadie');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ name: 'Nadie' }));
    expect(heading()).toHaveTextContent('Paso 1');

    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Paso 2' })).toBeInTheDocument();
  });

  it('sends on the last form step only, and finds the earlier step an old draft leaves incomplete', async () => {
    const send = jest.fn();
    let wizard: StepWizard<Values, Values, Step, { id: string }> | undefined;
    const { user } = renderWizard({ send, restore: () => ({ step: 3, values: { ...FRESH.values, name: 'Ana' } }), onWizard: (current) => (wizard = current) });

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(send).toHaveBeenCalledTimes(1);

    let failing: number | null = null;
    await act(async () => {
      failing = (await wizard?.failingEarlierStep()) ?? null;
    });
    expect(failing).toBe(2);
    expect(await screen.findByRole('heading', { name: 'Paso 2' })).toBeInTheDocument();
  });

  it('shows each server message at its field, on the step of the first one, and never one for the draft id', async () => {
    let wizard: StepWizard<Values, Values, Step, { id: string }> | undefined;
    renderWizard({ restore: () => ({ ...FRESH, step: 3 }), onWizard: (current) => (wizard = current) });

    act(() =>
      wizard?.showServerFieldErrors([
        { field: 'draftId', message: 'Id inválido' },
        { field: 'city', message: 'Ciudad desconocida' },
        { field: 'otro', message: 'No es un campo' },
      ]),
    );

    expect(await screen.findByRole('heading', { name: 'Paso 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ciudad')).toHaveAccessibleDescription('Ciudad desconocida');
    expect(wizard?.form.getFieldState('draftId').error).toBeUndefined();
  });

  it('keeps the values and the step in the tab, and a reload resumes them', async () => {
    const draft = sessionDraft<WizardState<Values, Step>>('cdm:prueba');
    const restore = (): WizardState<Values, Step> => {
      const saved = draft.read();
      if (!saved) return FRESH;
      const { entry, values } = saved;
      return { step: draftStep<Step>(entry.step, 4), values: { ...FRESH.values, name: draftText(values.name, 100), city: draftText(values.city, 100) } };
    };
    const persist = (values: Values, step: Step) => draft.save({ values, step });
    const first = renderWizard({ restore, persist });
    await first.user.type(screen.getByLabelText('Nombre'), '  Ana  ');
    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await first.user.type(await screen.findByLabelText('Ciudad'), 'Zapopan');
    expect(draft.read()?.entry).toMatchObject({ step: 2, values: { name: 'Ana', city: 'Zapopan' } });
    first.view.unmount();

    const { user } = renderWizard({ restore, persist });

    expect(heading()).toHaveTextContent('Paso 2');
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Zapopan');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ana');
  });

  it('resumes the step the way back from the payment provider names, handles it once and drops the query string', async () => {
    const handle = jest.fn();
    const paymentReturn: PaymentReturn<{ id: string }> = { read: (params) => (params.get('pago') === 'ok' ? { id: params.get('id') ?? '' } : null), handle };
    const restore = (back: { id: string } | null): WizardState<Values, Step> => (back ? { step: 4, values: { ...FRESH.values, draftId: back.id } } : FRESH);

    const { router } = renderWizard({ paymentReturn, restore }, '/asistente?pago=ok&id=d-9');

    expect(heading()).toHaveTextContent('Paso 4');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(handle.mock.calls).toEqual([[{ id: 'd-9' }]]);
  });

  it('starts where the tab left it on an ordinary visit, with no return to handle', () => {
    const handle = jest.fn();
    renderWizard({ paymentReturn: { read: () => null, handle }, restore: (back) => (back ? { ...FRESH, step: 4 } : { ...FRESH, step: 2 }) });

    expect(heading()).toHaveTextContent('Paso 2');
    expect(handle).not.toHaveBeenCalled();
  });
});
