import { PLEDGE_MESSAGES } from '@keystone/flows/pledge';
import { requiredText } from '@keystone/flows/rules';
import { ChoiceField, FormField, rulesResolver, type Choice } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { StepForm } from './step-form.tsx';
import type { StepProps } from './step-props.ts';

interface ChoiceValues {
  choice: string;
}

const resolver = rulesResolver<ChoiceValues>({ choice: requiredText(PLEDGE_MESSAGES.required) });

interface ChoiceStepProps<V extends string> extends StepProps {
  legend: string;
  choices: ReadonlyArray<Choice<V>>;
  chosen: V | undefined;
  /** The machine's event for the choice; NEXT follows it. */
  choose: (value: V) => void;
}

/** Source, Strategy and Term: one of a few choices, and Next only once one is made (seed 001 §4). */
export function ChoiceStep<V extends string>({ legend, choices, chosen, choose, ...step }: ChoiceStepProps<V>) {
  const form = useForm<ChoiceValues>({ resolver, defaultValues: { choice: chosen ?? '' } });
  const next = ({ choice }: ChoiceValues) => {
    choose(choice as V);
    step.send({ type: 'NEXT' });
  };
  return (
    <StepForm form={form} onNext={next} {...step}>
      <FormField
        control={form.control}
        name="choice"
        render={(field) => <ChoiceField legend={legend} choices={choices} field={field} />}
      />
    </StepForm>
  );
}
