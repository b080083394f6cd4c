import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { SessionProvider } from '../session/session-context.tsx';
import { ErrorModalProvider } from './error-modal/index.ts';

interface AppProvidersProps {
  children: ReactNode;
  /** Stories start with a token of their choosing and never write the cookie. */
  initialToken?: string | null;
}

/** Everything a screen needs around it: the query cache, the session and the generic error modal. The router is added by the host. */
export function AppProviders({ children, initialToken }: AppProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  }));
  const stories = initialToken !== undefined;
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider {...(stories ? { initialToken, persist: false } : {})}>
        <ErrorModalProvider>{children}</ErrorModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
