/** English texts of the engagement layer's refusals (spec 8); the web localizes by reason. */
export const ENGAGEMENT_MESSAGES = {
  popupNotFound: 'Pop-up not found',
  languageNotFound: 'Language not found',
} as const;
