import type { DeviceType, Session } from '@keystone/api';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  LoadingSkeleton,
  SkeletonCard,
} from '@keystone/ui';
import { CircleHelp, Monitor, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RefusalMessage } from '../../api/index.ts';
import { useEndSession, useSessions, useSignOutOtherSessions } from '../../api/sessions.ts';
import { SECURITY_PATH } from '../../app/access.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../lists/action-outcome.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { DEVICES_TEXTS, sessionName } from './devices-texts.ts';

const DEVICE_ICONS: Record<DeviceType, typeof Monitor> = {
  DESKTOP: Monitor,
  MOBILE: Smartphone,
  TABLET: Tablet,
  UNKNOWN: CircleHelp,
};

/**
 * `/platform/devices` (issue 36 §4): every session of the account, this one first, with its device, browser and
 * system, when it signed in and was last seen (London time) and from where; each other one can be signed out, or all
 * of them at once. A card per session, so nothing is cut off on a phone. The new-browser e-mail links here.
 */
export function DevicesPage() {
  const sessions = useSessions();
  const { outcome, report, clear } = useActionOutcome();
  const [ending, setEnding] = useState<Session | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const others = sessions.data?.items.filter((session) => !session.current) ?? [];
  return (
    <section aria-labelledby="devices-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="devices-title" className="text-2xl font-semibold text-foreground">
          {DEVICES_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{DEVICES_TEXTS.intro}</p>
        <Link to={SECURITY_PATH} className="w-fit text-sm text-primary underline-offset-4 hover:underline">
          {DEVICES_TEXTS.security}
        </Link>
      </div>
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      {sessions.isPending ? (
        <LoadingSkeleton className="min-h-0">
          <SkeletonCard />
          <SkeletonCard />
        </LoadingSkeleton>
      ) : sessions.isError ? (
        <LoadFailure error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul aria-label={DEVICES_TEXTS.list} className="flex flex-col gap-3">
            {sessions.data.items.map((session) => (
              <SessionCard key={session.id} session={session} onSignOut={() => (clear(), setEnding(session))} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="text-sm text-muted-foreground">{DEVICES_TEXTS.onlyThisOne}</p>
          ) : (
            <Button variant="outline" className="self-start" onClick={() => (clear(), setEndingOthers(true))}>
              {DEVICES_TEXTS.signOutOthers}
            </Button>
          )}
        </>
      )}
      {ending && (
        <EndSessionDialog
          session={ending}
          onOpenChange={(open) => !open && setEnding(null)}
          onEnded={() => {
            setEnding(null);
            report({ variant: 'success', text: DEVICES_TEXTS.signedOut });
          }}
        />
      )}
      {endingOthers && (
        <SignOutOthersDialog
          onOpenChange={setEndingOthers}
          onEnded={() => {
            setEndingOthers(false);
            report({ variant: 'success', text: DEVICES_TEXTS.signedOutOthers });
          }}
        />
      )}
    </section>
  );
}

function SessionCard({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  const Icon = DEVICE_ICONS[session.deviceType];
  const name = sessionName(session);
  const type = DEVICES_TEXTS.deviceTypes[session.deviceType];
  return (
    <li className="flex flex-wrap items-start gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-foreground">{name}</span>
          {name !== type && <span className="text-sm text-muted-foreground">{type}</span>}
          {session.current && <Badge tone="success">{DEVICES_TEXTS.thisDevice}</Badge>}
        </div>
        <span className="text-sm text-muted-foreground">{DEVICES_TEXTS.signedIn(session)}</span>
        <span className="text-sm text-muted-foreground">{DEVICES_TEXTS.lastSeen(session)}</span>
        <span className="text-sm break-all text-muted-foreground">{DEVICES_TEXTS.address(session)}</span>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" aria-label={DEVICES_TEXTS.signOutSession(session)} onClick={onSignOut}>
          {DEVICES_TEXTS.signOut}
        </Button>
      )}
    </li>
  );
}

function EndSessionDialog(props: { session: Session; onOpenChange: (open: boolean) => void; onEnded: () => void }) {
  const end = useEndSession({ onSuccess: props.onEnded });
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{DEVICES_TEXTS.signOutTitle}</DialogTitle>
          <DialogDescription>{DEVICES_TEXTS.signOutDescription(props.session)}</DialogDescription>
        </DialogHeader>
        <RefusalMessage error={end.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{DEVICES_TEXTS.keep}</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={end.isPending}
            onClick={() => end.mutate({ params: { path: { sessionId: props.session.id } } })}
          >
            {DEVICES_TEXTS.signOut}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function SignOutOthersDialog(props: { onOpenChange: (open: boolean) => void; onEnded: () => void }) {
  const signOut = useSignOutOtherSessions({ onSuccess: props.onEnded });
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{DEVICES_TEXTS.signOutOthersTitle}</DialogTitle>
          <DialogDescription>{DEVICES_TEXTS.signOutOthersDescription}</DialogDescription>
        </DialogHeader>
        <RefusalMessage error={signOut.error} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{DEVICES_TEXTS.keep}</Button>
          </DialogClose>
          <Button variant="danger" loading={signOut.isPending} onClick={() => signOut.mutate({})}>
            {DEVICES_TEXTS.signOutOthers}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
