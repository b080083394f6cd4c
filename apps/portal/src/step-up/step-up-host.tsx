import { recoveryCodesLeftMessage } from '@keystone/flows/second-factor';
import { NoticeDialog } from '@keystone/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../session/session-context.tsx';
import { useStepUpGate } from '../api/step-up-gate.ts';

// Fetched the first time a call asks for it: most visits never see it.
const StepUpDialog = lazy(() => import('./step-up-dialog.tsx').then((m) => ({ default: m.StepUpDialog })));

export const STEP_UP_RECOVERY_NOTICE = { title: 'Confirmed with a recovery code', action: 'OK' } as const;

/**
 * Answers the API client's step-up gate with the 'Confirm it's you' dialog, mounted once inside the session (its calls
 * are the session's). Each opening is a fresh dialog, keyed, so a second step-up starts from the beginning.
 */
export function StepUpHost() {
  const gate = useStepUpGate();
  const user = useCurrentUser();
  const [opening, setOpening] = useState<{ id: number; resolve: (confirmed: boolean) => void } | null>(null);
  const count = useRef(0);
  // After a recovery code, how many remain, told while the change goes ahead.
  const [codesLeft, setCodesLeft] = useState<number | null>(null);
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
  if (codesLeft !== null) {
    return (
      <NoticeDialog
        open
        title={STEP_UP_RECOVERY_NOTICE.title}
        description={recoveryCodesLeftMessage(codesLeft)}
        actionLabel={STEP_UP_RECOVERY_NOTICE.action}
        onClose={() => setCodesLeft(null)}
      />
    );
  }
  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog
        key={opening.id}
        methods={user?.secondFactorMethods ?? []}
        onDone={(confirmed, confirmation) => {
          opening.resolve(confirmed);
          setOpening(null);
          if (confirmation?.recoveryCodesLeft !== undefined) setCodesLeft(confirmation.recoveryCodesLeft);
        }}
      />
    </Suspense>
  );
}
