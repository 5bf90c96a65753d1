import { useMutation } from '@tanstack/react-query';
import type { SendQuotationEmailDto } from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { reservationsMutationKeys } from './query-keys';

/** Always to the signed-in investor's own email; the PDF is made on the server. */
export function sendQuotationEmail(body: SendQuotationEmailDto): Promise<{ sent: true }> {
  return apiClient.post<{ sent: true }>('/api/send-quotation-email', body);
}

export function useSendQuotationEmail() {
  return useMutation({ mutationKey: reservationsMutationKeys.sendQuotation, mutationFn: sendQuotationEmail });
}
