// Query keys of the data room: every key starts with 'dataroom'.
export const dataRoomQueryKeys = {
  all: ['dataroom'] as const,
  listing: ['dataroom', 'listing'] as const,
  admin: ['dataroom', 'admin'] as const,
  adminDocuments: ['dataroom', 'admin', 'documents'] as const,
  accesses: (filter: { documentId?: string; investorId?: string }, page: number) => ['dataroom', 'admin', 'accesses', filter, page] as const,
  investors: (page: number) => ['dataroom', 'admin', 'investors', page] as const,
};
