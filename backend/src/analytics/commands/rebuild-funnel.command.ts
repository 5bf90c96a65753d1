/** Rebuilds the whole read model from the owners' records (the first time, and after a key change). */
export class RebuildFunnelCommand {
  constructor(readonly pageSize = 500) {}
}

export type RebuildFunnelResult = { ran: boolean; records: number; people: number; elapsedMs: number };
