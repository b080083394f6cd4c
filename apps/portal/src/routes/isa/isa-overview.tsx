import type { Isa, IsaAllowance, IsaMovement } from '@keystone/api';
import { formatDateTime, formatDate, formatMoney } from '@keystone/flows/format';
import {
  ISA_COUNTERPARTY_LABELS,
  ISA_MOVEMENT_KIND_LABELS,
  ISA_MOVEMENT_STATUS_LABELS,
  ISA_MOVEMENTS_PAGE_SIZE,
  otherIsasAmountPence,
  validateOtherIsasAmount,
} from '@keystone/flows/isa';
import { transactionStatusTone } from '@keystone/flows/labels';
import { Badge, Button, DataTable, LoadingSkeleton, Pager, SkeletonTable, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { showOnForm } from '../../api/index.ts';
import { ISA_APPLICATION_URL, useDeclareOtherIsaSubscriptions, useIsaMovements } from '../../api/isa.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { IsaMoneyDialog } from './isa-money-dialog.tsx';
import { ISA_TEXTS } from './isa-texts.ts';

/** The open ISA: its cash with the ways in and out, this tax year's allowance, its payments and the application. */
export function IsaOverview({ isa }: { isa: Isa }) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="isa-cash" className="flex flex-col gap-3">
        <h2 id="isa-cash" className="text-lg font-semibold text-foreground">
          {ISA_TEXTS.cashHeading}
        </h2>
        <p className="text-2xl font-semibold text-foreground">{formatMoney(isa.balancePence ?? 0)}</p>
        <div className="flex flex-wrap gap-3">
          <IsaMoneyDialog direction="subscribe" />
          <IsaMoneyDialog direction="withdraw" />
        </div>
      </section>
      {isa.allowance ? <AllowancePanel isa={isa} allowance={isa.allowance} /> : null}
      <MovementsSection />
      <section aria-labelledby="isa-investments" className="flex flex-col gap-3">
        <h2 id="isa-investments" className="text-lg font-semibold text-foreground">
          {ISA_TEXTS.investmentsHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{ISA_TEXTS.investmentsIntro}</p>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/platform/dashboard" className="text-primary underline underline-offset-2">
            {ISA_TEXTS.investmentsLink}
          </Link>
          <Link to="/platform/isa/transfers" className="text-primary underline underline-offset-2">
            {ISA_TEXTS.transfersLink}
          </Link>
        </div>
      </section>
      {isa.application ? (
        <section aria-labelledby="isa-application" className="flex flex-col gap-2">
          <h2 id="isa-application" className="text-lg font-semibold text-foreground">
            {ISA_TEXTS.applicationHeading}
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{ISA_TEXTS.firstTaxYear}</dt>
            <dd>{isa.application.firstTaxYearLabel}</dd>
            <dt className="text-muted-foreground">{ISA_TEXTS.applicationSigned}</dt>
            <dd>{formatDate(isa.application.signedAt)}</dd>
          </dl>
          <a
            href={ISA_APPLICATION_URL}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-primary underline underline-offset-2"
          >
            {ISA_TEXTS.applicationPdf}
          </a>
        </section>
      ) : null}
    </div>
  );
}

function AllowancePanel({ isa, allowance }: { isa: Isa; allowance: IsaAllowance }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, number][] = [
    [ISA_TEXTS.limit, allowance.limitPence],
    [ISA_TEXTS.usedHere, allowance.usedHerePence],
    [ISA_TEXTS.otherIsas, allowance.otherIsasPence],
    [ISA_TEXTS.left, allowance.leftPence],
    [ISA_TEXTS.replaceable, allowance.replaceablePence],
  ];
  return (
    <section aria-labelledby="isa-allowance" className="flex flex-col gap-3">
      <h2 id="isa-allowance" className="text-lg font-semibold text-foreground">
        {ISA_TEXTS.allowanceHeading} ({isa.taxYearLabel})
      </h2>
      <dl className="grid max-w-xl grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, pence]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium text-foreground tabular-nums">{formatMoney(pence)}</dd>
          </div>
        ))}
      </dl>
      {editing ? (
        <OtherIsasForm otherIsasPence={allowance.otherIsasPence} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="link" className="self-start" onClick={() => setEditing(true)}>
          {ISA_TEXTS.editOtherIsas}
        </Button>
      )}
    </section>
  );
}

interface OtherIsasValues {
  amountPence: string;
}

const otherIsasResolver = rulesResolver<OtherIsasValues>({ amountPence: validateOtherIsasAmount });

function OtherIsasForm({ otherIsasPence, onDone }: { otherIsasPence: number; onDone(): void }) {
  const form = useForm<OtherIsasValues>({
    resolver: otherIsasResolver,
    defaultValues: { amountPence: String(otherIsasPence / 100) },
  });
  const declare = useDeclareOtherIsaSubscriptions({ onError: showOnForm(form) });
  const onSubmit = ({ amountPence }: OtherIsasValues) =>
    declare.mutate({ body: { amountPence: otherIsasAmountPence(amountPence) } }, { onSuccess: onDone });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label={ISA_TEXTS.editOtherIsas} className="flex max-w-sm flex-col gap-3">
      <FormField
        control={form.control}
        name="amountPence"
        render={(field) => (
          <TextField label={ISA_TEXTS.otherIsasAmount} hint={ISA_TEXTS.otherIsasHint} inputMode="numeric" {...field} />
        )}
      />
      <Button type="submit" loading={declare.isPending} className="self-start">
        {ISA_TEXTS.saveOtherIsas}
      </Button>
    </Form>
  );
}

const columns = [
  {
    header: ISA_TEXTS.date,
    cell: (movement: IsaMovement) => formatDateTime(movement.createdAt),
  },
  {
    header: ISA_TEXTS.movement,
    role: 'primary' as const,
    cell: (movement: IsaMovement) => ISA_MOVEMENT_KIND_LABELS[movement.kind],
  },
  {
    header: ISA_TEXTS.counterparty,
    cell: (movement: IsaMovement) => ISA_COUNTERPARTY_LABELS[movement.counterparty],
  },
  {
    header: ISA_TEXTS.sum,
    role: 'money' as const,
    numeric: true,
    cell: (movement: IsaMovement) => formatMoney(movement.amountPence),
  },
  {
    header: ISA_TEXTS.status,
    role: 'status' as const,
    cell: (movement: IsaMovement) => (
      <Badge tone={transactionStatusTone(movement.status)}>{ISA_MOVEMENT_STATUS_LABELS[movement.status]}</Badge>
    ),
  },
];

function MovementsSection() {
  const [page, setPage] = useState(1);
  const list = useIsaMovements({ offset: (page - 1) * ISA_MOVEMENTS_PAGE_SIZE });
  return (
    <section aria-labelledby="isa-movements" className="flex flex-col gap-3">
      <h2 id="isa-movements" className="text-lg font-semibold text-foreground">
        {ISA_TEXTS.movementsHeading}
      </h2>
      {list.isPending ? (
        <LoadingSkeleton>
          <SkeletonTable rows={3} />
        </LoadingSkeleton>
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            caption={ISA_TEXTS.movementsHeading}
            columns={columns}
            rows={list.data.movements}
            rowKey={(movement) => movement.id}
            empty={ISA_TEXTS.movementsEmpty}
            cardsBelow="md"
            refreshing={list.isPlaceholderData}
          />
          {list.data.count > ISA_MOVEMENTS_PAGE_SIZE && (
            <Pager
              aria-label={ISA_TEXTS.movementsPages}
              page={page}
              pageCount={Math.ceil(list.data.count / ISA_MOVEMENTS_PAGE_SIZE)}
              onPageChange={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}
