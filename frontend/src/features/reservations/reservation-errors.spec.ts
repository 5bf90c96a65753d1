import { ApiError } from '@/lib/api-client';
import { reservationErrorMessage, reservationPaymentFailure } from './reservation-errors';

describe('reservation payment failure (investor-portal.md §8)', () => {
  it("reads the spec's message with the provider's reason beneath it", () => {
    expect(reservationPaymentFailure('Tu tarjeta fue rechazada.')).toEqual({
      title: 'Error procesando el pago. Por favor intenta de nuevo.',
      description: 'Tu tarjeta fue rechazada.',
    });
    expect(reservationPaymentFailure('  Tu tarjeta no tiene fondos suficientes. ')).toEqual({
      title: 'Error procesando el pago. Por favor intenta de nuevo.',
      description: 'Tu tarjeta no tiene fondos suficientes.',
    });
  });

  it('reads only the spec message when the provider gave no reason of its own', () => {
    for (const nothing of [undefined, '', '   ', 'Hubo un problema al procesar tu pago. Por favor intenta de nuevo.', 'Error procesando el pago. Por favor intenta de nuevo.']) {
      expect(reservationPaymentFailure(nothing)).toEqual({ title: 'Error procesando el pago. Por favor intenta de nuevo.' });
    }
  });
});

describe('a unit someone holds', () => {
  it("shows the server's own message: 'no está disponible' for everybody but the holder", () => {
    const taken = new ApiError({ status: 409, code: 'unit_unavailable', message: 'La unidad A2P no está disponible. Por favor selecciona otra unidad.' });
    expect(reservationErrorMessage(taken, 'A2P')).toBe('La unidad A2P no está disponible. Por favor selecciona otra unidad.');
  });
});
