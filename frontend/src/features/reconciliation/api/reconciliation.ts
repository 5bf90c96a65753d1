import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankAccountView,
  BankLineFilter,
  BankLineList,
  BankLineView,
  BankStatementList,
  BankStatementSummary,
  CsvMapping,
  MoneyToReturnList,
  PaymentTargetView,
  StatementFormat,
} from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { moneyQueryKeys } from '@/lib/money';
import { pagedListQueryOptions } from '@/lib/paged-list';
import { replaceRow, useRowMutation } from '@/lib/query-cache';

const BASE = '/api/admin/reconciliation';
export const reconciliationQueryKeys = {
  all: ['reconciliation'] as const,
  accounts: ['reconciliation', 'accounts'] as const,
  statements: ['reconciliation', 'statements'] as const,
  lines: (statementId: string) => ['reconciliation', 'lines', statementId] as const,
  targets: (search: string) => ['reconciliation', 'targets', search] as const,
  toReturn: ['reconciliation', 'to-return'] as const,
};

export const useBankAccounts = () => useQuery({ queryKey: reconciliationQueryKeys.accounts, queryFn: ({ signal }) => apiClient.get<BankAccountView[]>(`${BASE}/accounts`, { signal }) });

export const useStatements = () =>
  useQuery(pagedListQueryOptions<BankStatementList>(reconciliationQueryKeys.statements, `${BASE}/statements`, { page: 1, pageSize: 50 }));

export type LineListParams = { filter: BankLineFilter; page: number; pageSize: number };

export const useStatementLines = (statementId: string | null, params: LineListParams) =>
  useQuery({
    ...pagedListQueryOptions<BankLineList>([...reconciliationQueryKeys.lines(statementId ?? ''), params], `${BASE}/statements/${encodeURIComponent(statementId ?? '')}/lines`, params),
    enabled: statementId !== null,
  });

export const usePaymentTargets = (search: string) =>
  useQuery({
    queryKey: reconciliationQueryKeys.targets(search),
    queryFn: ({ signal }) => apiClient.get<PaymentTargetView[]>(`${BASE}/targets?q=${encodeURIComponent(search)}`, { signal }),
    enabled: search.length >= 2,
  });

export type UploadStatementInput = { accountNumber: string; format: StatementFormat; file: File; mapping: CsvMapping | null };

/** Saves the account's CSV columns when given, then uploads; the statements and accounts are read again. */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reconciliation', 'upload'],
    mutationFn: async ({ accountNumber, format, file, mapping }: UploadStatementInput) => {
      if (mapping) await apiClient.put<BankAccountView>(`${BASE}/accounts/${encodeURIComponent(accountNumber)}/csv-mapping`, mapping);
      const form = new FormData();
      form.set('accountNumber', accountNumber);
      form.set('format', format);
      form.set('file', file, file.name);
      return apiClient.post<BankStatementSummary>(`${BASE}/statements`, form);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: reconciliationQueryKeys.statements }), queryClient.invalidateQueries({ queryKey: reconciliationQueryKeys.accounts })]),
  });
}

export type LineTarget = { kind: 'reservation' | 'partner'; id: string };

/**
 * What staff do with a line. `toReturn`: apply it although its target takes none of it (a deposit paid
 * already), all of it kept to return. `rescindContract`: undo the payment of a deposit whose contract
 * someone signed, rescinding it (admins).
 */
export type LineAction =
  | { kind: 'apply'; id: string; target?: LineTarget; toReturn?: true }
  | { kind: 'ignore'; id: string; reason: string }
  | { kind: 'undo'; id: string; reason: string; rescindContract?: true }
  | { kind: 'restore'; id: string };

function runLineAction(action: LineAction): Promise<BankLineView> {
  const path = `${BASE}/lines/${encodeURIComponent(action.id)}/${action.kind}`;
  if (action.kind === 'apply')
    return apiClient.post<BankLineView>(path, {
      ...(action.target ? { targetKind: action.target.kind, targetId: action.target.id } : {}),
      ...(action.toReturn ? { toReturn: true } : {}),
    });
  if (action.kind === 'restore') return apiClient.post<BankLineView>(path, {});
  if (action.kind === 'undo') return apiClient.post<BankLineView>(path, { reason: action.reason, ...(action.rescindContract ? { rescindContract: true } : {}) });
  return apiClient.post<BankLineView>(path, { reason: action.reason });
}

/**
 * A line's action: the saved line shows at once, then the summary, the figures, the money to return
 * and the money views are read again.
 */
export function useLineAction(statementId: string | null) {
  return useRowMutation({
    mutationKey: ['reconciliation', 'line-action'],
    mutationFn: runLineAction,
    listKey: reconciliationQueryKeys.lines(statementId ?? ''),
    merge: replaceRow,
    rereads: [reconciliationQueryKeys.lines(statementId ?? ''), reconciliationQueryKeys.statements, reconciliationQueryKeys.toReturn, moneyQueryKeys.all],
  });
}

export type ToReturnParams = { page: number; pageSize: number };

/** The money waiting to go back to its payer or to be re-assigned, a page at a time, with its total. */
export const useMoneyToReturn = (params: ToReturnParams) =>
  useQuery(pagedListQueryOptions<MoneyToReturnList>([...reconciliationQueryKeys.toReturn, params], `${BASE}/to-return`, params));

/** Admins: the money went back to its payer (`returned`), or belongs to another block or partner (`reassign`); both with the reason. */
export type SettleToReturn = { kind: 'returned'; entryId: string; reason: string } | { kind: 'reassign'; entryId: string; reason: string; target: LineTarget };

function settleToReturn(action: SettleToReturn): Promise<{ ok: true }> {
  const path = `${BASE}/to-return/${encodeURIComponent(action.entryId)}/${action.kind}`;
  if (action.kind === 'returned') return apiClient.post<{ ok: true }>(path, { reason: action.reason });
  return apiClient.post<{ ok: true }>(path, { reason: action.reason, targetKind: action.target.kind, targetId: action.target.id });
}

/** Settling money to return: the list and its total, the statements' figures, the lines and the money views are read again. */
export function useSettleToReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reconciliation', 'settle-to-return'],
    mutationFn: settleToReturn,
    onSettled: () =>
      Promise.all(
        [reconciliationQueryKeys.toReturn, reconciliationQueryKeys.statements, ['reconciliation', 'lines'], moneyQueryKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const unmatchedCsvUrl = (statementId: string) => `${BASE}/statements/${encodeURIComponent(statementId)}/unmatched.csv`;
