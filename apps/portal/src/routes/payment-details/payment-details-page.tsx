import type { PaymentInfo } from '@keystone/api';
import { TRANSACTION_STATUS_LABELS } from '@keystone/flows/dashboard';
import { transactionStatusTone } from '@keystone/flows/labels';
import { INVESTMENT_TERM_LABELS } from '@keystone/flows/projects';
import { validateInstructionsRead } from '@keystone/flows/rules';
import { Badge, Button, Card, Checkbox, LoadingSkeleton, Message } from '@keystone/ui';
import { checkboxProps, Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { RefusalMessage } from '../../api/index.ts';
import { useInvestmentPaymentInfo } from '../../api/wallet.ts';
import { BankTransferDetails } from '../../wallet/bank-transfer-details.tsx';

export const PAYMENT_DETAILS_TEXTS = {
  title: 'Payment details',
  intro: 'Pay for your investment by bank transfer to the account below, quoting the reference.',
  project: 'Project',
  investor: 'Investor',
  status: 'Status',
  confirm: 'I have noted these details and will make the transfer',
  submit: 'Confirm',
} as const;

/** Ids are positive integers: anything else is nobody's investment, refused as the server would (code 10). */
function parseInvestmentId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * `/platform/payment-details/:id` (seed 000 §2): the bank transfer that pays for one of the investor's investments,
 * named by its project and term, 'loading...' while it loads, a confirmation box, then back to /platform.
 */
export function PaymentDetailsPage() {
  const id = parseInvestmentId(useParams().id);
  return (
    <section aria-labelledby="payment-details-title" className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 id="payment-details-title" className="text-2xl font-semibold text-foreground">
        {PAYMENT_DETAILS_TEXTS.title}
      </h1>
      {id === null ? <Message variant="error">Illegal access</Message> : <InvestmentPayment id={id} />}
    </section>
  );
}

function InvestmentPayment({ id }: { id: number }) {
  const payment = useInvestmentPaymentInfo(id);
  if (payment.isPending) return <LoadingSkeleton />;
  if (payment.isError) {
    return <RefusalMessage error={payment.error} />;
  }
  return <LoadedPayment payment={payment.data} />;
}

const resolver = rulesResolver<{ confirmed: boolean }>({ confirmed: validateInstructionsRead });

function LoadedPayment({ payment }: { payment: PaymentInfo }) {
  const navigate = useNavigate();
  const form = useForm<{ confirmed: boolean }>({ resolver, defaultValues: { confirmed: false } });
  return (
    <>
      <p className="text-muted-foreground">{PAYMENT_DETAILS_TEXTS.intro}</p>
      <Card className="flex flex-col gap-3 p-4">
        {payment.projectId !== undefined && payment.projectName !== undefined && (
          <p>
            <span className="text-sm text-muted-foreground">{PAYMENT_DETAILS_TEXTS.project}: </span>
            <Link
              to={`/platform/projects/${payment.projectId}`}
              className="font-semibold text-foreground underline underline-offset-2 hover:text-primary"
            >
              {payment.projectName}
            </Link>
            {payment.term !== undefined && (
              <span className="text-muted-foreground"> · {INVESTMENT_TERM_LABELS[payment.term]}</span>
            )}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p>
            <span className="text-sm text-muted-foreground">{PAYMENT_DETAILS_TEXTS.investor}: </span>
            <strong>{payment.investorName}</strong>
          </p>
          <p className="flex items-center gap-2">
            <span className="text-sm text-muted-foreground">{PAYMENT_DETAILS_TEXTS.status}:</span>
            <Badge tone={transactionStatusTone(payment.status)}>{TRANSACTION_STATUS_LABELS[payment.status]}</Badge>
          </p>
        </div>
        <BankTransferDetails details={payment} />
      </Card>
      <Form
        form={form}
        onSubmit={() => void navigate('/platform')}
        aria-label={PAYMENT_DETAILS_TEXTS.title}
        className="flex flex-col gap-4"
      >
        <FormField
          control={form.control}
          name="confirmed"
          render={(field) => <Checkbox label={PAYMENT_DETAILS_TEXTS.confirm} {...checkboxProps(field)} />}
        />
        <Button type="submit">{PAYMENT_DETAILS_TEXTS.submit}</Button>
      </Form>
    </>
  );
}
