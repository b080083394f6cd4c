import type { PledgeFinishResponse, PledgedInvestment } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import {
  PLEDGE_MESSAGES,
  pledgeRefusalText,
  selectError,
  selectFinish,
  selectTransferInstructions,
} from '@keystone/flows/pledge';
import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { WALLET_LABELS } from '@keystone/flows/rules';
import { Button, Card, Message, Spinner } from '@keystone/ui';
import { refusal } from '../../../../api/index.ts';
import { CopyValue, SortCodeValue } from '../../../../wallet/copy-value.tsx';
import { PLEDGE_TEXTS } from './pledge-texts.ts';
import { AcceptStep } from './accept-step.tsx';
import { StepButtons } from './step-form.tsx';
import type { StepProps } from './step-props.ts';

/**
 * Payment (seed 001 §4): the finish runs as the step opens ('Processing investment...'), a refusal in the server's
 * words in that place (an unexpected failure: the generic modal, and only a line saying so here); from the e-wallet
 * the flow moves on by itself, by bank transfer the details to pay into, one transfer per investment with its own
 * reference, and the box 'You must confirm transferred funds'.
 */
export function PaymentStep(step: StepProps) {
  const { snapshot, send } = step;
  const finish = selectFinish(snapshot);
  if (snapshot.matches({ payment: 'awaitingTransfer' }) && finish !== undefined) {
    return (
      <AcceptStep
        {...step}
        label={PLEDGE_TEXTS.confirmTransfer}
        accepted={snapshot.context.paymentConfirmed}
        accept={() => send({ type: 'SET_TRANSFER_CONFIRMED', confirmed: true })}
      >
        <p className="text-muted-foreground">{selectTransferInstructions(snapshot)}</p>
        {finish.investments.map((investment) => (
          <TransferDetails key={investment.investmentId} finish={finish} investment={investment} />
        ))}
      </AcceptStep>
    );
  }
  const failed = snapshot.matches({ payment: 'failed' });
  return (
    <div className="flex flex-col gap-6" aria-labelledby={step.labelledBy} role="group">
      {failed ? (
        <Message variant="error" dismissible={false}>
          {refusal(selectError(snapshot), pledgeRefusalText) ?? PLEDGE_TEXTS.paymentFailed}
        </Message>
      ) : (
        <Spinner label={PLEDGE_MESSAGES.processing} className="my-6 self-center" />
      )}
      <StepButtons snapshot={snapshot} send={send}>
        {failed && (
          <Button type="button" size="lg" onClick={() => send({ type: 'RETRY' })}>
            {PLEDGE_TEXTS.retry}
          </Button>
        )}
      </StepButtons>
    </div>
  );
}

function TransferDetails({ finish, investment }: { finish: PledgeFinishResponse; investment: PledgedInvestment }) {
  const title = `${INVESTMENT_TERM_LABELS[investment.term]}: ${formatMoney(investment.amountPence)}`;
  const headingId = `transfer-${investment.investmentId}`;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-2 p-4">
      <h4 id={headingId} className="font-medium text-foreground">
        {title}
      </h4>
      <dl className="flex flex-col">
        {finish.accountName !== null && <CopyValue label={WALLET_LABELS.accountName} value={finish.accountName} />}
        {finish.sortCode !== null && <SortCodeValue sortCode={finish.sortCode} />}
        {finish.accountNumber !== null && (
          <CopyValue label={WALLET_LABELS.accountNumber} value={finish.accountNumber} />
        )}
        <CopyValue label={WALLET_LABELS.reference} value={investment.referenceNumber} />
        <CopyValue label={WALLET_LABELS.sum} value={formatMoney(investment.amountPence)} />
      </dl>
    </Card>
  );
}
