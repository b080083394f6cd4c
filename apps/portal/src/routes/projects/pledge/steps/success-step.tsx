import { formatMoney } from '@keystone/flows/format';
import { selectFinish } from '@keystone/flows/pledge';
import { Button, Message } from '@keystone/ui';
import { Link } from 'react-router';
import { PLEDGE_TEXTS } from './pledge-texts.ts';
import type { StepProps } from './step-props.ts';

/** Success: the pledge is made; what happens next, by e-wallet, from the ISA or by bank transfer. */
export function SuccessStep({ snapshot, onClose }: Pick<StepProps, 'snapshot'> & { onClose: () => void }) {
  const finish = selectFinish(snapshot);
  const byTransfer = finish?.source === 'BANK_TRANSFER';
  const steps = byTransfer
    ? PLEDGE_TEXTS.nextTransfer
    : finish?.source === 'ISA'
      ? PLEDGE_TEXTS.nextIsa
      : PLEDGE_TEXTS.nextWallet;
  return (
    <div className="flex flex-col gap-6">
      <Message variant="success" dismissible={false} title={PLEDGE_TEXTS.successTitle}>
        {finish !== undefined && `${formatMoney(finish.sumPence)} · ${finish.investorName}`}
      </Message>
      <section aria-labelledby="pledge-next" className="flex flex-col gap-2">
        <h4 id="pledge-next" className="font-medium text-foreground">
          {PLEDGE_TEXTS.whatNext}
        </h4>
        <ul className="list-disc flex flex-col gap-1 pl-5 text-foreground">
          {steps.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3 border-t border-border pt-6">
        <Button asChild>
          <Link to="/platform">{PLEDGE_TEXTS.toDashboard}</Link>
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {PLEDGE_TEXTS.backToProject}
        </Button>
      </div>
    </div>
  );
}
