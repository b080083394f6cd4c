import type { User } from '@keystone/api';
import { calendarDateIn } from '@keystone/flows/rules';
import { kycWizardMachine, type SaveProfileInput } from '@keystone/flows/kyc';
import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fromPromise, type Snapshot } from 'xstate';
import { useSession } from '../../../session/session-context.tsx';

export interface KycWizardActorOptions {
  user: User;
  /** A state to start from (stories): `kycWizardMachine.getPersistedSnapshot(kycWizardMachine.resolveState(...))`. */
  snapshot?: Snapshot<unknown>;
  /** Every user the server answers, so the host can refresh the session's copy. */
  onUserChanged?: (user: User) => void;
  /** The procedure has started: the host shows the finished screen with this user. */
  onFinished?: (user: User) => void;
  /** CONTACT on a locked competence review. */
  onContact?: () => void;
}

/** The wizard's machine with the real calls of `PUT /user`, `/user/start-kyc-procedure` and `/user/restart-kyc-procedure`. */
export function useKycWizardActor({ user, snapshot, onUserChanged, onFinished, onContact }: KycWizardActorOptions) {
  const { api } = useSession();
  // The actor outlives renders; it calls whichever callbacks the host passed last.
  const latest = useRef({ onUserChanged, onFinished, onContact });
  useLayoutEffect(() => {
    latest.current = { onUserChanged, onFinished, onContact };
  });

  const [logic] = useState(() => {
    const answered = (saved: User) => {
      latest.current.onUserChanged?.(saved);
      return saved;
    };
    return kycWizardMachine.provide({
      actors: {
        saveProfile: fromPromise<User, SaveProfileInput>(async ({ input }) => {
          const { data, error } = await api.PUT('/user', {
            params: { query: { validateQuestions: input.validateQuestions } },
            body: input.changes,
          });
          if (error) throw error;
          return answered(data);
        }),
        startKycProcedure: fromPromise<User>(async () => {
          const { data, error } = await api.PUT('/user/start-kyc-procedure');
          if (error) throw error;
          return answered(data);
        }),
        restartKyc: fromPromise<User>(async () => {
          const { data, error } = await api.PUT('/user/restart-kyc-procedure');
          if (error) throw error;
          return answered(data);
        }),
      },
      actions: { openContactForm: () => latest.current.onContact?.() },
    });
  });

  const actorRef = useActorRef(logic, {
    input: { user, today: calendarDateIn(new Date()) },
    ...(snapshot && { snapshot }),
  });

  useEffect(() => {
    const subscription = actorRef.subscribe((next) => {
      if (next.status === 'done') latest.current.onFinished?.(next.output);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  return actorRef;
}
