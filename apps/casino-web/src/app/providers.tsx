import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '@casino/api-client';
import type { AppContext } from './app-context';

export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <JotaiProvider store={context.store}>
      <QueryClientProvider client={context.queryClient}>
        <ApiClientProvider client={context.client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
