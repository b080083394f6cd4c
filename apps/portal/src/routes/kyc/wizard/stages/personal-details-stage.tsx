import { ADDRESS_LINE_MAX_LENGTH, KYC_CITY_MAX_LENGTH, KYC_NAME_MAX_LENGTH } from '@keystone/flows';
import type { PersonType, Title } from '@keystone/api';
import { Select, TextField } from '@keystone/ui';
import type { ChangeEvent } from 'react';
import { COUNTRY_OF_RESIDENCE, NATIONALITY_OPTIONS, PERSON_TYPE_OPTIONS, TITLE_OPTIONS } from '../kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

export const PHONE_DISCLAIMER = 'Enter your mobile number without the leading 0';

/** Stage 1: who the investor is and where they live; the person type decides the company blocks later on. */
export function PersonalDetailsStage({ form, errors, disabled, setField }: StageProps) {
  const text = (field: 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'postcode') => ({
    value: form[field],
    error: errors[field],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.target.value),
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Select
        label="Person type"
        required
        placeholder="Choose"
        options={PERSON_TYPE_OPTIONS}
        value={form.personType}
        error={errors.personType}
        disabled={disabled}
        onValueChange={(value) => setField('personType', value as PersonType)}
      />
      <Select
        label="Title"
        required
        placeholder="Choose"
        options={TITLE_OPTIONS}
        value={form.title}
        error={errors.title}
        disabled={disabled}
        onValueChange={(value) => setField('title', value as Title)}
      />
      <TextField label="First name" required autoComplete="given-name" maxLength={KYC_NAME_MAX_LENGTH} {...text('firstName')} />
      <TextField label="Last name" required autoComplete="family-name" maxLength={KYC_NAME_MAX_LENGTH} {...text('lastName')} />
      <TextField
        label="Date of birth"
        type="date"
        required
        autoComplete="bday"
        value={form.dateOfBirth}
        error={errors.dateOfBirth}
        disabled={disabled}
        onChange={(event) => setField('dateOfBirth', event.target.value)}
      />
      <TextField
        label="Mobile number"
        type="tel"
        required
        autoComplete="tel-national"
        inputMode="numeric"
        startAdornment="+44"
        hint={PHONE_DISCLAIMER}
        value={form.phoneNumber}
        error={errors.phoneNumber}
        disabled={disabled}
        onChange={(event) => setField('phoneNumber', event.target.value)}
      />
      <TextField label="Address line 1" required autoComplete="address-line1" maxLength={ADDRESS_LINE_MAX_LENGTH} {...text('address1')} />
      <TextField label="Address line 2" autoComplete="address-line2" maxLength={ADDRESS_LINE_MAX_LENGTH} {...text('address2')} />
      <TextField label="City" required autoComplete="address-level2" maxLength={KYC_CITY_MAX_LENGTH} {...text('city')} />
      <TextField label="Postcode" required autoComplete="postal-code" {...text('postcode')} />
      <Select
        label="Nationality"
        required
        options={NATIONALITY_OPTIONS}
        value={form.nationality}
        error={errors.nationality}
        disabled={disabled}
        onValueChange={(value) => setField('nationality', value as 'GB')}
      />
      <TextField label="Country of residence" readOnly value={COUNTRY_OF_RESIDENCE} hint="Only UK residents can invest." />
    </div>
  );
}
