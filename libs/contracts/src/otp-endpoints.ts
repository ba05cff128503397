import { defineEndpoint } from './endpoint';
import { noQuery, paginated } from './query';
import {
  MemberOtpRequest,
  OtpChallenge,
  OtpVerified,
  OtpVerifyRequest,
  RegisterOtpRequest,
  VerificationStatus,
} from './otp';

export const registerOtpRequest = defineEndpoint({
  service: 'otp-request',
  scope: 'pb',
  method: 'create',
  summary: "Send an SMS code to a phone about to register (register_type 'phone_otp').",
  body: RegisterOtpRequest,
  response: OtpChallenge,
});

export const publicOtpVerified = defineEndpoint({
  service: 'otp-verified',
  scope: 'pb',
  method: 'create',
  summary: 'Check a registration or forgot-password code; answers a one-time verifyToken.',
  body: OtpVerifyRequest,
  response: OtpVerified,
});

export const memberOtpRequest = defineEndpoint({
  service: 'otp-request',
  scope: 'mb',
  method: 'create',
  summary: "Send a code to the member's phone (sms) or email (profile step 1).",
  body: MemberOtpRequest,
  response: OtpChallenge,
});

export const memberOtpVerified = defineEndpoint({
  service: 'otp-verified',
  scope: 'mb',
  method: 'create',
  summary: "Check the member's code; marks the phone or email verified.",
  body: OtpVerifyRequest,
  response: OtpVerified,
});

export const otpStatusFind = defineEndpoint({
  service: 'otp-status',
  scope: 'mb',
  method: 'find',
  summary: 'Verified flags of phone and email, the OTP status list and the verification state.',
  query: noQuery,
  response: paginated(VerificationStatus),
});
