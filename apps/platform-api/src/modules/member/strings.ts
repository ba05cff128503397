/** English names of the profile steps; the web shows its own translations by step_no. */
export const STEP_NAMES = {
  1: 'Verify phone number',
  2: 'Personal information',
  3: 'Bank account',
} as const;
