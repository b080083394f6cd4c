import type { User } from '@keystone/api';
import { formatCountry, formatDate } from '@keystone/flows/format';
import { LEGAL_ENTITY_LABELS, TITLE_LABELS } from '@keystone/flows/labels';
import { ProfileSection } from '../users/user-profile/profile-section.tsx';

/** What the investor gave in KYC and cannot change here. */
export function PersonalDetails({ user }: { user: User }) {
  return (
    <ProfileSection
      title="Personal details"
      rows={[
        { label: 'Title', value: user.title && TITLE_LABELS[user.title] },
        { label: 'First name', value: user.firstName },
        { label: 'Last name', value: user.lastName },
        { label: 'Date of birth', value: user.dateOfBirth && formatDate(user.dateOfBirth) },
        { label: 'Nationality', value: formatCountry(user.nationality) },
        { label: 'Country of residence', value: formatCountry(user.countryOfResidence) },
        { label: 'Address line 1', value: user.address1 },
        { label: 'Address line 2', value: user.address2 },
        { label: 'City', value: user.city },
        { label: 'Postcode', value: user.postcode },
      ]}
    />
  );
}

/** Companies (PROFESSIONAL) also see the company's details, read-only. */
export function CompanyDetails({ user }: { user: User }) {
  return (
    <ProfileSection
      title="Company details"
      rows={[
        { label: 'Company name', value: user.companyName },
        { label: 'Company number', value: user.companyNumber },
        { label: 'Legal entity', value: user.legalEntity && LEGAL_ENTITY_LABELS[user.legalEntity] },
        { label: 'Company address line 1', value: user.companyAddress1 },
        { label: 'Company address line 2', value: user.companyAddress2 },
        { label: 'Company city', value: user.companyCity },
        { label: 'Company postcode', value: user.companyPostcode },
      ]}
    />
  );
}
