import type { RouteObject } from 'react-router';

type Lazy = NonNullable<RouteObject['lazy']>;

/** A page with its catalogue path as a literal type, so the shell's registration checks it. */
function page<P extends string>(path: P, lazy: Lazy) {
  return { path, lazy };
}

const registerPage = page('register', async () => ({
  Component: (await import('./pages/register-page')).RegisterPage,
}));
const loginPage = page('login', async () => ({ Component: (await import('./pages/login-page')).LoginPage }));
const forgotPasswordPage = page('forgot-password', async () => ({
  Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage,
}));
const changePasswordPage = {
  ...page('changePassword', async () => ({
    Component: (await import('./pages/change-password-page')).ChangePasswordPage,
  })),
  nav: 'changePassword' as const,
};

/**
 * This library's pages per layout, in the shape the shell composes (paths relative to `/{lang}`,
 * setting pages relative to `/{lang}/setting`); each page is its own lazily loaded chunk.
 */
export const authSiteRoutes = {
  default: [registerPage],
  'no-footer': [loginPage, forgotPasswordPage],
  setting: [changePasswordPage],
};

/** The same pages as plain route objects: under `/{lang}`, and under `/{lang}/setting`. */
export const authRoutes: RouteObject[] = [registerPage, loginPage, forgotPasswordPage].map(
  ({ path, lazy }) => ({ path, lazy }),
);
export const settingRoutes: RouteObject[] = [
  { path: changePasswordPage.path, lazy: changePasswordPage.lazy },
];
