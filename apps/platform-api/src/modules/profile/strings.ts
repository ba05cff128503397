/** English texts of the profile module's errors; the web localizes by reason and validation key. */
export const PROFILE_MESSAGES = {
  profileIncomplete: 'Please complete your profile first',
  required: 'This field is required',
} as const;
