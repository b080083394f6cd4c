import type { User } from '@keystone/api';
import { errorCatalogue, ErrorCode, hasErrorCode } from '@keystone/flows';
import {
  USER_STATUS_LABELS,
  USER_STATUS_TONES,
  userDisplayName,
  userKycStatusLabel,
  userKycStatusTone,
} from '@keystone/flows/labels';
import { Badge, LoadingSkeleton } from '@keystone/ui';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../../lists/load-failure.tsx';
import { ActionOutcomeMessage, UserActions, useActionOutcome } from '../user-actions/index.ts';
import { ConsumerJourneySection } from './consumer-journey-section.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { SecondFactorsSection } from './second-factors-section.tsx';
import { parseUserId } from './user-id.ts';
import { useUser } from '../../../api/users.ts';
import { UserTaxStatement } from '../../tax-statements/user-tax-statement.tsx';

export const USER_NOT_FOUND = errorCatalogue[ErrorCode.USER_DOES_NOT_EXIST].message;

/** `/platform/users/:id` (admin, seed 001 §2): a user's read-only profile with the same actions as the list. */
export function UserProfilePage() {
  const id = parseUserId(useParams().id);
  return (
    <section aria-labelledby="user-title" className="flex flex-col gap-6">
      <BackToUsers />
      {id === null ? <UserNotFound /> : <UserProfile id={id} />}
    </section>
  );
}

function UserProfile({ id }: { id: number }) {
  const profile = useUser(id);

  if (profile.isPending) return <LoadingSkeleton />;
  if (profile.isError) {
    if (hasErrorCode(profile.error, ErrorCode.USER_DOES_NOT_EXIST)) return <UserNotFound />;
    return (
      <>
        <h1 id="user-title" className="text-2xl font-semibold text-foreground">
          User profile
        </h1>
        <LoadFailure error={profile.error} onRetry={() => void profile.refetch()} />
      </>
    );
  }
  return <LoadedProfile user={profile.data} />;
}

function LoadedProfile({ user }: { user: User }) {
  const { outcome, report, clear } = useActionOutcome();
  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="user-title" className="text-2xl font-semibold text-foreground">
            {userDisplayName(user)}
          </h1>
          <Badge tone={USER_STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>
          <Badge tone={userKycStatusTone(user)}>{`KYC: ${userKycStatusLabel(user)}`}</Badge>
        </div>
        <p className="text-muted-foreground">User ID {user.id}</p>
      </header>
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      <UserActions user={user} onOutcome={report} />
      <ProfileDetails user={user} />
      {user.role !== 'ADMIN' && user.secondFactorMethods.length > 0 && (
        <SecondFactorsSection user={user} name={userDisplayName(user)} onOutcome={report} />
      )}
      {user.role !== 'ADMIN' && <ConsumerJourneySection userId={user.id} />}
      {user.role !== 'ADMIN' && <UserTaxStatement userId={user.id} />}
    </>
  );
}

function UserNotFound() {
  return (
    <div className="py-10 text-center">
      <h1 id="user-title" className="text-2xl font-semibold text-foreground">
        {USER_NOT_FOUND}
      </h1>
    </div>
  );
}

/** Back to the list, on the page and with the search the admin came from. */
function BackToUsers() {
  const state = useLocation().state as { listSearch?: unknown } | null;
  const listSearch = typeof state?.listSearch === 'string' && state.listSearch.startsWith('?') ? state.listSearch : '';
  return (
    <Link
      to={`/platform/users${listSearch}`}
      className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to users
    </Link>
  );
}
