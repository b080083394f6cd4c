import { validateLatePaymentDays } from '@keystone/flows/projects';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../../api/index.ts';
import { useUpdateRepaymentSettings } from '../../../api/repayment.ts';
import { REPAYMENT_TEXTS } from './repayment-texts.ts';

interface DaysValues {
  days: string;
}

const resolver = rulesResolver<DaysValues>({ days: (value) => validateLatePaymentDays(Number(value.trim() || NaN)) });

/** The platform's late-payment days (an admin setting for every project), changed from any project's panel. */
export function LatePaymentDaysForm({ days }: { days: number }) {
  const form = useForm<DaysValues>({ resolver, defaultValues: { days: String(days) } });
  const save = useUpdateRepaymentSettings({ onError: showOnForm(form) });
  const onSubmit = (values: DaysValues) => save.mutate({ body: { latePaymentDays: Number(values.days.trim()) } });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={REPAYMENT_TEXTS.settingsTitle}
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        control={form.control}
        name="days"
        render={(field) => (
          <TextField
            label={REPAYMENT_TEXTS.lateDays}
            hint={REPAYMENT_TEXTS.lateDaysHint}
            inputMode="numeric"
            className="w-full sm:w-80"
            required
            {...field}
          />
        )}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {REPAYMENT_TEXTS.saveDays}
      </Button>
    </Form>
  );
}
