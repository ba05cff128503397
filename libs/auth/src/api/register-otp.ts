import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { otpApi } from '@casino/contracts';
import type { OtpVerifyRequest, RegisterOtpRequest } from '@casino/contracts';

/** register_type 'phone_otp': an SMS code to the phone about to register (silent: the dialog shows failures). */
export function useRequestRegisterOtp() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: RegisterOtpRequest) =>
      client.create(otpApi.registerOtpRequest, body, { silent: true }),
  });
}

/** Checks the code; the answer's verifyToken goes to users-register as `otp_verify_token`. */
export function useVerifyRegisterOtp() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: OtpVerifyRequest) => client.create(otpApi.publicOtpVerified, body, { silent: true }),
  });
}
