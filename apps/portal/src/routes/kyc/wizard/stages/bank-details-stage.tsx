import { ADDRESS_LINE_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, KYC_CITY_MAX_LENGTH } from '@keystone/flows';
import { BANK_FIELD_HINTS, WALLET_LABELS } from '@keystone/flows/rules';
import { Select, TextField } from '@keystone/ui';
import { FormField, selectProps } from '@keystone/ui/form';
import { LEGAL_ENTITY_OPTIONS } from './kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

/**
 * Stage 3: the bank account payouts go to, and for companies (PROFESSIONAL) the company's details. The bank fields
 * have no length limit of their own: '20-00-00' is a sort code too, and a limit of six cut it to '20-00-'.
 */
export function BankDetailsStage({ control, company }: StageProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="sortCode"
          label={WALLET_LABELS.sortCode}
          render={(field) => <TextField required inputMode="numeric" hint={BANK_FIELD_HINTS.sortCode} {...field} />}
        />
        <FormField
          control={control}
          name="accountNumber"
          label={WALLET_LABELS.accountNumber}
          render={(field) => (
            <TextField required inputMode="numeric" hint={BANK_FIELD_HINTS.accountNumber} {...field} />
          )}
        />
      </div>
      {company && (
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-4 text-lg font-semibold text-foreground">Company</legend>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <FormField
              control={control}
              name="companyName"
              label="Company name"
              render={(field) => (
                <TextField required autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} {...field} />
              )}
            />
            <FormField
              control={control}
              name="companyNumber"
              label="Company number"
              render={(field) => <TextField required maxLength={8} hint="8 letters or digits" {...field} />}
            />
            <FormField
              control={control}
              name="legalEntity"
              label="Legal entity"
              render={(field) => (
                <Select required placeholder="Choose" options={LEGAL_ENTITY_OPTIONS} {...selectProps(field)} />
              )}
            />
            <span aria-hidden="true" className="hidden sm:block" />
            <FormField
              control={control}
              name="companyAddress1"
              label="Company address line 1"
              render={(field) => <TextField required maxLength={ADDRESS_LINE_MAX_LENGTH} {...field} />}
            />
            <FormField
              control={control}
              name="companyAddress2"
              label="Company address line 2"
              render={(field) => <TextField maxLength={ADDRESS_LINE_MAX_LENGTH} {...field} />}
            />
            <FormField
              control={control}
              name="companyCity"
              label="Company city"
              render={(field) => <TextField required maxLength={KYC_CITY_MAX_LENGTH} {...field} />}
            />
            <FormField
              control={control}
              name="companyPostcode"
              label="Company postcode"
              render={(field) => <TextField required {...field} />}
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
