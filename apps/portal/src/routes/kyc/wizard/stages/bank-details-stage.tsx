import type { LegalEntity } from '@keystone/api';
import { ACCOUNT_NUMBER_LENGTH, ADDRESS_LINE_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, KYC_CITY_MAX_LENGTH, SORT_CODE_LENGTH } from '@keystone/flows';
import { Select, TextField } from '@keystone/ui';
import type { ChangeEvent } from 'react';
import { LEGAL_ENTITY_OPTIONS } from '../kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

type TextFieldName =
  | 'sortCode'
  | 'accountNumber'
  | 'companyName'
  | 'companyNumber'
  | 'companyAddress1'
  | 'companyAddress2'
  | 'companyCity'
  | 'companyPostcode';

/** Stage 3: the bank account payouts go to, and for companies (PROFESSIONAL) the company's details. */
export function BankDetailsStage({ form, errors, disabled, setField }: StageProps) {
  const text = (field: TextFieldName) => ({
    value: form[field],
    error: errors[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.value),
  });
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Sort code" required inputMode="numeric" maxLength={SORT_CODE_LENGTH} hint="6 digits" {...text('sortCode')} />
        <TextField
          label="Account number"
          required
          inputMode="numeric"
          maxLength={ACCOUNT_NUMBER_LENGTH}
          hint="8 digits"
          {...text('accountNumber')}
        />
      </div>
      {form.personType === 'PROFESSIONAL' && (
        <fieldset className="flex flex-col gap-5">
          <legend className="mb-4 text-lg font-semibold text-foreground">Company</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Company name" required autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} {...text('companyName')} />
            <TextField label="Company number" required maxLength={8} hint="8 letters or digits" {...text('companyNumber')} />
            <Select
              label="Legal entity"
              required
              placeholder="Choose"
              options={LEGAL_ENTITY_OPTIONS}
              value={form.legalEntity}
              error={errors.legalEntity}
              disabled={disabled}
              onValueChange={(value) => setField('legalEntity', value as LegalEntity)}
            />
            <span aria-hidden="true" className="hidden sm:block" />
            <TextField label="Company address line 1" required maxLength={ADDRESS_LINE_MAX_LENGTH} {...text('companyAddress1')} />
            <TextField label="Company address line 2" maxLength={ADDRESS_LINE_MAX_LENGTH} {...text('companyAddress2')} />
            <TextField label="Company city" required maxLength={KYC_CITY_MAX_LENGTH} {...text('companyCity')} />
            <TextField label="Company postcode" required {...text('companyPostcode')} />
          </div>
        </fieldset>
      )}
    </div>
  );
}
