import { describe, expect, it } from 'vitest';
import { authRoutes, authSiteRoutes, settingRoutes } from './routes';
import { ChangePasswordPage } from './pages/change-password-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';

async function componentOf(route: { lazy?: unknown }) {
  const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
  return (await lazy()).Component;
}

describe('route objects', () => {
  it('place each page in its layout, by the catalogue path', () => {
    expect(authSiteRoutes.default.map((page) => page.path)).toEqual(['register']);
    expect(authSiteRoutes['no-footer'].map((page) => page.path)).toEqual(['login', 'forgot-password']);
    expect(authSiteRoutes.setting).toEqual([
      expect.objectContaining({ path: 'changePassword', nav: 'changePassword' }),
    ]);
  });

  it('load each page lazily', async () => {
    const byPath = Object.fromEntries(
      await Promise.all([...authRoutes, ...settingRoutes].map(async (r) => [r.path, await componentOf(r)])),
    );
    expect(byPath).toEqual({
      register: RegisterPage,
      login: LoginPage,
      'forgot-password': ForgotPasswordPage,
      changePassword: ChangePasswordPage,
    });
  });
});
