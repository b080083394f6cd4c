import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/index.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { ErrorModalProvider, useErrorModal } from './error-modal/index.ts';

interface AppProvidersProps {
  children: ReactNode;
}

/** Everything a screen needs around it: the generic error modal, the query cache, the session. The router is added by the host. */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ErrorModalProvider>
      <PortalQueryClient>
        <SessionProvider>{children}</SessionProvider>
      </PortalQueryClient>
    </ErrorModalProvider>
  );
}

/** The query cache, whose failure handlers open the generic modal: the one place unexpected failures are shown. */
function PortalQueryClient({ children }: { children: ReactNode }) {
  const errorModal = useErrorModal();
  const [queryClient] = useState(() => createQueryClient({ onUnexpectedFailure: errorModal.show }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
