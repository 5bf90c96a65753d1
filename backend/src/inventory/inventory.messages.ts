/** Every message of the inventory context that a person reads (es-MX). */
export const INVENTORY_MESSAGES = {
  productTypeNotFound: 'No encontramos ese producto.',
} as const;
