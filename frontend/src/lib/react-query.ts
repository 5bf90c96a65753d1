import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from './api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

type AsyncFn = (variables: never) => Promise<unknown>;

export type MutationConfig<TFn extends AsyncFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<TFn>>, ApiError, Parameters<TFn>[0]>,
  'mutationFn'
>;
