import { useMutation } from '@tanstack/react-query';
import type {
  InvestorApplicationDto,
  InvestorApplicationResponse,
  PaymentSuccessResponse,
  ValidateReferralCodeResponse,
} from '@cdm/contracts';
import { apiClient } from '@/lib/api-client';
import { withAttribution } from '@/lib/attribution';

/**
 * POST /api/investor-application. 201 with direct access (a valid referral code: the server opened
 * the investor account and its session) or the deposit's client secret; 409 `application_in_review`
 * when another open application uses the email; 400 `invalid_referral_code` for a bad code. It carries
 * how the visitor arrived.
 */
export function submitApplication(body: InvestorApplicationDto): Promise<InvestorApplicationResponse> {
  return apiClient.post<InvestorApplicationResponse>('/api/investor-application', withAttribution(body));
}

export function useSubmitApplication() {
  return useMutation({ mutationKey: ['applications', 'submit'], mutationFn: submitApplication });
}

/** POST /api/validate-referral-code: always 200 with {valid, error, referralData}. */
export function validateReferralCode(code: string): Promise<ValidateReferralCodeResponse> {
  return apiClient.post<ValidateReferralCodeResponse>('/api/validate-referral-code', { code });
}

/**
 * POST /api/payment-success: only asks the server to check the deposit again with the provider (its
 * webhook is the source of truth), so the answer is not waited for and a failure changes nothing.
 */
export function reportPaymentSuccess(applicationId: string): void {
  apiClient.post<PaymentSuccessResponse>('/api/payment-success', { applicationId }).catch(() => undefined);
}
