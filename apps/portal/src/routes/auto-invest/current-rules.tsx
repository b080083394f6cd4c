import type { AutoInvest } from '@keystone/api';
import {
  AUTO_INVEST_STATE_LABELS,
  AUTO_INVEST_STATE_TONES,
  autoInvestAuthorityReference,
} from '@keystone/flows/auto-invest';
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
} from '@keystone/ui';
import { useState } from 'react';
import { AuthorityPdfLink } from './authority-pdf-link.tsx';
import { AUTO_INVEST_TEXTS } from './auto-invest-texts.ts';

export interface CurrentRulesProps {
  autoInvest: AutoInvest;
  /** A change is under way: the buttons wait. */
  busy: boolean;
  labelledBy: string;
  onPause: () => void;
  onResume: () => void;
  onChange: () => void;
  onEnd: () => void;
}

/**
 * The investor's standing authority: its state (badge), reference and signed PDF, its rules, the money waiting, and
 * what they can do with it: pause or resume, change the rules (the same form), or end it (asked once more, saying
 * plainly what ending does). An ended authority shows its rules and no action.
 */
export function CurrentRules({ autoInvest, busy, labelledBy, onPause, onResume, onChange, onEnd }: CurrentRulesProps) {
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const authority = autoInvest.authority;
  if (authority === null) return null;
  const texts = AUTO_INVEST_TEXTS;
  const { rules } = authority;
  const current = authority.state !== 'ENDED';
  const facts: Array<[string, string]> = [
    [texts.rulesList.amountPerProject, texts.money(rules.amountPerProjectPence)],
    [texts.rulesList.totalInvested, texts.money(rules.totalInvestedPence)],
    [texts.rulesList.minRate, texts.percent(rules.minRatePercent)],
    [texts.rulesList.maxTerm, texts.months(rules.maxTermMonths)],
    [texts.rulesList.terms, rules.terms.map((term) => texts.termLabels[term]).join(', ')],
    [texts.rulesList.strategy, texts.strategyLabels[rules.investStrategy]],
    [texts.rulesList.source, texts.sourceLabels[rules.source]],
  ];
  const dates: Array<[string, string]> = [
    [texts.signedOn, texts.date(authority.signedAt)],
    ...(authority.rulesChangedAt
      ? [[texts.rulesChangedOn, texts.date(authority.rulesChangedAt)] as [string, string]]
      : []),
    ...(authority.endedAt ? [[texts.endedOn, texts.date(authority.endedAt)] as [string, string]] : []),
  ];
  return (
    <section
      aria-labelledby={labelledBy}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={labelledBy} className="text-xl font-semibold text-foreground">
          {texts.currentTitle}
        </h2>
        <Badge tone={AUTO_INVEST_STATE_TONES[authority.state]}>{AUTO_INVEST_STATE_LABELS[authority.state]}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        <div className="flex flex-col">
          <dt className="text-sm text-muted-foreground">{texts.reference}</dt>
          <dd className="font-medium text-foreground">{autoInvestAuthorityReference(authority.id)}</dd>
        </div>
        {dates.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-foreground">{value}</dd>
          </div>
        ))}
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="break-words text-foreground">{value}</dd>
          </div>
        ))}
        {current && (
          <div className="flex flex-col">
            <dt className="text-sm text-muted-foreground">{texts.moneyWaiting}</dt>
            <dd className="text-foreground tabular-nums">{texts.money(autoInvest.moneyWaitingPence)}</dd>
            <dd className="text-sm text-muted-foreground">{texts.moneyWaitingHint}</dd>
          </div>
        )}
      </dl>
      <AuthorityPdfLink authorityId={authority.id} />
      {current && (
        <div className="flex flex-wrap gap-3 border-t border-border pt-4" aria-busy={busy || undefined}>
          {authority.state === 'ACTIVE' ? (
            <Button type="button" variant="outline" disabled={busy} onClick={onPause}>
              {texts.pause}
            </Button>
          ) : (
            <Button type="button" variant="outline" disabled={busy} onClick={onResume}>
              {texts.resume}
            </Button>
          )}
          <Button type="button" variant="outline" disabled={busy} onClick={onChange}>
            {texts.change}
          </Button>
          <Button type="button" variant="danger" disabled={busy} onClick={() => setConfirmingEnd(true)}>
            {texts.end}
          </Button>
        </div>
      )}
      <Dialog open={confirmingEnd} onOpenChange={setConfirmingEnd}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>{texts.endTitle}</DialogTitle>
            <DialogDescription>{texts.endDescription}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{texts.endKeep}</Button>
            </DialogClose>
            <Button
              variant="danger"
              onClick={() => {
                setConfirmingEnd(false);
                onEnd();
              }}
            >
              {texts.endConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
