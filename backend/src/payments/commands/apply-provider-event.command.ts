import type { ProviderEvent } from '../gateways/payment-gateway';

/** Applies one verified provider event once: its id is stored with the change it causes. */
export class ApplyProviderEventCommand {
  constructor(readonly event: ProviderEvent) {}
}

export type ApplyProviderEventResult = { applied: boolean };
