import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankAccountView,
  BankLineFilter,
  BankLineList,
  BankLineView,
  BankStatementList,
  BankStatementSummary,
  CsvMapping,
  PaymentTargetView,
  StatementFormat,
} from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { pagedListQueryOptions } from '@/lib/paged-list';
import { replaceRow, useRowMutation } from '@/lib/query-cache';

const BASE = '/api/admin/reconciliation';
export const reconciliationQueryKeys = {
  all: ['reconciliation'] as const,
  accounts: ['reconciliation', 'accounts'] as const,
  statements: ['reconciliation', 'statements'] as const,
  lines: (statementId: string) => ['reconciliation', 'lines', statementId] as const,
  targets: (search: string) => ['reconciliation', 'targets', search] as const,
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

export type LineAction =
  | { kind: 'apply'; id: string; target?: { kind: 'reservation' | 'partner'; id: string } }
  | { kind: 'ignore' | 'undo'; id: string; reason: string }
  | { kind: 'restore'; id: string };

function runLineAction(action: LineAction): Promise<BankLineView> {
  const path = `${BASE}/lines/${encodeURIComponent(action.id)}/${action.kind}`;
  if (action.kind === 'apply') return apiClient.post<BankLineView>(path, action.target ? { targetKind: action.target.kind, targetId: action.target.id } : {});
  if (action.kind === 'restore') return apiClient.post<BankLineView>(path, {});
  return apiClient.post<BankLineView>(path, { reason: action.reason });
}

/** A line's action: the saved line shows at once, then the summary and the figures are read again. */
export function useLineAction(statementId: string | null) {
  return useRowMutation({
    mutationKey: ['reconciliation', 'line-action'],
    mutationFn: runLineAction,
    listKey: reconciliationQueryKeys.lines(statementId ?? ''),
    merge: replaceRow,
    rereads: [reconciliationQueryKeys.lines(statementId ?? ''), reconciliationQueryKeys.statements],
  });
}

export const unmatchedCsvUrl = (statementId: string) => `${BASE}/statements/${encodeURIComponent(statementId)}/unmatched.csv`;
