import { Card, LoadingSkeleton, Message, Skeleton } from '@keystone/ui';
import { useState } from 'react';
import { useAutoInvestSettings } from '../../api/auto-invest.ts';
import { useRepaymentSettings } from '../../api/repayment.ts';
import { useResaleSettings } from '../../api/resale.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { AutoInvestShareForm } from './auto-invest-share-form.tsx';
import { LatePaymentDaysForm } from './late-payment-days-form.tsx';
import { ResaleFeeForm } from './resale-fee-form.tsx';
import { SETTINGS_TEXTS } from './settings-texts.ts';

/**
 * `/platform/settings` (admin): the settings that hold for every project, edited here once rather than from each
 * project's page. Today one: how many days past its due date an unpaid payment is late (issue 34 §3), which each
 * project's repayment panel shows read-only; the resale market's seller fee (issue 37 §1); and the most a project may keep for auto-investors (issue 38 §2).
 */
export function PlatformSettingsPage() {
  const settings = useRepaymentSettings();
  const resale = useResaleSettings();
  const autoInvest = useAutoInvestSettings();
  const [shareSaved, setShareSaved] = useState<number | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [feeSaved, setFeeSaved] = useState<string | null>(null);
  return (
    <section aria-labelledby="platform-settings-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="platform-settings-title" className="text-2xl font-semibold text-foreground">
          {SETTINGS_TEXTS.title}
        </h1>
        <p className="max-w-prose text-sm text-muted-foreground">{SETTINGS_TEXTS.intro}</p>
      </div>
      {saved !== null && (
        <Message variant="success" onDismiss={() => setSaved(null)}>
          {SETTINGS_TEXTS.saved(saved)}
        </Message>
      )}
      {feeSaved !== null && (
        <Message variant="success" onDismiss={() => setFeeSaved(null)}>
          {SETTINGS_TEXTS.feeSaved(feeSaved)}
        </Message>
      )}
      {shareSaved !== null && (
        <Message variant="success" onDismiss={() => setShareSaved(null)}>
          {SETTINGS_TEXTS.autoInvestSaved(shareSaved)}
        </Message>
      )}
      <Card role="region" aria-labelledby="late-payments-title" className="flex flex-col gap-4 p-4">
        <h2 id="late-payments-title" className="text-lg font-semibold text-foreground">
          {SETTINGS_TEXTS.latePaymentsTitle}
        </h2>
        {settings.isPending ? (
          // The form's height, so nothing below it moves when it arrives.
          <LoadingSkeleton className="min-h-0">
            <Skeleton aria-hidden="true" className="h-28 w-full sm:w-96" />
          </LoadingSkeleton>
        ) : settings.isError ? (
          <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <LatePaymentDaysForm
            key={settings.data.latePaymentDays}
            days={settings.data.latePaymentDays}
            onSaved={setSaved}
          />
        )}
      </Card>
      <Card role="region" aria-labelledby="resale-settings-title" className="flex flex-col gap-4 p-4">
        <h2 id="resale-settings-title" className="text-lg font-semibold text-foreground">
          {SETTINGS_TEXTS.resaleTitle}
        </h2>
        {resale.isPending ? (
          <LoadingSkeleton className="min-h-0">
            <Skeleton aria-hidden="true" className="h-28 w-full sm:w-96" />
          </LoadingSkeleton>
        ) : resale.isError ? (
          <LoadFailure error={resale.error} onRetry={() => void resale.refetch()} />
        ) : (
          <ResaleFeeForm key={resale.data.feeBasisPoints} settings={resale.data} onSaved={setFeeSaved} />
        )}
      </Card>
      <Card role="region" aria-labelledby="auto-invest-settings-title" className="flex flex-col gap-4 p-4">
        <h2 id="auto-invest-settings-title" className="text-lg font-semibold text-foreground">
          {SETTINGS_TEXTS.autoInvestTitle}
        </h2>
        {autoInvest.isPending ? (
          <LoadingSkeleton className="min-h-0">
            <Skeleton aria-hidden="true" className="h-28 w-full sm:w-96" />
          </LoadingSkeleton>
        ) : autoInvest.isError ? (
          <LoadFailure error={autoInvest.error} onRetry={() => void autoInvest.refetch()} />
        ) : (
          <AutoInvestShareForm
            key={autoInvest.data.maxSharePercent}
            settings={autoInvest.data}
            onSaved={setShareSaved}
          />
        )}
      </Card>
    </section>
  );
}
