import { VALIDATION_MESSAGES } from '@casino/contracts';

/**
 * English is the contracts' own text for each validation key (the server answers with it too), so the two
 * never drift; the other languages translate these keys with the same {{param}} placeholders.
 */
export const validation = VALIDATION_MESSAGES;
