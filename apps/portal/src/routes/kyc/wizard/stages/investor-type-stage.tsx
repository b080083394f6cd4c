import type { InvestorDeclaration, InvestorType } from '@keystone/api';
import { DECLARATION_SCREEN_TEXTS, type DeclarationForm } from '@keystone/flows/declarations';
import { formatDate } from '@keystone/flows/format';
import { Checkbox, Message } from '@keystone/ui';
import { checkboxProps, ChoiceField, FormField } from '@keystone/ui/form';
import type { KycForm } from '@keystone/flows/kyc';
import { useFormContext, useWatch, type Control } from 'react-hook-form';
import { DeclarationFields } from '../../../declarations/declaration-fields.tsx';
import { INVESTOR_TYPE_CHOICES, RISK_STATEMENT } from './kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

export const INVESTOR_TYPE_LEGEND = 'Which of these describes you?';

interface InvestorTypeStageProps extends StageProps {
  /** The category whose declaration is signed and current: choosing it asks for no new signature. */
  signedInvestorType?: InvestorType | undefined;
  declaration?: InvestorDeclaration | null;
}

/**
 * Stage 4: the investor's category, each explained with the thresholds of seed 000 §9, the chosen category's
 * declaration in full with the figures it asks for and its tick box (issue 24 §4; leaving the stage signs it), and
 * the risk statement. A category whose declaration is signed and current shows until when it holds instead.
 */
export function InvestorTypeStage({ control, signedInvestorType, declaration }: InvestorTypeStageProps) {
  const chosen = useWatch({ control, name: 'investorType' });
  const { setValue } = useFormContext<KycForm>();
  return (
    <div className="flex flex-col gap-6">
      <FormField
        control={control}
        name="investorType"
        render={(field) => (
          <ChoiceField
            legend={INVESTOR_TYPE_LEGEND}
            choices={INVESTOR_TYPE_CHOICES}
            field={{
              ...field,
              // A signature belongs to the words shown (issue 32): another category's declaration starts unticked.
              onChange: (investorType: KycForm['investorType']) => {
                field.onChange(investorType);
                setValue('acceptedTextVersion', '');
              },
            }}
          />
        )}
      />
      {chosen !== '' && chosen === signedInvestorType
        ? declaration && (
            <Message variant="info" dismissible={false}>
              {DECLARATION_SCREEN_TEXTS.signedUntil(formatDate(declaration.expiresAt))}
            </Message>
          )
        : chosen !== '' && (
            // The stage form holds the declaration's fields too (KycForm extends DeclarationForm).
            <DeclarationFields investorType={chosen} control={control as unknown as Control<DeclarationForm>} />
          )}
      <FormField
        control={control}
        name="riskStatementAccepted"
        render={(field) => <Checkbox label={RISK_STATEMENT} required {...checkboxProps(field)} />}
      />
    </div>
  );
}
