import { DurableEvent } from '../../platform/outbox';

// Published in the transaction of the change. Ids only; the listener reads the rest.

/** A contract was generated (a reservation became active, or staff regenerated it): the investor may sign. */
@DurableEvent('contracts.contract-ready')
export class ContractReadyEvent {
  constructor(readonly contractId: string) {}
}

/** A signing code was issued; the code travels sealed to the email that carries it. */
@DurableEvent('contracts.signing-code-issued', { sealed: ['code'] })
export class ContractSigningCodeIssuedEvent {
  constructor(
    readonly contractId: string,
    readonly codeId: string,
    readonly code: string,
  ) {}
}

/** The investor signed: staff are told a countersignature is waiting. */
@DurableEvent('contracts.signed-by-investor')
export class ContractSignedByInvestorEvent {
  constructor(readonly contractId: string) {}
}

/** Both parties signed and the document is sealed: each party gets the signed copy. */
@DurableEvent('contracts.contract-sealed')
export class ContractSealedEvent {
  constructor(readonly contractId: string) {}
}

/** Staff cancelled a contract before it was sealed (or it ended with its reservation): the investor is told it can no longer be signed. */
@DurableEvent('contracts.contract-cancelled')
export class ContractCancelledEvent {
  constructor(readonly contractId: string) {}
}

/** A signed contract was rescinded with its reservation (refund, undo of its deposit): both parties are told, with the date. */
@DurableEvent('contracts.contract-rescinded')
export class ContractRescindedEvent {
  constructor(readonly contractId: string) {}
}
