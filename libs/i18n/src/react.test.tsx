// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';

function LoginTitle() {
  const { t } = useTranslation('auth');
  return <h1>{t('login.title')}</h1>;
}

describe('with react-i18next', () => {
  it('renders a lazily loaded namespace and follows a language change', async () => {
    const i18n = await createI18n({ language: 'jp' });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <LoginTitle />
        </Suspense>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading')).toHaveProperty('textContent', 'ログイン');
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
