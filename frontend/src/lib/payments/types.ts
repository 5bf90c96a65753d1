import type { ReactNode } from 'react';

export type CardPaymentProps = {
  /** The provider's intent secret, from the endpoint that created the payment. */
  clientSecret: string;
  /** Absolute URL the provider sends the person back to after a redirect (3-D Secure). */
  returnUrl: string;
  amountCentavos: number;
  /** Label of the button that charges the card, e.g. 'Confirmar Depósito'. */
  submitLabel: string;
  /** Called once the card is charged; the button stays busy until its promise settles. */
  onSucceeded: () => void | Promise<unknown>;
  /** The provider's message (a declined card), or a generic one. */
  onFailed: (message: string) => void;
  /** The caller's own work is running: the button stays busy and disabled. */
  busy?: boolean;
  /** Rendered before the submit button, e.g. 'Anterior'. */
  secondaryAction?: ReactNode;
};
