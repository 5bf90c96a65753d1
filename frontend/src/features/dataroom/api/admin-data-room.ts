import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DataRoomAccessList,
  DataRoomAdminList,
  DataRoomInvestorActivityList,
  DataRoomVisibility,
  UpdateDataRoomDocumentDto,
} from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { dataRoomQueryKeys } from './query-keys';

const BASE = '/api/admin/data-room';
const documentPath = (id: string) => `${BASE}/documents/${encodeURIComponent(id)}`;

export function getAdminDataRoom(signal?: AbortSignal): Promise<DataRoomAdminList> {
  return apiClient.get<DataRoomAdminList>(`${BASE}/documents`, { signal });
}

export function useAdminDataRoom() {
  return useQuery(queryOptions({ queryKey: dataRoomQueryKeys.adminDocuments, queryFn: ({ signal }) => getAdminDataRoom(signal) }));
}

export type DataRoomUploadValues = {
  title: string;
  folder: string;
  description: string;
  visibility: DataRoomVisibility;
  watermark: boolean;
  file: File;
};

type UploadResult = { id: string; version: number };

export function uploadDataRoomDocument({ file, watermark, ...fields }: DataRoomUploadValues): Promise<UploadResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('watermark', watermark ? 'true' : 'false');
  // The file last: the server reads the text fields before the bytes.
  form.append('file', file, file.name);
  return apiClient.post<UploadResult>(`${BASE}/documents`, form);
}

export function replaceDataRoomDocument({ id, file }: { id: string; file: File }): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.post<UploadResult>(`${documentPath(id)}/versions`, form);
}

export function updateDataRoomDocument({ id, ...details }: UpdateDataRoomDocumentDto & { id: string }): Promise<void> {
  return apiClient.put<void>(documentPath(id), details);
}

export function deleteDataRoomDocument(id: string): Promise<void> {
  return apiClient.delete<void>(documentPath(id));
}

/** Every change refreshes the staff list and whatever an investor tab of this browser shows. */
function useDataRoomMutation<TVariables, TResult>(name: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dataroom', 'admin', name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRoomQueryKeys.all }),
  });
}

export const useUploadDataRoomDocument = () => useDataRoomMutation('upload', uploadDataRoomDocument);
export const useReplaceDataRoomDocument = () => useDataRoomMutation('replace', replaceDataRoomDocument);
export const useUpdateDataRoomDocument = () => useDataRoomMutation('update', updateDataRoomDocument);
export const useDeleteDataRoomDocument = () => useDataRoomMutation('delete', deleteDataRoomDocument);

export type AccessFilter = { documentId?: string; investorId?: string };

export function getDataRoomAccesses(filter: AccessFilter, page: number, signal?: AbortSignal): Promise<DataRoomAccessList> {
  const query = new URLSearchParams({ page: String(page), pageSize: '25' });
  if (filter.documentId) query.set('documentId', filter.documentId);
  if (filter.investorId) query.set('investorId', filter.investorId);
  return apiClient.get<DataRoomAccessList>(`${BASE}/accesses?${query}`, { signal });
}

export function useDataRoomAccesses(filter: AccessFilter, page: number) {
  return useQuery(
    queryOptions({
      queryKey: dataRoomQueryKeys.accesses(filter, page),
      queryFn: ({ signal }) => getDataRoomAccesses(filter, page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

export function getDataRoomInvestors(page: number, signal?: AbortSignal): Promise<DataRoomInvestorActivityList> {
  return apiClient.get<DataRoomInvestorActivityList>(`${BASE}/investors?page=${page}&pageSize=25`, { signal });
}

export function useDataRoomInvestors(page: number) {
  return useQuery(
    queryOptions({ queryKey: dataRoomQueryKeys.investors(page), queryFn: ({ signal }) => getDataRoomInvestors(page, signal), placeholderData: keepPreviousData }),
  );
}
