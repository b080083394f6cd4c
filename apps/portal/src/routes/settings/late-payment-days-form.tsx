import { validateLatePaymentDays } from '@keystone/flows/projects';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useUpdateRepaymentSettings } from '../../api/repayment.ts';
import { SETTINGS_TEXTS } from './settings-texts.ts';

interface DaysValues {
  days: string;
}

const resolver = rulesResolver<DaysValues>({ days: (value) => validateLatePaymentDays(Number(value.trim() || NaN)) });

/**
 * The platform's late-payment days (an admin setting for every project); `onSaved` hears the days once saved, after
 * every project's repayment has been read again.
 */
export function LatePaymentDaysForm({ days, onSaved }: { days: number; onSaved: (days: number) => void }) {
  const form = useForm<DaysValues>({ resolver, defaultValues: { days: String(days) } });
  const save = useUpdateRepaymentSettings({
    onSuccess: () => onSaved(Number(form.getValues('days').trim())),
    onError: showOnForm(form),
  });
  const onSubmit = (values: DaysValues) => save.mutate({ body: { latePaymentDays: Number(values.days.trim()) } });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={SETTINGS_TEXTS.settingsTitle}
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        control={form.control}
        name="days"
        render={(field) => (
          <TextField
            label={SETTINGS_TEXTS.lateDays}
            hint={SETTINGS_TEXTS.lateDaysHint}
            inputMode="numeric"
            className="w-full sm:w-80"
            required
            {...field}
          />
        )}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {SETTINGS_TEXTS.saveDays}
      </Button>
    </Form>
  );
}
