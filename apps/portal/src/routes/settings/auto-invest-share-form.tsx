import type { AutoInvestSettings } from '@keystone/api';
import { validateAutoInvestShare } from '@keystone/flows/auto-invest';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { useUpdateAutoInvestSettings } from '../../api/auto-invest.ts';
import { showOnForm } from '../../api/index.ts';
import { SETTINGS_TEXTS } from './settings-texts.ts';

interface ShareValues {
  /** Named as the contract's field, so that a refusal of it lands here. */
  maxSharePercent: string;
}

const percentOf = (typed: string) => Number(typed.trim() || NaN);

/** Any whole percent up to all of a project. */
const resolver = rulesResolver<ShareValues>({
  maxSharePercent: (value) => validateAutoInvestShare(percentOf(value), 100),
});

/**
 * The most a project may keep for auto-investors (issue 38 §2, `updateAutoInvestSettings`), a whole percent of each
 * term's target; `onSaved` hears it once saved.
 */
export function AutoInvestShareForm({
  settings,
  onSaved,
}: {
  settings: AutoInvestSettings;
  onSaved: (percent: number) => void;
}) {
  const form = useForm<ShareValues>({ resolver, defaultValues: { maxSharePercent: String(settings.maxSharePercent) } });
  const save = useUpdateAutoInvestSettings({
    onSuccess: (saved) => onSaved(saved.maxSharePercent),
    onError: showOnForm(form),
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate({ body: { maxSharePercent: percentOf(values.maxSharePercent) } })}
      aria-label={SETTINGS_TEXTS.autoInvestFormTitle}
      className="flex flex-wrap items-end gap-3"
    >
      <FormField
        control={form.control}
        name="maxSharePercent"
        render={(field) => (
          <TextField
            label={SETTINGS_TEXTS.autoInvestShare}
            hint={SETTINGS_TEXTS.autoInvestShareHint}
            inputMode="numeric"
            className="w-full sm:w-80"
            required
            {...field}
          />
        )}
      />
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {SETTINGS_TEXTS.saveAutoInvestShare}
      </Button>
    </Form>
  );
}
