import type { ResaleListing } from '@keystone/api';
import { customAmountDigits, customAmountPenceMessage, parseCustomAmountPence } from '@keystone/flows/pledge';
import { validateResaleAmount } from '@keystone/flows/resale';
import { Button, MoneyInput } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RESALE_LISTING_TEXTS } from './resale-listing-texts.ts';

interface AmountValues {
  amountText: string;
}

export interface PurchaseAmountFormProps {
  listing: ResaleListing;
  /** The amount chosen before (Back from the review): the field starts with it. */
  amountPence: number | undefined;
  /** Why the server refused the amount last time (the rule, or not enough in the e-wallet for the price). */
  serverError: string | undefined;
  busy: boolean;
  labelledBy: string;
  onNext: (amountPence: number) => void;
  onCancel: () => void;
}

/** The buyer's amount rule: whole pounds (the pledge's reading of them), then flows' `validateResaleAmount`, side 'buy'. */
const amountRule = (listing: ResaleListing) => (text: string) =>
  customAmountPenceMessage(text) ??
  validateResaleAmount({
    amountPence: parseCustomAmountPence(text),
    availablePence: listing.remainingPence,
    minimumPence: listing.minimumPence,
    side: 'buy',
  });

/**
 * How much of the listing to buy, in whole pounds: at least the project's minimum (or all that is left, when that is
 * less), at most what is for sale, leaving nothing or at least the minimum behind. 'Buy all of it' fills in what
 * is left.
 */
export function PurchaseAmountForm({
  listing,
  amountPence,
  serverError,
  busy,
  labelledBy,
  onNext,
  onCancel,
}: PurchaseAmountFormProps) {
  const [resolver] = useState(() => rulesResolver<AmountValues>({ amountText: amountRule(listing) }));
  const form = useForm<AmountValues>({
    resolver,
    defaultValues: { amountText: amountPence === undefined ? '' : String(amountPence / 100) },
  });
  return (
    <Form
      form={form}
      onSubmit={({ amountText }) => onNext(parseCustomAmountPence(amountText) ?? 0)}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className="flex flex-col gap-4"
    >
      <fieldset disabled={busy} className="contents">
        <FormField
          control={form.control}
          name="amountText"
          render={({ onChange, error, ...field }) => (
            <MoneyInput
              label={RESALE_LISTING_TEXTS.amount}
              hint={RESALE_LISTING_TEXTS.amountHint(listing)}
              wholePounds
              required
              error={error ?? (form.formState.isDirty ? undefined : serverError)}
              {...field}
              onChange={(text) => onChange(customAmountDigits(text))}
            />
          )}
        />
        <Button
          type="button"
          variant="link"
          className="self-start px-0"
          onClick={() => form.setValue('amountText', String(listing.remainingPence / 100), { shouldDirty: true })}
        >
          {RESALE_LISTING_TEXTS.buyAll(listing.remainingPence)}
        </Button>
      </fieldset>
      <div className="flex items-center justify-between gap-4 border-t border-border pt-4">
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          {RESALE_LISTING_TEXTS.cancel}
        </Button>
        <Button type="submit" size="lg" loading={busy}>
          {RESALE_LISTING_TEXTS.next}
        </Button>
      </div>
    </Form>
  );
}
