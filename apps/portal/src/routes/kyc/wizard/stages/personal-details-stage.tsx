import { ADDRESS_LINE_MAX_LENGTH, KYC_CITY_MAX_LENGTH, KYC_NAME_MAX_LENGTH } from '@keystone/flows';
import { Select, TextField } from '@keystone/ui';
import { FormField, selectProps } from '@keystone/ui/form';
import { COUNTRY_OF_RESIDENCE, NATIONALITY_OPTIONS, PERSON_TYPE_OPTIONS, TITLE_OPTIONS } from './kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

export const PHONE_DISCLAIMER = 'Enter your mobile number without the leading 0';

/** Stage 1: who the investor is and where they live; the person type decides the company blocks later on. */
export function PersonalDetailsStage({ control }: StageProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        control={control}
        name="personType"
        render={(field) => (
          <Select
            label="Person type"
            required
            placeholder="Choose"
            options={PERSON_TYPE_OPTIONS}
            {...selectProps(field)}
          />
        )}
      />
      <FormField
        control={control}
        name="title"
        render={(field) => (
          <Select label="Title" required placeholder="Choose" options={TITLE_OPTIONS} {...selectProps(field)} />
        )}
      />
      <FormField
        control={control}
        name="firstName"
        render={(field) => (
          <TextField label="First name" required autoComplete="given-name" maxLength={KYC_NAME_MAX_LENGTH} {...field} />
        )}
      />
      <FormField
        control={control}
        name="lastName"
        render={(field) => (
          <TextField label="Last name" required autoComplete="family-name" maxLength={KYC_NAME_MAX_LENGTH} {...field} />
        )}
      />
      <FormField
        control={control}
        name="dateOfBirth"
        render={(field) => <TextField label="Date of birth" type="date" required autoComplete="bday" {...field} />}
      />
      <FormField
        control={control}
        name="phoneNumber"
        render={(field) => (
          <TextField
            label="Mobile number"
            type="tel"
            required
            autoComplete="tel-national"
            inputMode="numeric"
            startAdornment="+44"
            hint={PHONE_DISCLAIMER}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="address1"
        render={(field) => (
          <TextField
            label="Address line 1"
            required
            autoComplete="address-line1"
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="address2"
        render={(field) => (
          <TextField
            label="Address line 2"
            autoComplete="address-line2"
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="city"
        render={(field) => (
          <TextField label="City" required autoComplete="address-level2" maxLength={KYC_CITY_MAX_LENGTH} {...field} />
        )}
      />
      <FormField
        control={control}
        name="postcode"
        render={(field) => <TextField label="Postcode" required autoComplete="postal-code" {...field} />}
      />
      <FormField
        control={control}
        name="nationality"
        render={(field) => (
          <Select label="Nationality" required options={NATIONALITY_OPTIONS} {...selectProps(field)} />
        )}
      />
      <TextField
        label="Country of residence"
        readOnly
        value={COUNTRY_OF_RESIDENCE}
        hint="Only UK residents can invest."
      />
    </div>
  );
}
