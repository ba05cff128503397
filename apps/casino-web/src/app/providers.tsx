import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider } from '@casino/api-client';
import type { AppContext } from './app-context';

export function AppProviders({
  context,
  i18n,
  children,
}: {
  context: AppContext;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={context.store}>
        <QueryClientProvider client={context.queryClient}>
          <ApiClientProvider client={context.client}>{children}</ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}
