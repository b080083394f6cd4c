import type { User } from '@keystone/api';
import { describe, expect, it } from 'vitest';
import {
  isKycBackEnabled,
  kycRefetchInterval,
  kycRejectReasons,
  kycRejectReasonsText,
  showsKycWizard,
} from './kyc-status.ts';
import { filledIndividual, kycStates, newcomer } from './kyc.test-fixtures.ts';

const POLL_MS = 5_000;
const REFRESH_MS = 5 * 60_000;

const draft: User = { ...filledIndividual, kycProcedureFinished: true };

describe('showsKycWizard', () => {
  it('shows the wizard to a draft not yet submitted', () => {
    expect(showsKycWizard(newcomer)).toBe(true);
    expect(showsKycWizard(kycStates.attemptsUsedUp)).toBe(true);
  });

  it('shows the finished screen once submitted, and for every other status', () => {
    expect(showsKycWizard(draft)).toBe(false);
    expect(showsKycWizard(kycStates.inProgress)).toBe(false);
    expect(showsKycWizard(kycStates.rejected)).toBe(false);
    expect(showsKycWizard(kycStates.approved)).toBe(false);
  });
});

describe('kycRefetchInterval', () => {
  it('polls a submitted draft every 5 seconds, up to 10 more times', () => {
    expect(kycRefetchInterval(draft, 0)).toBe(POLL_MS);
    expect(kycRefetchInterval(draft, 9)).toBe(POLL_MS);
    expect(kycRefetchInterval(draft, 10)).toBe(false);
    expect(kycRefetchInterval(draft, 11)).toBe(false);
  });

  it('refreshes every 5 minutes while IN_PROGRESS, however many polls came before', () => {
    expect(kycRefetchInterval(kycStates.inProgress, 0)).toBe(REFRESH_MS);
    expect(kycRefetchInterval(kycStates.inProgress, 25)).toBe(REFRESH_MS);
  });

  it('stops once the status is final, and waits for a user', () => {
    expect(kycRefetchInterval(kycStates.approved, 0)).toBe(false);
    expect(kycRefetchInterval(kycStates.rejected, 0)).toBe(false);
    expect(kycRefetchInterval(undefined, 0)).toBe(false);
  });
});

describe('isKycBackEnabled', () => {
  it('is enabled only when APPROVED or REJECTED', () => {
    expect(
      ['DRAFT', 'IN_PROGRESS', 'APPROVED', 'REJECTED'].filter((status) =>
        isKycBackEnabled(status as User['kycStatus']),
      ),
    ).toEqual(['APPROVED', 'REJECTED']);
  });
});

describe('kycRejectReasons', () => {
  it('takes the admin reason and the five provider reasons, non-empty, each once', () => {
    const user: User = {
      ...draft,
      kycRejectReason: 'Documents unclear',
      addressProofRejectReason: '  ',
      articlesOfAssociationRejectReason: 'Unsigned articles',
      identityProofRejectReason: 'Documents unclear',
      registrationProofRejectReason: 'Wrong company',
      shareholderDeclarationRejectReason: ' Missing page ',
    };

    expect(kycRejectReasons(user)).toEqual(['Documents unclear', 'Unsigned articles', 'Wrong company', 'Missing page']);
    expect(kycRejectReasons(draft)).toEqual([]);
  });

  it('combines them one a line, or gives nothing', () => {
    expect(kycRejectReasonsText(kycStates.rejected)).toBe(
      'The documents could not be verified.\nThe utility bill is older than three months.\nThe passport photo is blurred.',
    );
    expect(kycRejectReasonsText(draft)).toBeUndefined();
  });
});
