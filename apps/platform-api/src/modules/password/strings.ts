/** English texts of the password module's errors; the web localizes by reason. */
export const PASSWORD_MESSAGES = {
  currentPasswordIncorrect: 'The current password is incorrect',
  verifyTokenInvalid: 'This reset link is no longer valid, please verify the OTP again',
} as const;
