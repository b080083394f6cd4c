import type { Passkey, SecondFactorMethod, SecondFactors } from '@keystone/api';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadingSkeleton,
  Message,
  SkeletonCard,
} from '@keystone/ui';
import { KeyRound, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSecondFactors } from '../../api/second-factors.ts';
import { DEVICES_PATH, mustSetUpSecondFactor } from '../../app/access.ts';
import { ActionOutcomeMessage, useActionOutcome } from '../../lists/action-outcome.tsx';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { useSession } from '../../session/index.ts';
import { NewCodesDialog } from './new-codes-dialog.tsx';
import { RemoveFactorDialog } from './remove-factor-dialog.tsx';
import { SECURITY_TEXTS } from './security-texts.ts';
import { SetUpDialog } from './set-up-dialog.tsx';
import { useWebAuthnSupport } from './use-set-up-actor.ts';

/** Recovery codes left at or below which the page asks for new ones. */
const FEW_CODES_LEFT = 3;

type Removing = { kind: 'TOTP' } | { kind: 'PASSKEY'; id: number; name: string };

/**
 * `/platform/security` (issue 36 §1): the authenticator app, the passkeys and the recovery codes, each to turn on,
 * add, remove or renew; and the way to the Devices page. An admin without a second factor is brought here by the
 * platform guard before anything else, and told why.
 */
export function SecurityPage() {
  const { user } = useSession();
  const factors = useSecondFactors();
  const forced = !!user && mustSetUpSecondFactor(user);
  return (
    <section aria-labelledby="security-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="security-title" className="text-2xl font-semibold text-foreground">
          {SECURITY_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{SECURITY_TEXTS.intro}</p>
      </div>
      {forced && (
        <Message variant="warning" dismissible={false} title={SECURITY_TEXTS.adminMustSetUp}>
          {SECURITY_TEXTS.adminMustSetUpHow}
        </Message>
      )}
      {factors.isPending ? (
        <LoadingSkeleton className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </LoadingSkeleton>
      ) : factors.isError ? (
        <LoadFailure error={factors.error} onRetry={() => void factors.refetch()} />
      ) : (
        <LoadedSecurity factors={factors.data} forced={forced} />
      )}
    </section>
  );
}

function LoadedSecurity({ factors, forced }: { factors: SecondFactors; forced: boolean }) {
  const webAuthn = useWebAuthnSupport();
  const { outcome, report, clear } = useActionOutcome();
  const [settingUp, setSettingUp] = useState<{ method: SecondFactorMethod } | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [makingCodes, setMakingCodes] = useState(false);
  const factorCount = (factors.totpEnabledAt ? 1 : 0) + factors.passkeys.length;
  const totpOn = factors.totpEnabledAt !== null;
  return (
    <>
      <ActionOutcomeMessage outcome={outcome} onDismiss={clear} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SecurityCard
          icon={<Smartphone aria-hidden="true" className="size-5" />}
          title={SECURITY_TEXTS.totpTitle}
          description={SECURITY_TEXTS.totpDescription}
        >
          <div className="flex flex-col gap-4">
            <p className="text-sm">
              {factors.totpEnabledAt ? (
                <Badge tone="success">{SECURITY_TEXTS.totpOnSince(factors.totpEnabledAt)}</Badge>
              ) : (
                <Badge>{SECURITY_TEXTS.totpOff}</Badge>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {totpOn ? (
                <>
                  <Button variant="outline" onClick={() => (clear(), setSettingUp({ method: 'TOTP' }))}>
                    {SECURITY_TEXTS.moveToNewPhone}
                  </Button>
                  <Button variant="outline" onClick={() => (clear(), setRemoving({ kind: 'TOTP' }))}>
                    {SECURITY_TEXTS.turnOff}
                  </Button>
                </>
              ) : (
                <Button onClick={() => (clear(), setSettingUp({ method: 'TOTP' }))}>{SECURITY_TEXTS.turnOn}</Button>
              )}
            </div>
          </div>
        </SecurityCard>
        <SecurityCard
          icon={<KeyRound aria-hidden="true" className="size-5" />}
          title={SECURITY_TEXTS.passkeysTitle}
          description={SECURITY_TEXTS.passkeysDescription}
        >
          <div className="flex flex-col gap-4">
            {factors.passkeys.length === 0 ? (
              <p className="text-sm text-muted-foreground">{SECURITY_TEXTS.noPasskeys}</p>
            ) : (
              <ul aria-label={SECURITY_TEXTS.passkeysTitle} className="flex flex-col divide-y divide-border">
                {factors.passkeys.map((passkey) => (
                  <PasskeyItem
                    key={passkey.id}
                    passkey={passkey}
                    onRemove={() => (clear(), setRemoving({ kind: 'PASSKEY', id: passkey.id, name: passkey.name }))}
                  />
                ))}
              </ul>
            )}
            {webAuthn ? (
              <Button
                variant={factorCount === 0 ? 'primary' : 'outline'}
                className="self-start"
                onClick={() => (clear(), setSettingUp({ method: 'PASSKEY' }))}
              >
                {SECURITY_TEXTS.addPasskey}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{SECURITY_TEXTS.noWebAuthn}</p>
            )}
          </div>
        </SecurityCard>
        <SecurityCard title={SECURITY_TEXTS.codesTitle} description={SECURITY_TEXTS.codesDescription}>
          {factorCount === 0 ? (
            <p className="text-sm text-muted-foreground">{SECURITY_TEXTS.codesNone}</p>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-sm font-medium text-foreground">
                {SECURITY_TEXTS.codesLeft(factors.recoveryCodesLeft)}
              </p>
              {factors.recoveryCodesLeft <= FEW_CODES_LEFT && (
                <Message variant="warning" dismissible={false}>
                  {SECURITY_TEXTS.codesLow}
                </Message>
              )}
              <Button variant="outline" className="self-start" onClick={() => (clear(), setMakingCodes(true))}>
                {SECURITY_TEXTS.makeNewCodes}
              </Button>
              <p className="text-sm text-muted-foreground">{SECURITY_TEXTS.lostEverything}</p>
            </div>
          )}
        </SecurityCard>
        {!forced && (
          <SecurityCard
            icon={<MonitorSmartphone aria-hidden="true" className="size-5" />}
            title={SECURITY_TEXTS.devicesTitle}
            description={SECURITY_TEXTS.devicesDescription}
          >
            <Button asChild variant="outline" className="self-start">
              <Link to={DEVICES_PATH}>{SECURITY_TEXTS.devicesLink}</Link>
            </Button>
          </SecurityCard>
        )}
      </div>
      {settingUp && <SetUpDialog method={settingUp.method} onOpenChange={(open) => !open && setSettingUp(null)} />}
      {removing && (
        <RemoveFactorDialog
          factor={removing}
          last={factorCount === 1}
          onOpenChange={(open) => !open && setRemoving(null)}
          onRemoved={(text) => {
            setRemoving(null);
            report({ variant: 'success', text });
          }}
        />
      )}
      {makingCodes && (
        <NewCodesDialog
          onOpenChange={(open) => !open && setMakingCodes(false)}
          onDone={() => {
            setMakingCodes(false);
            report({ variant: 'success', text: SECURITY_TEXTS.codesMade });
          }}
        />
      )}
    </>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium break-words text-foreground">{passkey.name}</span>
        <span className="text-sm text-muted-foreground">
          {SECURITY_TEXTS.passkeyAdded(passkey)} · {SECURITY_TEXTS.passkeyLastUsed(passkey)}
        </span>
        <span>
          {passkey.backedUp ? (
            <Badge tone="info" title={SECURITY_TEXTS.syncedHint}>
              {SECURITY_TEXTS.synced}
            </Badge>
          ) : (
            <Badge>{SECURITY_TEXTS.thisDeviceOnly}</Badge>
          )}
        </span>
      </div>
      <Button variant="outline" size="sm" aria-label={SECURITY_TEXTS.removePasskey(passkey.name)} onClick={onRemove}>
        {SECURITY_TEXTS.remove}
      </Button>
    </li>
  );
}

function SecurityCard(props: { icon?: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            {props.icon}
            {props.title}
          </h2>
        </CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col">{props.children}</CardContent>
    </Card>
  );
}
