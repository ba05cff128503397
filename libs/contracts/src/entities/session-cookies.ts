/**
 * The session's two cookies, named after the brand's `web_name`. `{web_name}.jwt` holds the token and is
 * HttpOnly: no script reads it. `{web_name}.session` is set and cleared beside it and says only "a session
 * may be here": the page reads it to know that a visitor without one need not ask the API who they are.
 * It carries no secret (forging it earns a 401, which clears both).
 */
export function sessionCookieNames(webName: string) {
  return { token: `${webName}.jwt`, hint: `${webName}.session` } as const;
}

/** The value of the `{web_name}.session` hint cookie. */
export const SESSION_HINT_VALUE = '1';
