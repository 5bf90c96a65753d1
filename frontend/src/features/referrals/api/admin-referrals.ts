import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralAccount, ReferralLedger } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';

// The staff side of the referral program (/admin "Referidos"). Only types come from the referrals
// contracts: their DTO classes carry class-validator decorators the browser does not need here.

export const adminReferralsQueryKeys = {
  all: ['referrals', 'admin'] as const,
  accounts: ['referrals', 'admin', 'accounts'] as const,
  ledger: (investorId: string) => ['referrals', 'admin', 'ledger', investorId] as const,
};

/** GET /api/admin/referrals: every investor with a referral code, with referrals and balance. */
export function getReferralAccounts(signal?: AbortSignal): Promise<ReferralAccount[]> {
  return apiClient.get<ReferralAccount[]>('/api/admin/referrals', { signal });
}

export function getReferralAccountsQueryOptions() {
  return queryOptions({ queryKey: adminReferralsQueryKeys.accounts, queryFn: ({ signal }) => getReferralAccounts(signal) });
}

export function useReferralAccounts() {
  return useQuery(getReferralAccountsQueryOptions());
}

/** GET /api/admin/referrals/:investorId/ledger: the investor's credit entries, oldest first, and the balance. */
export function getReferralLedger(investorId: string, signal?: AbortSignal): Promise<ReferralLedger> {
  return apiClient.get<ReferralLedger>(`/api/admin/referrals/${encodeURIComponent(investorId)}/ledger`, { signal });
}

export function getReferralLedgerQueryOptions(investorId: string) {
  return queryOptions({ queryKey: adminReferralsQueryKeys.ledger(investorId), queryFn: ({ signal }) => getReferralLedger(investorId, signal) });
}

export function useReferralLedger(investorId: string) {
  return useQuery(getReferralLedgerQueryOptions(investorId));
}

export type CreditAdjustment = { investorId: string; amountCentavos: number; reason: string };

/** Admin only (an advisor gets 403): a manual entry, negative to deduct. Answers the investor's ledger. */
export function addCreditAdjustment(adjustment: CreditAdjustment): Promise<ReferralLedger> {
  return apiClient.post<ReferralLedger>('/api/admin/referrals/adjustments', adjustment);
}

export type SaleReversal = { reservationId: string; reason: string };

/** Admin only: reverses the credits a cancelled sale earned (referrer and buyer). 404 when it earned none. */
export function reverseSaleCredits(reversal: SaleReversal): Promise<{ reversed: number }> {
  return apiClient.post<{ reversed: number }>('/api/admin/referrals/reversals', reversal);
}

export function useAddCreditAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['referrals', 'admin', 'adjustment'],
    mutationFn: addCreditAdjustment,
    onSuccess: (ledger) => {
      queryClient.setQueryData(adminReferralsQueryKeys.ledger(ledger.investorId), ledger);
      queryClient.setQueryData<ReferralAccount[]>(adminReferralsQueryKeys.accounts, (accounts) =>
        accounts?.map((account) => (account.investorId === ledger.investorId ? { ...account, balanceCentavos: ledger.balanceCentavos } : account)),
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminReferralsQueryKeys.all }),
  });
}

export function useReverseSaleCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['referrals', 'admin', 'reversal'],
    mutationFn: reverseSaleCredits,
    // Both parties of the sale (referrer and buyer) get an entry: every ledger and balance may move.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminReferralsQueryKeys.all }),
  });
}
