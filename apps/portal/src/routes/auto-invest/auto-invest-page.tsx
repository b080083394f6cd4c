import { LoadingSkeleton, SkeletonText } from '@keystone/ui';
import type { Snapshot } from 'xstate';
import { useAutoInvest } from '../../api/auto-invest.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { AllocationHistory } from './allocation-history.tsx';
import { AutoInvestRulesPanel } from './auto-invest-rules-panel.tsx';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';

export interface AutoInvestPageProps {
  /** A state of the rules to start from (stories): `autoInvestRulesMachine.getPersistedSnapshot(...)`. */
  snapshot?: Snapshot<unknown> | undefined;
}

/**
 * `/platform/auto-invest` (investor, issue 38 §1, §3): the investor's rules and their standing authority (set up,
 * signed, paused, changed, ended), how a project is shared among auto-investors, and every allocation made or
 * skipped for them. The rules panel starts once from the first read of `getAutoInvest` and keeps each change's
 * answer itself, so a refetch never replaces what the investor has just done with a loading state.
 */
export function AutoInvestPage({ snapshot }: AutoInvestPageProps) {
  const autoInvest = useAutoInvest();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-foreground">{AUTO_INVEST_TEXTS.title}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">{AUTO_INVEST_TEXTS.intro}</p>
      </div>
      {autoInvest.data !== undefined ? (
        <AutoInvestRulesPanel autoInvest={autoInvest.data} snapshot={snapshot} />
      ) : autoInvest.isError ? (
        <LoadFailure error={autoInvest.error} onRetry={() => void autoInvest.refetch()} />
      ) : (
        <LoadingSkeleton>
          <SkeletonText lines={6} />
        </LoadingSkeleton>
      )}
      <section aria-labelledby="auto-invest-sharing" className="flex max-w-prose flex-col gap-3">
        <h2 id="auto-invest-sharing" className="text-xl font-semibold text-foreground">
          {AUTO_INVEST_TEXTS.shareTitle}
        </h2>
        {AUTO_INVEST_TEXTS.shareParagraphs.map((paragraph) => (
          <p key={paragraph} className="text-foreground">
            {paragraph}
          </p>
        ))}
      </section>
      <AllocationHistory />
    </div>
  );
}
