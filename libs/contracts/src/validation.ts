/**
 * Validation messages in the schemas are stable keys, not prose: the web translates them through i18n
 * (`validation.<key>`), the server answers with the English text below. Parameters use `{{name}}`.
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  digits_only: 'Digits only',
  letters_digits_only: 'Letters and digits only, no special characters',
  at_least_one_letter: 'At least one letter',
  min_length: 'At least {{min}} characters',
  max_length: 'At most {{max}} characters',
  min_digits: 'At least {{min}} digits',
  max_digits: 'At most {{max}} digits',
  invalid_phone: 'Invalid phone number',
  invalid_email: 'Invalid email address',
  password_lowercase: 'At least one lowercase letter',
  password_uppercase: 'At least one uppercase letter',
  password_digit: 'At least one digit',
  password_mismatch: 'The passwords do not match',
  username_matches_phone: 'The username must be the phone number',
  accept_terms: 'You must be 18 or over and accept the terms and conditions',
  invalid_country: 'Choose a country',
  invalid_currency: 'Choose a currency',
  invalid_referral: 'Invalid referral code',
  invalid_value: 'Invalid value',
  otp_digits: 'Enter the 6-digit code',
  invalid_date: 'Invalid date',
  invalid_age: 'You must be over 18',
  invalid_account_length: 'The account number must have {{lengths}} digits',
  invalid_wallet_address: 'Invalid wallet address for this network',
  invalid_bank: 'Choose a bank',
} as const;
export type ValidationKey = keyof typeof VALIDATION_MESSAGES;

/** A schema message carrying a key and its parameters, e.g. `min_length|{"min":6}`. */
export function vmsg(key: ValidationKey, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function parseVmsg(
  message: string,
): { key: ValidationKey; params: Record<string, string | number> } | null {
  const [key, raw] = message.split('|', 2) as [string, string | undefined];
  if (!(key in VALIDATION_MESSAGES)) return null;
  return {
    key: key as ValidationKey,
    params: raw ? (JSON.parse(raw) as Record<string, string | number>) : {},
  };
}

/** English text of a schema message, for API error bodies and logs. */
export function englishMessage(message: string): string {
  const parsed = parseVmsg(message);
  if (!parsed) return message;
  return VALIDATION_MESSAGES[parsed.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(parsed.params[name] ?? ''),
  );
}
