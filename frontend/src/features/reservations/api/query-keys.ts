// Units and product types belong to the inventory context (its query keys start with 'inventory');
// this feature is the only screen that reads them so far, so their fetchers live here.
export const inventoryQueryKeys = {
  all: ['inventory'] as const,
  units: ['inventory', 'units'] as const,
  activeProductTypes: ['inventory', 'product-types', 'active'] as const,
};

export const reservationsQueryKeys = {
  all: ['reservations'] as const,
  mine: ['reservations', 'my-reservations'] as const,
  paymentIntent: (reservationId: string) => ['reservations', 'payment-intent', reservationId] as const,
};

export const reservationsMutationKeys = {
  create: ['reservations', 'create'] as const,
  block: ['reservations', 'block-temporary'] as const,
  cancel: ['reservations', 'cancel'] as const,
  confirmPayment: ['reservations', 'confirm-payment'] as const,
  sendQuotation: ['reservations', 'send-quotation-email'] as const,
};
