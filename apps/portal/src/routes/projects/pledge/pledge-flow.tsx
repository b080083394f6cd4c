import type { Project } from '@keystone/api';
import { firstNameOf } from '@keystone/flows/consumer-journey';
import { Spinner } from '@keystone/ui';
import type { Snapshot } from 'xstate';
import { usePledgeLimits } from '../../../api/pledges.ts';
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
}

/**
 * The pledge flow inside the project page (seed 001 §2, §4), loaded on the first 'Invest here': it reads this
 * investor's limits for the project (`GET /projects/{id}/pledge-limits`) and their e-wallet balance (`GET /user`),
 * then runs the pledge machine from them, once the FCA journey before a first pledge lets them (issue 24 §3) and
 * their categorisation declaration is current (issue 24 §4; an everyday investor's limit goes to the amount step).
 */
export function PledgeFlow({ project, onLeave, onPledged, snapshot }: PledgeFlowProps) {
  const { user } = useSession();
  const limits = usePledgeLimits(project.id);
  const refreshWallet = useWalletRefresh();
  if (!user || limits.isPending) return <Spinner className="mx-auto my-10" />;
  if (limits.isError) return <LoadFailure error={limits.error} onRetry={() => void limits.refetch()} />;
  return (
    <ConsumerJourneyGate firstName={user.firstName ?? firstNameOf(user.fullName)} onLeave={onLeave}>
      <DeclarationGate>
        {(everydayLimit) => (
          <PledgeSteps
            input={{ project, eWalletBalancePence: user.balancePence, limits: limits.data, everydayLimit }}
            snapshot={snapshot}
            onLeave={onLeave}
            onPledged={() => {
              refreshWallet();
              onPledged?.();
            }}
          />
        )}
      </DeclarationGate>
    </ConsumerJourneyGate>
  );
}

export default PledgeFlow;
