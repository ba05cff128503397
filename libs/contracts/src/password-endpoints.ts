import { defineEndpoint } from './endpoint';
import { AuthResult } from './entities/auth';
import {
  ChangePasswordRequest,
  ForgotPasswordOtp,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ResetPasswordResult,
} from './password';

export const changePassword = defineEndpoint({
  service: 'member-change-password',
  scope: 'mb',
  method: 'create',
  summary: 'Change the password: ends every session and answers a new one (token and cookie).',
  body: ChangePasswordRequest,
  response: AuthResult,
});

export const forgotPassword = defineEndpoint({
  service: 'forgot-password',
  scope: 'pb',
  method: 'create',
  summary: "Send a reset code by SMS to the username's phone.",
  body: ForgotPasswordRequest,
  response: ForgotPasswordOtp,
});

export const resetPassword = defineEndpoint({
  service: 'reset-password',
  scope: 'pb',
  method: 'create',
  summary: 'Set a new password with the verifyToken of otp-verified; ends every session.',
  body: ResetPasswordRequest,
  response: ResetPasswordResult,
});
