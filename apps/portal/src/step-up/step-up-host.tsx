import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../session/session-context.tsx';
import { useStepUpGate } from '../api/step-up-gate.ts';

// Fetched the first time a call asks for it: most visits never see it.
const StepUpDialog = lazy(() => import('./step-up-dialog.tsx').then((m) => ({ default: m.StepUpDialog })));

/**
 * Answers the API client's step-up gate with the 'Confirm it's you' dialog, mounted once inside the session (its calls
 * are the session's). Each opening is a fresh dialog, keyed, so a second step-up starts from the beginning.
 */
export function StepUpHost() {
  const gate = useStepUpGate();
  const user = useCurrentUser();
  const [opening, setOpening] = useState<{ id: number; resolve: (confirmed: boolean) => void } | null>(null);
  const count = useRef(0);
  useEffect(
    () =>
      gate?.attach(
        () =>
          new Promise<boolean>((resolve) => {
            count.current += 1;
            setOpening({ id: count.current, resolve });
          }),
      ),
    [gate],
  );
  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog
        key={opening.id}
        methods={user?.secondFactorMethods ?? []}
        onDone={(confirmed) => {
          opening.resolve(confirmed);
          setOpening(null);
        }}
      />
    </Suspense>
  );
}
