import type { ResaleSettings } from '@keystone/api';
import { formatPercent } from '@keystone/flows/format';
import { resaleFeeBasisPoints, resaleFeePercentText, validateResaleFeePercent } from '@keystone/flows/resale';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useUpdateResaleSettings } from '../../api/resale.ts';
import { SETTINGS_TEXTS } from './settings-texts.ts';

interface FeeValues {
  /** The percent as typed, named as the contract's field so that a refusal of it lands here; basis points on submit. */
  feeBasisPoints: string;
}

const resolver = rulesResolver<FeeValues>({ feeBasisPoints: validateResaleFeePercent });

/**
 * The resale market's seller fee (issue 37 §1, `updateResaleSettings`), kept in basis points and typed as a percent;
 * `onSaved` hears the percent once saved.
 */
export function ResaleFeeForm({ settings, onSaved }: { settings: ResaleSettings; onSaved: (percent: string) => void }) {
  const form = useForm<FeeValues>({
    resolver,
    defaultValues: { feeBasisPoints: resaleFeePercentText(settings.feeBasisPoints) },
  });
  const save = useUpdateResaleSettings({
    onSuccess: (saved) => onSaved(formatPercent(saved.feeBasisPoints / 100)),
    onError: showOnForm(form),
  });
  const onSubmit = (values: FeeValues) => {
    const feeBasisPoints = resaleFeeBasisPoints(values.feeBasisPoints);
    if (feeBasisPoints !== undefined) save.mutate({ body: { feeBasisPoints } });
  };
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label={SETTINGS_TEXTS.resaleFormTitle}
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        control={form.control}
        name="feeBasisPoints"
        render={(field) => (
          <TextField
            label={SETTINGS_TEXTS.resaleFee}
            hint={SETTINGS_TEXTS.resaleFeeHint}
            inputMode="decimal"
            className="w-full sm:w-80"
            required
            {...field}
          />
        )}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {SETTINGS_TEXTS.saveFee}
      </Button>
    </Form>
  );
}
