/** English texts of the profile module; the web localizes by reason, validation key and step_no. */
export const PROFILE_MESSAGES = {
  profileIncomplete: 'Please complete your profile first',
  required: 'This field is required',
  bankAccountTaken: 'This account is already registered to another member',
  payoutLocked: 'Your payout account is already set; please contact support to change it',
  notYourProfile: 'You can only change your own profile',
} as const;

export const STEP_NAMES = {
  1: 'Verify phone and email',
  2: 'Personal and bank information',
  3: 'Contact us about free credit',
} as const;
