import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeckSlide, DeckSlidesResponse } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { deckQueryKeys } from './query-keys';

/** GET /api/deck/slides: answered only to an unlocked session (403 gate_locked otherwise). */
export async function getDeckSlides(signal?: AbortSignal): Promise<DeckSlide[]> {
  return (await apiClient.get<DeckSlidesResponse>('/api/deck/slides', { signal })).slides;
}

export function getDeckSlidesQueryOptions() {
  return queryOptions({
    queryKey: deckQueryKeys.slides,
    queryFn: ({ signal }) => getDeckSlides(signal),
    staleTime: Infinity,
  });
}

export function useDeckSlides({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getDeckSlidesQueryOptions(), enabled });
}
