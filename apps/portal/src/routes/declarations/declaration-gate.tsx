import type { EverydayLimit, InvestorDeclarationStatus, InvestorType } from '@keystone/api';
import {
  DECLARATION_SCREEN_TEXTS as TEXTS,
  declarationFormField,
  declarationRequestFromForm,
  EMPTY_DECLARATION_FORM,
  validateDeclarationForm,
  type DeclarationForm,
} from '@keystone/flows/declarations';
import { formatDate } from '@keystone/flows/format';
import { calendarDateIn } from '@keystone/flows/rules';
import { Button, Spinner, StepHeading } from '@keystone/ui';
import { Form, rulesResolver } from '@keystone/ui/form';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useInvestorDeclaration, useSignDeclaration } from '../../api/declarations.ts';
import { LoadFailure } from '../../lists/load-failure.tsx';
import { DeclarationFields } from './declaration-fields.tsx';

interface DeclarationGateProps {
  /** What runs once the declaration is current, with an everyday investor's limit (the amount step's). */
  children: (everydayLimit: EverydayLimit | undefined) => ReactNode;
}

/**
 * Before a pledge (issue 24 §4): an investor whose declaration is missing, expired (12 months) or for another
 * category signs it again here; the server would refuse the pledge with code 47. Once it is current, the pledge
 * flow runs with the everyday investor's limit.
 */
export function DeclarationGate({ children }: DeclarationGateProps) {
  // Read as the pledge opened (`usePledgeOpening`), beside the journey, not after it.
  const declaration = useInvestorDeclaration({ refetchOnMount: false });
  if (declaration.isPending) return <Spinner className="mx-auto my-10" />;
  if (declaration.isError) return <LoadFailure error={declaration.error} onRetry={() => void declaration.refetch()} />;
  const status = declaration.data;
  if (status.current) return children(status.everydayLimit);
  // A category is chosen in the KYC, which an investor who may pledge has passed.
  if (status.investorType === null) return <LoadFailure error={undefined} onRetry={() => void declaration.refetch()} />;
  return <ResignDeclaration status={status} investorType={status.investorType} />;
}

function ResignDeclaration({
  status,
  investorType,
}: {
  status: InvestorDeclarationStatus;
  investorType: InvestorType;
}) {
  const headingId = useId();
  const [resolver] = useState(() =>
    rulesResolver<DeclarationForm>((form) => validateDeclarationForm(investorType, form, calendarDateIn(new Date()))),
  );
  const form = useForm<DeclarationForm>({ resolver, defaultValues: EMPTY_DECLARATION_FORM });
  const sign = useSignDeclaration({ onError: showOnForm(form, { fieldName: declarationFormField }) });
  const signedAt = status.declaration?.signedAt;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-state="declarationDue">
      {/* In place of 'Invest here', as a step of the pledge flow: it opens at its heading. */}
      <StepHeading step="declarationDue" takesFocusOnOpen id={headingId} className="text-lg font-semibold">
        {TEXTS.resignHeading}
      </StepHeading>
      <p>{signedAt === undefined ? TEXTS.resignMissing : TEXTS.resignExpired(formatDate(signedAt))}</p>
      <Form
        form={form}
        onSubmit={(values) => sign.mutate({ body: declarationRequestFromForm(investorType, values) })}
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
      >
        <fieldset disabled={sign.isPending} className="contents">
          <DeclarationFields investorType={investorType} control={form.control} />
        </fieldset>
        <Button type="submit" size="lg" className="w-fit" loading={sign.isPending}>
          {TEXTS.sign}
        </Button>
      </Form>
    </section>
  );
}
