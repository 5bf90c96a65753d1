import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockTemporaryDto, BlockTemporaryResponse, CreateUnitReservationDto, CreateUnitReservationResponse } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { refreshAfterUnitChange } from './invalidate';
import { reservationsMutationKeys } from './query-keys';

/** The card route: holds the unit while the deposit is paid. 409 when someone else holds it. */
export function createUnitReservation(body: CreateUnitReservationDto): Promise<CreateUnitReservationResponse> {
  return apiClient.post<CreateUnitReservationResponse>('/api/unit-reservations', body);
}

export function useCreateUnitReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reservationsMutationKeys.create,
    mutationFn: createUnitReservation,
    onSettled: () => refreshAfterUnitChange(queryClient),
  });
}

/** Bank transfer (with a reference) or the cancel route (without): blocks the unit for the block setting. */
export function blockUnitTemporarily(body: BlockTemporaryDto): Promise<BlockTemporaryResponse> {
  return apiClient.post<BlockTemporaryResponse>('/api/units/block-temporary', body);
}

export function useBlockUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reservationsMutationKeys.block,
    mutationFn: blockUnitTemporarily,
    onSettled: () => refreshAfterUnitChange(queryClient),
  });
}

/** Leaves without saving: releases the unit held for the card payment. */
export function cancelUnitReservation(reservationId: string): Promise<void> {
  return apiClient.post<void>(`/api/unit-reservations/${encodeURIComponent(reservationId)}/cancel`, {});
}

export function useCancelUnitReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reservationsMutationKeys.cancel,
    mutationFn: cancelUnitReservation,
    onSettled: () => refreshAfterUnitChange(queryClient),
  });
}
