import type { User } from '@keystone/api';
import { kycStatusMachine } from '@keystone/flows/kyc';
import { useActorRef } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise, type Snapshot } from 'xstate';
import { useSession } from '../../../session/session-context.tsx';

export interface KycStatusActorOptions {
  user: User;
  /** A state to start from (stories): `kycStatusMachine.getPersistedSnapshot(kycStatusMachine.resolveState(...))`. */
  snapshot?: Snapshot<unknown>;
  onUserChanged?: (user: User) => void;
  /** The KYC was restarted: the host shows the wizard at stage 0 with this user. */
  onRestarted?: (user: User) => void;
  /** Back from an approved KYC, just before going to the dashboard. */
  onLeavingApproved?: (user: User) => void;
}

/** The finished screen's machine with `GET /user`, `PUT /user/restart-kyc-procedure` and the way to the dashboard. */
export function useKycStatusActor({ user, snapshot, onUserChanged, onRestarted, onLeavingApproved }: KycStatusActorOptions) {
  const { api } = useSession();
  const navigate = useNavigate();
  const latest = useRef({ onUserChanged, onRestarted, onLeavingApproved, navigate });
  useLayoutEffect(() => {
    latest.current = { onUserChanged, onRestarted, onLeavingApproved, navigate };
  });

  const [logic] = useState(() => {
    const answered = (next: User) => {
      latest.current.onUserChanged?.(next);
      return next;
    };
    return kycStatusMachine.provide({
      actors: {
        loadProfile: fromPromise<User>(async () => {
          const { data, error } = await api.GET('/user');
          if (error) throw error;
          return answered(data);
        }),
        restartKyc: fromPromise<User>(async () => {
          const { data, error } = await api.PUT('/user/restart-kyc-procedure');
          if (error) throw error;
          return answered(data);
        }),
      },
      actions: {
        goToDashboard: ({ context }) => {
          latest.current.onLeavingApproved?.(context.user);
          void latest.current.navigate('/');
        },
      },
    });
  });

  const actorRef = useActorRef(logic, { input: { user }, ...(snapshot && { snapshot }) });

  useEffect(() => {
    const subscription = actorRef.subscribe((next) => {
      if (next.status === 'done') latest.current.onRestarted?.(next.output);
    });
    return () => subscription.unsubscribe();
  }, [actorRef]);

  return actorRef;
}
