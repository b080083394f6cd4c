import type { ResaleQuote } from '@keystone/api';
import { DEMO_TODAY, demoTermWindow, demoYearRate, holdingsOf } from '@keystone/demo/fixtures';
import { errorResponse, http } from '@keystone/demo/mocks';
import { RESALE_DEFAULT_FEE_BASIS_POINTS, resaleFigures } from '@keystone/flows/resale';
import { calendarDateIn } from '@keystone/flows/rules';

// Olivia's investment in Leith (her second): the quotes the server would give on the demo's day, by flows' rules.
// Her own is listed already in the demo, so the stories that sell answer the quote as if it were not.

export const SELL_INVESTMENT_ID = 2;
const holding = holdingsOf('approvedInvestor', DEMO_TODAY)[SELL_INVESTMENT_ID - 1];
if (!holding) throw new Error('Olivia has no second investment in the demo');
const { project } = holding.project;
export const sellProjectName = project.title;

/** The quote of `amountPence` (all of it when absent), allowed or refused with `reason`. */
export function sellQuote(amountPence?: number, reason: string | null = null): ResaleQuote {
  const capitalPence = amountPence ?? holding!.amountPence;
  return {
    investmentId: SELL_INVESTMENT_ID,
    allowed: reason === null,
    reason,
    minimumPence: project.shortFundingMinimumPence,
    outstandingPence: holding!.amountPence,
    feeBasisPoints: RESALE_DEFAULT_FEE_BASIS_POINTS,
    figures: resaleFigures({
      capitalPence,
      yearRatePercent: demoYearRate(project, holding!),
      investAt: new Date(holding!.at),
      window: demoTermWindow(project, holding!.term),
      saleDate: calendarDateIn(DEMO_TODAY),
      feeBasisPoints: RESALE_DEFAULT_FEE_BASIS_POINTS,
    }),
  };
}

/** `getResaleQuote` answering for Olivia's Leith investment, allowed, for the amount asked. */
export const quoting = (reason: string | null = null) => ({
  getResaleQuote: http.get('/investments/{id}/resale-quote', ({ query, response }) => {
    const asked = query.get('amountPence');
    return response(200).json(sellQuote(asked === null ? undefined : Number(asked), reason));
  }),
});

/** `createResaleListing` refused: the loan went late since the quote (409 code 62). */
export const refusedListing = (message: string) => ({
  createResaleListing: http.post('/resale/listings', () => errorResponse(62, { message })),
});
