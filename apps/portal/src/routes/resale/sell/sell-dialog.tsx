import type { ResaleFigures, ResaleListing, ResaleQuote } from '@keystone/api';
import { formatMoney } from '@keystone/flows/format';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  LoadingSkeleton,
  Message,
  MoneyInput,
  Skeleton,
} from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { RefusalMessage, showOnForm } from '../../../api/index.ts';
import { useCreateResaleListing, useResaleQuote } from '../../../api/resale.ts';
import { sellAmountMessage, sellAmountPence } from './sell-amount.ts';
import { SELL_TEXTS } from './sell-texts.ts';

export interface SellDialogProps {
  /** The seller's investment, as their dashboard and schedule name it. */
  investmentId: number;
  projectName: string;
  defaultOpen?: boolean;
}

/** Where the seller reads their listings once listed. */
export const MY_LISTINGS_PATH = '/platform/resale/mine';

/**
 * The seller's sell dialog (issue 37 §1), opened from the investment's schedule: it asks `getResaleQuote`; a loan
 * that may not be sold now says why and offers no form; otherwise the amount (whole pounds, flows' amount rule, or
 * all of it) and exactly what the seller receives if it sells today, quoted again for the amount typed. Listing is
 * `createResaleListing`; its refusals land on the form.
 */
export function SellDialog({ investmentId, projectName, defaultOpen = false }: SellDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">{SELL_TEXTS.sell}</Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{SELL_TEXTS.title}</DialogTitle>
          <DialogDescription>{SELL_TEXTS.description(projectName)}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: closing forgets what was typed and the last outcome. */}
        {open && <SellBody investmentId={investmentId} />}
      </DialogContent>
    </Dialog>
  );
}

function SellBody({ investmentId }: { investmentId: number }) {
  // Held here, above the quote: listing invalidates every quote, and this one then says the investment is listed,
  // which must not take the place of the outcome the seller is reading.
  const [listed, setListed] = useState<ResaleListing | null>(null);
  const quote = useResaleQuote(investmentId);
  if (listed) return <ListedOutcome listing={listed} />;
  if (quote.isPending) {
    return (
      <LoadingSkeleton>
        <Skeleton className="h-40 rounded-lg" />
      </LoadingSkeleton>
    );
  }
  if (quote.isError) return <RefusalMessage error={quote.error} />;
  if (!quote.data.allowed) {
    return (
      <>
        <Message variant="warning" title={SELL_TEXTS.notAllowedTitle} dismissible={false}>
          {quote.data.reason}
        </Message>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{SELL_TEXTS.close}</Button>
          </DialogClose>
        </DialogFooter>
      </>
    );
  }
  return <SellForm quote={quote.data} onListed={setListed} />;
}

function ListedOutcome({ listing }: { listing: ResaleListing }) {
  return (
    <div className="flex flex-col gap-4">
      <Message variant="success" dismissible={false}>
        {SELL_TEXTS.listed(listing.listedPence, listing.expiresAt)}
      </Message>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{SELL_TEXTS.close}</Button>
        </DialogClose>
        <Button asChild>
          <Link to={MY_LISTINGS_PATH}>{SELL_TEXTS.myListings}</Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

interface SellFormValues {
  /** The pounds as typed, named as the contract's field so that a refusal of it lands here; pence on submit. */
  amountPence: string;
}

function SellForm({ quote, onListed }: { quote: ResaleQuote; onListed: (listing: ResaleListing) => void }) {
  const resolver = useMemo(
    () => rulesResolver<SellFormValues>({ amountPence: (typed) => sellAmountMessage(typed, quote) }),
    [quote],
  );
  const form = useForm<SellFormValues>({ resolver, defaultValues: { amountPence: '' } });
  const typed = useWatch({ control: form.control, name: 'amountPence' });
  const amountPence = sellAmountMessage(typed, quote) === undefined ? sellAmountPence(typed) : undefined;
  const create = useCreateResaleListing({ onSuccess: onListed, onError: showOnForm(form) });

  const onSubmit = ({ amountPence: text }: SellFormValues) => {
    const pence = sellAmountPence(text);
    if (pence !== undefined) create.createResaleListing({ investmentId: quote.investmentId, amountPence: pence });
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={SELL_TEXTS.title} className="flex flex-col gap-4">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{SELL_TEXTS.outstanding}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatMoney(quote.outstandingPence)}</dd>
        <dt className="text-muted-foreground">{SELL_TEXTS.minimum}</dt>
        <dd className="text-right tabular-nums">{formatMoney(Math.min(quote.minimumPence, quote.outstandingPence))}</dd>
      </dl>
      <FormField
        control={form.control}
        name="amountPence"
        render={(field) => (
          <MoneyInput label={SELL_TEXTS.amount} hint={SELL_TEXTS.amountHint} wholePounds required {...field} />
        )}
      />
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        onClick={() =>
          form.setValue('amountPence', String(quote.outstandingPence / 100), {
            shouldValidate: true,
            shouldDirty: true,
          })
        }
      >
        {SELL_TEXTS.sellAllOf(quote.outstandingPence)}
      </Button>
      <SaleFigures quote={quote} amountPence={amountPence} />
      <p className="text-sm text-muted-foreground">{SELL_TEXTS.buyerPays}</p>
      <p className="text-sm">{SELL_TEXTS.openFor}</p>
      <Button type="submit" loading={create.isPending}>
        {SELL_TEXTS.submit}
      </Button>
    </Form>
  );
}

/**
 * What the seller receives for `amountPence` sold today: the first quote's figures for all of it, another quote's
 * for a part. Figures for another amount are never shown in its place while the new one is asked.
 */
function SaleFigures({ quote, amountPence }: { quote: ResaleQuote; amountPence: number | undefined }) {
  const part = amountPence !== undefined && amountPence !== quote.outstandingPence;
  const partQuote = useResaleQuote(quote.investmentId, part ? amountPence : undefined, { enabled: part });
  const figures = part ? partQuote.data?.figures : amountPence === undefined ? undefined : quote.figures;
  return (
    <section aria-label={SELL_TEXTS.ifSoldToday} aria-live="polite" className="rounded-lg border border-border p-4">
      <h3 className="mb-2 font-semibold">{SELL_TEXTS.ifSoldToday}</h3>
      {amountPence === undefined ? (
        <p className="text-sm text-muted-foreground">{SELL_TEXTS.figuresFor}</p>
      ) : part && partQuote.isError ? (
        <RefusalMessage error={partQuote.error} />
      ) : figures && figures.capitalPence === amountPence ? (
        <FiguresList figures={figures} feeBasisPoints={quote.feeBasisPoints} />
      ) : (
        <LoadingSkeleton>
          <Skeleton className="h-24" />
        </LoadingSkeleton>
      )}
    </section>
  );
}

function FiguresList({ figures, feeBasisPoints }: { figures: ResaleFigures; feeBasisPoints: number }) {
  const rows: [string, string][] = [
    [SELL_TEXTS.capital, formatMoney(figures.capitalPence)],
    [SELL_TEXTS.accruedInterest(figures.asOf), formatMoney(figures.accruedInterestPence)],
    [SELL_TEXTS.fee(feeBasisPoints), SELL_TEXTS.feeTaken(figures.feePence)],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
      <dt className="border-t border-border pt-1 font-semibold">{SELL_TEXTS.receives}</dt>
      <dd className="border-t border-border pt-1 text-right font-semibold tabular-nums">
        {formatMoney(figures.sellerReceivesPence)}
      </dd>
    </dl>
  );
}
