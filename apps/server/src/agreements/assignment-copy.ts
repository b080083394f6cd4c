import type { AgreementText } from '@keystone/api';
import { termWindowOf } from '@keystone/flows/payouts';
import { assignmentText, resalePurchaseReference, type AssignmentFacts } from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';
import type { FirmConfig } from '../config/firm.ts';
import type { AgreementDetail } from './queries.ts';
import { expectedRateOf } from './reconstructed-terms.ts';

// A resale copy's words (issue 37): the buyer's copy and the seller's both say what the one signed assignment says,
// made again by flows' `assignmentText` from the settled purchase, as the PDF was printed at the signature.

const nameOf = (fullName: string | null, email: string) => fullName?.trim() || email;

/**
 * The assignment's facts from a resale copy's row: the figures the settlement stored, the two sides, the project's
 * rate for the part's term and strategy and the term's end (its actual date where set, as the sale used); issued
 * and signed at the settlement. Undefined for a pledge's agreement, or a copy whose purchase is not settled.
 */
export function assignmentFactsOf(firm: FirmConfig, agreement: AgreementDetail): AssignmentFacts | undefined {
  const {
    resale_purchase_id: purchaseId,
    purchase_capital_pence: capitalPence,
    purchase_accrued_interest_pence: accruedInterestPence,
    purchase_price_pence: pricePence,
    purchase_fee_pence: feePence,
    purchase_completed_at: settledAt,
    seller_email: sellerEmail,
    buyer_email: buyerEmail,
  } = agreement;
  if (
    purchaseId === null ||
    capitalPence === null ||
    accruedInterestPence === null ||
    pricePence === null ||
    feePence === null ||
    settledAt === null ||
    sellerEmail === null ||
    buyerEmail === null
  ) {
    return undefined;
  }
  const short = agreement.term === 'SHORT';
  const window = termWindowOf({
    plannedStart: short ? agreement.short_start_date : agreement.long_start_date,
    plannedEnd: short ? agreement.short_end_date : agreement.long_end_date,
    actualStart: short ? agreement.short_actual_start_date : agreement.long_actual_start_date,
    actualEnd: short ? agreement.short_actual_end_date : agreement.long_actual_end_date,
  });
  if (window === undefined) return undefined;
  return {
    firm: { name: firm.name },
    reference: resalePurchaseReference(purchaseId),
    seller: { name: nameOf(agreement.seller_full_name, sellerEmail), email: sellerEmail },
    buyer: { name: nameOf(agreement.buyer_full_name, buyerEmail), email: buyerEmail },
    projectTitle: agreement.project_title,
    term: agreement.term,
    yearRatePercent: Number(expectedRateOf(agreement) ?? 0),
    termEndDate: window.endDate,
    figures: {
      asOf: calendarDateIn(settledAt),
      capitalPence,
      accruedInterestPence,
      pricePence,
      feePence,
      sellerReceivesPence: pricePence - feePence,
    },
    issuedAt: settledAt,
  };
}

/** The signed assignment's words for either copy, or undefined when the row is not a settled resale copy. */
export function assignmentCopyText(firm: FirmConfig, agreement: AgreementDetail): AgreementText | undefined {
  const facts = assignmentFactsOf(firm, agreement);
  return facts === undefined ? undefined : assignmentText(facts, facts.issuedAt);
}
