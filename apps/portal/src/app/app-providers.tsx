import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/index.ts';
import { createStepUpGate, StepUpGateContext } from '../api/step-up-gate.ts';
import { SessionProvider } from '../session/session-context.tsx';
import { StepUpHost } from '../step-up/index.ts';
import { ErrorModalProvider, useErrorModal } from './error-modal/index.ts';

interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Everything a screen needs around it: the generic error modal, the query cache, the session, and the step-up dialog
 * that any call answered 403 code 58 waits for. The router is added by the host.
 */
export function AppProviders({ children }: AppProvidersProps) {
  const [stepUpGate] = useState(createStepUpGate);
  return (
    <ErrorModalProvider>
      <PortalQueryClient>
        <StepUpGateContext value={stepUpGate}>
          <SessionProvider>
            {children}
            <StepUpHost />
          </SessionProvider>
        </StepUpGateContext>
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
