import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { GateStatus, UnlockGateDto } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { deckQueryKeys } from './query-keys';

/** GET /api/gates/deck: whether this browser session has unlocked the presentation (an httpOnly cookie). */
export function getDeckGate(signal?: AbortSignal): Promise<GateStatus> {
  return apiClient.get<GateStatus>('/api/gates/deck', { signal });
}

export function getDeckGateQueryOptions() {
  return queryOptions({
    queryKey: deckQueryKeys.gate,
    queryFn: ({ signal }) => getDeckGate(signal),
    staleTime: Infinity,
  });
}

export function useDeckGate() {
  return useQuery(getDeckGateQueryOptions());
}

export function unlockDeck(body: UnlockGateDto): Promise<GateStatus> {
  return apiClient.post<GateStatus>('/api/gates/deck/unlock', body);
}

/**
 * Sends the password; on success the gate reads as unlocked and the slides are asked for again.
 * Not useMutation: importing it from this chunk alone made the bundler move its runtime helpers out
 * of the entry chunk, one more request for the landing page.
 */
export function useUnlockDeck() {
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  const inFlight = useRef(false);

  const unlock = useCallback(
    async (body: UnlockGateDto): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setIsPending(true);
      try {
        queryClient.setQueryData(deckQueryKeys.gate, await unlockDeck(body));
        // Slides refused before (an expired unlock) are asked for again.
        void queryClient.resetQueries({ queryKey: deckQueryKeys.slides });
      } finally {
        inFlight.current = false;
        setIsPending(false);
      }
    },
    [queryClient],
  );

  return { unlock, isPending };
}
