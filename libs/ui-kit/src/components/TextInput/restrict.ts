/** Spec section 5 input restriction modes. */
export const RESTRICTION_MODES = [
  'alpha',
  'alpha-space',
  'alphanumeric',
  'numeric',
  'tel',
  'decimal',
] as const;
export type RestrictionMode = (typeof RESTRICTION_MODES)[number];

// Letters of any script (Thai, Chinese, ...) with their combining marks; digits are ASCII only.
const NOT_ALPHA = /[^\p{L}\p{M}]/gu;
const NOT_ALPHA_SPACE = /[^\p{L}\p{M} ]/gu;
const NOT_ALPHANUMERIC = /[^\p{L}\p{M}0-9]/gu;
const NOT_DIGIT = /[^0-9]/g;

/** Removes every character the mode does not allow; typed and pasted text go through the same filter. */
export function restrictValue(value: string, mode: RestrictionMode): string {
  switch (mode) {
    case 'alpha':
      return value.replace(NOT_ALPHA, '');
    case 'alpha-space':
      return value.replace(NOT_ALPHA_SPACE, '');
    case 'alphanumeric':
      return value.replace(NOT_ALPHANUMERIC, '');
    case 'numeric':
      return value.replace(NOT_DIGIT, '');
    case 'tel': {
      // Digits, with a + allowed only as the first character (an international prefix).
      const leadingPlus = value.trimStart().startsWith('+') ? '+' : '';
      return leadingPlus + value.replace(NOT_DIGIT, '');
    }
    case 'decimal': {
      const cleaned = value.replace(/[^0-9.]/g, '');
      const dot = cleaned.indexOf('.');
      return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
    }
  }
}

/** The on-screen keyboard that fits each mode on phones. */
export const inputModeFor: Record<RestrictionMode, 'text' | 'numeric' | 'tel' | 'decimal'> = {
  alpha: 'text',
  'alpha-space': 'text',
  alphanumeric: 'text',
  numeric: 'numeric',
  tel: 'tel',
  decimal: 'decimal',
};
