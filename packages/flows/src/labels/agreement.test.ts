import { describe, expect, it } from 'vitest';
import { agreementReference, draftAgreementReference } from '../agreement/agreement-reference.ts';
import { AGREEMENT_KIND_LABELS, AGREEMENT_STATUS_LABELS, agreementEventLabel } from './agreement.ts';

describe('an agreement in words', () => {
  it('names each status and each event of its log (issue 32 §5, §6)', () => {
    expect(Object.values(AGREEMENT_STATUS_LABELS)).toEqual(['Active', 'Completed', 'Cancelled']);
    expect(agreementEventLabel('START_PLEDGE')).toBe('Pledge started');
    expect(agreementEventLabel('ATTEMPTS_ENTER')).toBe('Signing code entered');
    expect(agreementEventLabel('SOMETHING_OLD')).toBe('SOMETHING_OLD');
    expect(agreementEventLabel('AUTO_INVEST_RULES_CHANGED')).toBe('Rules changed');
  });

  it('names what each agreement is: a pledge, or a side of a resale assignment (issue 37)', () => {
    expect(AGREEMENT_KIND_LABELS).toEqual({
      PLEDGE: 'Pledge',
      RESALE_PURCHASE: 'Loan part bought',
      RESALE_SALE: 'Loan part sold',
    });
  });

  it('has one reference, made from its pledge and term (issue 32 §4)', () => {
    expect(agreementReference(50, 'SHORT')).toBe('KSI0000050S');
    expect(draftAgreementReference(50, ['SHORT'])).toBe('KSI0000050S');
    expect(draftAgreementReference(50, ['SHORT', 'LONG'])).toBe('KSI0000050S and KSI0000050L');
  });
});
