import { showsKycWizard } from '@keystone/flows/kyc';
import { Spinner } from '@keystone/ui';
import { useState } from 'react';
import { useCurrentUser } from '../../session/index.ts';
import { KycFinished } from './finished/kyc-finished.tsx';
import { KycWizard } from './wizard/kyc-wizard.tsx';

export const KYC_PAGE_HEADING = 'Know your customer';

/**
 * `/platform/kyc` (seed 000 §4): the wizard while the KYC is a draft not yet submitted, the finished screen
 * otherwise, both read from the current user; the screens publish what the server answers, so starting the
 * procedure shows the finished screen and a restart shows the wizard again at its first stage. Otherwise the
 * wizard resumes at the first stage not complete.
 */
export function KycPage() {
  const user = useCurrentUser();
  const [restarted, setRestarted] = useState(false);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-6">
      <h1 className="text-3xl font-semibold text-foreground">{KYC_PAGE_HEADING}</h1>
      {!user ? (
        <Spinner />
      ) : showsKycWizard(user) ? (
        <KycWizard user={user} fromFirstStage={restarted} />
      ) : (
        <KycFinished user={user} onRestarted={() => setRestarted(true)} />
      )}
    </div>
  );
}
