import { SIMULATED_TEST_CARDS } from '@cdm/contracts';

// What the card form shows (es-MX), for every flow that takes a card payment.
export const cardPaymentTexts = {
  heading: 'Datos de pago',
  amount: 'Monto a cargar',
  loading: 'Preparando el formulario de pago…',
  configError: 'No se pudo cargar el formulario de pago.',
  stripeError: 'No se pudo conectar con el procesador de pagos. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  processing: 'Procesando...',
  failedFallback: 'Hubo un problema al procesar tu pago. Por favor intenta de nuevo.',
  secure: 'Tus datos de tarjeta se envían directamente al procesador de pagos; no los guardamos.',
  testMode: {
    title: 'Modo de prueba',
    description: 'No se hará ningún cargo real. Usa una de estas tarjetas de prueba, cualquier fecha futura y cualquier CVC de 3 dígitos:',
    cards: [
      { number: SIMULATED_TEST_CARDS.succeeds, result: 'pago aprobado' },
      { number: SIMULATED_TEST_CARDS.declined, result: 'pago rechazado' },
    ],
  },
  fields: {
    cardNumber: 'Número de tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvc: 'CVC',
  },
  placeholders: {
    cardNumber: '4242 4242 4242 4242',
    expiry: 'MM/AA',
    cvc: '123',
  },
} as const;
