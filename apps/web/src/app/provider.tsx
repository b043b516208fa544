import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { DialogsProvider } from '@/lib/dialogs';
import { queryClient as defaultClient } from '@/lib/query-client';

/** Everything the app needs above the router: data cache, auth and the shell dialogs. */
export function AppProvider({
  children,
  queryClient = defaultClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <DialogsProvider>{children}</DialogsProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
