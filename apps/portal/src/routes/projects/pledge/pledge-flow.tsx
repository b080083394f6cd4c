import type { Project } from '@keystone/api';
import { firstNameOf } from '@keystone/flows/consumer-journey';
import { Spinner } from '@keystone/ui';
import type { Snapshot } from 'xstate';
import { usePledgeLimits, usePledgeOpening } from '../../../api/pledges.ts';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { useSession } from '../../../session/index.ts';
import { useWalletRefresh } from '../../../api/wallet.ts';
import { DeclarationGate } from '../../declarations/declaration-gate.tsx';
import { ConsumerJourneyGate } from './journey/consumer-journey-gate.tsx';
import { PledgeSteps } from './pledge-steps.tsx';

export interface PledgeFlowProps {
  project: Project;
  /** The first Back, or 'Back to the project' once pledged: the project page again. */
  onLeave: () => void;
  /** The payment was made: the host reads the project again (its funded sums, perhaps its status). */
  onPledged?: () => void;
  /** A state to start from (stories): `pledgeMachine.getPersistedSnapshot(pledgeSnapshotAt(...))`. */
  snapshot?: Snapshot<unknown> | undefined;
  /** When the flow was asked for (`Date.now()`): what the page read since for it is not read again. */
  openedAt?: number | undefined;
}

/**
 * The pledge flow inside the project page (seed 001 §2, §4), loaded on the first 'Invest here': it reads this
 * investor's limits for the project (`GET /projects/{id}/pledge-limits`), their declaration and their journey at
 * once, not one after another (issue 32 §7), and their e-wallet balance (`GET /user`), then runs the pledge machine
 * from them, once the FCA journey before a first pledge lets them (issue 24 §3) and
 * their categorisation declaration is current (issue 24 §4; an everyday investor's limit goes to the amount step).
 */
export function PledgeFlow({ project, onLeave, onPledged, snapshot, openedAt }: PledgeFlowProps) {
  const { user } = useSession();
  // Asked for together with the journey the gate reads (issue 32 §7); the page may have asked already.
  usePledgeOpening(project.id, { enabled: true, refetchOnMount: false });
  const limits = usePledgeLimits(project.id);
  const refreshWallet = useWalletRefresh();
  if (!user) return <Spinner className="mx-auto my-10" />;
  return (
    <ConsumerJourneyGate firstName={user.firstName ?? firstNameOf(user.fullName)} onLeave={onLeave} openedAt={openedAt}>
      <DeclarationGate>
        {(everydayLimit) =>
          limits.isPending ? (
            <Spinner className="mx-auto my-10" />
          ) : limits.isError ? (
            <LoadFailure error={limits.error} onRetry={() => void limits.refetch()} />
          ) : (
            <PledgeSteps
              input={{
                project,
                eWalletBalancePence: user.balancePence,
                isaBalancePence: user.isaBalancePence,
                limits: limits.data,
                everydayLimit,
              }}
              snapshot={snapshot}
              onLeave={onLeave}
              onPledged={() => {
                refreshWallet();
                onPledged?.();
              }}
            />
          )
        }
      </DeclarationGate>
    </ConsumerJourneyGate>
  );
}

export default PledgeFlow;
