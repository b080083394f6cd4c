import { ADDRESS_LINE_MAX_LENGTH, KYC_CITY_MAX_LENGTH, KYC_NAME_MAX_LENGTH } from '@keystone/flows';
import { Select, TextField } from '@keystone/ui';
import { FormField, selectProps } from '@keystone/ui/form';
import { COUNTRY_OF_RESIDENCE, NATIONALITY_OPTIONS, PERSON_TYPE_OPTIONS, TITLE_OPTIONS } from './kyc-choices.ts';
import type { StageProps } from './stage-props.ts';

export const PHONE_DISCLAIMER = 'Enter your mobile number without the leading 0';

/** Stage 1: who the investor is and where they live; the person type decides the company blocks later on. */
export function PersonalDetailsStage({ control }: StageProps) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <FormField
        control={control}
        name="personType"
        label="Person type"
        render={(field) => (
          <Select required placeholder="Choose" options={PERSON_TYPE_OPTIONS} {...selectProps(field)} />
        )}
      />
      <FormField
        control={control}
        name="title"
        label="Title"
        render={(field) => <Select required placeholder="Choose" options={TITLE_OPTIONS} {...selectProps(field)} />}
      />
      <FormField
        control={control}
        name="firstName"
        label="First name"
        render={(field) => <TextField required autoComplete="given-name" maxLength={KYC_NAME_MAX_LENGTH} {...field} />}
      />
      <FormField
        control={control}
        name="lastName"
        label="Last name"
        render={(field) => <TextField required autoComplete="family-name" maxLength={KYC_NAME_MAX_LENGTH} {...field} />}
      />
      <FormField
        control={control}
        name="dateOfBirth"
        label="Date of birth"
        render={(field) => <TextField type="date" required autoComplete="bday" {...field} />}
      />
      <FormField
        control={control}
        name="phoneNumber"
        label="Mobile number"
        render={(field) => (
          <TextField
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
        label="Address line 1"
        render={(field) => (
          <TextField required autoComplete="address-line1" maxLength={ADDRESS_LINE_MAX_LENGTH} {...field} />
        )}
      />
      <FormField
        control={control}
        name="address2"
        label="Address line 2"
        render={(field) => <TextField autoComplete="address-line2" maxLength={ADDRESS_LINE_MAX_LENGTH} {...field} />}
      />
      <FormField
        control={control}
        name="city"
        label="City"
        render={(field) => (
          <TextField required autoComplete="address-level2" maxLength={KYC_CITY_MAX_LENGTH} {...field} />
        )}
      />
      <FormField
        control={control}
        name="postcode"
        label="Postcode"
        render={(field) => <TextField required autoComplete="postal-code" {...field} />}
      />
      <FormField
        control={control}
        name="nationality"
        label="Nationality"
        render={(field) => <Select required options={NATIONALITY_OPTIONS} {...selectProps(field)} />}
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
