import type { User } from '@keystone/api';
import { Spinner } from '@keystone/ui';
import { useState } from 'react';
import { usePublishUser, useSession } from '../../session/index.ts';
import { KycFinished } from './finished/kyc-finished.tsx';
import { showsWizard } from './kyc-view.ts';
import { KycWizard } from './wizard/kyc-wizard.tsx';

export const KYC_PAGE_HEADING = 'Know your customer';

/** `/platform/kyc`: the wizard while the KYC is a draft not yet submitted, the finished screen otherwise (seed 000 §4). */
export function KycPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-6">
      <h1 className="text-3xl font-semibold text-foreground">{KYC_PAGE_HEADING}</h1>
      {user ? <KycScreens user={user} /> : <Spinner />}
    </div>
  );
}

type View = { screen: 'wizard' | 'finished'; user: User; round: number };

function KycScreens({ user }: { user: User }) {
  const publish = usePublishUser();
  // Chosen once from the user at arrival, then moved by the screens themselves: a poll that still reads DRAFT
  // must not bring the wizard back.
  const [view, setView] = useState<View>(() => ({ screen: showsWizard(user) ? 'wizard' : 'finished', user, round: 0 }));

  // An approval waits for Back: published now, the guard would leave /platform/kyc before 'Activated' is seen.
  const onUserChanged = (next: User) => {
    if (next.kycStatus !== 'APPROVED') publish(next);
  };

  if (view.screen === 'wizard') {
    return (
      <KycWizard
        key={view.round}
        user={view.user}
        onUserChanged={onUserChanged}
        onFinished={(next) => setView({ screen: 'finished', user: next, round: view.round + 1 })}
      />
    );
  }
  return (
    <KycFinished
      key={view.round}
      user={view.user}
      onUserChanged={onUserChanged}
      onLeavingApproved={publish}
      onRestarted={(next) => setView({ screen: 'wizard', user: next, round: view.round + 1 })}
    />
  );
}
