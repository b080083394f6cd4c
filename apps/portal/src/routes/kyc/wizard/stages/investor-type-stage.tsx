import { Checkbox } from '@keystone/ui';
import { checkboxProps, ChoiceField, FormField } from '@keystone/ui/form';
import { INVESTOR_TYPE_CHOICES, RISK_STATEMENT } from './kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

export const INVESTOR_TYPE_LEGEND = 'Which of these describes you?';

/** Stage 4: the investor's category, each explained with the thresholds of seed 000 §9, and the risk statement. */
export function InvestorTypeStage({ control }: StageProps) {
  return (
    <div className="flex flex-col gap-6">
      <FormField
        control={control}
        name="investorType"
        render={(field) => <ChoiceField legend={INVESTOR_TYPE_LEGEND} choices={INVESTOR_TYPE_CHOICES} field={field} />}
      />
      <FormField
        control={control}
        name="riskStatementAccepted"
        render={(field) => <Checkbox label={RISK_STATEMENT} required {...checkboxProps(field)} />}
      />
    </div>
  );
}
