import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ApiClientProvider } from '@casino/api-client';
import { BusinessTimeZoneProvider } from '@casino/i18n';
import { ToastProvider } from '@casino/ui-kit';
import type { AppContext } from './app-context';

export function AppProviders({
  context,
  i18n,
  timeZone,
  children,
}: {
  context: AppContext;
  i18n: I18n;
  /** The brand's business time zone (its `time_zone`). */
  timeZone: string;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={context.store}>
        <QueryClientProvider client={context.queryClient}>
          <ApiClientProvider client={context.client}>
            {/* The brand's business days: history filters and "today" follow them, not the device's zone. */}
            <BusinessTimeZoneProvider timeZone={timeZone}>
              <SiteToasts>{children}</SiteToasts>
            </BusinessTimeZoneProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
}

/**
 * One live region for the spec's success messages that belong to no form or dialog still on screen (a
 * saved profile, whose step gives way to the next): libraries call ui-kit's `useToast()`.
 */
function SiteToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider dismissLabel={t('a11y.dismissNotification')} regionLabel={t('a11y.notifications')}>
      {children}
    </ToastProvider>
  );
}
