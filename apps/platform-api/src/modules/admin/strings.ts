/** English texts of the staff API; staff tooling is English-only, members never see these. */
export const ADMIN_MESSAGES = {
  notAuthenticated: 'Staff credentials required',
  invalidCredentials: 'Username or password is incorrect',
} as const;
