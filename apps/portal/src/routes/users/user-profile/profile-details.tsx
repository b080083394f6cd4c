import type { User } from '@keystone/api';
import { awaitingApprovalText, kycRejectReasons, MAX_COMPETENCE_ATTEMPTS, PERSON_TYPE_LABELS } from '@keystone/flows';
import { formatCount, formatCountry, formatDate, formatMoney } from '@keystone/flows/format';
import { INVESTOR_TYPE_LABELS, LEGAL_ENTITY_LABELS, TITLE_LABELS, userKycStatusLabel } from '@keystone/flows/labels';
import { maskAccountNumber, maskSortCode } from './bank-masking.ts';
import { KycDocumentsSection } from './kyc-documents-section.tsx';
import { ProfileSection, type ProfileRow } from './profile-section.tsx';
import { WALLET_LABELS } from '@keystone/flows/rules';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function contactRows(user: User): ProfileRow[] {
  const rows: ProfileRow[] = [
    { label: 'Email', value: user.email },
    { label: 'Phone number', value: user.phoneNumber },
    { label: 'Website', value: user.website },
  ];
  if (user.awaitingConfirmEmail)
    rows.push({ label: 'New email', value: awaitingApprovalText(user.awaitingConfirmEmail) });
  if (user.awaitingConfirmPhone)
    rows.push({ label: 'New phone number', value: awaitingApprovalText(user.awaitingConfirmPhone) });
  return rows;
}

function kycRows(user: User): ProfileRow[] {
  // The same combined reasons the investor reads on the KYC finished screen.
  const reasons = kycRejectReasons(user);
  const rows: ProfileRow[] = [
    { label: 'KYC status', value: userKycStatusLabel(user) },
    { label: 'Procedure submitted', value: yesNo(user.kycProcedureFinished) },
    { label: 'Competence review', value: user.competenceReviewPassed ? 'Passed' : 'Not passed' },
    { label: 'Used answer attempts', value: `${user.usedAnswerAttempts} of ${MAX_COMPETENCE_ATTEMPTS}` },
    // An admin's reset gives the attempts back; the total keeps every attempt made, so the two read true together.
    { label: 'Answer attempts made in all', value: formatCount(user.totalAnswerAttempts) },
  ];
  if (reasons.length > 0) {
    rows.push({
      label: 'Reject reasons',
      value: (
        <ul className="flex list-disc flex-col gap-1 ps-4">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ),
    });
  }
  return rows;
}

/** Everything the admin may read about a user, grouped as the KYC wizard asks for it. Nothing here is editable. */
export function ProfileDetails({ user }: { user: User }) {
  const isCompany = user.personType === 'PROFESSIONAL';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileSection
        title="Personal details"
        rows={[
          { label: 'Title', value: user.title && TITLE_LABELS[user.title] },
          { label: 'First name', value: user.firstName },
          { label: 'Last name', value: user.lastName },
          { label: 'Full name', value: user.fullName },
          { label: 'Date of birth', value: user.dateOfBirth && formatDate(user.dateOfBirth) },
          { label: 'Nationality', value: formatCountry(user.nationality) },
          { label: 'Country of residence', value: formatCountry(user.countryOfResidence) },
          { label: 'Person type', value: user.personType && PERSON_TYPE_LABELS[user.personType] },
          { label: 'Investor type', value: user.investorType && INVESTOR_TYPE_LABELS[user.investorType] },
        ]}
      />
      <ProfileSection title="Contact" rows={contactRows(user)} />
      <ProfileSection
        title="Address"
        rows={[
          { label: 'Address line 1', value: user.address1 },
          { label: 'Address line 2', value: user.address2 },
          { label: 'City', value: user.city },
          { label: 'Postcode', value: user.postcode },
        ]}
      />
      <ProfileSection
        title="Bank details"
        rows={[
          { label: WALLET_LABELS.sortCode, value: user.sortCode && maskSortCode(user.sortCode) },
          { label: WALLET_LABELS.accountNumber, value: user.accountNumber && maskAccountNumber(user.accountNumber) },
        ]}
      />
      {isCompany && (
        <ProfileSection
          title="Company"
          rows={[
            { label: 'Company name', value: user.companyName },
            { label: 'Company number', value: user.companyNumber },
            { label: 'Legal entity', value: user.legalEntity && LEGAL_ENTITY_LABELS[user.legalEntity] },
            { label: 'Address line 1', value: user.companyAddress1 },
            { label: 'Address line 2', value: user.companyAddress2 },
            { label: 'City', value: user.companyCity },
            { label: 'Postcode', value: user.companyPostcode },
          ]}
        />
      )}
      <ProfileSection title="KYC" rows={kycRows(user)} />
      <KycDocumentsSection user={user} />
      <ProfileSection
        title="Account"
        rows={[
          { label: 'Registered', value: formatDate(user.createdAt) },
          { label: 'E-wallet balance', value: formatMoney(user.balancePence) },
        ]}
      />
    </div>
  );
}
