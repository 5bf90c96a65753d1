import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GateStatus, LetterOfIntentResponse, SubmitLetterOfIntentResponse, UnlockGateDto } from '@cdm/contracts';
import { readAttribution } from '@/lib/attribution';
import { apiClient } from '@/lib/api-client';

// Query keys of the partners' portal, rooted at the leads feature.
export const letterOfIntentQueryKeys = {
  gate: ['leads', 'portal-gate'] as const,
  letter: ['leads', 'letter-of-intent'] as const,
};

/** GET /api/gates/portal: whether this browser session has unlocked the partners' portal (an httpOnly cookie). */
export function getPortalGate(signal?: AbortSignal): Promise<GateStatus> {
  return apiClient.get<GateStatus>('/api/gates/portal', { signal });
}

export function usePortalGate() {
  return useQuery(queryOptions({ queryKey: letterOfIntentQueryKeys.gate, queryFn: ({ signal }) => getPortalGate(signal), staleTime: Infinity }));
}

export function unlockPortal(body: UnlockGateDto): Promise<GateStatus> {
  return apiClient.post<GateStatus>('/api/gates/portal/unlock', body);
}

/** Sends the password; on success the gate reads as unlocked and the letter is asked for. */
export function useUnlockPortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['leads', 'portal-gate', 'unlock'],
    mutationFn: unlockPortal,
    onSuccess: (status) => {
      queryClient.setQueryData(letterOfIntentQueryKeys.gate, status);
      void queryClient.resetQueries({ queryKey: letterOfIntentQueryKeys.letter });
    },
  });
}

/** GET /api/letter-of-intent: answered only to an unlocked session (403 gate_locked otherwise). */
export function getLetterOfIntent(signal?: AbortSignal): Promise<LetterOfIntentResponse> {
  return apiClient.get<LetterOfIntentResponse>('/api/letter-of-intent', { signal });
}

export function useLetterOfIntent({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({ queryKey: letterOfIntentQueryKeys.letter, queryFn: ({ signal }) => getLetterOfIntent(signal), staleTime: Infinity }),
    enabled,
  });
}

export type LetterAcceptance = { name: string; email: string; ineFile: File; letterSha256: string };

/** POST /api/letter-submission, multipart as the spec's form sends it (public-site.md §7). */
export function submitLetterOfIntent({ name, email, ineFile, letterSha256 }: LetterAcceptance): Promise<SubmitLetterOfIntentResponse> {
  const form = new FormData();
  form.append('name', name);
  form.append('email', email);
  form.append('letterSha256', letterSha256);
  // How the visitor arrived, as JSON text in this multipart form.
  const attribution = readAttribution();
  if (attribution) form.append('attribution', JSON.stringify(attribution));
  form.append('ineFile', ineFile, ineFile.name);
  return apiClient.post<SubmitLetterOfIntentResponse>('/api/letter-submission', form);
}

export function useSubmitLetterOfIntent() {
  return useMutation({ mutationKey: ['leads', 'letter-submission', 'submit'], mutationFn: submitLetterOfIntent });
}
