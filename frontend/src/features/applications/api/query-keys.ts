// Query keys of the applications context: every key starts with 'applications'.
export type ApplicationListParams = { page: number; pageSize: number; search: string };

export const applicationsQueryKeys = {
  admin: ['applications', 'admin'] as const,
  adminList: (params: ApplicationListParams) => ['applications', 'admin', params] as const,
};
