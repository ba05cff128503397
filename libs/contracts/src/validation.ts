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
  amount_positive: 'The amount must be more than 0',
  amount_min: 'The amount must be at least {{min}}',
  amount_max: 'The amount must be at most {{max}}',
  amount_above_balance: 'The amount is more than your balance',
  max_decimals: 'At most {{decimals}} decimal places',
  image_type: 'The image must be a JPEG, PNG or WebP file',
  image_too_large: 'The image must be at most {{max}} MB',
  deposit_limit_daily: 'This is over your daily deposit limit: you can deposit {{left}} more today',
  deposit_limit_weekly: 'This is over your weekly deposit limit: you can deposit {{left}} more this week',
  deposit_limit_monthly: 'This is over your monthly deposit limit: you can deposit {{left}} more this month',
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `At least {{min}} digits` → /^At least (.+?) digits$/ with the parameter names in order. */
const englishPatterns = Object.entries(VALIDATION_MESSAGES).map(([key, text]) => {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  return { key: key as ValidationKey, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * The inverse of `englishMessage`: the server answers field errors in English, and turning them back into
 * schema messages lets a form show them in the page's language. Any other text is returned unchanged.
 */
export function messageFromEnglish(text: string): string {
  for (const { key, names, pattern } of englishPatterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (names.length === 0) return vmsg(key);
    return vmsg(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
  }
  return text;
}
