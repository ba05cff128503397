import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { otpApi, passwordApi } from '@casino/contracts';
import type { ForgotPasswordRequest, OtpVerifyRequest, ResetPasswordRequest } from '@casino/contracts';

/** Silent: the forgot-password page shows the failure next to the username. */
export function requestPasswordReset(client: ApiClient, body: ForgotPasswordRequest) {
  return client.create(passwordApi.forgotPassword, body, { silent: true });
}

export function useRequestPasswordReset() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ForgotPasswordRequest) => requestPasswordReset(client, body) });
}

/** Checks the SMS code; the answer's verifyToken is what the reset step sends. */
export function verifyResetOtp(client: ApiClient, body: OtpVerifyRequest) {
  return client.create(otpApi.publicOtpVerified, body, { silent: true });
}

export function useVerifyResetOtp() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: OtpVerifyRequest) => verifyResetOtp(client, body) });
}

/** The last step: the new password, with the verifyToken that otp-verified answered. */
export function resetPassword(client: ApiClient, body: ResetPasswordRequest) {
  return client.create(passwordApi.resetPassword, body, { silent: true });
}

export function useResetPassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(client, body) });
}
