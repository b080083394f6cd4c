import { KYC_STAGE_TITLES } from '@keystone/flows/kyc';
import type { User } from '@keystone/api';
import {
  BANK_FIELD_HINTS,
  normalizeAccountNumber,
  normalizeSortCode,
  validateProfileAccountNumber,
  validateProfileSortCode,
  WALLET_LABELS,
} from '@keystone/flows/rules';
import { Button, TextField } from '@keystone/ui';
import { Form, FormField, rulesResolver } from '@keystone/ui/form';
import { useForm } from 'react-hook-form';
import { showOnForm } from '../../api/index.ts';
import { useSaveBankDetails } from '../../api/user.ts';
import type { ProfileNoticeName } from './profile-notice.ts';

export const BANK_DETAILS_TEXTS = {
  title: KYC_STAGE_TITLES.bankDetails,
  description: 'Withdrawals from your e-wallet are paid to this account.',
  save: 'Save bank details',
} as const;

interface BankDetailsValues {
  sortCode: string;
  accountNumber: string;
}

const resolver = rulesResolver<BankDetailsValues>({
  sortCode: validateProfileSortCode,
  accountNumber: validateProfileAccountNumber,
});

const valuesOf = (user: User): BankDetailsValues => ({
  sortCode: user.sortCode ?? '',
  accountNumber: user.accountNumber ?? '',
});

/** The sort code (6 digits, dashes or spaces allowed) and account number (8 digits) withdrawals are paid to. */
export function BankDetailsForm({ user, onSaved }: { user: User; onSaved: (notice: ProfileNoticeName) => void }) {
  const form = useForm<BankDetailsValues>({ resolver, defaultValues: valuesOf(user) });
  const save = useSaveBankDetails({
    onError: showOnForm(form),
    onSuccess: (saved) => {
      form.reset(valuesOf(saved));
      onSaved('bankDetailsSaved');
    },
  });
  const { control } = form;
  return (
    <Form
      form={form}
      onSubmit={({ sortCode, accountNumber }) =>
        save.mutate({
          body: { sortCode: normalizeSortCode(sortCode), accountNumber: normalizeAccountNumber(accountNumber) },
        })
      }
      aria-label={BANK_DETAILS_TEXTS.title}
      className="flex flex-col gap-4"
    >
      <FormField
        control={control}
        name="sortCode"
        render={(field) => (
          <TextField
            label={WALLET_LABELS.sortCode}
            required
            inputMode="numeric"
            hint={BANK_FIELD_HINTS.sortCode}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="accountNumber"
        render={(field) => (
          <TextField
            label={WALLET_LABELS.accountNumber}
            required
            inputMode="numeric"
            hint={BANK_FIELD_HINTS.accountNumber}
            {...field}
          />
        )}
      />
      <Button type="submit" className="self-start" loading={save.isPending}>
        {BANK_DETAILS_TEXTS.save}
      </Button>
    </Form>
  );
}
