import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductTypeList, ProductTypeView } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { inventoryQueryKeys } from './query-keys';

/** GET /api/admin/product-types: every type, inactive ones included (a plain list or one page of it). */
export async function getAdminProductTypes(signal?: AbortSignal): Promise<ProductTypeView[]> {
  const answer = await apiClient.get<ProductTypeView[] | ProductTypeList>('/api/admin/product-types', { signal });
  return Array.isArray(answer) ? answer : answer.items;
}

export function getAdminProductTypesQueryOptions() {
  return queryOptions({
    queryKey: inventoryQueryKeys.adminProductTypes,
    queryFn: ({ signal }) => getAdminProductTypes(signal),
  });
}

export function useAdminProductTypes() {
  return useQuery(getAdminProductTypesQueryOptions());
}

const productPath = (id: string, field: 'price' | 'area' | 'status') => `/api/admin/product-types/${encodeURIComponent(id)}/${field}`;

/** Admin only (an advisor gets 403). The price is in whole pesos. */
export function updateProductPrice({ id, price }: { id: string; price: number }) {
  return apiClient.patch<ProductTypeView>(productPath(id, 'price'), { price });
}

/** Admin only. The area is in whole m². */
export function updateProductArea({ id, area }: { id: string; area: number }) {
  return apiClient.patch<ProductTypeView>(productPath(id, 'area'), { area });
}

/** Admin only. */
export function updateProductStatus({ id, isActive }: { id: string; isActive: boolean }) {
  return apiClient.patch<ProductTypeView>(productPath(id, 'status'), { isActive });
}

function useProductTypeMutation<TVariables>(name: string, mutationFn: (variables: TVariables) => Promise<ProductTypeView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['inventory', 'product-types', name],
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData<ProductTypeView[]>(inventoryQueryKeys.adminProductTypes, (types) =>
        types?.map((type) => (type.id === saved.id ? saved : type)),
      );
      // Prices, areas and active types feed the investor screens and the stats: read them all again.
      void queryClient.invalidateQueries({ queryKey: inventoryQueryKeys.all });
    },
  });
}

export const useUpdateProductPrice = () => useProductTypeMutation('update-price', updateProductPrice);
export const useUpdateProductArea = () => useProductTypeMutation('update-area', updateProductArea);
export const useUpdateProductStatus = () => useProductTypeMutation('update-status', updateProductStatus);
