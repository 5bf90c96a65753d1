import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvestorLoginResponse,
  InvestorPasswordDto,
  InvestorPasswordResponse,
  InvestorPasswordStatusResponse,
  InvestorSessionResponse,
} from '@cdm/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { identityQueryKeys } from './query-keys';

/** The signed-in investor, or null when there is no investor session (401). */
export async function getInvestorSession(signal?: AbortSignal): Promise<InvestorSessionResponse | null> {
  try {
    return await apiClient.get<InvestorSessionResponse>('/api/investor-session', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function getInvestorSessionQueryOptions() {
  return queryOptions({
    queryKey: identityQueryKeys.investorSession,
    queryFn: ({ signal }) => getInvestorSession(signal),
    staleTime: Infinity,
  });
}

/** `enabled: false` asks nothing yet (a page that needs the session only later, e.g. after a payment). */
export function useInvestorSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInvestorSessionQueryOptions(), enabled });
}

export type InvestorSignInValues = { username: string; password: string };

export type InvestorSignInResult =
  | { kind: 'password-required' }
  | { kind: 'signed-in'; session: InvestorSessionResponse }
  | { kind: 'setup-link-sent' };

/**
 * investor-portal.md §5: the status call decides whether the password may stay blank (an account that still
 * needs its password set up). Such an account is not signed in: the server emails it a set-up link.
 */
export async function signInInvestor({ username, password }: InvestorSignInValues): Promise<InvestorSignInResult> {
  const { needsPasswordSetup } = await apiClient.post<InvestorPasswordStatusResponse>('/api/investor-password-status', { username });
  if (!needsPasswordSetup && password === '') return { kind: 'password-required' };

  const response = await apiClient.post<InvestorLoginResponse>('/api/investor-login', password === '' ? { username } : { username, password });
  if (!response.success) return { kind: 'setup-link-sent' };
  return { kind: 'signed-in', session: { investor: response.investor, needsPasswordSetup: response.needsPasswordSetup } };
}

export function useInvestorSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['identity', 'investor-sign-in'],
    mutationFn: signInInvestor,
    onSuccess: (result) => {
      if (result.kind === 'signed-in') queryClient.setQueryData(identityQueryKeys.investorSession, result.session);
    },
  });
}

export function signOutInvestor(): Promise<void> {
  return apiClient.post<void>('/api/investor-logout', {});
}

export function useInvestorSignOut() {
  const queryClient = useQueryClient();
  const forget = () => {
    queryClient.setQueryData(identityQueryKeys.investorSession, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== identityQueryKeys.investorSession[1] });
  };
  return useMutation({
    mutationKey: ['identity', 'investor-sign-out'],
    mutationFn: signOutInvestor,
    onSuccess: forget,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) forget();
    },
  });
}

/** Creates the password (set-up, without currentPassword) or changes it (with currentPassword). */
export function saveInvestorPassword(body: InvestorPasswordDto): Promise<InvestorPasswordResponse> {
  return apiClient.post<InvestorPasswordResponse>('/api/investor-password', body);
}

export function useSaveInvestorPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['identity', 'investor-password'],
    mutationFn: saveInvestorPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityQueryKeys.investorSession }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) queryClient.setQueryData(identityQueryKeys.investorSession, null);
    },
  });
}

export function redeemSetupLink(token: string): Promise<InvestorSessionResponse> {
  return apiClient.post<InvestorSessionResponse>('/api/investor-setup-link/redeem', { token });
}

export function useRedeemSetupLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['identity', 'setup-link', 'redeem'],
    mutationFn: redeemSetupLink,
    onSuccess: (session) => queryClient.setQueryData(identityQueryKeys.investorSession, session),
  });
}
